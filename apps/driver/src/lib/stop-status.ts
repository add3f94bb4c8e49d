import type { DriverStop, StopState } from './driver-day'
import type { OutboxEntry } from './outbox/outbox'

export type StopBadge = StopState | 'pending'

export const STOP_BADGE_LABELS: Record<StopBadge, string> = {
  'to-deliver': 'Da consegnare',
  delivered: 'Consegnato',
  failed: 'Non consegnato',
  pending: 'In attesa di invio',
}

/**
 * The badge of a stop as the driver must read it: the server's state, unless an action of the phone
 * for it waits to be sent ('In attesa di invio'). A refused action shows the server's state again:
 * nothing was recorded.
 */
export function stopBadge(stop: DriverStop, entry: OutboxEntry | undefined): StopBadge {
  if (entry && entry.refused === null && stop.state === 'to-deliver') return 'pending'
  return stop.state
}

/** What the phone has taken at doors and not yet sent: cash and cheques of waiting actions. */
export function pendingCash(entries: readonly OutboxEntry[]): number {
  let sum = 0
  for (const entry of entries)
    if (entry.refused === null && entry.body.result === 'delivered') sum += entry.body.payment.amount
  return Math.round(sum * 100) / 100
}
