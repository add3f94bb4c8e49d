import { operatorStatusLabel } from '@shop/orders'

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${status}`}>{operatorStatusLabel(status)}</span>
}
