import { randomUUID } from 'node:crypto'
import { sortProducts } from '@shop/catalog'
import { searchCustomers } from '@shop/customer-search'
import { returnableMeta } from '@shop/deposits'
import { refundSchema } from '@shop/forms'
import { dispatchSheet } from '@shop/orders'
import { deliveryRulesSchema, isoDateOf, romeDayNumber, TIME_SLOTS } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { zoneName } from '@shop/zones'
import type { Context, Hono } from 'hono'
import {
  adminOrdersQuerySchema,
  configSchema,
  customersQuerySchema,
  deliveryWeekQuerySchema,
  departedSchema,
  dispatchQuerySchema,
  emptiesRefundSchema,
  gatewaySwitchSchema,
  orderDeliverySchema,
  orderStatusSchema,
  productsQuerySchema,
  readReturnableBody,
  returnableBodySchema,
  stockSchema,
} from '../admin/admin-input'
import { ADMIN_MSG } from '../admin/admin-messages'
import { type AdminOrderView, toAdminOrderView } from '../admin/admin-order-view'
import { toCustomerDetail, toCustomerSummary } from '../admin/customer-view'
import { findOrders, SCAN_MAX_PAGES, SCAN_PAGE_SIZE } from '../admin/find-orders'
import { moveOrderDelivery } from '../admin/move-order'
import { changeOrderStatus, vanDeparted } from '../admin/order-status-change'
import { gatewayView, paymentMethodsChange, switchPaymentGateway } from '../admin/payment-methods'
import { toAdminProduct } from '../admin/product-view'
import { findDeliveryPlugins } from '../delivery/delivery-sources'
import { deliveryWeek, holidaysFrom, vansOf } from '../delivery/delivery-week'
import { deliveryRules } from '../delivery/slot-offer'
import { forgetSlots } from '../delivery-service'
import { ApiError, badRequest, notFound } from '../http/api-error'
import { readBody, readId, readQuery } from '../http/validate'
import { emptiesAccountOf, emptiesAnswer, refundEmptiesCredit } from '../orders/empties'
import { readIdempotencyKey } from '../orders/order-input'
import { bankAccountOf, usableGateways } from '../orders/payment-gateways'
import { refundOrder, settleRefund } from '../orders/refund-order'
import { shopFailure } from '../orders/shop-failure'
import { issueAutoLogin } from '../security/auto-login'
import { requireAdministrator, requireStaff } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { Session } from '../store/session-store'
import type { ChangeAuthor } from '../store/settings-store'
import type { CatalogCache } from './catalog'

/** How many settings changes GET /api/admin/settings-log answers (newest first). */
const SETTINGS_LOG_LIMIT = 100

const SCAN_LIMIT = SCAN_MAX_PAGES * SCAN_PAGE_SIZE

/** How many of a customer's orders the customer page shows (newest first). */
export const CUSTOMER_PAGE_ORDERS = 20

