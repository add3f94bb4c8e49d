import { STOP_BADGE_LABELS, type StopBadge } from './stop-status'

/** The state of a stop as a badge (text, not colour alone). */
export function StopBadgeView({ badge }: { badge: StopBadge }) {
  return <span className={`badge badge--${badge}`}>{STOP_BADGE_LABELS[badge]}</span>
}
