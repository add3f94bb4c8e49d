import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react'
import { ModalLayer } from './modal-layer'
import {
  WELCOME_AUTO_CLOSE_MS,
  WELCOME_FEATURES,
  WELCOME_PROGRESS_DELAY_MS,
  type WelcomeStorage,
  welcomeDismissedKey,
  welcomeTitle,
} from './welcome-rules'
import { WelcomeVan } from './welcome-van'

export type { WelcomeStorage } from './welcome-rules'

export interface WelcomeDialogProps {
  /** The shop's name, in the title and the storage key. */
  brand: string
  /** Where the dismissal is kept: the app passes window.localStorage (or null when unreachable). */
  storage: WelcomeStorage | null
  /** When false the dialog is not shown (for example on /admin or in end-to-end tests); default true. */
  enabled?: boolean
  /** Called once when the dialog closes, however it closes. */
  onClose?: () => void
}

function wasDismissed(storage: WelcomeStorage | null, key: string): boolean {
  if (storage === null) return false
  try {
    return storage.getItem(key) === 'true'
  } catch {
    // SPEC.md section 4: if local storage cannot be read, the dialog is shown.
    return false
  }
}

/**
 * The one-time welcome dialog announcing the new site (SPEC.md sections 2, 4 and 9). Shown on the
 * first visit; closing it in any way ('Chiudi', 'Inizia ora', Escape, a click outside, or by itself
 * after 7 s) stores '{brand}-new-site-modal-dismissed' = 'true' for good. A failed write is only
 * logged. The animation is inline SVG + CSS, so no animation player is loaded.
 */
export function WelcomeDialog({ brand, storage, enabled = true, onClose }: WelcomeDialogProps) {
  const key = welcomeDismissedKey(brand)
  const [open, setOpen] = useState(() => !wasDismissed(storage, key))
  const [filling, setFilling] = useState(false)
  const closed = useRef(false)
  const startButton = useRef<HTMLButtonElement>(null)
  const visible = enabled && open

  // The latest props, so that `close` stays the same function and a parent's re-render (a new
  // onClose arrow, say) never restarts the 7 s timer.
  const latest = useRef({ storage, key, onClose })
  useEffect(() => {
    latest.current = { storage, key, onClose }
  })

  const close = useCallback(() => {
    if (closed.current) return
    closed.current = true
    setOpen(false)
    const { storage, key, onClose } = latest.current
    try {
      storage?.setItem(key, 'true')
    } catch (error) {
      console.error(`Impossibile salvare la chiusura del messaggio di benvenuto (${key})`, error)
    }
    onClose?.()
  }, [])

  useEffect(() => {
    if (!visible) return
    const startFill = setTimeout(() => setFilling(true), WELCOME_PROGRESS_DELAY_MS)
    const autoClose = setTimeout(close, WELCOME_AUTO_CLOSE_MS)
    return () => {
      clearTimeout(startFill)
      clearTimeout(autoClose)
    }
  }, [visible, close])

  const title = welcomeTitle(brand)
  const titleId = useId()
  const descriptionId = useId()
  const progressStyle = { '--ui-welcome-duration': `${WELCOME_AUTO_CLOSE_MS}ms` } as CSSProperties

  if (!visible) return null
  return (
    <ModalLayer
      className="ui-dialog ui-welcome"
      onClose={close}
      initialFocus={startButton}
      titleId={titleId}
      descriptionId={descriptionId}
    >
      <button type="button" className="ui-button ui-button--ghost ui-welcome__close" onClick={close}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Chiudi
      </button>
      <WelcomeVan />
      <h2 id={titleId} className="ui-welcome__title">
        {title}
      </h2>
      <ul id={descriptionId} className="ui-welcome__features">
        {WELCOME_FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        ref={startButton}
        className="ui-button ui-button--primary ui-welcome__start"
        onClick={close}
      >
        Inizia ora
      </button>
      <div
        className="ui-welcome__progress"
        data-state={filling ? 'filling' : 'idle'}
        style={progressStyle}
        aria-hidden="true"
      >
        <div className="ui-welcome__progress-fill" />
      </div>
    </ModalLayer>
  )
}
