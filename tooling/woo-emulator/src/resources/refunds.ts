import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import { type EmulatorContext, wpDates } from '../context'
import { body, type Env, query, send } from '../http'
import { WpError } from '../wp/errors'
import { collectionHeaders, paginate } from '../wp/request'
import { ARGS } from '../wp/schemas'
import { validateArgs } from '../wp/validate'
import { createRefund, getOrder } from './orders'
import { deleteRefund, getRefund, type RefundDoc, refundsOf } from './refund-rows'

/**
 * wc/v3/orders/{order_id}/refunds and /refunds/{id}, as a real WooCommerce 10.0.2 answered them
 * (reference/order-refunds.json, schema-order-refunds.json): WC_REST_Order_Refunds_Controller.
 * What a refund does to its order (status, stock, notes) is the orders' (createRefund).
 */

function serializeRefund(ctx: EmulatorContext, refund: RefundDoc) {
  const dates = wpDates(refund.date_created)
  const base = `${ctx.siteUrl}/wp-json/wc/v3/orders/${refund.order_id}`
  const order = getOrder(ctx, refund.order_id)
  const rates = new Map<string, number>()
  for (const line of refund.line_items)
    for (const [rate, tax] of Object.entries(line.taxes))
      rates.set(rate, (rates.get(rate) ?? 0) + Number(tax))
  const lineTax = (line: RefundDoc['line_items'][number]) =>
    Object.values(line.taxes).reduce((sum, tax) => sum + Number(tax), 0)
  return {
    id: refund.id,
    date_created: dates.local,
    date_created_gmt: dates.gmt,
    amount: refund.amount,
    reason: refund.reason,
    refunded_by: refund.refunded_by,
    refunded_payment: refund.refunded_payment,
    meta_data: refund.meta_data,
    line_items: refund.line_items.map((line) => ({
      id: line.id,
      name: line.name,
      product_id: line.product_id,
      variation_id: line.variation_id,
      quantity: line.quantity,
      tax_class: line.tax_class,
      subtotal: line.total,
      subtotal_tax: lineTax(line).toFixed(2),
      total: line.total,
      total_tax: lineTax(line).toFixed(2),
      taxes: Object.entries(line.taxes).map(([id, total]) => ({ id: Number(id), total, subtotal: total })),
      meta_data: line.meta_data.map((m) => ({ ...m, display_key: m.key, display_value: m.value })),
      sku: line.sku,
      price: line.quantity !== 0 ? Number(line.total) / line.quantity : 0,
      image: { id: '', src: '' },
      parent_name: null,
    })),
    shipping_lines: [],
    tax_lines: [...rates].map(([rate, total]) => {
      const known = order?.tax_rates?.find((r) => r.id === Number(rate))
      return {
        id: Number(rate),
        rate_code: known?.rate_code ?? '',
        rate_id: Number(rate),
        label: known?.label ?? '',
        compound: known?.compound ?? false,
        tax_total: total.toFixed(2),
        shipping_tax_total: '0.00',
        rate_percent: known?.rate_percent ?? 0,
        meta_data: [],
      }
    }),
    fee_lines: [],
    _links: {
      self: [{ href: `${base}/refunds/${refund.id}`, targetHints: { allow: ['GET', 'DELETE'] } }],
      collection: [{ href: `${base}/refunds` }],
      up: [{ href: base }],
    },
  }
}

const invalidRefund = () => new WpError('woocommerce_rest_shop_order_refund_invalid_id', 'Invalid ID.', 404)

export function refundRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  const orderId = (c: { req: { param(name: 'order_id'): string } }) => Number(c.req.param('order_id'))
  const refundOf = (c: { req: { param(name: 'order_id' | 'id'): string } }) =>
    getRefund(ctx, orderId(c), Number(c.req.param('id')))

  /** The list of an unknown order is an empty list (200 []), as on a real store. */
  app.get('/wp-json/wc/v3/orders/:order_id{[0-9]+}/refunds', (c) => {
    const q = query(c)
    const args = validateArgs(ARGS.orderRefunds.list, q)
    requireShopManager(c.get('principal'), 'list')
    const all = refundsOf(ctx, orderId(c))
    const ordered =
      args.orderby === 'id' || args.orderby === 'include'
        ? [...all].sort((a, b) => (args.order === 'asc' ? a.id - b.id : b.id - a.id))
        : args.order === 'asc'
          ? [...all].reverse()
          : all
    const { limit, offset, pagination } = paginate(args, ordered.length)
    return send(
      c,
      200,
      ordered.slice(offset, offset + limit).map((refund) => serializeRefund(ctx, refund)),
      {
        ...collectionHeaders(ctx.siteUrl, `wc/v3/orders/${orderId(c)}/refunds`, q, pagination),
        Allow: 'GET, POST',
      },
    )
  })

  app.post('/wp-json/wc/v3/orders/:order_id{[0-9]+}/refunds', async (c) => {
    const input = await body(c)
    const args = validateArgs(ARGS.orderRefunds.create, input)
    requireShopManager(c.get('principal'), 'create')
    const refund = createRefund(ctx, orderId(c), { ...args, line_items: input.line_items })
    return send(c, 201, serializeRefund(ctx, refund), {
      // WooCommerce builds the Location from the route's pattern, not the order's id (a bug kept as recorded).
      Location: `${ctx.siteUrl}/wp-json/wc/v3/orders/(?P<order_id>[\\d]+)/refunds/${refund.id}`,
      Allow: 'GET, POST',
    })
  })

  app.get('/wp-json/wc/v3/orders/:order_id{[0-9]+}/refunds/:id{[0-9]+}', (c) => {
    validateArgs(ARGS.orderRefunds.get, query(c))
    requireShopManager(c.get('principal'), 'view')
    const refund = refundOf(c)
    if (!refund) throw invalidRefund()
    return send(c, 200, serializeRefund(ctx, refund), { Allow: 'GET, DELETE' })
  })

  /** `force` defaults to true for refunds: a DELETE without it deletes too. The order keeps its status. */
  app.delete('/wp-json/wc/v3/orders/:order_id{[0-9]+}/refunds/:id{[0-9]+}', (c) => {
    const args = validateArgs(ARGS.orderRefunds.delete, query(c))
    requireShopManager(c.get('principal'), 'delete')
    if (args.force === false)
      throw new WpError(
        'woocommerce_rest_trash_not_supported',
        'The shop_order_refund does not support trashing.',
        501,
      )
    const refund = refundOf(c)
    if (!refund) throw invalidRefund()
    deleteRefund(ctx, refund.id)
    return send(c, 200, serializeRefund(ctx, refund), { Allow: 'GET, DELETE' })
  })
}
