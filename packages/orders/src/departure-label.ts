import type { StopDeparture } from './dispatch-sheet'

/**
 * A dispatch stop's departure as the operator reads it on the sheet: 'Partito' ('In consegna'),
 * 'Consegnato', 'Non consegnato' (back from the door), 'Non partito: Bonifico non ricevuto' (the reason holdBackReason gave), or 'Non
 * partito' when the order gives none; '' while its van has not left.
 *
 * @example
 * ```ts
 * departureLabel({ state: 'stayed', reason: 'Bonifico non ricevuto' }) // 'Non partito: Bonifico non ricevuto'
 * departureLabel(null) // ''
 * ```
 */
export function departureLabel(departure: StopDeparture | null): string {
  if (!departure) return ''
  if (departure.state === 'left') return 'Partito'
  if (departure.state === 'delivered') return 'Consegnato'
  if (departure.state === 'not-delivered') return 'Non consegnato'
  return departure.reason ? `Non partito: ${departure.reason}` : 'Non partito'
}
