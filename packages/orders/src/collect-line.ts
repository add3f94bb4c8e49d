import { formatEuro } from '@shop/catalog'

/**
 * The payment states of @shop/payments' orderPayment that leave something for the driver to do:
 * collect the money at the door, or not hand over an order whose payment has not arrived. Every
 * other state (paid, nothing due) asks nothing of the driver.
 */
export type CollectPaymentState = 'on-delivery' | 'awaiting-transfer' | 'to-pay-online' | 'in-review'

/** What the dispatch sheet says the driver must collect or check at a stop. */
export type CollectLine =
  /** Cash or a cheque at the door: 'Da incassare 23,40 €'. */
  | { kind: 'collect'; amount: number; text: string }
  /** The payment has not arrived: 'Bonifico non ricevuto', 'Pagamento online non ricevuto'... */
  | { kind: 'unpaid'; text: string }

/** The texts of collectLine, exact (the amount follows 'Da incassare'). */
export const COLLECT_TEXTS = {
  collect: 'Da incassare',
  transferMissing: 'Bonifico non ricevuto',
  onlineMissing: 'Pagamento online non ricevuto',
  inReview: 'Pagamento in verifica',
} as const

/** What collectLine reads of an order: its total and the state @shop/payments gave its payment. */
export interface CollectableOrder {
  /** The order's total in euros, VAT included. */
  total: number
  /** `orderPayment(...)` of @shop/payments, which alone knows what is paid and what is paid at the door. */
  payment: { state: string }
}

/**
 * What the driver collects or checks at a stop, from the payment state @shop/payments computed
 * (this rule only words it): the order's total, formatted as the admin shows euros, for cash or
 * cheques at the door ('Da incassare 23,40 €'); 'Bonifico non ricevuto' for a bank transfer still
 * awaited; 'Pagamento online non ricevuto' and 'Pagamento in verifica' for an online payment due or
 * held; null for a paid order and for one with nothing to pay.
 */
export function collectLine(order: CollectableOrder): CollectLine | null {
  switch (order.payment.state as CollectPaymentState) {
    case 'on-delivery':
      return {
        kind: 'collect',
        amount: order.total,
        text: `${COLLECT_TEXTS.collect} ${formatEuro(order.total)}`,
      }
    case 'awaiting-transfer':
      return { kind: 'unpaid', text: COLLECT_TEXTS.transferMissing }
    case 'to-pay-online':
      return { kind: 'unpaid', text: COLLECT_TEXTS.onlineMissing }
    case 'in-review':
      return { kind: 'unpaid', text: COLLECT_TEXTS.inReview }
    default:
      return null
  }
}
