import { stripHtml } from '@shop/catalog'
import { readReturnable } from '@shop/deposits'
import { FORM_LIMITS } from '@shop/forms'
import type { Hono } from 'hono'
import { z } from 'zod'
import { productIdsParam } from '../catalog/product-ids'
import type { CartAvailabilityAnswer } from '../contract'
import { readBody, readId, readQuery } from '../http/validate'
import { canonicalJson } from '../orders/canonical-json'
import {
  checkoutSchema,
  orderKeyQuerySchema,
  orderListQuerySchema,
  orderLookupSchema,
  readIdempotencyKey,
  rescheduleSchema,
} from '../orders/order-input'
import { orderPlaced } from '../orders/order-mail-events'
import { ORDER_MSG } from '../orders/order-messages'
import { needsPayment, toOrderView } from '../orders/order-view'
import { bankAccountOf, paymentMethodViews } from '../orders/payment-gateways'
import { assertMayOrder, assertSellerKnown, ordererOf, placeOrder } from '../orders/place-order'
import { productIsAlcoholic } from '../orders/product-alcohol'
import { lookedUpOrder, readableOrder } from '../orders/readable-order'
import { rescheduleOrder, rescheduleState } from '../orders/reschedule'
import { runIdempotent } from '../orders/run-idempotent'
import { shopFailure, shopRoute } from '../orders/shop-failure'
import { readProducts, unitsLeft } from '../orders/stock-holds'
import { sha256 } from '../security/crypto'
import { clientIp, consume, LIMITS } from '../security/rate-limit'
import { requireSession } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'

/**
 * The customer's orders: checkout (POST /api/orders, once per Idempotency-Key), the customer's
 * own orders, one order (own, or a guest's with its order key) and the pay-now look-up.
 */
/** The cart asks for as many products as an order may have lines. */
const cartAvailabilityQuerySchema = z.object({ ids: productIdsParam(FORM_LIMITS.orderLines) })

