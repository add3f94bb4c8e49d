import { joinClasses } from './join-classes'
import { LOADING_LABEL } from './spinner'

export interface FullScreenSpinnerProps {
  /** Visually hidden text for screen readers; default 'Caricamento…'. */
  label?: string
  className?: string
}

/**
 * Covers the viewport with a centred spinner while a screen loads (SPEC.md section 2). It fades in
 * after 150 ms so that fast loads do not flash; role="status" with a visually hidden label.
 */
export function FullScreenSpinner({ label = LOADING_LABEL, className }: FullScreenSpinnerProps) {
  return (
    <div role="status" className={joinClasses('ui-fullscreen-spinner', className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  )
}
