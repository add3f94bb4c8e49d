import { statusLabel } from './order-status'

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${status}`}>{statusLabel(status)}</span>
}
