import { createRuntimeErrorGuard, isLocalHost, useErrorBanner } from '@shop/ui'
import { useEffect } from 'react'

/**
 * SPEC.md section 8: runtime errors are counted; at 5 the shopper is told and the page reloads
 * after 2 s. Off when the site runs on the local machine (localhost, 127.0.0.1).
 */
export function RuntimeErrorWatcher() {
  const banner = useErrorBanner()
  useEffect(() => {
    const guard = createRuntimeErrorGuard({
      enabled: !isLocalHost(window.location.hostname),
      onThreshold: (message: string) => banner.show(message),
      reload: () => window.location.reload(),
    })
    const onError = (event: ErrorEvent) => guard.report(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => guard.report(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [banner])
  return null
}
