import type {
  AdminOrderView,
  CalendarAnswer,
  DaySlotsAnswer,
  OrderStatus,
  OrdersPage,
} from '@shop/api/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, apiImage } from '../../../lib/api'

/** The list's filters as the address has them, with the page and its size. */
export type OrdersQuery = Record<string, string | number>

/** The orders' query keys: invalidating `orderKeys.all` refreshes the list and every detail. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrdersQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number | null) => [...orderKeys.all, 'detail', id] as const,
}

/** GET /api/admin/orders; the last page stays on screen while the next one loads. */
export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api<OrdersPage>('GET', '/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/orders/:id, asked only while a detail is open. */
export const orderQuery = (id: number | null) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api<AdminOrderView>('GET', `/admin/orders/${id}`, { signal }),
    enabled: id !== null,
  })

/**
 * GET /api/admin/orders/:id/proof: the proof of delivery the driver took at the door (a signature
 * or a photo) as a data: URL, or null when the order has none (404).
 */
export const deliveryProofQuery = (id: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(id), 'proof'] as const,
    queryFn: ({ signal }) => apiImage(`/admin/orders/${id}/proof`, signal),
  })

/** PUT /api/admin/orders/:id/status */
export const changeOrderStatus = ({ id, status }: { id: number; status: OrderStatus }) =>
  api<AdminOrderView>('PUT', `/admin/orders/${id}/status`, { body: { status } })

/** PUT /api/admin/orders/:id/delivery: the order's delivery moved to another date and slot of its zone. */
export const moveOrderDelivery = ({ id, date, slot }: { id: number; date: string; slot: string }) =>
  api<AdminOrderView>('PUT', `/admin/orders/${id}/delivery`, { body: { date, slot } })

/** GET /api/delivery/calendar for a zone: the dates an order can be moved to. */
export const zoneCalendarQuery = (zoneId: string | null) =>
  queryOptions({
    queryKey: ['delivery', 'calendar', zoneId] as const,
    queryFn: ({ signal }) =>
      api<CalendarAnswer>('GET', '/delivery/calendar', { query: { zoneId: zoneId ?? '' }, signal }),
    enabled: zoneId !== null,
  })

/** GET /api/delivery/slots for a zone and date, each slot with its state (places left, closed, past). */
export const zoneSlotsQuery = (zoneId: string | null, date: string) =>
  queryOptions({
    queryKey: ['delivery', 'slots', zoneId, date] as const,
    queryFn: ({ signal }) =>
      api<DaySlotsAnswer>('GET', '/delivery/slots', { query: { zoneId: zoneId ?? '', date }, signal }),
    enabled: zoneId !== null && date !== '',
  })
