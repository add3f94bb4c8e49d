import { orderWording } from '@shop/payments'
import type { OrderView } from '../orders/order-view'
import type { OrderMailInput } from './order-mails'

/** Payment methods as WooCommerce names them, for the samples. */
export const SAMPLE_METHODS = {
  BACS: { id: 'bacs', title: 'Bonifico bancario' },
  COD: { id: 'cod', title: 'Pagamento alla consegna' },
  CHEQUE: { id: 'cheque', title: 'Assegno' },
  CARD: { id: 'stripe', title: 'Carta di credito o debito' },
  PAYPAL: { id: 'ppcp-gateway', title: 'PayPal' },
} as const

/**
 * A sample order's mail input (the templates' unit tests, the mails' screenshots in docs/mails):
 * two lines, delivered in Japigia, with a note.
 */
export function sampleOrderMail(
  method: { id: string; title: string },
  status: string,
  needsPayment = false,
): OrderMailInput {
  const { payment, ...wording } = orderWording({
    number: '1042',
    paymentMethod: method.id,
    status,
    needsPayment,
  })
  const order: OrderView = {
    id: 1042,
    number: '1042',
    status,
    total: 40.7,
    tax: 7.34,
    charges: [],
    rounding: 0,
    currency: 'EUR',
    createdAt: '2026-11-24T09:00:00.000Z',
    orderKey: 'wc_order_abc',
    delivery: { date: '2026-11-26', slot: '09:00 - 11:00', zoneName: 'Japigia', vehicle: 'Molisia' },
    items: [
      { productId: 1, name: 'Acqua Lete 6 × 1,5 l', quantity: 3, total: 12.9, image: null },
      { productId: 2, name: 'Peroni 33 cl × 24', quantity: 1, total: 27.8, image: null },
    ],
    shipping: {
      firstName: 'Lucia',
      lastName: 'Di Bari',
      address1: 'Via Peucetia, 22',
      city: 'Bari',
      postcode: '70126',
      province: 'BA',
      phone: '3331234567',
    },
    paymentMethod: method,
    needsPayment,
    payment,
    wording,
    bankDetails: null,
    note: 'Citofono Rossi',
    alcohol: true,
    ageDeclared: true,
  }
  return {
    brand: 'Bari Bevande',
    shopUrl: 'https://www.baribevande.example',
    order,
    payLink: 'https://www.baribevande.example/paga?ordine=1042&chiave=wc_order_abc',
    orderLink: 'https://www.baribevande.example/ordine?ordine=1042&chiave=wc_order_abc',
  }
}
