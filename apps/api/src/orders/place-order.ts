import { AGE_DECLARATION } from '@shop/catalog'
import { depositFeeLines, orderDeposit, orderDepositMeta, readReturnable } from '@shop/deposits'
import { AGE_META_KEYS, deliveryShippingLine, wooCents } from '@shop/orders'
import { isPaidOnDelivery } from '@shop/payments'
import { normalizeSlotLabel, sameSlot } from '@shop/slots'
import { isWooError, type NewOrder, type Order, type Product } from '@shop/woo-client'
import { type DeliveryZone, deliveryCharge, minimumOrderMessage, zoneAddressFromShipping } from '@shop/zones'
import { holdSlot } from '../delivery/slot-holds'
import { discardHold, kgResource, orderTakesPlace } from '../delivery/van-places'
import { deliveryCalendar, forgetSlots, slotsFor } from '../delivery-service'
import { ApiError } from '../http/api-error'
import { rememberInvoiceProfile } from '../invoices/invoice-request'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { Session } from '../store/session-store'
import { promiseFor, promiseView, ZONE_MAP_PATH, type ZoneRefusalData } from '../zone-promise'
import { CHECKOUT_MARKER_KEY, createOnce, findCheckoutOrder } from './checkout-marker'
import { releaseCheckoutCredit, takeCheckoutCredit } from './empties'
import { guestCapTakes } from './guest-caps'
import type { CheckoutInput } from './order-input'
import { noteOrderSeen } from './order-mail-events'
import { ORDER_MSG } from './order-messages'
import { type OrderView, toOrderView } from './order-view'
import { orderWeightKg } from './order-weight'
import { payDeadline } from './pay-deadline'
import { bankAccountOf, checkoutGateways } from './payment-gateways'
import { productIsAlcoholic } from './product-alcohol'
import { rememberDeliveryAddress } from './remember-delivery-address'
import {
  attachCheckoutStock,
  dropCheckoutStock,
  holdExpiry,
  holdFoundOrder,
  holdStock,
  releaseOrderHolds,
  settlesStock,
  stockMark,
} from './stock-holds'
import { wooOrderBody } from './woo-order-body'

/** Who orders: a logged-in customer, or a guest (customer id 0) with the checkout's guest fields. */
export interface Orderer {
  customerId: number
  email: string
}

/** Operators (administrators, shop managers) may not place orders as customers: 403. */
export function assertMayOrder(session: Session | null): void {
  if (session && session.role !== 'customer') {
    throw new ApiError(403, 'staff_cannot_order', ORDER_MSG.staffCannotOrder)
  }
}

/**
 * A shop takes no order before it says who sells (Codice del Consumo art. 49: the seller's
 * identity is part of the pre-contract information the checkout shows; D.Lgs. 70/2003 art. 7):
 * while ShopSettings.seller is null (a real store whose administrators have not entered it yet)
 * every checkout is 503 seller_missing, before anything is read or held.
 */
export function assertSellerKnown(deps: ServerDeps): void {
  if (currentSettings(deps).seller === null) {
    throw new ApiError(503, 'seller_missing', ORDER_MSG.sellerMissing)
  }
}

/** The customer behind a checkout: the session's, or a guest (id 0) who must say who they are. */
export function ordererOf(session: Session | null, input: CheckoutInput): Orderer {
  assertMayOrder(session)
  if (session) return { customerId: session.userId, email: session.email }
  if (!input.guest) {
    throw new ApiError(400, 'guest_required', ORDER_MSG.guestRequired, {
      fields: { guest: ORDER_MSG.guestRequired },
    })
  }
  return { customerId: 0, email: input.guest.email }
}

const sameLabel = (a: string, b: string) =>
  sameSlot(a, b) || sameSlot(normalizeSlotLabel(a), normalizeSlotLabel(b))

