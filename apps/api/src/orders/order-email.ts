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

/**
 * The order confirmation email (through the mail adapter: the outbox by default): what was
 * ordered, when it arrives, and, for an order still to be paid online, the pay-now link (with the
 * order key, so that a guest can open it); for a bank transfer, the bank details.
 */
export function orderConfirmationEmail(
  deps: ServerDeps,
  order: OrderView,
): { subject: string; text: string } {
  const brand = currentSettings(deps).brand
  const lines = order.items.map((item) => `- ${item.quantity} × ${item.name}: ${formatEuro(item.total)}`)
  const payLink = `${deps.config.publicUrl}/paga?ordine=${order.id}&chiave=${encodeURIComponent(order.orderKey)}`
  const payment = order.bankDetails
    ? `Per pagare fai un bonifico di ${formatEuro(order.total)} con causale "Ordine n. ${order.number}":\n${order.bankDetails}`
    : order.needsPayment
      ? `Il pagamento (${order.paymentMethod.title}) non è ancora completo: puoi pagare da qui:\n${payLink}`
      : `Pagamento: ${order.paymentMethod.title}.`
  return {
    subject: `${brand}: ordine n. ${order.number} ricevuto`,
    text: [
      `Grazie per il tuo ordine n. ${order.number}.`,
      '',
      ...lines,
      `Totale: ${formatEuro(order.total)}`,
      '',
      `Consegna: ${deliveryLine(order)}.`,
      '',
      payment,
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