/**
 * The operators' API. Every route is for staff only (administrator or shop_manager), checked on
 * every call: 401 without a session, 403 for customers. WooCommerce failures answer 503/502.
 *
 * GET  /api/admin/orders ?status&page&perPage(1..100, 25)&search&deliveryDate&zone&vehicle&slot
 *      → { orders: AdminOrderView[], total, totalPages, page, capped }. WooCommerce cannot filter
 *      orders by meta over REST: with a delivery filter (deliveryDate, zone, vehicle, slot) only
 *      the 1000 most recent orders (that match status and search) are scanned — 10 pages of 100,
 *      4 requests at a time — and filtered and paged here; `capped` is true when older orders
 *      exist that were not looked at.
 * GET  /api/admin/orders/:id → AdminOrderView
 * PUT  /api/admin/orders/:id/status { status } → AdminOrderView; mails the customer when the
 *      change is an event (payment received, cancelled, delivered: orders/order-mail-events.ts)
 * PUT  /api/admin/orders/:id/delivery { date, slot } → AdminOrderView: moves the delivery to
 *      another date and slot of the order's zone (admin/move-order.ts); 409 date_unavailable,
 *      slot_unavailable, slot_full, van_overweight or same_delivery, 422 order_without_zone
 * GET  /api/admin/dispatch ?date=YYYY-MM-DD → { date, capped, vans: DispatchVan[] }
 *      (@shop/orders dispatchSheet: the orders for that date one van at a time, each van with its
 *      load, whether it `departed`, and its stops in slot order, each stop with what the driver
 *      collects (collectLine) and its `departure`: left ('In consegna'), delivered, or stayed
 *      behind with the reason of holdBackReason, read from the orders' statuses in WooCommerce;
 *      null while the van has not left)
 * POST /api/admin/dispatch/departed { date, vehicle } → Departure { date, vehicle, departed, left,
 *      already }: the van left (admin/order-status-change.ts vanDeparted). Only on the day itself:
 *      a date that is not today in Rome (the shop's clock) answers 409 `departure_not_today`
 *      («Partito» si segna solo sul foglio di oggi, …) and changes nothing, sends nothing. Its
 *      orders go 'In consegna' with the customer's e-mail (and SMS when asked for), but those whose
 *      payment has not arrived, listed in `left` with the reason; 409 status_not_registered when
 *      the store lacks the 'In consegna' status
 * GET  /api/admin/customers ?q&page&perPage → { customers, totalCustomers, totalPages, currentPage, searchType }
 *      (a blank q lists the newest customers: by id, which never ties, since WooCommerce pages of
 *      registered_date skip and repeat customers who registered in the same second)
 * GET  /api/admin/customers/:id → { customer, orders: AdminOrderView[] }
 * POST /api/admin/customers/:id/auto-login-link → { url, expiresAt (ms since epoch) }
 * GET  /api/admin/customers/:id/empties → EmptiesAnswer: the empties the customer holds, their credit
 * POST /api/admin/customers/:id/empties/refund { note? } with an Idempotency-Key → { refunded (euros),
 *      empties: EmptiesAnswer }: the operator gives the whole credit back in money (orders/empties.ts
 *      refundEmptiesCredit; the money itself is refunded in WooCommerce or in cash); a replayed key
 *      refunds once
 * GET  /api/admin/products ?search&category&page&perPage → { products, total, totalPages }
 *      by name (@shop/catalog sortProducts: equal names by the newer id), cut here from every
 *      matching product (woo listAllProducts), since WooCommerce sorts titles with no tie-break
 * PUT  /api/admin/products/:id/returnable { empties: [{ kind, count, depositCents }] } | { returnable: null }
 *      → the product: its empties and deposit (meta _shop_returnable, @shop/deposits
 *      validateReturnable: 422 invalid_returnable with every problem in Italian, nothing written)
 * PUT  /api/admin/products/:id/stock { stockQuantity } | { manageStock: false } → the product
 *      (the catalogue's cached product answers are dropped, so the storefront shows it at once)
 * GET  /api/admin/config → { settings, gateways: [{ id, title, enabled }], deliveryPlugins: { orddd, portal } }
 *      deliveryPlugins: 'installed' | 'missing' | 'failing' | 'unknown' each, as last found
 *      (delivery-plugins.ts; one not asked yet is asked now): which calendar and slots are in force
 * PUT  /api/admin/config { brand?, welcomeDialog?, paymentMethods?, calendarSource?, slotSource?,
 *      bankAccount?: { iban, holder, bank } | null, onDeliveryStatus?: 'on-hold' | 'processing',
 *      seller?: Seller | null (@shop/forms sellerSchema) } → { settings }
 *      400 unknown payment method ids, or a bank account refused by @shop/payments' rules (Italian
 *      IBAN, holder; fields 'bankAccount.iban', 'bankAccount.holder', 'bankAccount.bank'); 422 no_payment_method when the chosen methods leave none that
 *      WooCommerce has enabled (checkout would offer no way to pay); nothing is saved
 * PUT  /api/admin/payment-gateways/:id { enabled } → { gateway, gateways: [{ id, title, enabled }] }
 *      switches the gateway on or off in WooCommerce (admin/payment-methods.ts); 404 unknown to
 *      WooCommerce; 422 no_payment_method when switching it off would leave customers no way to pay
 *      (nothing changed). One change of payment methods at a time (this and PUT config's
 *      paymentMethods): a parallel one waits for it, then sees its result.
 * POST /api/admin/connection-test → { ok, products, customers, message }
 */
