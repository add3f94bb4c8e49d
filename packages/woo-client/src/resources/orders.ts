import { noteOrderId, orderNoteBody } from '../order-note-rules'
import { refundBody, refundRefusal } from '../refund-rules'
import { orderNoteSchema, orderRefundSchema, orderSchema } from '../schemas'
import type { CallOptions, OrdersResource } from '../woo-client'
import { WooError } from '../woo-error'
import { positiveId, type WooRequest } from '../woo-request'
import type { NewOrder, OrderUpdate } from './order-types'

/** wc/v3/orders and their notes: the bodies written are typed in order-types.ts. */
export function ordersResource({ request, getOrNull, list }: WooRequest): OrdersResource {
  const put = async (id: number, what: string, body: OrderUpdate, call?: CallOptions) =>
    (await request(orderSchema, what, 'PUT', `wc/v3/orders/${id}`, { body, call })).data

  return {
    listOrders: (query, call) => list(orderSchema, 'ordini', 'wc/v3/orders', query, call),

    getOrder: (id, call) =>
      positiveId(id) ? getOrNull(orderSchema, 'ordine', `wc/v3/orders/${id}`, call) : Promise.resolve(null),

    createOrder: async (order: NewOrder, call) =>
      (await request(orderSchema, 'nuovo ordine', 'POST', 'wc/v3/orders', { body: order, call })).data,

    updateOrderStatus: (id, status, call) => put(id, 'stato ordine', { status }, call),

    updateOrder: (id, fields, call) => put(id, 'ordine', fields, call),

    async createOrderNote(orderId, note, call) {
      const path = `wc/v3/orders/${noteOrderId(orderId)}/notes`
      return (
        await request(orderNoteSchema, "nota dell'ordine", 'POST', path, { body: orderNoteBody(note), call })
      ).data
    },

    async listOrderNotes(orderId, query, call) {
      const path = `wc/v3/orders/${noteOrderId(orderId)}/notes`
      const { data } = await request(orderNoteSchema.array(), "note dell'ordine", 'GET', path, {
        ...(query?.type ? { query: { type: query.type } } : {}),
        call,
      })
      // The store sorts by the second alone; ids grow with time, as the back office lists them.
      return [...data].sort((a, b) => b.id - a.id)
    },

    async createRefund(orderId, refund, call) {
      const path = `wc/v3/orders/${noteOrderId(orderId)}/refunds`
      const body = refundBody(refund)
      try {
        return (await request(orderRefundSchema, "rimborso dell'ordine", 'POST', path, { body, call })).data
      } catch (error) {
        throw error instanceof WooError ? refundRefusal(error, refund.amount) : error
      }
    },

    async listRefunds(orderId, call) {
      const path = `wc/v3/orders/${noteOrderId(orderId)}/refunds`
      const refunds = []
      // Ordered by id (dates tie within a second), every page of 100.
      for (let page = 1; ; page++) {
        const { items, totalPages } = await list(
          orderRefundSchema,
          "rimborsi dell'ordine",
          path,
          {
            per_page: 100,
            page,
            orderby: 'id',
            order: 'desc',
          },
          call,
        )
        refunds.push(...items)
        if (page >= totalPages) return refunds
      }
    },
  }
}