/**
 * Places a checkout's order (issue: orders): the zone of the address with the zones in force, by
 * the delivery promise (@shop/zones deliveryPromise, issue 14: with coordinates the polygon decides;
 * without them only a CAP or a town in exactly one zone; 422 outside_zones or address_unclear with
 * its Italian message and the map otherwise), the date among the delivery calendar's and the
 * slot among those the zone can be served in that day (slotsFor), the products' subtotal at the
 * store's prices at least the zone's minimum order (422 below_minimum with @shop/zones'
 * minimumOrderMessage, issue 18), every product in stock for its quantity, the payment method
 * enabled and allowed; then the WooCommerce order, with the zone's delivery fee as a shipping line
 * (free from the zone's threshold; none for a zone without a fee). Answers with 422,
 * 409 or 400 (ApiError) when a check fails; WooCommerce failures are thrown as they are.
 * `marker` ties the order to its checkout (see checkout-marker.ts): a retried checkout whose first
 * answer was lost finds its order rather than making a second one. A logged-in customer without
 * a delivery address on their account gets this order's, and this order's address goes into their
 * address book when they ticked 'Salva questo indirizzo nella rubrica' (remember-delivery-address.ts).
 */
export async function placeOrder(
  deps: ServerDeps,
  orderer: Orderer,
  input: CheckoutInput,
  marker: string,
  /** The client's address (a guest's orders per day count per client address too: guest-caps.ts). */
  client: string,
): Promise<OrderView> {
  const inForce = deps.zones.current()
  const { zones } = inForce
  const address = {
    ...zoneAddressFromShipping({
      city: input.shipping.city,
      state: input.shipping.province,
      postcode: input.shipping.postcode,
      address_1: input.shipping.address1,
    }),
    ...(input.coordinates ? { coordinates: input.coordinates } : {}),
  }
  const promise = promiseFor(deps, address, inForce)
  if (promise.status !== 'inside') {
    // Nothing is looked up nor created: the Italian message says where it looked, data how to choose.
    const { message, ...view } = promiseView(promise, address)
    const data: ZoneRefusalData = { ...view, map: ZONE_MAP_PATH }
    throw new ApiError(422, promise.status === 'outside' ? 'outside_zones' : 'address_unclear', message, {
      data,
    })
  }
  const zone = promise.zone

  const ids = input.items.map((item) => item.productId)
  // Before the stock is read: holds released after this still count against that read (stock-holds.ts).
  const mark = await stockMark(deps)
  // Every look-up at once; the answers are read in the order of the checks.
  const [earlier, calendar, day, products, gateways] = await Promise.allSettled([
    findCheckoutOrder(deps, orderer.customerId, marker),
    deliveryCalendar(deps, zone.id),
    slotsFor(deps, zone, input.delivery.date),
    deps.woo.listProducts({ include: ids, per_page: 100 }),
    deps.woo.listPaymentGateways(),
  ])
  // A retry of a checkout whose answer was lost: its order exists, and took the slot and the
  // stock the checks below would now miss. The order is the answer.
  if (earlier.status === 'rejected') throw earlier.reason
  if (earlier.value) {
    deps.log.warn('checkout retried after a lost answer: the order already existed', {
      orderId: earlier.value.id,
    })
    await holdFoundOrder(
      deps,
      earlier.value,
      holdExpiry(deps, earlier.value.payment_method ?? '', input.delivery.date),
    )
    return seenView(deps, await settleOnDelivery(deps, earlier.value))
  }

  const inCalendar =
    calendar.status === 'fulfilled' && calendar.value.dates.some((d) => d.date === input.delivery.date)
  const offered =
    inCalendar && day.status === 'fulfilled'
      ? day.value.slots.find((s) => sameLabel(s.slot, input.delivery.slot))
      : undefined
  if (!offered) {
    if (calendar.status === 'rejected') throw calendar.reason
    if (day.status === 'rejected') throw day.reason
    throw new ApiError(409, 'slot_unavailable', ORDER_MSG.slotUnavailable)
  }

  if (products.status === 'rejected') throw products.reason
  const found: Product[] = products.value.items
  // Beer or wine: the buyer declares being of age (art. 14-ter L. 125/2001), or nothing happens.
  const alcohol = found.some((product) => ids.includes(product.id) && productIsAlcoholic(product))
  if (alcohol && input.ageDeclared !== true) {
    throw new ApiError(422, 'age_declaration_required', AGE_DECLARATION.required, {
      fields: { ageDeclared: AGE_DECLARATION.required },
    })
  }
  // Returnable glass: the deposit of the empties the order lends, outside the VAT base.
  const deposit = orderDeposit(
    input.items.map((item) => {
      const product = found.find((candidate) => candidate.id === item.productId)
      const returnable = product ? readReturnable(product) : null
      return {
        productId: item.productId,
        quantity: item.quantity,
        returnable: returnable?.ok ? returnable.returnable : null,
      }
    }),
  )
  // The zone's minimum order and delivery fee (issue 18), on the store's own prices. A product
  // missing from the store is left to the stock check (409 products_unavailable).
  const subtotal = productsSubtotalCents(input.items, found)
  const charge = subtotal === null ? null : deliveryCharge(zone, subtotal)
  if (charge && charge.belowMinimumByCents > 0) {
    throw new ApiError(422, 'below_minimum', minimumOrderMessage(zone, charge) ?? '', {
      data: {
        minimumOrderCents: zone.minimumOrderCents ?? 0,
        subtotalCents: subtotal,
        missingCents: charge.belowMinimumByCents,
      },
    })
  }

  if (gateways.status === 'rejected') throw gateways.reason
  const gateway = checkoutGateways(deps, gateways.value).find((g) => g.id === input.paymentMethod)
  if (!gateway) {
    throw new ApiError(400, 'payment_method_unavailable', ORDER_MSG.paymentUnavailable, {
      fields: { paymentMethod: ORDER_MSG.paymentUnavailable },
    })
  }

  // A place in the van's slot: the one held while the checkout was filled in, else one taken now,
  // under the van's capacity (409 slot_full when none is left; nothing is made then). Not counted
  // against the visitor's holds: the order books it at once, and orders have caps of their own.
  // With the place: its weight in the van's kilograms (409 van_overweight when the van cannot carry
  // it any more), and a guest's order a unit of its daily allowances (429 when one ran out).
  let hold = input.slotHold ?? `checkout:${marker}`
  const kg = orderWeightKg(input.items, found)
  const also = [
    ...(kg > 0
      ? [{ resource: kgResource(input.delivery.date, offered.slot, offered.vehicle ?? ''), amount: kg }]
      : []),
    ...(orderer.customerId === 0 ? guestCapTakes(input, client, deps.now()) : []),
  ]
  const holdFor = (key: string) =>
    holdSlot(deps, {
      hold: key,
      zoneId: zone.id,
      date: input.delivery.date,
      slot: offered,
      visitor: [],
      also,
    })
  try {
    await holdFor(hold)
  } catch (error) {
    // A hold an earlier order already took (the page was reused): this checkout takes its own.
    if (!(error instanceof ApiError && error.code === 'hold_taken')) throw error
    hold = `checkout:${marker}`
    await holdFor(hold)
  }

  const body = wooOrderBody({
    input,
    customerId: orderer.customerId,
    email: orderer.email,
    gateway: { id: gateway.id, title: gateway.title },
    zone,
    zones,
    slot: offered.slot,
  })
  body.meta_data.push({ key: CHECKOUT_MARKER_KEY, value: marker })
  if (alcohol) {
    body.meta_data.push({ key: AGE_META_KEYS.alcohol, value: 'yes' })
    body.meta_data.push({ key: AGE_META_KEYS.declaredAt, value: deps.now().toISOString() })
  }
  if (charge && hasDeliveryFee(zone)) {
    body.shipping_lines = [deliveryShippingLine(charge.feeCents, deps.config.shippingVatPercent)]
  }
  // Every line in stock, less what other unpaid orders hold, and held for this one in the same step
  // (409 products_unavailable otherwise); the holds go if the order is not made.
  let order: Awaited<ReturnType<typeof createOnce>>
  try {
    await holdStock(deps, {
      checkout: marker,
      lines: input.items,
      expiresAt: holdExpiry(deps, gateway.id, input.delivery.date),
      read: { mark, products: found },
    })
    // The customer's credit for empties returned earlier, taken off this order's deposit line
    // (once per checkout: a retry takes the same), and given back if WooCommerce refuses the order.
    try {
      const creditCents = await takeCheckoutCredit(deps, orderer.customerId, marker, deposit.totalCents)
      const newOrder: NewOrder = { ...body }
      if (deposit.totalCents > 0) {
        newOrder.fee_lines = depositFeeLines({
          depositCents: deposit.totalCents,
          depositCreditCents: creditCents,
        })
        newOrder.meta_data = [...body.meta_data, orderDepositMeta(deposit, creditCents)]
      }
      order = await createOnce(deps, newOrder, orderer.customerId, marker, { lookedUp: true })
    } catch (error) {
      await dropCheckoutStock(deps, marker)
      // No answer at all: the order may exist, and a retry of this checkout finds it with its credit.
      if (!outcomeUnknown(error)) await releaseCheckoutCredit(deps, marker)
      throw error
    }
  } catch (error) {
    // A refused checkout changes nothing: the place it took itself goes; the shopper's own hold
    // stays until it lapses (they may put the cart right and order again).
    if (hold !== input.slotHold) await discardHold(deps, hold, deps.now().getTime())
    throw error
  }
  await orderTakesPlace(
    deps,
    hold,
    {
      id: order.id,
      date: input.delivery.date,
      slot: normalizeSlotLabel(offered.slot),
      vehicle: offered.vehicle ?? '',
    },
    deps.now().getTime(),
    // Until it must be paid by (a card, PayPal or a transfer); paid at the door: until released.
    payDeadline(
      deps,
      gateway.id,
      { date: input.delivery.date, slot: normalizeSlotLabel(offered.slot) },
      deps.now().getTime(),
    ),
  )
  await attachCheckoutStock(deps, marker, order.id)
  // Created in a status WooCommerce takes the stock for (a bank transfer is on-hold): no hold needed.
  if (settlesStock(order.status)) await releaseOrderHolds(deps, order.id)
  forgetSlots(deps)
  deps.log.info('order created', { orderId: order.id, customerId: orderer.customerId, zone: zone.name })
  // A customer's first delivery address goes into their address book, and any other they chose to save.
  await rememberDeliveryAddress(deps, orderer.customerId, input.shipping, {
    coordinates: input.coordinates,
    zone,
    save: input.saveAddress,
  })
  // A business's first invoice data become the account's too (issue 27).
  await rememberInvoiceProfile(deps, orderer.customerId, input.invoice)
  return seenView(deps, await settleOnDelivery(deps, order))
}

