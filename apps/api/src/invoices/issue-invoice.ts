import { orderPayment } from '@shop/payments'
import { isoDateOf, romeDayNumber } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { ApiError } from '../http/api-error'
import { bankAccountOf } from '../orders/payment-gateways'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { IssuedInvoice } from '../store/invoice-numbers'
import { fatturaPaXml, InvoiceContentError } from './fattura-pa'
import { INVOICE_MSG } from './invoice-messages'
import { orderInvoiceRequest } from './invoice-request'

/** An order's electronic invoice: the XML and the number it carries. */
export interface IssuedFatturaPa {
  xml: string
  invoice: IssuedInvoice
  /** The file name the Sistema di Interscambio expects: IT + the sender's code + '_' + 5 characters. */
  fileName: string
}

/**
 * The FatturaPA of an order, for operators (GET /api/admin/orders/:id/invoice.xml). 409 with an
 * Italian message when the customer asked for no invoice, the order is not paid (paid at the
 * door: not delivered yet), the seller's data are missing, or a line cannot be invoiced. The
 * number is given only once the XML can be written (a refused export leaves no gap), at the
 * first export, in the year of that day in Rome; every later export gives the same number and
 * date (store/invoice-numbers.ts).
 */
export async function issueFatturaPa(deps: ServerDeps, order: Order): Promise<IssuedFatturaPa> {
  const buyer = orderInvoiceRequest(order)
  if (!buyer) throw new ApiError(409, 'invoice_not_requested', INVOICE_MSG.notRequested)
  const payment = orderPayment({
    paymentMethod: order.payment_method ?? '',
    status: order.status,
    needsPayment: order.needs_payment === true,
  })
  if (payment.state !== 'paid') throw new ApiError(409, 'order_not_paid', INVOICE_MSG.notPaid(payment.label))
  const seller = currentSettings(deps).seller
  if (!seller) throw new ApiError(409, 'seller_missing', INVOICE_MSG.sellerMissing)
  const bank = bankAccountOf(deps)
  const today = isoDateOf(romeDayNumber(deps.now()))
  const write = (invoice: IssuedInvoice) => fatturaPaXml({ order, seller, buyer, invoice, bank })
  const known = await deps.stores.invoiceNumbers.numberOf(order.id)
  try {
    // Written once on trial before a number is given: an order that cannot be invoiced takes none.
    if (!known)
      write({ orderId: order.id, year: Number(today.slice(0, 4)), number: 1, date: today, issuedAt: 0 })
  } catch (error) {
    if (error instanceof InvoiceContentError)
      throw new ApiError(409, 'invoice_not_possible', INVOICE_MSG.cannotWrite(error.message))
    throw error
  }
  const invoice = known ?? (await deps.stores.invoiceNumbers.numberFor(order.id, today, deps.now().getTime()))
  if (!known)
    deps.log.info('invoice number given', { orderId: order.id, year: invoice.year, number: invoice.number })
  return { xml: write(invoice), invoice, fileName: fileNameOf(seller.taxCode || seller.vatNumber, invoice) }
}

/**
 * The SdI's file name: IT, the sender's codice fiscale, '_', a progressive of 5 letters or digits
 * unique for the sender: the year's last two digits and the number, in base 36 ('IT…_01jqyk').
 */
function fileNameOf(senderCode: string, invoice: IssuedInvoice): string {
  const progressive = ((invoice.year % 100) * 1_000_000 + invoice.number).toString(36).padStart(5, '0')
  return `IT${senderCode}_${progressive}.xml`
}
