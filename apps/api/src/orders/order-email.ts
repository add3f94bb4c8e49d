import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { OrderView } from './order-view'

function deliveryLine(order: OrderView): string {
  const { date, slot, zoneName } = order.delivery
  return [date ? deliveryDateLabel(date) : null, slot, zoneName ? `zona ${zoneName}` : null]
    .filter(Boolean)
    .join(', ')
}

/** 'Totale: 33,40 € (di cui IVA 6,02 €)'; without VAT, the total alone. */
export function totalLine(order: Pick<OrderView, 'total' | 'tax'>): string {
  const vat = order.tax > 0 ? ` (di cui IVA ${formatEuro(order.tax)})` : ''
  return `Totale: ${formatEuro(order.total)}${vat}`
}

/**
 * What the e-mail says about paying, by the order's payment state (@shop/payments orderPayment):
 * the bank account for an awaited transfer (or that it follows by e-mail when the shop has none),
 * the pay-now link for an online payment still to make, 'pagherai alla consegna' for cash and
 * cheques (never a link), and 'pagato' once paid.
 */
function paymentLines(order: OrderView, payLink: string): string {
  const title = order.paymentMethod.title
  const reference = `"Ordine n. ${order.number}"`
  switch (order.payment.state) {
    case 'awaiting-transfer': {
      const bank = order.bankDetails
      if (!bank)
        return `Ti mandiamo con una prossima email le coordinate bancarie per il bonifico di ${formatEuro(order.total)}, con causale ${reference}. Prepariamo la consegna appena riceviamo il pagamento.`
      return [
        `Per pagare fai un bonifico di ${formatEuro(order.total)} con causale ${reference}:`,
        `Intestatario: ${bank.holder}`,
        `IBAN: ${bank.iban}`,
        ...(bank.bank ? [`Banca: ${bank.bank}`] : []),
        'Prepariamo la consegna appena riceviamo il pagamento.',
      ].join('\n')
    }
    case 'to-pay-online':
      return `Il pagamento (${title}) non è ancora completo: puoi pagare da qui:\n${payLink}`
    case 'on-delivery':
      return `Pagamento: ${title}. ${order.payment.label}: non devi pagare online.`
    case 'paid':
      return `Pagamento: ${title}, pagato.`
    default:
      return `Pagamento: ${title}. ${order.payment.label}.`
  }
}

/**
 * The order confirmation email (through the mail adapter: the outbox by default): what was
 * ordered, each line VAT included, the total with the VAT it includes, when it arrives, and how
 * it is paid (paymentLines).
 */
export function orderConfirmationEmail(
  deps: ServerDeps,
  order: OrderView,
): { subject: string; text: string } {
  const brand = currentSettings(deps).brand
  const lines = [
    ...order.items.map((item) => `- ${item.quantity} × ${item.name}: ${formatEuro(item.total)}`),
    ...order.charges.map((charge) => `- ${charge.label}: ${formatEuro(charge.total)}`),
    ...(order.rounding !== 0 ? [`Arrotondamento: ${formatEuro(order.rounding)}`] : []),
  ]
  const payLink = `${deps.config.publicUrl}/paga?ordine=${order.id}&chiave=${encodeURIComponent(order.orderKey)}`
  return {
    subject: `${brand}: ordine n. ${order.number} ricevuto`,
    text: [
      `Grazie per il tuo ordine n. ${order.number}.`,
      '',
      ...lines,
      totalLine(order),
      '',
      `Consegna: ${deliveryLine(order)}.`,
      '',
      paymentLines(order, payLink),
      '',
      brand,
    ].join('\n'),
  }
}

/**
 * Sends it after the answer has gone; a failure is only logged (the order exists regardless). With
 * no mail transport configured nothing is sent (the start-up banner says so once).
 */
export function sendOrderConfirmation(deps: ServerDeps, to: string, order: OrderView): void {
  if (!deps.mail.available()) return
  setImmediate(() => {
    const { subject, text } = orderConfirmationEmail(deps, order)
    deps.mail.send({ to, subject, text }).catch((error) => deps.log.warn('order email not sent', { error }))
  })
}