/** The order's view, once its status is recorded as the shop's own doing (order-watch.ts). */
async function seenView(deps: ServerDeps, order: Order): Promise<OrderView> {
  await noteOrderSeen(deps, order)
  return toOrderView(order, bankAccountOf(deps))
}

/** WooCommerce gave no answer (a time-out, the network): the order may have been made. */
const outcomeUnknown = (error: unknown) =>
  isWooError(error) && error.kind === 'unavailable' && error.status === 0

/** A zone that charges for delivery: its orders carry a shipping line (free past the threshold). */
const hasDeliveryFee = (zone: DeliveryZone) => (zone.deliveryFeeCents ?? 0) > 0

/**
 * What the checkout's products cost at the store's prices (VAT included, as the shelf shows them),
 * in cents; null when a product is not in the store's answer or has no readable price.
 */
function productsSubtotalCents(
  items: readonly { productId: number; quantity: number }[],
  products: readonly Product[],
): number | null {
  let subtotal = 0
  for (const item of items) {
    const price = wooCents(products.find((product) => product.id === item.productId)?.price)
    if (price === null) return null
    subtotal += price * item.quantity
  }
  return subtotal
}

/**
 * An order paid at the door (cash on delivery, cheque) is left pending by WooCommerce, which then
 * neither takes its stock nor treats it as placed (REAL-STORE-DIFFERENCES.md row 14): right after
 * checkout it is moved to the status the operators chose (settings.onDeliveryStatus: on-hold by
 * default, or processing), WooCommerce takes the stock, and the order's hold goes. If WooCommerce
 * refuses the move, the order stays pending and its hold keeps the stock until the delivery day
 * ends (stock-holds.ts); operators see it pending in the admin app.
 */
async function settleOnDelivery(deps: ServerDeps, order: Order): Promise<Order> {
  if (!isPaidOnDelivery(order.payment_method ?? '') || order.status !== 'pending') return order
  const status = currentSettings(deps).onDeliveryStatus
  try {
    const moved = await deps.woo.updateOrderStatus(order.id, status)
    if (settlesStock(moved.status)) await releaseOrderHolds(deps, order.id)
    return moved
  } catch (error) {
    deps.log.warn(
      'order paid on delivery left pending: WooCommerce did not take the status, the hold keeps its stock',
      {
        orderId: order.id,
        status,
        error,
      },
    )
    return order
  }
}