export function orderRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  /**
   * Checkout. Header Idempotency-Key (8..128 of [A-Za-z0-9_-]), scoped to the session's user or
   * 'guest'; the same key and body answer the same order (header Idempotent-Replayed: true on
   * replays), the same key with another body 422. 201 with the OrderView; 422 outside_zones or
   * address_unclear (the delivery promise, place-order.ts: @shop/zones' Italian message, and
   * `data: { status, by | reason, fields?, candidates?, map: '/zone-map' }`), 409 slot_unavailable or products_unavailable,
   * 422 below_minimum (the zone's minimum order: @shop/zones' minimumOrderMessage and
   * `data: { minimumOrderCents, subtotalCents, missingCents }`), 400 payment_method_unavailable; 503 when
   * WooCommerce fails (the key is released, so a retry with it works); 503 seller_missing while
   * the seller's identity is not entered (place-order.ts assertSellerKnown: nothing is read or kept).
   */
  app.post('/api/orders', async (c) => {
    const session = c.get('session')
    assertMayOrder(session)
    assertSellerKnown(deps)
    const key = readIdempotencyKey(c)
    const input = await readBody(c, checkoutSchema)
    const orderer = ordererOf(session, input)
    const scope = session ? `user:${session.userId}` : 'guest'
    const idempotencyKey = `orders:${scope}:${key}`
    const answer = await runIdempotent(deps, idempotencyKey, sha256(canonicalJson(input)), async () => {
      try {
        const placed = await placeOrder(deps, orderer, input, sha256(idempotencyKey), clientIp(c, deps))
        await orderPlaced(deps, placed, {
          email: input.billing?.email ?? orderer.email,
          guest: session === null,
        })
        return { status: 201, body: placed }
      } catch (error) {
        throw shopFailure(deps, error, 'checkout')
      }
    })
    if (answer.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(answer.body as object, answer.status as 201)
  })

  /**
   * The checkout's payment methods: { methods: { id, title, description }[] }, the gateways
   * enabled in WooCommerce and allowed by the operators, in WooCommerce's order.
   */
  app.get(
    '/api/payment-methods',
    shopRoute(deps, 'payment methods', async (c) => {
      const methods = paymentMethodViews(deps, await deps.woo.listPaymentGateways())
      c.header('Cache-Control', 'private, max-age=60')
      return c.json({ methods })
    }),
  )

  /**
   * The logged-in customer's own orders, newest first (by id: WooCommerce's date sort has no
   * tie-break, so its pages could skip or repeat orders of the same second):
   * { orders, total, totalPages, page }.
   */
  app.get(
    '/api/orders',
    shopRoute(deps, 'orders list', async (c) => {
      const session = requireSession(c)
      const { page, perPage } = readQuery(c, orderListQuerySchema)
      const result = await deps.woo.listOrders({
        customer: session.userId,
        page,
        per_page: perPage,
        orderby: 'id',
        order: 'desc',
      })
      const bank = bankAccountOf(deps)
      return c.json({
        orders: result.items.map((order) => toOrderView(order, bank)),
        total: result.total,
        totalPages: result.totalPages,
        page,
      })
    }),
  )

  /**
   * GET /api/cart/availability?ids=12,34 (up to 50 product ids): how many of each a new order could
   * have now, for the cart's 'Ne restano 46': { products: { id, name, left }[] } in ascending id,
   * `left` null when WooCommerce does not count the product's stock, 0 when it cannot be ordered
   * (sold out, not published, gone: then name is null). WooCommerce's stock less the units the
   * shop's unpaid orders hold (stock-holds.ts unitsLeft); the checkout decides again. No-store.
   */
  app.get(
    '/api/cart/availability',
    shopRoute(deps, 'cart availability', async (c) => {
      const { ids } = readQuery(c, cartAvailabilityQuerySchema)
      const products = (await readProducts(deps, ids)).filter(
        (product) => product.status === undefined || product.status === 'publish',
      )
      const left = await unitsLeft(deps, products)
      const names = new Map(products.map((product) => [product.id, stripHtml(product.name)]))
      const byId = new Map(products.map((product) => [product.id, product]))
      const returnableOf = (id: number) => {
        const product = byId.get(id)
        const read = product ? readReturnable(product) : null
        return read?.ok ? read.returnable : null
      }
      c.header('Cache-Control', 'no-store')
      return c.json({
        products: ids.map((id) => ({
          id,
          name: names.get(id) ?? null,
          left: left.has(id) ? (left.get(id) ?? null) : 0,
          returnable: returnableOf(id),
          alcohol: byId.has(id) && productIsAlcoholic(byId.get(id) ?? {}),
        })),
      } satisfies CartAvailabilityAnswer)
    }),
  )

  /**
   * A guest following an order: { number, email } (@shop/forms orderLookupSchema) answers the
   * OrderView, whose orderKey opens /ordine?ordine=&chiave= afterwards. A wrong email, an unknown
   * number and a customer's order are the same 404 'Ordine non trovato'; every attempt counts
   * against the address's limit (10 in 15 minutes, then 429 with Retry-After), as the login.
   */
  app.post(
    '/api/orders/lookup',
    shopRoute(deps, 'order lookup', async (c) => {
      const { number, email } = await readBody(c, orderLookupSchema)
      await consume(deps, `order-lookup:${clientIp(c, deps)}`, LIMITS.orderLookupPerIp)
      const order = await lookedUpOrder(deps, number, email)
      return c.json(toOrderView(order, bankAccountOf(deps)))
    }),
  )

  /** One order: the customer's own, or (without a session too) a guest order with ?key=<order_key>. */
  app.get(
    '/api/orders/:id',
    shopRoute(deps, 'order', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const { key } = readQuery(c, orderKeyQuerySchema)
      const order = await readableOrder(deps, c.get('session'), id, key)
      return c.json(toOrderView(order, bankAccountOf(deps)))
    }),
  )

  /**
   * The pay-now look-up (/paga): the order (own, or a guest's with ?key=), whether WooCommerce
   * still wants it paid, and the gateways the customer may pay with (enabled and allowed).
   */
  app.get(
    '/api/orders/:id/payment',
    shopRoute(deps, 'order payment', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const { key } = readQuery(c, orderKeyQuerySchema)
      const order = await readableOrder(deps, c.get('session'), id, key)
      const gateways = await deps.woo.listPaymentGateways()
      return c.json({
        order: toOrderView(order, bankAccountOf(deps)),
        payable: needsPayment(order),
        gateways: paymentMethodViews(deps, gateways),
      })
    }),
  )

  /**
   * After a failed delivery ('Consegna non riuscita'): the order (own, or a guest's with ?key=),
   * whether it waits for a new slot, why the driver could not deliver it, and its zone, whose
   * calendar and slots (/api/delivery/*) the customer chooses from.
   */
  app.get(
    '/api/orders/:id/reschedule',
    shopRoute(deps, 'order reschedule', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const { key } = readQuery(c, orderKeyQuerySchema)
      const order = await readableOrder(deps, c.get('session'), id, key)
      return c.json({ order: toOrderView(order, bankAccountOf(deps)), ...rescheduleState(deps, order) })
    }),
  )

  /** The customer's new date and slot for an order brought back from the door (orders/reschedule.ts). */
  app.post(
    '/api/orders/:id/reschedule',
    shopRoute(deps, 'order reschedule', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const body = await readBody(c, rescheduleSchema)
      const order = await readableOrder(deps, c.get('session'), id, body.key)
      const moved = await rescheduleOrder(deps, order, { date: body.date, slot: body.slot })
      return c.json({ order: toOrderView(moved, bankAccountOf(deps)), ...rescheduleState(deps, moved) })
    }),
  )
}
