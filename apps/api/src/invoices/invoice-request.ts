import { type InvoiceRequest, invoiceRequestSchema } from '@shop/forms'
import { ORDER_META_KEYS } from '@shop/orders'
import type { ServerDeps } from '../server-deps'

/**
 * The customer meta that keeps a business's invoice data on its WooCommerce account. Without the
 * leading underscore of the order's `_shop_invoice`: WooCommerce's customers endpoint silently
 * drops protected ('_…') meta keys (the emulator's rule 15), where its orders endpoint keeps them.
 */
export const INVOICE_PROFILE_META_KEY = 'shop_invoice_profile'

/** A meta entry of an invoice request: the request as JSON (a string, as WordPress keeps it best). */
export function invoiceMetaEntry(key: string, request: InvoiceRequest): { key: string; value: string } {
  return { key, value: JSON.stringify(request) }
}

/**
 * The invoice request kept under `key` in `meta` (an order's or a customer's), or null when there
 * is none or it no longer reads as one (written by hand in WordPress: the rules are checked again).
 */
export function readInvoiceMeta(
  meta: readonly { key: string; value: unknown }[] | undefined,
  key: string,
): InvoiceRequest | null {
  const entry = meta?.findLast((candidate) => candidate.key === key)
  if (!entry || entry.value === '' || entry.value === null || entry.value === undefined) return null
  let value: unknown = entry.value
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  const parsed = invoiceRequestSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The invoice the order's customer asked for at checkout, or null. */
export const orderInvoiceRequest = (order: { meta_data?: { key: string; value: unknown }[] }) =>
  readInvoiceMeta(order.meta_data, ORDER_META_KEYS.invoice)

/**
 * A logged-in customer's first invoice request becomes the account's invoice data (customer meta
 * `shop_invoice_profile`), so the next checkout starts from it; saved data are never overwritten
 * from a checkout (the account page changes them). The order is placed already: a failure is
 * logged and the order stands. Answers whether the data were saved.
 */
export async function rememberInvoiceProfile(
  deps: ServerDeps,
  customerId: number,
  request: InvoiceRequest | undefined,
): Promise<boolean> {
  if (customerId <= 0 || !request) return false
  try {
    const customer = await deps.woo.getCustomer(customerId)
    if (!customer || readInvoiceMeta(customer.meta_data, INVOICE_PROFILE_META_KEY)) return false
    await deps.woo.updateCustomer(customerId, {
      meta_data: [invoiceMetaEntry(INVOICE_PROFILE_META_KEY, request)],
    })
    return true
  } catch (error) {
    deps.log.warn('invoice data of the checkout not saved on the account', { customerId, error })
    return false
  }
}
