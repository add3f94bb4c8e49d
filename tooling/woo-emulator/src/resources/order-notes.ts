import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import { type EmulatorContext, wpDates } from '../context'
import { body, type Env, query, send } from '../http'
import { WpError } from '../wp/errors'
import { ARGS } from '../wp/schemas'
import { toTheSecond, unstableTieBreak } from '../wp/unstable-ties'
import { validateArgs } from '../wp/validate'

/**
 * wc/v3/orders/{order_id}/notes, as a real WooCommerce 10.0.2 answered it (reference/order-notes.json):
 * WC_REST_Order_Notes_Controller over WC_Order::add_order_note and wp_insert_comment. The notes are
 * the order's comments in WordPress; here rows of `order_notes`.
 */

/** The author of a note made by the store itself, or over REST without added_by_user (WC_Order::add_order_note). */
export const SYSTEM_AUTHOR = 'WooCommerce'

/** comment_content is a MySQL TEXT column: a longer note is not saved (wpdb refuses the insert). */
export const NOTE_MAX_BYTES = 65_535

interface NoteRow {
  id: number
  order_id: number
  author: string
  date_created: string
  note: string
  customer_note: number
}

/**
 * PHP's stripslashes, which wp_insert_comment applies (wp_unslash) to what it is given: a backslash
 * is dropped and the character after it kept, '\0' becomes a NUL character, a last lone backslash
 * goes. WooCommerce hands the REST note over as it came, so a real store drops its backslashes.
 */
export function wpUnslash(text: string): string {
  return text.replace(/\\([\s\S]?)/g, (_, next: string) => (next === '0' ? '\0' : next))
}

/**
 * WC_Order::add_order_note: a note on the order, now. `author` is WooCommerce's own ('WooCommerce')
 * unless a user adds it (added_by_user: their display name). Private unless `customerNote`.
 */
export function addOrderNote(
  ctx: EmulatorContext,
  orderId: number,
  note: string,
  options: { customerNote?: boolean; author?: string } = {},
): NoteRow {
  const row: NoteRow = {
    id: ctx.store.nextId('comments'),
    order_id: orderId,
    author: options.author ?? SYSTEM_AUTHOR,
    date_created: ctx.now().toISOString(),
    note: wpUnslash(note),
    customer_note: options.customerNote ? 1 : 0,
  }
  ctx.store.run(
    'INSERT INTO order_notes (id, order_id, author, date_created, note, customer_note) VALUES (?, ?, ?, ?, ?, ?)',
    row.id,
    row.order_id,
    row.author,
    row.date_created,
    row.note,
    row.customer_note,
  )
  return row
}

/**
 * The notes of an order deleted for good. A real store (10.0.2, HPOS) leaves them in its comments
 * table, where no REST call reaches them once the order is gone: nothing a client can tell apart.
 */
export function deleteOrderNotes(ctx: EmulatorContext, orderId: number): void {
  ctx.store.run('DELETE FROM order_notes WHERE order_id = ?', orderId)
}

/** The order statuses' names as wc_get_order_statuses gives them (English store), for the store's own notes. */
const STATUS_NAMES: Record<string, string> = {
  pending: 'Pending payment',
  processing: 'Processing',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
  'checkout-draft': 'Draft',
  // The shop's status plugin's label (apps/api/docs/out-for-delivery-status.php).
  'out-for-delivery': 'In consegna',
}

/** WC_Order::status_transition's note: 'Order status changed from Pending payment to On hold.' */
export function statusChangedNote(from: string, to: string): string {
  return `Order status changed from ${STATUS_NAMES[from] ?? from} to ${STATUS_NAMES[to] ?? to}.`
}

/** A product's stock change as wc_reduce_stock_levels and wc_increase_stock_levels write it. */
export interface StockChange {
  name: string
  sku: string
  productId: number
  from: number
  to: number
}

/**
 * 'Stock levels reduced: Acqua Lete Naturale 6x1,5 L (BB-ACQ-01) 40&rarr;39' (or 'increased'):
 * the product's formatted name (its SKU, else '#id'), the stock before and after, HTML arrow and all.
 */
export function stockNote(direction: 'reduced' | 'increased', changes: readonly StockChange[]): string {
  const items = changes.map(
    (change) => `${change.name} (${change.sku || `#${change.productId}`}) ${change.from}&rarr;${change.to}`,
  )
  return `Stock levels ${direction}: ${items.join(', ')}`
}

function serializeNote(ctx: EmulatorContext, row: NoteRow) {
  const dates = wpDates(row.date_created)
  const base = `${ctx.siteUrl}/wp-json/wc/v3/orders/${row.order_id}`
  return {
    id: row.id,
    // The v3 controller says 'system' only for an author of 'woocommerce' in lower case: never.
    author: row.author,
    date_created: dates.local,
    date_created_gmt: dates.gmt,
    note: row.note,
    customer_note: row.customer_note === 1,
    _links: {
      self: [{ href: `${base}/notes/${row.id}`, targetHints: { allow: ['GET', 'DELETE'] } }],
      collection: [{ href: `${base}/notes` }],
      up: [{ href: base }],
    },
  }
}

