export {
  createRuntimeErrorGuard,
  RUNTIME_ERROR_MESSAGE,
  RUNTIME_ERROR_THRESHOLD,
  RUNTIME_RELOAD_DELAY_MS,
  type RuntimeErrorGuard,
  type RuntimeErrorGuardOptions,
} from './create-runtime-error-guard'
export {
  ERROR_BANNER_LIMIT,
  ERROR_BANNER_MS,
  type ErrorBannerApi,
  ErrorBannerProvider,
  type ErrorBannerProviderProps,
  useErrorBanner,
} from './error-banner-provider'
export { FullScreenSpinner, type FullScreenSpinnerProps } from './full-screen-spinner'
export { isLocalHost } from './is-local-host'
export { MODAL_CLOSE_LABEL, Modal, type ModalProps } from './modal'
export { LOADING_LABEL, Spinner, type SpinnerProps } from './spinner'
export {
  loadToastHost,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './toast-provider'
export { WelcomeDialog, type WelcomeDialogProps } from './welcome-dialog'
export {
  WELCOME_AUTO_CLOSE_MS,
  WELCOME_FEATURES,
  WELCOME_PROGRESS_DELAY_MS,
  type WelcomeStorage,
  welcomeDismissedKey,
  welcomeTitle,
} from './welcome-rules'
