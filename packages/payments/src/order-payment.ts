import { type OrderStatus, PAID_STATUSES } from '@shop/orders'

/** WooCommerce's gateway ids the shop gives its own wording to. */
export const GATEWAY_IDS = {
  cashOnDelivery: 'cod',
  cheque: 'cheque',
  bankTransfer: 'bacs',
  /** WooCommerce Stripe. */
  card: 'stripe',
  /** WooCommerce PayPal Payments. */
  wallet: 'ppcp-gateway',
} as const

/** Gateways paid to the driver at the door: cash on delivery and cheques. */
export const PAID_ON_DELIVERY: ReadonlySet<string> = new Set([GATEWAY_IDS.cashOnDelivery, GATEWAY_IDS.cheque])

/** Whether a gateway is paid at the door (cash or cheque), never online. */
export function isPaidOnDelivery(paymentMethod: string): boolean {
  return PAID_ON_DELIVERY.has(paymentMethod)
}

/**
 * The statuses an operator may have orders paid on delivery moved to right after checkout: both
 * make WooCommerce take the stock (on-hold: waiting for the delivery; processing: being prepared).
 */
export const ON_DELIVERY_STATUSES = ['on-hold', 'processing'] as const satisfies readonly OrderStatus[]
export type OnDeliveryStatus = (typeof ON_DELIVERY_STATUSES)[number]

/** Where an order stands with its payment. */
export type PaymentState =
  /** Paid (online, by transfer, or collected at the door). */
  | 'paid'
  /** To be paid to the driver at the door: cash or cheque. Never a pay-online link. */
  | 'on-delivery'
  /** To be paid online (card, PayPal) and not paid yet: the pay-now link. */
  | 'to-pay-online'
  /** A bank transfer the shop is waiting for: the bank details. */
  | 'awaiting-transfer'
  /** Paid online but not confirmed yet (an online order an operator put on hold). */
  | 'in-review'
  /** Nothing to pay: cancelled or refunded. */
  | 'none'

export interface OrderPayment {
  state: PaymentState
  /** What the customer and the operator read, in Italian, starting with a capital: 'Pagherai alla consegna'. */
  label: string
}

/** The labels of orderPayment, exact. */
export const PAYMENT_LABELS = {
  paid: 'Pagato',
  cashOnDelivery: 'Pagherai alla consegna',
  chequeOnDelivery: 'Pagherai con assegno alla consegna',
  toPayOnline: 'Da pagare online',
  awaitingTransfer: 'In attesa del bonifico',
  inReview: 'Pagamento in verifica',
  cancelled: 'Nessun pagamento dovuto',
  refunded: 'Rimborsato',
} as const

/**
 * How an order is paid, from its WooCommerce payment method, status and needs_payment:
 *
 * - cancelled (or trashed) orders owe nothing; refunded ones were refunded;
 * - cash on delivery and cheques are paid at the door, whatever WooCommerce says about
 *   needs_payment (a pending cod order "needs payment" there): 'Pagherai alla consegna' (cheque:
 *   'Pagherai con assegno alla consegna') until the order is completed (delivered and collected);
 * - a bank transfer is awaited while the order is pending, on hold or failed, paid once processing
 *   or completed;
 * - any other gateway is paid online: 'Da pagare online' while WooCommerce wants it paid
 *   (needs_payment), paid once processing or completed, 'Pagamento in verifica' in between (an
 *   operator put it on hold).
 */
export function orderPayment(order: {
  paymentMethod: string
  status: string
  needsPayment: boolean
}): OrderPayment {
  const { paymentMethod, status } = order
  if (status === 'cancelled' || status === 'trash') return { state: 'none', label: PAYMENT_LABELS.cancelled }
  if (status === 'refunded') return { state: 'none', label: PAYMENT_LABELS.refunded }
  if (isPaidOnDelivery(paymentMethod)) {
    if (status === 'completed') return { state: 'paid', label: PAYMENT_LABELS.paid }
    return {
      state: 'on-delivery',
      label:
        paymentMethod === GATEWAY_IDS.cheque
          ? PAYMENT_LABELS.chequeOnDelivery
          : PAYMENT_LABELS.cashOnDelivery,
    }
  }
  if (paymentMethod === GATEWAY_IDS.bankTransfer) {
    return PAID_STATUSES.has(status)
      ? { state: 'paid', label: PAYMENT_LABELS.paid }
      : { state: 'awaiting-transfer', label: PAYMENT_LABELS.awaitingTransfer }
  }
  if (order.needsPayment) return { state: 'to-pay-online', label: PAYMENT_LABELS.toPayOnline }
  if (PAID_STATUSES.has(status)) return { state: 'paid', label: PAYMENT_LABELS.paid }
  return { state: 'in-review', label: PAYMENT_LABELS.inReview }
}
