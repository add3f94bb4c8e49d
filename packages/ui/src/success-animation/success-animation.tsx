import { type LottieHandle, LottieLight } from 'lottie-react'
import { useEffect, useMemo, useRef } from 'react'
import { SUCCESS_SIZE, successAnimationData } from './success-animation-data'

export interface SuccessAnimationProps {
  width?: number
  height?: number
  loop?: boolean
  autoplay?: boolean
  speed?: number
  /** Called when the animation completes (every round when it loops). */
  onComplete?: () => void
  className?: string
  /** The visitor asked for reduced motion (the app reads prefers-reduced-motion): stand still. */
  reducedMotion?: boolean
}

/**
 * The success animation (SPEC.md section 2): 200×200, looping, autoplay, speed 1 by default, with
 * an optional callback when it completes. Decorative: hidden from screen readers (the page says
 * the same in words). With `reducedMotion` it stands still on a finished frame.
 */
export function SuccessAnimation({
  width = SUCCESS_SIZE,
  height = SUCCESS_SIZE,
  loop = true,
  autoplay = true,
  speed = 1,
  onComplete,
  className,
  reducedMotion = false,
}: SuccessAnimationProps) {
  const data = useMemo(successAnimationData, [])
  const still = reducedMotion
  const handle = useRef<LottieHandle>(null)
  useEffect(() => {
    if (still) handle.current?.seek(30)
  }, [still])
  return (
    <LottieLight
      src={data}
      loop={still ? false : loop}
      autoplay={still ? false : autoplay}
      speed={speed}
      lottieRef={handle}
      subscriptions={onComplete ? { complete: onComplete, loopCompleted: onComplete } : undefined}
      className={className ? `ui-success-animation ${className}` : 'ui-success-animation'}
      style={{ width, height }}
      aria-hidden="true"
      data-testid="success-animation"
    />
  )
}
