import { randomUUID } from 'node:crypto'
import { type APIRequestContext, type APIResponse, request as newRequest } from '@playwright/test'
import { clientAddress } from './accounts'
import { expect, shopUrl } from './fixtures'

/**
 * Orders made through the API as the storefront makes them, for the tests whose subject comes
 * after the checkout (the order page's changes, a failed delivery's new slot).
 */

/** An answer's JSON, after checking it is a 2xx (the failure names the URL, status and body). */
export async function json<T>(reply: APIResponse): Promise<T> {
  expect(reply.ok(), `${reply.url()}: ${reply.status()} ${await reply.text()}`).toBe(true)
  return (await reply.json()) as T
}

/** A slot as GET /api/delivery/slots answers it. */
export interface Slot {
  slot: string
  vehicle: string | null
  state: string
}

/** A client of the shop's API with a client address of its own (the guests' limits are per address). */
export const apiClient = () =>
  newRequest.newContext({ baseURL: shopUrl(), extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

/** Lucia's home in Japigia, with the point the map would give. */
const JAPIGIA_HOME = {
  shipping: {
    firstName: 'Lucia',
    lastName: 'Di Bari',
    address1: 'Via Peucetia, 22',
    city: 'Bari',
    postcode: '70126',
    province: 'BA',
    phone: '080 555 0102',
  },
  coordinates: { lat: 41.11158, lng: 16.89587 },
}

/**
 * An order for Japigia by bank transfer, on the zone's first date with a free slot of a van: a
 * guest's with `guestEmail`, else the logged-in customer's of `api`'s session.
 */
export async function japigiaOrder(api: APIRequestContext, guestEmail: string | null) {
  const { zones } = await json<{ zones: { id: string; name: string }[] }>(await api.get('/api/zones'))
  const zoneId = zones.find((zone) => zone.name === 'Japigia')?.id
  if (!zoneId) throw new Error('zone Japigia expected')
  const { dates } = await json<{ dates: { date: string }[] }>(
    await api.get('/api/delivery/calendar', { params: { zoneId } }),
  )
  const { products } = await json<{ products: { id: number }[] }>(await api.get('/api/products?perPage=1'))
  for (const { date } of dates) {
    const { slots } = await json<{ slots: Slot[] }>(
      await api.get('/api/delivery/slots', { params: { date, zoneId } }),
    )
    const free = slots.find((slot) => slot.state === 'open' && slot.vehicle)
    if (!free) continue
    const guest = guestEmail
      ? { guest: { firstName: 'Lucia', lastName: 'Di Bari', email: guestEmail, phone: '+39 333 123 4567' } }
      : {}
    const placed = await json<{ id: number; number: string; orderKey: string }>(
      await api.post('/api/orders', {
        headers: { 'idempotency-key': `e2e-order-${randomUUID()}` },
        data: {
          items: [{ productId: products[0]?.id, quantity: 1 }],
          ...JAPIGIA_HOME,
          delivery: { date, slot: free.slot },
          paymentMethod: 'bacs',
          ...guest,
        },
      }),
    )
    return { ...placed, date, slot: free.slot, zoneId, dates: dates.map((d) => d.date) }
  }
  throw new Error('a date with a free slot of a van expected in Japigia')
}
