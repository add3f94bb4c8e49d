import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import type { CurrentToast, ToastHost } from './toast-host'

/** How long a toast stays visible (SPEC.md section 9). */
export const TOAST_DURATION_MS = 1000

export type ToastTone = 'success' | 'info' | 'error'

export interface ToastOptions {
  /** Colour and urgency; default 'info'. 'error' is announced assertively, the others politely. */
  tone?: ToastTone
}

export interface ToastApi {
  /** Shows a toast; it replaces the one on screen, if any (at most 1 at a time). */
  show(message: string, options?: ToastOptions): void
}

const ToastContext = createContext<ToastApi | null>(null)

export interface ToastProviderProps {
  children?: ReactNode
  /** How long each toast stays; default TOAST_DURATION_MS (1000 ms). */
  duration?: number
}

let loadedHost: typeof ToastHost | null = null
let loadingHost: Promise<typeof ToastHost> | null = null

/**
 * Loads the Radix part of the toasts (ToastProvider does it on the first toast). Call it ahead
 * to have toasts render at once, e.g. in tests.
 */
export function loadToastHost(): Promise<typeof ToastHost> {
  loadingHost ??= import('./toast-host').then((module) => {
    loadedHost = module.ToastHost
    return module.ToastHost
  })
  return loadingHost
}

/**
 * Toast notifications (SPEC.md sections 2 and 9): at most 1 visible at a time, at the top centre,
 * lasting 1000 ms. Built on Radix Toast (announced to screen readers; the timer pauses while the
 * pointer is on the toast or the window is in the background; F8 moves focus to it). Radix Toast
 * is loaded with the first toast, not with the page: a toast asked before it arrives shows as soon
 * as it has.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [current, setCurrent] = useState<CurrentToast | null>(null)
  const [Host, setHost] = useState<typeof ToastHost | null>(() => loadedHost)
  const nextId = useRef(0)

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    nextId.current += 1
    setCurrent({ id: nextId.current, message, tone: options.tone ?? 'info', open: true })
    if (!loadedHost) {
      loadToastHost().then(
        (loaded) => setHost(() => loaded),
        (error: unknown) => console.error('Notifiche non disponibili', error),
      )
    }
  }, [])
  const api = useMemo<ToastApi>(() => ({ show }), [show])

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Host ? <Host current={current} setCurrent={setCurrent} duration={duration} /> : null}
    </ToastContext.Provider>
  )
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (api === null) {
    throw new Error(
      'useToast() was called outside <ToastProvider>: wrap the app in <ToastProvider>…</ToastProvider> (from @shop/ui).',
    )
  }
  return api
}
