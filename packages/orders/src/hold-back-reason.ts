import { type CollectableOrder, collectLine } from './collect-line'

/**
 * Why an order stays behind when its van leaves ('Partito'), or null when it goes: its payment has
 * not arrived, in collectLine's words ('Bonifico non ricevuto', 'Pagamento online non ricevuto',
 * 'Pagamento in verifica'). The one rule for the departure that moves the orders and for the
 * dispatch sheet that says afterwards why a stop did not leave, so the two never word it apart.
 *
 * @example
 * ```ts
 * holdBackReason({ total: 40.7, payment: { state: 'awaiting-transfer' } }) // 'Bonifico non ricevuto'
 * holdBackReason({ total: 23.4, payment: { state: 'on-delivery' } }) // null: collected at the door
 * ```
 */
export function holdBackReason(order: CollectableOrder): string | null {
  const line = collectLine(order)
  return line?.kind === 'unpaid' ? line.text : null
}
