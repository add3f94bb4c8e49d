import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

export interface ModalLayerProps {
  /** Called on Escape and on a press on the overlay. */
  onClose: () => void
  /** What takes the focus when the layer opens (otherwise the panel itself). */
  initialFocus?: RefObject<HTMLElement | null>
  /** The id of the element that names the dialog, and of the one that describes it. */
  titleId: string
  descriptionId?: string
  /** The panel's classes. */
  className: string
  children: ReactNode
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog layer without a dialog library, for the welcome dialog of a first visit: Radix
 * Dialog (with react-remove-scroll, its focus scope and aria-hidden) weighs about 13.6 KB gzipped,
 * more than a first visit can spare within the 120 KB budget. It does what the welcome dialog asked
 * of Radix, the same way: the overlay and the panel in a layer at the end of `<body>` (z-index
 * 1000/1001, so toasts and banners stay above it), everything else inert (no focus, no pointer,
 * hidden from screen readers) and the page not scrolling while it is open; the focus goes to
 * `initialFocus`, Tab and Shift+Tab go round the panel, and comes back where it was on closing;
 * Escape and a press on the overlay call `onClose`. Internal: the generic `Modal` stays on Radix.
 */
export function ModalLayer({
  onClose,
  initialFocus,
  titleId,
  descriptionId,
  className,
  children,
}: ModalLayerProps) {
  // The layer goes at the end of <body>, found through the page this component renders in
  // (packages do not read the `document` global).
  const anchor = useRef<HTMLSpanElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    setBody(anchor.current?.ownerDocument.body ?? null)
  }, [])

  const layer = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const latestOnClose = useRef(onClose)
  useLayoutEffect(() => {
    latestOnClose.current = onClose
  })

  useLayoutEffect(() => {
    const root = layer.current
    if (!body || !root) return
    const page = body.ownerDocument
    const view = page.defaultView
    const returnFocus = page.activeElement
    // The scroll bar's width, read before anything changes (so that it costs no layout of its own).
    const gap = view ? view.innerWidth - page.documentElement.clientWidth : 0

    // Everything but the layer is inert while it is open.
    const madeInert: Element[] = []
    for (const child of Array.from(body.children)) {
      if (child === root || child.hasAttribute('inert')) continue
      child.setAttribute('inert', '')
      madeInert.push(child)
    }

    // The page does not scroll under the overlay; the scroll bar's room is kept, so nothing moves.
    const { overflow, marginRight } = body.style
    body.style.overflow = 'hidden'
    if (gap > 0) body.style.marginRight = `${gap}px`

    // The focus moves in the next frame: focusing now would make the browser restyle the whole
    // page, just made inert, within this task (a long task on a phone: BENCHMARKS.md of the
    // storefront, 'After the first paint'); in the frame it is the browser's own restyle.
    const focus = () => (initialFocus?.current ?? panel.current)?.focus()
    const frame = view?.requestAnimationFrame(focus)
    if (frame === undefined) focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        latestOnClose.current()
        return
      }
      if (event.key !== 'Tab' || !panel.current) return
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = page.activeElement
      if (event.shiftKey && (active === first || active === panel.current)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    page.addEventListener('keydown', onKeyDown, true)

    return () => {
      if (frame !== undefined) view?.cancelAnimationFrame(frame)
      page.removeEventListener('keydown', onKeyDown, true)
      for (const element of madeInert) element.removeAttribute('inert')
      body.style.overflow = overflow
      body.style.marginRight = marginRight
      const target = returnFocus instanceof HTMLElement && returnFocus.isConnected ? returnFocus : body
      target.focus()
    }
  }, [body, initialFocus])

  if (!body) return <span ref={anchor} hidden />
  return createPortal(
    <div ref={layer}>
      <div className="ui-overlay" onPointerDown={() => latestOnClose.current()} />
      <div
        ref={panel}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={className}
      >
        {children}
      </div>
    </div>,
    body,
  )
}
