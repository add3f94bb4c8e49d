import { dayNumberOfIso, deliveryDateLabel, isoDateOf, romeDayNumber } from '@shop/slots'

/**
 * The days a consumer has to withdraw from a distance contract for goods, counted from the day
 * the goods are delivered (art. 52, comma 2, lettera b, Codice del Consumo). The contract may be
 * withdrawn from before delivery too: the window opens when the order is placed.
 */
export const WITHDRAWAL_DAYS = 14

/** Why an order can no longer be withdrawn from. */
export type WithdrawalClosedReason = 'cancelled' | 'refunded' | 'failed' | 'not-placed' | 'expired'

/** Whether an order can be withdrawn from now, and the days that decide it (Rome dates, 'YYYY-MM-DD'). */
export interface WithdrawalWindow {
  open: boolean
  /** Why not, in the customer's words; null while open. */
  closed: { reason: WithdrawalClosedReason; message: string } | null
  /** The day the order was delivered (WooCommerce's completion), in Rome; null while not delivered. */
  deliveredOn: string | null
  /** The last day to withdraw (delivery + 14 days, included); null while not delivered. */
  lastDay: string | null
}

/** What withdrawalWindow reads of a WooCommerce order. */
export interface WithdrawableOrder {
  readonly status?: string | null
  /** WooCommerce's completion instant in GMT without zone ('2026-11-22T09:37:30'), null until completed. */
  readonly date_completed_gmt?: unknown
}

/** The refusals that do not depend on time: an order that is no contract any more (or never was). */
const GIVEN_UP: Readonly<Record<string, { reason: WithdrawalClosedReason; message: string }>> = {
  cancelled: {
    reason: 'cancelled',
    message: 'Questo ordine è stato annullato: non c’è più un contratto da cui recedere.',
  },
  refunded: {
    reason: 'refunded',
    message: 'Questo ordine è già stato rimborsato: non c’è più un contratto da cui recedere.',
  },
  failed: {
    reason: 'failed',
    message:
      'Il pagamento di questo ordine non è andato a buon fine, quindi l’ordine non è stato concluso: non c’è un contratto da cui recedere.',
  },
  'checkout-draft': {
    reason: 'not-placed',
    message: 'Questo ordine non è stato completato: non c’è un contratto da cui recedere.',
  },
  trash: {
    reason: 'not-placed',
    message: 'Questo ordine non è più attivo: non c’è un contratto da cui recedere.',
  },
}

/**
 * When the order was delivered: WooCommerce's `date_completed_gmt` (set when the order goes
 * 'completed', by the driver's 'Consegnato' or an operator, and kept if the status changes later),
 * or null when the order has none or it does not read.
 */
export function deliveredAtOf(order: WithdrawableOrder): Date | null {
  const gmt = order.date_completed_gmt
  if (typeof gmt !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(gmt.replace(/Z$/, '')))
    return null
  const at = new Date(`${gmt.replace(/Z$/, '')}Z`)
  return Number.isNaN(at.getTime()) ? null : at
}

/**
 * Whether the customer can withdraw from the order at `now`: from its placing until the 14th day
 * after the day it was delivered, that day included, in Rome (a Monday delivery can be withdrawn
 * from until the Monday two weeks later, at midnight). Never for an order cancelled, refunded,
 * failed or not placed. Whether it was withdrawn from already is the caller's record.
 *
 * @example
 * ```ts
 * withdrawalWindow({ status: 'completed', date_completed_gmt: '2026-11-23T10:00:00' }, now)
 * // { open: true, closed: null, deliveredOn: '2026-11-23', lastDay: '2026-12-07' } until 7 December
 * ```
 */
export function withdrawalWindow(order: WithdrawableOrder, now: Date): WithdrawalWindow {
  const deliveredAt = deliveredAtOf(order)
  const deliveredDay = deliveredAt ? romeDayNumber(deliveredAt) : null
  const deliveredOn = deliveredDay === null ? null : isoDateOf(deliveredDay)
  const lastDay = deliveredDay === null ? null : isoDateOf(deliveredDay + WITHDRAWAL_DAYS)
  const status = typeof order.status === 'string' ? order.status : ''
  const givenUp = Object.hasOwn(GIVEN_UP, status) ? GIVEN_UP[status] : undefined
  if (givenUp) return { open: false, closed: givenUp, deliveredOn, lastDay }
  if (deliveredOn !== null && lastDay !== null && romeDayNumber(now) > (dayNumberOfIso(lastDay) ?? 0)) {
    return {
      open: false,
      closed: {
        reason: 'expired',
        message: `Il termine per recedere da questo ordine è scaduto ${deliveryDateLabel(lastDay)}: 14 giorni dopo la consegna di ${deliveryDateLabel(deliveredOn)}. Se c’è un problema con i prodotti, contattaci.`,
      },
      deliveredOn,
      lastDay,
    }
  }
  return { open: true, closed: null, deliveredOn, lastDay }
}