/** PHP's empty(): what the create's `id` check lets through. */
const phpEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  value === 0 ||
  value === '' ||
  value === '0' ||
  (Array.isArray(value) && value.length === 0)

const invalidOrder = () => new WpError('woocommerce_rest_order_invalid_id', 'Invalid order ID.', 404)
const invalidNote = () => new WpError('woocommerce_rest_invalid_id', 'Invalid resource ID.', 404)

/**
 * The routes. As in WordPress, a request's arguments are checked before its permissions (a create
 * without `note` is a 400 even without credentials), and a read or delete of one note checks the
 * permission only when the order exists. `orderExists` is the orders' own lookup.
 */
export function orderNoteRoutes(app: Hono<Env>, ctx: EmulatorContext, orderExists: (id: number) => boolean) {
  const orderId = (c: { req: { param(name: 'order_id'): string } }) => Number(c.req.param('order_id'))
  const noteOf = (order: number, id: number) =>
    ctx.store.get<NoteRow>('SELECT * FROM order_notes WHERE id = ? AND order_id = ?', id, order)

  app.get('/wp-json/wc/v3/orders/:order_id{[0-9]+}/notes', (c) => {
    const args = validateArgs(ARGS.orderNotes.list, query(c))
    requireShopManager(c.get('principal'), 'list')
    const order = orderId(c)
    if (!orderExists(order))
      throw new WpError('woocommerce_rest_shop_order_invalid_id', 'Invalid order ID.', 404)
    const type =
      args.type === 'customer'
        ? 'AND customer_note = 1'
        : args.type === 'internal'
          ? 'AND customer_note = 0'
          : ''
    // ORDER BY comment_date_gmt DESC and nothing else: notes of the same second in MySQL's order.
    const rows = ctx.store.all<NoteRow>(
      `SELECT * FROM order_notes WHERE order_id = ? ${type} ORDER BY ${toTheSecond('date_created')} DESC, ${unstableTieBreak(0, order)}`,
      order,
    )
    return send(
      c,
      200,
      rows.map((row) => serializeNote(ctx, row)),
      { Allow: 'GET, POST' },
    )
  })

  app.post('/wp-json/wc/v3/orders/:order_id{[0-9]+}/notes', async (c) => {
    const input = await body(c)
    const args = validateArgs(ARGS.orderNotes.create, input)
    const user = requireShopManager(c.get('principal'), 'create')
    if (!phpEmpty(input.id)) {
      throw new WpError('woocommerce_rest_shop_order_exists', 'Cannot create existing shop_order.', 400)
    }
    const order = orderId(c)
    if (!orderExists(order)) throw invalidOrder()
    const note = String(args.note)
    if (Buffer.byteLength(wpUnslash(note)) > NOTE_MAX_BYTES) {
      throw new WpError(
        'woocommerce_api_cannot_create_order_note',
        'Cannot create order note, please try again.',
        500,
      )
    }
    const row = addOrderNote(ctx, order, note, {
      customerNote: args.customer_note === true,
      ...(args.added_by_user === true ? { author: user.display_name } : {}),
    })
    return send(c, 201, serializeNote(ctx, row), {
      Location: `${ctx.siteUrl}/wp-json/wc/v3/orders/${order}/notes/${row.id}`,
      Allow: 'GET, POST',
    })
  })

  app.get('/wp-json/wc/v3/orders/:order_id{[0-9]+}/notes/:id{[0-9]+}', (c) => {
    validateArgs(ARGS.orderNotes.get, query(c))
    const order = orderId(c)
    if (!orderExists(order)) throw invalidOrder()
    requireShopManager(c.get('principal'), 'view')
    const row = noteOf(order, Number(c.req.param('id')))
    if (!row) throw invalidNote()
    return send(c, 200, serializeNote(ctx, row), { Allow: 'GET, DELETE' })
  })

  app.delete('/wp-json/wc/v3/orders/:order_id{[0-9]+}/notes/:id{[0-9]+}', (c) => {
    const args = validateArgs(ARGS.orderNotes.delete, query(c))
    const order = orderId(c)
    if (orderExists(order)) requireShopManager(c.get('principal'), 'delete')
    // Trashing is refused before the order is looked at (with the webhooks' message, as WooCommerce has it).
    if (args.force !== true)
      throw new WpError('woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.', 501)
    if (!orderExists(order)) throw invalidOrder()
    const row = noteOf(order, Number(c.req.param('id')))
    if (!row) throw invalidNote()
    ctx.store.run('DELETE FROM order_notes WHERE id = ?', row.id)
    return send(c, 200, serializeNote(ctx, row), { Allow: 'GET, DELETE' })
  })
}
