import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

/** How long an error banner stays (SPEC.md sections 8 and 9). */
export const ERROR_BANNER_MS = 5000
/** Banners on screen at once; a newer one pushes out the oldest. */
export const ERROR_BANNER_LIMIT = 3

export interface ErrorBannerApi {
  /** Shows an error banner at the top right for 5 s. The same message already on screen restarts instead of stacking. */
  show(message: string): void
}

interface Banner {
  id: number
  message: string
}

const ErrorBannerContext = createContext<ErrorBannerApi | null>(null)

export interface ErrorBannerProviderProps {
  children?: ReactNode
  /** How long each banner stays; default ERROR_BANNER_MS (5000 ms). */
  duration?: number
}

/**
 * Error banners (SPEC.md sections 2, 8 and 9): at the top right, role="alert", each gone after 5 s
 * or when its 'Chiudi avviso' button is pressed; several stack, newest at the bottom, at most 3.
 * A banner's timer pauses while the pointer is on it or focus is inside it, so it can be read.
 */
export function ErrorBannerProvider({ children, duration = ERROR_BANNER_MS }: ErrorBannerProviderProps) {
  const [banners, setBanners] = useState<Banner[]>([])
  const nextId = useRef(0)

  const show = useCallback((message: string) => {
    nextId.current += 1
    const banner = { id: nextId.current, message }
    setBanners((shown) => [...shown.filter((b) => b.message !== message), banner].slice(-ERROR_BANNER_LIMIT))
  }, [])
  const dismiss = useCallback((id: number) => {
    setBanners((shown) => shown.filter((banner) => banner.id !== id))
  }, [])
  const api = useMemo<ErrorBannerApi>(() => ({ show }), [show])

  return (
    <ErrorBannerContext.Provider value={api}>
      {children}
      <div className="ui-banners">
        {banners.map((banner) => (
          <ErrorBanner key={banner.id} banner={banner} duration={duration} onDismiss={dismiss} />
        ))}
      </div>
    </ErrorBannerContext.Provider>
  )
}

function ErrorBanner({
  banner,
  duration,
  onDismiss,
}: {
  banner: Banner
  duration: number
  onDismiss: (id: number) => void
}) {
  const [paused, setPaused] = useState({ hover: false, focus: false })
  const remaining = useRef(duration)
  const isPaused = paused.hover || paused.focus

  useEffect(() => {
    if (isPaused) return
    const startedAt = performance.now()
    const timer = setTimeout(() => onDismiss(banner.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (performance.now() - startedAt))
    }
  }, [isPaused, banner.id, onDismiss])

  return (
    <div
      className="ui-banner"
      role="alert"
      onPointerEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onPointerLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused((p) => ({ ...p, focus: false }))
        }
      }}
    >
      <span className="ui-banner__icon" aria-hidden="true" />
      <p className="ui-banner__message">{banner.message}</p>
      <button
        type="button"
        className="ui-banner__close"
        aria-label="Chiudi avviso"
        onClick={() => onDismiss(banner.id)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

/** The error-banner API of the nearest ErrorBannerProvider. */
export function useErrorBanner(): ErrorBannerApi {
  const api = useContext(ErrorBannerContext)
  if (api === null) {
    throw new Error(
      'useErrorBanner() was called outside <ErrorBannerProvider>: wrap the app in <ErrorBannerProvider>…</ErrorBannerProvider> (from @shop/ui).',
    )
  }
  return api
}
