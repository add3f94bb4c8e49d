export { SuccessAnimation, type SuccessAnimationProps } from './success-animation'
export { successAnimationData } from './success-animation-data'
