import type { OrderPayment } from '../../lib/checkout/checkout-api'

type PaymentState = OrderPayment['order']['payment']['state']

/** What /paga shows of an order: the amount's label and, when nothing is to be paid online, why. */
export interface PayState {
  /** The label of the order's total: 'Da pagare' only while it is to be paid online now. */
  amountLabel: string
  /** Why there is nothing to pay here (null while it is to be paid: the payment choice shows). */
  notice: { tone: 'success' | 'info'; text: string } | null
}

/** What /paga says of an order that is not to be paid online, by its payment state. */
const NOT_PAYABLE: Partial<Record<PaymentState, string>> = {
  paid: 'Questo ordine è già pagato: non devi fare altro.',
  'on-delivery': 'Questo ordine si paga alla consegna: non devi pagare nulla online.',
  none: 'Per questo ordine non c’è nulla da pagare.',
}

/** The amount's label once nothing is to be paid online: one state, never 'Da pagare' with 'già pagato'. */
const AMOUNT_LABELS: Partial<Record<PaymentState, string>> = {
  paid: 'Pagato',
  'on-delivery': 'Da pagare alla consegna',
  'awaiting-transfer': 'Da pagare con bonifico',
}

/**
 * One state for /paga from the API's answer: while the order is payable the total is 'Da pagare'
 * and the payment choice shows; otherwise the label and the notice both follow the payment state
 * (@shop/payments orderPayment, as the API computed it): 'Pagato' with 'già pagato', 'Da pagare
 * alla consegna' with 'si paga alla consegna', 'Totale' with nothing to pay. A transfer awaited
 * shows its bank details instead of a notice.
 */
export function payState(payable: boolean, payment: { state: PaymentState; label: string }): PayState {
  if (payable) return { amountLabel: 'Da pagare', notice: null }
  const amountLabel = AMOUNT_LABELS[payment.state] ?? 'Totale'
  if (payment.state === 'awaiting-transfer') return { amountLabel, notice: null }
  return {
    amountLabel,
    notice: {
      tone: payment.state === 'paid' ? 'success' : 'info',
      text: NOT_PAYABLE[payment.state] ?? `${payment.label}.`,
    },
  }
}
