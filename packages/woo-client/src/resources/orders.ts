import { orderSchema } from '../schemas'
import type { CallOptions, OrdersResource } from '../woo-client'
import { positiveId, type WooRequest } from '../woo-request'
import type { NewOrder, OrderUpdate } from './order-types'

/** wc/v3/orders: the bodies written are typed in order-types.ts. */
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
  }
}
