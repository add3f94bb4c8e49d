import type { NewRefund } from './resources/order-types'
import { WOO_MESSAGES, WooError } from './woo-error'

const refused = (code: string, message: string) =>
  new WooError({ status: 400, code, kind: 'invalid', message })

/** Euros with at most 2 decimals, more than 0: what a refund can be ('12.50', '3', '0.01'). */
const AMOUNT = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The body of POST wc/v3/orders/{id}/refunds for `input`, or a WooError of kind `invalid` (before
 * any call) where a real WooCommerce 10.0.2 would do something other than what was meant:
 * - an amount of 0 (or none): the store makes a refund of 0.00, even on an order refunded in full;
 * - more than 2 decimals: the store rounds ('0.125' became 0.13);
 * - a number instead of text: the store refuses it (400), so the amount is always sent as text;
 * - a line without a numeric refund_total: the store would ignore it.
 * `api_refund` is always sent (false unless asked): the store's own default is true, which a bank
 * transfer or cash gateway refuses with a 500.
 */
export function refundBody(input: NewRefund): Record<string, unknown> {
  const amount = input?.amount
  if (typeof amount !== 'string' || !AMOUNT.test(amount) || Number(amount) <= 0) {
    throw refused('invalid_refund_amount', WOO_MESSAGES.refundAmountInvalid(amount))
  }
  const body: Record<string, unknown> = { amount, api_refund: input.api_refund === true }
  if (typeof input.reason === 'string' && input.reason.trim() !== '') body.reason = input.reason
  if (input.restock !== undefined) body.api_restock = input.restock === true
  if (input.line_items !== undefined) {
    const lines = input.line_items
    const valid =
      Array.isArray(lines) &&
      lines.every(
        (line) =>
          Number.isInteger(line?.id) &&
          line.id > 0 &&
          finite(line.refund_total) &&
          (line.quantity === undefined || (Number.isInteger(line.quantity) && line.quantity >= 0)) &&
          (line.refund_tax === undefined ||
            (Array.isArray(line.refund_tax) &&
              line.refund_tax.every((tax) => Number.isInteger(tax?.id) && finite(tax.refund_total)))),
      )
    if (!valid) throw refused('invalid_refund_lines', WOO_MESSAGES.refundLinesInvalid)
    body.line_items = lines
  }
  return body
}

/**
 * What a refund refused by the store means. WooCommerce 10.0.2 answers every refusal of a refund
 * with HTTP 500 (its WP_Errors carry a bare number as data): read by code and message, an unknown
 * order is `not_found`, an amount below 0 or over what is left and a gateway that cannot refund are
 * `invalid`; only 'Cannot create order refund, please try again.' stays `unavailable`.
 */
export function refundRefusal(error: WooError, amount: string): WooError {
  const again = (kind: WooError['kind'], message: string) =>
    new WooError({
      status: error.status,
      code: error.code,
      kind,
      message,
      ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
      data: error.data,
      cause: error,
    })
  if (error.code === 'woocommerce_rest_invalid_order_id') return again('not_found', error.message)
  if (error.code === 'woocommerce_rest_invalid_order_refund')
    return again('invalid', WOO_MESSAGES.refundAmountInvalid(amount))
  if (error.code === 'woocommerce_rest_cannot_create_order_refund') {
    if (error.serverMessage === 'Invalid refund amount.')
      return again('invalid', WOO_MESSAGES.refundMoreThanLeft(amount))
    if (/payment gateway/i.test(error.serverMessage ?? ''))
      return again('invalid', WOO_MESSAGES.refundGatewayCannot)
  }
  return error
}