export function adminRoutes(app: Hono<AppEnv>, deps: ServerDeps, catalog: CatalogCache): void {
  type StaffHandler = (c: Context<AppEnv>, session: Session) => Promise<Response>
  /** A staff-only handler: the role is checked first, WooCommerce failures become 503/502. */
  const authorOf = (session: Session): ChangeAuthor => ({
    userId: session.userId,
    email: session.email,
    role: session.role,
    at: deps.now().getTime(),
  })

  const staff =
    (what: string, handler: StaffHandler) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const session = requireStaff(c)
      try {
        return await handler(c, session)
      } catch (error) {
        throw shopFailure(deps, error, `admin: ${what}`)
      }
    }

  const orderViews = async (orders: Order[]): Promise<AdminOrderView[]> => {
    const bank = bankAccountOf(deps)
    return orders.map((order) => toAdminOrderView(order, bank))
  }

  /**
   * The order list, newest first. status and search are WooCommerce's own filters. WooCommerce
   * cannot filter orders by meta over REST, so the delivery filters (deliveryDate, zone, vehicle,
   * slot) scan at most the 1000 most recent orders (10 pages of 100, 4 requests in flight) and
   * filter and page them here; `capped: true` says older orders exist that were not looked at.
   */
  app.get(
    '/api/admin/orders',
    staff('orders', async (c) => {
      const query = readQuery(c, adminOrdersQuerySchema)
      const found = await findOrders(deps, query)
      return c.json({
        orders: await orderViews(found.orders),
        total: found.total,
        totalPages: found.totalPages,
        page: found.page,
        capped: found.capped,
      })
    }),
  )

  /**
   * Issue 27: 'Rimborsa' on the order page: the amount (cents; left out, all that is left) and the
   * reason; the page's requestId makes a repeated click one refund. Card and PayPal are paid back
   * now, a bank transfer or cash is queued for 'Rimborsi da fare' (orders/refund-order.ts).
   */
  app.post(
    '/api/admin/orders/:id/refund',
    staff('order refund', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidOrderId)
      const input = await readBody(c, refundSchema)
      const order = await deps.woo.getOrder(id)
      if (!order) throw notFound(ADMIN_MSG.orderNotFound)
      const refund = await refundOrder(deps, order, {
        key: `admin:${id}:${input.requestId}`,
        amountCents: input.amountCents,
        reason: input.reason,
        by: session.email,
      })
      return c.json({ refund }, refund.state === 'done' ? 200 : 202)
    }),
  )

  /** 'Rimborsi da fare': the bank-transfer refunds operators still have to make, oldest first. */
  app.get(
    '/api/admin/refunds',
    staff('refunds to make', async (c) => c.json({ refunds: await deps.stores.refunds.queued() })),
  )

  /** 'Segna come rimborsato': the operator made the transfer; WooCommerce's refund record is written once. */
  app.post(
    '/api/admin/refunds/:key/paid',
    staff('refund paid', async (c, session) => {
      const refund = await settleRefund(deps, c.req.param('key') ?? '', session.email)
      return c.json({ refund })
    }),
  )

  app.get(
    '/api/admin/orders/:id',
    staff('order', async (c) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidOrderId)
      const order = await deps.woo.getOrder(id)
      if (!order) throw notFound(ADMIN_MSG.orderNotFound)
      const [view] = await orderViews([order])
      return c.json(view)
    }),
  )

  app.put(
    '/api/admin/orders/:id/status',
    staff('order status', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidOrderId)
      const { status } = await readBody(c, orderStatusSchema)
      const existing = await deps.woo.getOrder(id)
      if (!existing) throw notFound(ADMIN_MSG.orderNotFound)
      const order = await changeOrderStatus(deps, existing, status, session.userId)
      const [view] = await orderViews([order])
      return c.json(view)
    }),
  )

  app.put(
    '/api/admin/orders/:id/delivery',
    staff('order delivery', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidOrderId)
      const to = await readBody(c, orderDeliverySchema)
      const existing = await deps.woo.getOrder(id)
      if (!existing) throw notFound(ADMIN_MSG.orderNotFound)
      const order = await moveOrderDelivery(deps, existing, to, session.userId)
      const [view] = await orderViews([order])
      return c.json(view)
    }),
  )

  app.get(
    '/api/admin/dispatch',
    staff('dispatch', async (c) => {
      const { date } = readQuery(c, dispatchQuerySchema)
      // Every order of the date: the scan's cap is the only limit (one page as large as the scan).
      const found = await findOrders(deps, { deliveryDate: date, page: 1, perPage: SCAN_LIMIT })
      const sheet = dispatchSheet(await orderViews(found.orders))
      return c.json({ date, capped: found.capped, ...sheet })
    }),
  )

  app.post(
    '/api/admin/dispatch/departed',
    staff('van departed', async (c, session) => {
      const body = await readBody(c, departedSchema)
      return c.json(await vanDeparted(deps, body, session.userId))
    }),
  )

  app.get(
    '/api/admin/customers',
    staff('customer search', async (c) => {
      const { q, page, perPage } = readQuery(c, customersQuerySchema)
      if (q.trim() === '') {
        // No term: the newest customers, as the list opens.
        // Newest first by id: WordPress numbers users as they register, and ids never tie.
        const newest = await deps.woo.listCustomers({
          role: 'customer',
          orderby: 'id',
          order: 'desc',
          page,
          per_page: perPage,
        })
        return c.json({
          customers: newest.items.map(toCustomerSummary),
          totalCustomers: newest.total,
          totalPages: newest.totalPages,
          currentPage: page,
          searchType: 'name',
        })
      }
      const result = await searchCustomers(deps.woo, q, { page, perPage })
      return c.json({
        customers: result.customers.map(toCustomerSummary),
        totalCustomers: result.totalCustomers,
        totalPages: result.totalPages,
        currentPage: result.currentPage,
        searchType: result.searchType,
      })
    }),
  )

  app.get(
    '/api/admin/customers/:id',
    staff('customer', async (c) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidCustomerId)
      const [customer, orders] = await Promise.all([
        deps.woo.getCustomer(id),
        deps.woo.listOrders({ customer: id, per_page: CUSTOMER_PAGE_ORDERS, orderby: 'id', order: 'desc' }),
      ])
      if (!customer) throw notFound(ADMIN_MSG.customerNotFound)
      return c.json({ customer: toCustomerDetail(customer), orders: await orderViews(orders.items) })
    }),
  )

  app.post(
    '/api/admin/customers/:id/auto-login-link',
    staff('auto-login link', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidCustomerId)
      const customer = await deps.woo.getCustomer(id)
      if (!customer) throw notFound(ADMIN_MSG.customerNotFound)
      if (customer.role !== 'customer') throw new ApiError(400, 'not_a_customer', ADMIN_MSG.notACustomer)
      const link = issueAutoLogin(deps, id)
      deps.log.info('auto-login link issued', {
        customerId: id,
        by: session.userId,
        expiresAt: link.expiresAt,
      })
      return c.json({ url: link.url, expiresAt: link.expiresAt })
    }),
  )

  app.get(
    '/api/admin/customers/:id/empties',
    staff('customer empties', async (c) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidCustomerId)
      return c.json(emptiesAnswer(await emptiesAccountOf(deps, id)))
    }),
  )

  app.post(
    '/api/admin/customers/:id/empties/refund',
    staff('empties refund', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidCustomerId)
      const requestKey = readIdempotencyKey(c)
      const { note } = await readBody(c, emptiesRefundSchema)
      const cents = await refundEmptiesCredit(deps, id, requestKey, note)
      deps.log.info('empties credit refunded', { customerId: id, cents, by: session.userId })
      return c.json({ refunded: cents / 100, empties: emptiesAnswer(await emptiesAccountOf(deps, id)) })
    }),
  )

  app.put(
    '/api/admin/products/:id/returnable',
    staff('returnable', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidProductId)
      const body = await readBody(c, returnableBodySchema)
      const returnable = readReturnableBody(body)
      const existing = await deps.woo.getProduct(id)
      if (!existing) throw notFound(ADMIN_MSG.productNotFound)
      const product = await deps.woo.updateProductMeta(id, [returnableMeta(returnable)])
      catalog.forgetProducts()
      deps.log.info('returnable changed', { productId: id, returnable, by: session.userId })
      return c.json(toAdminProduct(product))
    }),
  )

  app.get(
    '/api/admin/products',
    staff('products', async (c) => {
      const query = readQuery(c, productsQuerySchema)
      const all = await deps.woo.listAllProducts({
        ...(query.search ? { search: query.search } : {}),
        ...(query.category ? { category: query.category } : {}),
      })
      const start = (query.page - 1) * query.perPage
      return c.json({
        products: sortProducts(all, 'name')
          .slice(start, start + query.perPage)
          .map(toAdminProduct),
        total: all.length,
        totalPages: Math.ceil(all.length / query.perPage),
      })
    }),
  )

  app.put(
    '/api/admin/products/:id/stock',
    staff('stock', async (c, session) => {
      const id = readId(c, 'id', ADMIN_MSG.invalidProductId)
      const { stockQuantity, manageStock } = await readBody(c, stockSchema)
      const existing = await deps.woo.getProduct(id)
      if (!existing) throw notFound(ADMIN_MSG.productNotFound)
      const product =
        manageStock === false || stockQuantity === undefined
          ? await deps.woo.stopManagingStock(id)
          : await deps.woo.updateStock(id, stockQuantity)
      // The storefront's next product answer carries the new stock (the server's cache is dropped).
      catalog.forgetProducts()
      deps.log.info('stock updated', {
        productId: id,
        from: existing.manage_stock ? (existing.stock_quantity ?? null) : 'not managed',
        to: product.manage_stock ? stockQuantity : 'not managed',
        by: session.userId,
      })
      return c.json(toAdminProduct(product))
    }),
  )

  /** The delivery rules with what the 'Calendario consegne' screen offers to choose from. */
  const rulesAnswer = () => {
    const today = isoDateOf(romeDayNumber(deps.now()))
    return {
      rules: deliveryRules(deps),
      vans: vansOf(deps.zones.current().zones),
      slots: [...TIME_SLOTS],
      zones: deps.zones.current().zones.map((zone) => ({ id: zone.id, name: zoneName(zone) })),
      holidays: holidaysFrom(today),
    }
  }

  app.get(
    '/api/admin/delivery-rules',
    staff('delivery rules', async (c) => c.json(rulesAnswer())),
  )

  app.put(
    '/api/admin/delivery-rules',
    staff('delivery rules save', async (c, session) => {
      const rules = await readBody(c, deliveryRulesSchema)
      const zoneIds = new Set(deps.zones.current().zones.map((zone) => zone.id))
      rules.closures.forEach((closure, index) => {
        const unknown = (closure.zoneIds ?? []).filter((id) => !zoneIds.has(id))
        if (unknown.length > 0) {
          const message = ADMIN_MSG.unknownClosureZones(unknown)
          throw badRequest(message, { [`closures.${index}.zoneIds`]: message })
        }
        closure.id ??= randomUUID()
      })
      await deps.stores.settings.saveSettings(
        { deliveryRules: rules },
        authorOf(session),
        currentSettings(deps),
      )
      // The storefront's slot answers are recomputed with the new rules at once.
      forgetSlots(deps)
      deps.log.info('delivery rules saved', { closures: rules.closures.length, by: session.userId })
      return c.json(rulesAnswer())
    }),
  )

  app.get(
    '/api/admin/delivery-week',
    staff('delivery week', async (c) => {
      const { from } = readQuery(c, deliveryWeekQuerySchema)
      return c.json({ from, days: await deliveryWeek(deps, from) })
    }),
  )

  app.get(
    '/api/admin/config',
    staff('config', async (c) => {
      const [gateways, deliveryPlugins] = await Promise.all([
        deps.woo.listPaymentGateways(),
        findDeliveryPlugins(deps),
      ])
      return c.json({
        settings: currentSettings(deps),
        gateways: gateways.map(gatewayView),
        deliveryPlugins,
      })
    }),
  )

  app.put(
    '/api/admin/config',
    staff('config save', async (c, session) => {
      const input = await readBody(c, configSchema)
      const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined)
      if (fields.length === 0) throw badRequest(ADMIN_MSG.nothingToSave)
      // Where the money goes and how customers pay are for administrators.
      if (input.bankAccount !== undefined) requireAdministrator(session, 'cambiare il conto per i bonifici')
      if (input.paymentMethods !== undefined) requireAdministrator(session, 'cambiare i metodi di pagamento')
      // Who the seller is (the legal pages, the invoices) too.
      if (input.seller !== undefined) requireAdministrator(session, 'cambiare i dati del venditore')
      const { paymentMethods } = input
      const save = async () => {
        await deps.stores.settings.saveSettings(input, authorOf(session), currentSettings(deps))
        deps.log.info('settings saved', { fields, by: session.userId })
        return c.json({ settings: currentSettings(deps) })
      }
      if (!paymentMethods) return save()
      // The methods offered at checkout are checked against WooCommerce's switches, which an
      // operator may be turning off at this moment: one change of payment methods at a time.
      return paymentMethodsChange(deps, async () => {
        const gateways = await deps.woo.listPaymentGateways()
        const known = new Set(gateways.map((g) => g.id))
        const unknown = paymentMethods.filter((id) => !known.has(id))
        if (unknown.length > 0) {
          const message = ADMIN_MSG.unknownGateways(unknown)
          throw badRequest(message, { paymentMethods: message })
        }
        const chosen = [...new Set(paymentMethods)]
        input.paymentMethods = chosen
        // The choice must leave customers a way to pay: a method that is also enabled in WooCommerce.
        if (usableGateways(gateways, chosen).length === 0) {
          const disabled = gateways.filter((g) => chosen.includes(g.id)).map((g) => g.title || g.id)
          const message =
            chosen.length === 0 ? ADMIN_MSG.noGatewayEnabled : ADMIN_MSG.chosenGatewaysDisabled(disabled)
          throw new ApiError(422, 'no_payment_method', message, { fields: { paymentMethods: message } })
        }
        return save()
      })
    }),
  )

  app.put(
    '/api/admin/payment-gateways/:id',
    staff('payment gateway switch', async (c, session) => {
      const id = c.req.param('id') ?? ''
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(id))
        throw new ApiError(400, 'invalid_gateway_id', ADMIN_MSG.invalidGatewayId)
      const { enabled } = await readBody(c, gatewaySwitchSchema)
      requireAdministrator(session, 'accendere o spegnere i metodi di pagamento')
      const result = await switchPaymentGateway(deps, id, enabled)
      if (result.changed) {
        deps.log.info('payment gateway switched', { gateway: id, enabled, by: session.userId })
        await deps.stores.settings.logSettingsChange({
          ...authorOf(session),
          key: `gateway:${id}`,
          before: { enabled: !enabled },
          after: { enabled },
        })
      }
      return c.json({ gateway: result.gateway, gateways: result.gateways })
    }),
  )

  app.get(
    '/api/admin/settings-log',
    staff('settings log', async (c) =>
      c.json({
        changes: (await deps.stores.settings.settingsLog(SETTINGS_LOG_LIMIT)).map((change) => ({
          ...change,
          at: new Date(change.at).toISOString(),
        })),
      }),
    ),
  )

  app.post(
    '/api/admin/connection-test',
    staff('connection test', async (c) => c.json(await deps.woo.testConnection())),
  )
}
