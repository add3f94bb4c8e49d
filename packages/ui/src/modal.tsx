import * as Dialog from '@radix-ui/react-dialog'
import { type ReactNode, useRef } from 'react'
import { joinClasses } from './join-classes'

/**
 * The label of the generic modal's close button: SPEC.md section 2 quotes the original's English
 * 'Close'; the shop says it in Italian (DECISIONS.md section 3).
 */
export const MODAL_CLOSE_LABEL = 'Chiudi'

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Rendered as the dialog's title (its accessible name). */
  title: ReactNode
  /** Keeps the title for screen readers but hides it on screen. */
  titleHidden?: boolean
  /** Rendered as the dialog's description (aria-describedby). */
  description?: ReactNode
  /** Extra class on the panel, for example to make it wider. */
  className?: string
  children?: ReactNode
}

/**
 * The generic modal dialog (SPEC.md section 2): a full-screen dark overlay, a centred panel and a
 * visible close button labelled 'Chiudi'. Built on Radix Dialog: focus is trapped inside, Escape and
 * a click on the overlay close it, focus returns to where it was.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  titleHidden = false,
  description,
  className,
  children,
}: ModalProps) {
  // Without a Dialog.Trigger, Radix has nowhere to put focus back on closing: the element focused
  // when the modal opened (the button that opened it) takes it back, if it is still on the page.
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content
          className={joinClasses('ui-dialog', 'ui-modal', className)}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            const active = (event.currentTarget as HTMLElement | null)?.ownerDocument.activeElement
            returnFocus.current = active instanceof HTMLElement ? active : null
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current
            returnFocus.current = null
            if (target?.isConnected) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          <div className="ui-modal__header">
            <Dialog.Title className={titleHidden ? 'ui-visually-hidden' : 'ui-modal__title'}>
              {title}
            </Dialog.Title>
            <Dialog.Close className="ui-button ui-button--ghost ui-modal__close">
              {MODAL_CLOSE_LABEL}
            </Dialog.Close>
          </div>
          {description === undefined ? null : (
            <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>
          )}
          <div className="ui-modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
