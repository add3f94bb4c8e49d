import { joinClasses } from './join-classes'

/** The default label of the spinners, read by screen readers. */
export const LOADING_LABEL = 'Caricamento…'

export interface SpinnerProps {
  /** Visually hidden text for screen readers; default 'Caricamento…'. */
  label?: string
  /** 'm' (1.25em, follows the text) or 'l' (48 px); default 'm'. */
  size?: 'm' | 'l'
  className?: string
}

/** An inline loading spinner: role="status" with a visually hidden label. */
export function Spinner({ label = LOADING_LABEL, size = 'm', className }: SpinnerProps) {
  return (
    <span role="status" className={joinClasses('ui-spinner', size === 'l' && 'ui-spinner--l', className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  )
}
