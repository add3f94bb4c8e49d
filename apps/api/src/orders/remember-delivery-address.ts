import type { ServerDeps } from '../server-deps'
import type { ShippingInput } from './order-input'
import { wooAddress } from './woo-order-body'

/**
 * A customer's first delivery address is kept on their account: when a logged-in customer orders
 * and their WooCommerce customer has no delivery address yet (`shipping.address_1` blank), the
 * order's delivery address becomes it, as WooCommerce's own checkout does, so the account page
 * and the next checkout start from it. A saved address is never overwritten: a delivery to
 * another place (the office, a relative) is the order's, not the account's.
 *
 * The order is placed already: a failure here is logged and the order stands. Answers whether
 * the address was saved.
 */
export async function rememberDeliveryAddress(
  deps: ServerDeps,
  customerId: number,
  shipping: ShippingInput,
): Promise<boolean> {
  if (customerId <= 0) return false
  // One look-and-save at a time per customer: two orders at once must not both find the address
  // blank and save one over the other.
  const savings = addressSavings.get(deps) ?? new Map<number, Promise<boolean>>()
  addressSavings.set(deps, savings)
  const before = savings.get(customerId) ?? Promise.resolve(false)
  const saving = before.then(() => saveIfBlank(deps, customerId, shipping))
  savings.set(customerId, saving)
  try {
    return await saving
  } finally {
    if (savings.get(customerId) === saving) savings.delete(customerId)
  }
}

/** The address saves under way, per server and customer (rememberDeliveryAddress's queue). */
const addressSavings = new WeakMap<ServerDeps, Map<number, Promise<boolean>>>()

async function saveIfBlank(deps: ServerDeps, customerId: number, shipping: ShippingInput): Promise<boolean> {
  try {
    const customer = await deps.woo.getCustomer(customerId)
    if (!customer || (customer.shipping?.address_1 ?? '').trim() !== '') return false
    await deps.woo.updateCustomer(customerId, { shipping: { ...wooAddress(shipping) } })
    return true
  } catch (error) {
    deps.log.warn('first delivery address not saved on the account', {
      customerId,
      error,
    })
    return false
  }
}
