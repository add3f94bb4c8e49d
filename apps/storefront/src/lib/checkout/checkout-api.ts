import type { CalendarAnswer, CheckoutInput, DaySlotsAnswer, SlotHoldAnswer } from '@shop/api/contract'
import type { OrderView } from '../account/account-api'
import { apiGet, apiRequest } from '../api'
import type { ZoneAnswer } from '../zone-check/zone-check-api'

/** The calls of the checkout (apps/api routes/delivery.ts, routes/orders.ts). */

export type Calendar = CalendarAnswer
export type CalendarDate = CalendarAnswer['dates'][number]
/** The delivery dates; with `zoneId`, without the days closed for that zone too. */
export const loadCalendar = (zoneId: string | null, signal?: AbortSignal) =>
  apiGet<Calendar>('/delivery/calendar', zoneId ? { zoneId } : undefined, signal)

/** A slot under the shop's capacity and cut-offs (@shop/slots offerSlots), as the API offers it. */
export type DaySlots = DaySlotsAnswer
export type SlotChoice = DaySlotsAnswer['slots'][number]
export type SlotState = SlotChoice['state']
export const loadSlots = (date: string, zoneId: string, signal?: AbortSignal) =>
  apiGet<DaySlots>('/delivery/slots', { date, zoneId }, signal)

/** POST /api/delivery/holds: one place in the slot kept for this checkout for 15 minutes. */
export type SlotHold = SlotHoldAnswer
export const holdSlot = (body: { zoneId: string; date: string; slot: string; hold: string }) =>
  apiRequest<SlotHold>('POST', '/delivery/holds', { body })

export interface PaymentMethod {
  id: string
  title: string
  description: string
}
export const loadPaymentMethods = (signal?: AbortSignal) =>
  apiGet<{ methods: PaymentMethod[] }>('/payment-methods', undefined, signal).then((answer) => answer.methods)

/** What POST /api/orders takes: the API's own type, the checkout schema's of @shop/forms. */
export type { CheckoutInput }

/** The order view of POST /api/orders, with what the confirmation page needs (the API's own type). */
export type PlacedOrder = OrderView

/** POST /api/orders with the checkout's Idempotency-Key: the same key and body answer the same order. */
export const placeOrder = (input: CheckoutInput, key: string) =>
  apiRequest<PlacedOrder>('POST', '/orders', { body: input, headers: { 'idempotency-key': key } })

export const loadOrder = (id: string, key: string | null, signal?: AbortSignal) =>
  apiGet<PlacedOrder>(`/orders/${encodeURIComponent(id)}`, key ? { key } : undefined, signal)

/** The zone of a typed address without coordinates (the delivery promise: a CAP or town of one zone). */
export const zoneOfTypedAddress = (address: {
  postcode: string
  city: string
  province: string
  address1: string
}) =>
  apiRequest<ZoneAnswer>('POST', '/zones/resolve', {
    body: {
      address: {
        postalCode: address.postcode,
        city: address.city,
        ...(address.province ? { province: address.province } : {}),
        address: address.address1,
      },
    },
  })

/** GET /api/orders/:id/payment: the order, whether it still wants paying, and how it may be paid. */
export interface OrderPayment {
  order: PlacedOrder
  payable: boolean
  gateways: PaymentMethod[]
}
export const loadOrderPayment = (id: string, key: string | null, signal?: AbortSignal) =>
  apiGet<OrderPayment>(`/orders/${encodeURIComponent(id)}/payment`, key ? { key } : undefined, signal)

export const startWalletPayment = (id: number, key: string | null) =>
  apiRequest<{ providerOrderId: string }>('POST', `/orders/${id}/wallet`, { body: key ? { key } : {} })

export const captureWalletPayment = (id: number, key: string | null, providerOrderId: string) =>
  apiRequest<PlacedOrder>('POST', `/orders/${id}/wallet/capture`, {
    body: { providerOrderId, ...(key ? { key } : {}) },
  })

export const payByCard = (id: number, key: string | null, token: string) =>
  apiRequest<PlacedOrder>('POST', `/orders/${id}/card`, { body: { token, ...(key ? { key } : {}) } })
