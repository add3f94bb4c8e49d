import type { InvoiceRequest } from '@shop/forms'
import type { BankAccount } from '@shop/payments'
import type { Order } from '@shop/woo-client'
import { outcomeNote, readOutcome } from '../driver/delivery-outcome'
import { orderInvoiceRequest } from '../invoices/invoice-request'
import { type OrderView, toOrderView } from '../orders/order-view'
import { refundableCents } from '../orders/refund-order'

/** An order as operators see it: the customer's view plus who ordered, where, when and how. */
export interface AdminOrderView extends OrderView {
  customer: { id: number; name: string; email: string; phone: string }
  /** The delivery address on one line: 'Via Sparano da Bari, 84, Scala A, 70121 Bari (BA)'. */
  address: string
  /** WooCommerce's date_created: the store's local time (Europe/Rome), as its back office shows it. */
  dateCreated: string | null
  paymentMethodTitle: string
  /**
   * What the customer wrote for the delivery at checkout (WooCommerce's customer_note: intercom,
   * floor, a neighbour), trimmed; '' when none.
   */
  note: string
  /**
   * What the driver recorded at the door (issue 26), as the order's note says it ('Consegnato da
   * Mario Rossi (Fiorino) alle 10:42: contanti 23,40 €, firma raccolta.'), and whether a proof of
   * delivery was taken (GET /api/admin/orders/:id/proof); null before the door.
   */
  atTheDoor: { text: string; proof: boolean } | null
  /** What can still be refunded ('Rimborsa'), in euros: the total less WooCommerce's refunds (issue 27). */
  refundable: number
  /**
   * 'Richiedo la fattura' (issue 27): the business's invoice data given at checkout, or null when
   * the customer asked for no invoice (GET /api/admin/orders/:id/invoice.xml gives its FatturaPA).
   */
  invoice: InvoiceRequest | null
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** One line of an address: street, second line, postcode and city, province in brackets. */
export function oneLineAddress(address: Order['shipping']): string {
  const a = address ?? {}
  const place = [str(a.postcode), str(a.city)].filter(Boolean).join(' ')
  const province = str(a.state)
  return [str(a.address_1), str(a.address_2), place, province ? `(${province})` : '']
    .filter(Boolean)
    .join(', ')
    .replace(/, \(/, ' (')
}

export function toAdminOrderView(order: Order, bank: BankAccount | null): AdminOrderView {
  const billing = order.billing ?? {}
  const shipping = order.shipping ?? {}
  const hasShipping = str(shipping.address_1) !== '' || str(shipping.city) !== ''
  return {
    ...toOrderView(order, bank),
    customer: {
      id: order.customer_id,
      name: [str(billing.first_name), str(billing.last_name)].filter(Boolean).join(' '),
      email: str(billing.email),
      phone: str(billing.phone) || str(shipping.phone),
    },
    address: oneLineAddress(hasShipping ? shipping : billing),
    dateCreated: order.date_created ?? null,
    paymentMethodTitle: str(order.payment_method_title),
    note: str(order.customer_note),
    atTheDoor: doorOf(order),
    refundable: refundableCents(order) / 100,
    invoice: orderInvoiceRequest(order),
  }
}

function doorOf(order: Order): AdminOrderView['atTheDoor'] {
  const outcome = readOutcome(order)
  return outcome ? { text: outcomeNote(outcome), proof: outcome.result === 'delivered' } : null
}
