import { randomUUID } from 'node:crypto'
import { ORDER_META_KEYS } from '@shop/orders'
import { TIME_SLOTS, vehicleForSlot } from '@shop/slots'
import type { Product } from '@shop/woo-client'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { rememberDeliveryAddress } from '../src/orders/remember-delivery-address'
import { type Browser, clientAt, startApi, type TestApi, unique } from './harness'

let t: TestApi
let dates: string[]
let products: Product[]

const JAPIGIA = builtInZones().find((zone) => zone.name === 'Japigia')
/** Giuseppe Abbrescia's home in Japigia (the emulator's demo customer #1). */
const JAPIGIA_HOME = {
  shipping: {
    firstName: 'Giuseppe',
    lastName: 'Abbrescia',
    address1: 'Via Peucetia, 22',
    city: 'Bari',
    postcode: '70126',
    province: 'ba',
    phone: '080 555 0102',
  },
  coordinates: { lat: 41.11158, lng: 16.89587 },
}
/** Japigia's per-slot vehicles (SPEC.md section 9): 07, 10, 11 Molisia; 14, 15 new Ducato. */
const MOLISIA_SLOT = '10:00 - 11:00'
const DUCATO_SLOT = '14:00 - 15:00'

const newKey = () => `test-${randomUUID()}`
const SEE_MAP = 'Guarda la mappa delle zone per vedere dove arriviamo.'
const NOT_A_TOWN = 'non è tra i comuni e i quartieri delle nostre zone.'

async function orderCount(): Promise<number> {
  const info = (await (await t.control('', 'GET')).json()) as { counts: { orders: number } }
  return info.counts.orders
}

async function userId(browser: Browser): Promise<number> {
  const me = await browser.get('/api/auth/me')
  expect(me.status).toBe(200)
  return me.body.user.id as number
}

/** Both Japigia vans free in every slot of every date, whatever the seeded orders booked. */
async function freeVans(): Promise<void> {
  await t.control('/timeslots', 'DELETE')
  for (const vehicle of ['Molisia', 'Fiat new Ducato']) {
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  }
}

function checkout(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { productId: (products[0] as Product).id, quantity: 2 },
      { productId: (products[1] as Product).id, quantity: 1 },
    ],
    ...JAPIGIA_HOME,
    delivery: { date: dates[dates.length - 1], slot: MOLISIA_SLOT },
    paymentMethod: 'bacs',
    note: 'Citofonare Abbrescia',
    ...overrides,
  }
}

const order = (browser: Browser, body: unknown, key = newKey()) =>
  browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': key } })

/** The Rome wall clock of an instant: 'YYYY-MM-DD HH:MM'. */
function romeClock(seconds: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(seconds * 1000))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

beforeAll(async () => {
  t = await startApi({ zoneCharges: true })
  dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  expect(dates.length).toBeGreaterThan(10)
  const page = await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 50, status: 'publish' })
  products = page.items.filter(
    (p) =>
      p.purchasable !== false && p.type === 'simple' && (!p.manage_stock || (p.stock_quantity ?? 0) >= 50),
  )
  expect(products.length).toBeGreaterThan(4)
  await freeVans()
})

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  await t.control('/faults', 'DELETE')
})

describe('POST /api/orders', () => {
  it('creates the customer order in WooCommerce with the delivery meta and the slot vehicle', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const customerId = await userId(giuseppe)
    const before = await orderCount()
    const date = dates[dates.length - 1] as string
    const reply = await order(giuseppe, checkout())
    expect(reply.status, reply.text).toBe(201)
    expect(await orderCount()).toBe(before + 1)

    const view = reply.body
    expect(view.status).toBe('on-hold')
    expect(view.delivery).toEqual({ date, slot: MOLISIA_SLOT, zoneName: 'Japigia', vehicle: 'Molisia' })
    expect(view.paymentMethod).toEqual({ id: 'bacs', title: 'Bonifico bancario' })
    expect(view.needsPayment).toBe(false)
    // The shop's own bank account (the embedded demo one), never WooCommerce's gateway settings.
    expect(view.bankDetails).toEqual({
      holder: 'Bari Bevande S.r.l.',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      bank: 'Banca Popolare di Bari',
    })
    expect(view.payment).toEqual({ state: 'awaiting-transfer', label: 'In attesa del bonifico' })
    expect(view.shipping).toEqual({ ...JAPIGIA_HOME.shipping, province: 'BA' })
    expect(view.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual(
      [
        [(products[0] as Product).id, 2],
        [(products[1] as Product).id, 1],
      ],
    )
    const lines = view.items.reduce((sum: number, i: { total: number }) => sum + Math.round(i.total * 100), 0)
    // Japigia's delivery fee (issue 18) when the products stay below its free-delivery threshold.
    const fee = lines < (JAPIGIA?.freeDeliveryFromCents ?? 0) ? (JAPIGIA?.deliveryFeeCents ?? 0) : 0
    expect(view.charges).toEqual([
      fee > 0
        ? { label: 'Consegna a domicilio', total: fee / 100 }
        : { label: 'Consegna gratuita', total: 0 },
    ])
    expect(Math.round(view.total * 100)).toBe(lines + fee)
    expect(typeof view.orderKey).toBe('string')

    const stored = await t.deps.woo.getOrder(view.id)
    expect(stored).not.toBeNull()
    if (!stored) return
    expect(stored.customer_id).toBe(customerId)
    expect(stored.status).toBe('on-hold')
    expect(stored.payment_method).toBe('bacs')
    expect(stored.customer_note).toBe('Citofonare Abbrescia')
    expect(stored.billing?.email).toBe(t.demo('customer', 1).email)
    expect(stored.shipping).toMatchObject({
      first_name: 'Giuseppe',
      address_1: 'Via Peucetia, 22',
      city: 'Bari',
      postcode: '70126',
      state: 'BA',
      country: 'IT',
    })
    const meta = Object.fromEntries((stored.meta_data ?? []).map((m) => [m.key, m.value]))
    expect(meta[ORDER_META_KEYS.deliveryDate]).toBe(date)
    expect(meta[ORDER_META_KEYS.timeSlot]).toBe(MOLISIA_SLOT)
    expect(meta[ORDER_META_KEYS.zone]).toBe('Japigia')
    expect(meta[ORDER_META_KEYS.ordddTimeSlot]).toBe(MOLISIA_SLOT)
    expect(meta[ORDER_META_KEYS.ordddTimestamp]).toMatch(/^\d+$/)
    expect(romeClock(Number(meta[ORDER_META_KEYS.ordddTimestamp]))).toBe(`${date} 00:00`)
    expect(meta[ORDER_META_KEYS.vehicle]).toBe(vehicleForSlot(JAPIGIA, MOLISIA_SLOT))
    expect(meta[ORDER_META_KEYS.vehicle]).toBe('Molisia')
    expect((stored.meta_data ?? []).filter((m) => m.key === ORDER_META_KEYS.vehicle)).toHaveLength(1)
  })

  it('takes a guest order (customer 0) that the guest reads back with its key', async () => {
    const guest = t.browser()
    // A weekday before the last date: Saturdays have no afternoon slots.
    const date = dates.slice(0, -1).findLast((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) as string
    const body = checkout({
      delivery: { date, slot: '14:00-15:00' },
      paymentMethod: 'stripe',
      guest: {
        firstName: 'Lucia',
        lastName: 'Ospite',
        email: 'lucia.ospite@example.com',
        phone: '+39 333 123 4567',
      },
    })
    const reply = await order(guest, body)
    expect(reply.status, reply.text).toBe(201)
    const view = reply.body
    expect(view.status).toBe('pending')
    expect(view.needsPayment).toBe(true)
    expect(view.bankDetails).toBeNull()
    expect(view.delivery).toEqual({
      date,
      slot: DUCATO_SLOT,
      zoneName: 'Japigia',
      vehicle: 'Fiat new Ducato',
    })

    const stored = await t.deps.woo.getOrder(view.id)
    expect(stored?.customer_id).toBe(0)
    expect(stored?.billing).toMatchObject({
      first_name: 'Lucia',
      last_name: 'Ospite',
      email: 'lucia.ospite@example.com',
      phone: '+39 333 123 4567',
      address_1: 'Via Peucetia, 22',
    })
    const vehicle = stored?.meta_data?.find((m) => m.key === ORDER_META_KEYS.vehicle)?.value
    expect(vehicle).toBe(vehicleForSlot(JAPIGIA, DUCATO_SLOT))

    const read = await guest.get(`/api/orders/${view.id}?key=${encodeURIComponent(view.orderKey)}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(view)
    expect((await guest.get(`/api/orders/${view.id}`)).status).toBe(404)
    const wrong = await guest.get(`/api/orders/${view.id}?key=wc_order_wrongkey123`)
    expect(wrong.status).toBe(404)
    expect(wrong.body.error.message).toBe('Ordine non trovato')

    const pay = await guest.get(`/api/orders/${view.id}/payment?key=${encodeURIComponent(view.orderKey)}`)
    expect(pay.status).toBe(200)
    expect(pay.body.order.id).toBe(view.id)
    expect(pay.body.payable).toBe(true)
    const ids = pay.body.gateways.map((g: { id: string }) => g.id)
    expect(ids).toEqual(expect.arrayContaining(['bacs', 'stripe', 'ppcp-gateway']))
    expect(ids).not.toContain('cod')
    expect((await guest.get(`/api/orders/${view.id}/payment`)).status).toBe(404)
  })

  it('refuses an address outside every zone with 422 and creates nothing', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const reply = await order(
      giuseppe,
      checkout({
        shipping: { ...JAPIGIA_HOME.shipping, address1: 'Via Bari, 10', city: 'Altamura', postcode: '70022' },
        coordinates: { lat: 40.8267, lng: 16.5536 },
      }),
    )
    expect(reply.status).toBe(422)
    expect(reply.body).toEqual({
      error: {
        code: 'outside_zones',
        message: `Via Bari, 10, 70022 Altamura è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
        data: { status: 'outside', by: 'coordinates', map: '/zone-map' },
      },
    })
    expect(await orderCount()).toBe(before)
  })

  it('refuses every address the shop does not deliver to, with the Italian message, and creates nothing', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const at = (city: string, postcode: string, province: string, address1 = 'Via Roma, 1') => ({
      shipping: { ...JAPIGIA_HOME.shipping, address1, city, postcode, province },
      coordinates: undefined,
    })
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          shipping: { ...JAPIGIA_HOME.shipping, address1: 'Via Napoli, 5', postcode: '70127' },
          coordinates: { lat: 41.1655, lng: 16.7525 },
        },
        `Via Napoli, 5, 70127 Bari è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
      ],
      [
        {
          shipping: { ...JAPIGIA_HOME.shipping, address1: 'Via Montenapoleone, 8', postcode: '70121' },
          coordinates: { lat: 45.4642, lng: 9.19 },
        },
        `Via Montenapoleone, 8, 70121 Bari è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
      ],
      [at('Ri', '00186', 'RM'), `Non consegniamo a Ri: ${NOT_A_TOWN} ${SEE_MAP}`],
      [at('Molfetta', '70056', 'BA'), `Non consegniamo a Molfetta: ${NOT_A_TOWN} ${SEE_MAP}`],
      [at('Altamura', '70022', 'BA'), `Non consegniamo ad Altamura: ${NOT_A_TOWN} ${SEE_MAP}`],
      [at('Bitonto', '70032', 'BA'), `Non consegniamo a Bitonto: ${NOT_A_TOWN} ${SEE_MAP}`],
      [at('Roma', '00186', 'RM'), `Non consegniamo a Roma: ${NOT_A_TOWN} ${SEE_MAP}`],
      [at('Milano', '20121', 'MI'), `Non consegniamo a Milano: ${NOT_A_TOWN} ${SEE_MAP}`],
    ]
    for (const [where, message] of cases) {
      const reply = await order(giuseppe, checkout(where))
      expect(reply.status, message).toBe(422)
      expect(reply.body.error.code).toBe('outside_zones')
      expect(reply.body.error.message).toBe(message)
      expect(reply.body.error.data).toMatchObject({ status: 'outside', map: '/zone-map' })
    }
    expect(await orderCount()).toBe(before)
  })

  it('refuses a map point that is not where the typed address is: a Milano or Triggiano address with a point in Bari’s centre', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const CENTRO = { lat: 41.1226, lng: 16.872 } // Teatro Petruzzelli
    const cases: [Record<string, string>, string][] = [
      [
        { address1: 'Piazza del Duomo 1', postcode: '20121', city: 'Milano', province: 'MI' },
        "Il punto sulla mappa non è a Milano: correggi il punto o l'indirizzo",
      ],
      [
        { address1: 'Via Casalino 12', postcode: '70019', city: 'Triggiano', province: 'BA' },
        "Il punto sulla mappa non è a Triggiano: correggi il punto o l'indirizzo",
      ],
    ]
    for (const [typed, message] of cases) {
      const where = { shipping: { ...JAPIGIA_HOME.shipping, ...typed }, coordinates: CENTRO }
      const reply = await order(giuseppe, checkout(where))
      expect(reply.status, message).toBe(422)
      expect(reply.body.error).toMatchObject({ code: 'address_unclear', message })
      const resolved = await t.browser().post('/api/zones/resolve', {
        address: {
          coordinates: CENTRO,
          postalCode: typed.postcode,
          city: typed.city,
          province: typed.province,
        },
      })
      expect(resolved.body).toMatchObject({ status: 'unclear', reason: 'conflict', message, zone: null })
    }
    expect(await orderCount()).toBe(before)
    // The same point with a Bari address of the centre, or a Bari CAP the zones span: taken.
    const agreeing = await t.browser().post('/api/zones/resolve', {
      address: { coordinates: CENTRO, postalCode: '70122', city: 'Bari', province: 'BA' },
    })
    expect(agreeing.body).toMatchObject({ status: 'inside', zoneName: 'Centro' })
  })

  it('asks for the street or the point when the address without coordinates spans zones (422 address_unclear)', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const cap70123 = await order(
      giuseppe,
      checkout({
        shipping: { ...JAPIGIA_HOME.shipping, address1: 'Via Sparano da Bari, 84', postcode: '70123' },
        coordinates: undefined,
      }),
    )
    expect(cap70123.status).toBe(422)
    expect(cap70123.body.error).toEqual({
      code: 'address_unclear',
      message:
        'Il CAP 70123 comprende più zone di consegna: scegli la via tra i suggerimenti o indica il punto sulla mappa delle zone.',
      data: {
        status: 'unclear',
        reason: 'postalCodeSpansZones',
        candidates: ['Centro', 'Libertà', 'Sangirolamo-Fesca'].map((name) => ({
          id: builtInZones().find((zone) => zone.name === name)?.id,
          name,
        })),
        map: '/zone-map',
      },
    })
    // Giuseppe's own address without its coordinates: 5 zones share 70126, none is guessed.
    const home = await order(giuseppe, checkout({ coordinates: undefined }))
    expect(home.status).toBe(422)
    expect(home.body.error.code).toBe('address_unclear')
    expect(home.body.error.data.candidates.map((z: { name: string }) => z.name)).toContain('Japigia')
    expect(await orderCount()).toBe(before)
  })

  it('refuses a slot the vehicle can no longer serve with 409 and creates nothing', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const date = dates[dates.length - 3] as string
    await t.control('/timeslots', 'POST', { vehicle: 'Molisia', date, slots: ['07:00 - 08:00'] })
    try {
      const before = await orderCount()
      const reply = await order(giuseppe, checkout({ delivery: { date, slot: MOLISIA_SLOT } }))
      expect(reply.status).toBe(409)
      expect(reply.body.error).toEqual({
        code: 'slot_unavailable',
        message: "La fascia oraria scelta non è più disponibile: scegline un'altra.",
      })
      expect(await orderCount()).toBe(before)
      // The vehicle's other slot that day is still offered.
      const other = await order(giuseppe, checkout({ delivery: { date, slot: '07:00 - 08:00' } }))
      expect(other.status, other.text).toBe(201)
      expect(other.body.delivery.vehicle).toBe('Molisia')
    } finally {
      await freeVans()
    }
  })

  it('refuses an excluded slot, a Sunday, a date outside the calendar and a malformed date', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    // 09:00 is excluded in Japigia.
    const excluded = await order(giuseppe, checkout({ delivery: { date: dates[5], slot: '09:00 - 10:00' } }))
    expect(excluded.status).toBe(409)
    const sunday = Array.from(
      { length: 14 },
      (_, i) => new Date(t.deps.now().getTime() + (i + 2) * 86_400_000),
    )
      .map((d) => d.toISOString().slice(0, 10))
      .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0) as string
    expect(dates).not.toContain(sunday)
    const onSunday = await order(giuseppe, checkout({ delivery: { date: sunday, slot: MOLISIA_SLOT } }))
    expect(onSunday.status).toBe(409)
    expect(onSunday.body.error.code).toBe('slot_unavailable')
    // A Tuesday four months ahead: orddd has slots for it, but it is not among the next 30 dates.
    const far = Array.from({ length: 7 }, (_, i) => new Date(t.deps.now().getTime() + (120 + i) * 86_400_000))
      .map((d) => d.toISOString().slice(0, 10))
      .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 2) as string
    const later = await order(giuseppe, checkout({ delivery: { date: far, slot: MOLISIA_SLOT } }))
    expect(later.status).toBe(409)
    const malformed = await order(
      giuseppe,
      checkout({ delivery: { date: '2026-02-30', slot: MOLISIA_SLOT } }),
    )
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.fields['delivery.date']).toBe('La data di consegna non esiste nel calendario')
    expect(await orderCount()).toBe(before)
  })

  it('refuses products out of stock, or not enough of them, with 409 and the quantities available', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const empty = products[2] as Product
    const scarce = products[3] as Product
    await t.deps.woo.updateStock(empty.id, 0)
    await t.deps.woo.updateStock(scarce.id, 3)
    const before = await orderCount()
    const reply = await order(
      giuseppe,
      checkout({
        items: [
          { productId: (products[0] as Product).id, quantity: 1 },
          { productId: empty.id, quantity: 1 },
          { productId: scarce.id, quantity: 5 },
          { productId: 999_999, quantity: 1 },
        ],
      }),
    )
    expect(reply.status).toBe(409)
    expect(reply.body.error.code).toBe('products_unavailable')
    expect(reply.body.error.message).toBe('Alcuni prodotti non sono più disponibili')
    expect(reply.body.error.data).toEqual([
      { productId: empty.id, name: empty.name, available: 0 },
      { productId: scarce.id, name: scarce.name, available: 3 },
      { productId: 999_999, name: null, available: 0 },
    ])
    expect(await orderCount()).toBe(before)
  })

  it('refuses a payment method that is not enabled with 400', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const reply = await order(giuseppe, checkout({ paymentMethod: 'cod' }))
    expect(reply.status).toBe(400)
    expect(reply.body.error.code).toBe('payment_method_unavailable')
    expect(reply.body.error.message).toBe(
      'Il metodo di pagamento scelto non è disponibile: scegline un altro.',
    )
    expect(await orderCount()).toBe(before)
  })

  it('creates exactly one order for 20 parallel identical requests with one key', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const key = newKey()
    const body = checkout({ delivery: { date: dates[dates.length - 4], slot: MOLISIA_SLOT } })
    const replies = await Promise.all(Array.from({ length: 20 }, () => order(giuseppe, body, key)))
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201))
    const ids = new Set(replies.map((r) => r.body.id))
    expect(ids.size).toBe(1)
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1)
    expect(await orderCount()).toBe(before + 1)

    const again = await order(giuseppe, body, key)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(replies[0]?.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    const other = await order(giuseppe, { ...body, note: 'Un altro ordine' }, key)
    expect(other.status).toBe(422)
    expect(other.body.error).toEqual({
      code: 'idempotency_mismatch',
      message: 'Questa chiave è già stata usata per un ordine diverso.',
    })
    expect(await orderCount()).toBe(before + 1)
  })

  it('answers 503 when WooCommerce fails, and a retry with the same key then succeeds', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const before = await orderCount()
    const key = newKey()
    const body = checkout({ delivery: { date: dates[dates.length - 5], slot: MOLISIA_SLOT } })
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/orders',
      method: 'POST',
      status: 500,
      times: 1,
    })
    const failed = await order(giuseppe, body, key)
    expect(failed.status).toBe(503)
    expect(failed.body.error).toEqual({
      code: 'shop_unavailable',
      message: 'Il negozio non risponde in questo momento. Riprova tra poco.',
    })
    expect(await orderCount()).toBe(before)
    const retry = await order(giuseppe, body, key)
    expect(retry.status, retry.text).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBeNull()
    expect(await orderCount()).toBe(before + 1)
  })

  it('requires a valid Idempotency-Key, a guest without a session, a customer (not staff) and a valid body', async () => {
    const anonymous = t.browser()
    const missing = await anonymous.post('/api/orders', checkout())
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toBe('Manca la chiave Idempotency-Key')
    expect((await order(anonymous, checkout(), 'short')).status).toBe(400)
    const noGuest = await order(anonymous, checkout())
    expect(noGuest.status).toBe(400)
    expect(noGuest.body.error.code).toBe('guest_required')
    const admin = await t.loggedIn('administrator')
    const staff = await order(admin, checkout())
    expect(staff.status).toBe(403)
    const giuseppe = await t.loggedIn('customer', 1)
    const first = (products[0] as Product).id
    for (const bad of [
      checkout({ items: [] }),
      checkout({
        items: [
          { productId: first, quantity: 1 },
          { productId: first, quantity: 2 },
        ],
      }),
      checkout({ items: [{ productId: first, quantity: 1000 }] }),
      checkout({ shipping: { ...JAPIGIA_HOME.shipping, postcode: '7012' } }),
      checkout({ shipping: { ...JAPIGIA_HOME.shipping, province: 'Bari' } }),
      checkout({ note: 'x'.repeat(501) }),
      checkout({ delivery: { date: dates[0] } }),
      'not an object',
    ]) {
      const reply = await order(giuseppe, bad)
      expect(reply.status, JSON.stringify(bad).slice(0, 200)).toBe(400)
      expect(typeof reply.body.error.message).toBe('string')
    }
    const notJson = await giuseppe.request('POST', '/api/orders', {
      raw: '{',
      headers: { 'Idempotency-Key': newKey() },
    })
    expect(notJson.status).toBe(400)
  })
})

describe('GET /api/payment-methods', () => {
  it('lists the enabled gateways in WooCommerce order, with their titles, for anyone', async () => {
    const reply = await t.browser().get('/api/payment-methods')
    expect(reply.status).toBe(200)
    const methods = reply.body.methods as { id: string; title: string; description: string }[]
    expect(methods.map((m) => m.id)).toEqual(['bacs', 'stripe', 'ppcp-gateway'])
    expect(methods[0]).toMatchObject({ id: 'bacs', title: 'Bonifico bancario' })
    expect(JSON.stringify(reply.body)).not.toMatch(/instructions|account_details|IBAN/i)
  })
})

describe("the account's delivery address after a first order", () => {
  /** A new customer registered from `client` (signed in there): the answer, checked to be 201. */
  async function registerCustomer(client: Browser, emailPrefix: string, firstName: string, lastName: string) {
    const registered = await client.post('/api/auth/register', {
      email: `${unique(emailPrefix)}@example.com`,
      password: 'Primitivo#2026',
      firstName,
      lastName,
      privacy: true,
    })
    expect(registered.status, registered.text).toBe(201)
    return registered
  }

  it("keeps a new customer's first delivery address on the account, and never overwrites a saved one", async () => {
    const nicola = t.browser(clientAt(61))
    await registerCustomer(nicola, 'primo.ordine', 'Nicola', 'Primordine')
    const before = await nicola.get('/api/account')
    expect(before.status).toBe(200)
    expect(before.body.user.shipping.address1).toBe('')

    const home = { ...JAPIGIA_HOME.shipping, firstName: 'Nicola', lastName: 'Primordine' }
    const first = await order(
      nicola,
      checkout({ shipping: home, delivery: { date: dates[dates.length - 3], slot: MOLISIA_SLOT } }),
    )
    expect(first.status, first.text).toBe(201)
    const saved = {
      firstName: 'Nicola',
      lastName: 'Primordine',
      address1: 'Via Peucetia, 22',
      city: 'Bari',
      postcode: '70126',
      province: 'BA',
      phone: '080 555 0102',
    }
    expect((await nicola.get('/api/account')).body.user.shipping).toMatchObject(saved)
    expect((await nicola.get('/api/auth/me')).body.user.shipping).toMatchObject(saved)

    // A later order elsewhere is that order's: the account keeps the address it has.
    const elsewhere = await order(
      nicola,
      checkout({
        shipping: { ...home, address1: 'Via Peucetia, 30', firstName: 'Anna' },
        delivery: { date: dates[dates.length - 3], slot: MOLISIA_SLOT },
      }),
    )
    expect(elsewhere.status, elsewhere.text).toBe(201)
    expect((await nicola.get('/api/account')).body.user.shipping).toMatchObject(saved)
  })

  it('saves one first address when 5 orders of a new customer save theirs at once', async () => {
    const anna = t.browser(clientAt(63))
    const registered = await registerCustomer(anna, 'cinque.ordini', 'Anna', 'Cinqueordini')
    const customerId = registered.body.user.id as number
    const update = t.deps.woo.updateCustomer
    let updates = 0
    t.deps.woo.updateCustomer = async (...args) => {
      updates++
      return update(...args)
    }
    try {
      // What placeOrder does once each order exists, for 5 orders placed at the same moment.
      const streets = [40, 41, 42, 43, 44].map((n) => `Via Peucetia, ${n}`)
      const saved = await Promise.all(
        streets.map((address1) =>
          rememberDeliveryAddress(t.deps, customerId, {
            ...JAPIGIA_HOME.shipping,
            address1,
            firstName: 'Anna',
            lastName: 'Cinqueordini',
          }),
        ),
      )
      expect(saved.filter(Boolean)).toHaveLength(1)
      expect(updates).toBe(1)
      const kept = (await anna.get('/api/account')).body.user.shipping.address1
      expect(kept).toBe(streets[saved.indexOf(true)])
    } finally {
      t.deps.woo.updateCustomer = update
    }
  })

  it('places the order even when the account cannot be updated', async () => {
    const nicola = t.browser(clientAt(62))
    await registerCustomer(nicola, 'senza.indirizzo', 'Nicola', 'Senzaindirizzo')
    const update = t.deps.woo.updateCustomer
    t.deps.woo.updateCustomer = async () => {
      throw new Error('WooCommerce is down for customers')
    }
    try {
      const reply = await order(
        nicola,
        checkout({ delivery: { date: dates[dates.length - 4], slot: MOLISIA_SLOT } }),
      )
      expect(reply.status, reply.text).toBe(201)
    } finally {
      t.deps.woo.updateCustomer = update
    }
    expect((await nicola.get('/api/account')).body.user.shipping.address1).toBe('')
  })
})

describe('reading orders', () => {
  it('lists and shows a customer only their own orders', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const reply = await order(
      giuseppe,
      checkout({ delivery: { date: dates[dates.length - 6], slot: MOLISIA_SLOT } }),
    )
    expect(reply.status, reply.text).toBe(201)
    const id = reply.body.id as number
    const customerId = await userId(giuseppe)

    const own = await giuseppe.get('/api/orders')
    expect(own.status).toBe(200)
    expect(own.body.page).toBe(1)
    expect(own.body.orders[0].id).toBe(id)
    expect(own.body.total).toBeGreaterThanOrEqual(1)
    const wooOwn = await t.deps.woo.listOrders({ customer: customerId, per_page: 1 })
    expect(own.body.total).toBe(wooOwn.total)
    expect((await giuseppe.get(`/api/orders/${id}`)).body.id).toBe(id)

    const maria = await t.loggedIn('customer', 0)
    const other = await maria.get(`/api/orders/${id}`)
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ error: { code: 'not_found', message: 'Ordine non trovato' } })
    expect((await maria.get(`/api/orders/${id}/payment`)).status).toBe(404)
    // Even with the order key: a customer's order is for that customer only.
    expect((await maria.get(`/api/orders/${id}?key=${reply.body.orderKey}`)).status).toBe(404)
    const list = await maria.get('/api/orders?page=1')
    expect(list.status).toBe(200)
    expect(list.body.orders.map((o: { id: number }) => o.id)).not.toContain(id)

    const anonymous = t.browser()
    const anonymousList = await anonymous.get('/api/orders')
    expect(anonymousList.status).toBe(401)
    expect(typeof anonymousList.body.error.message).toBe('string')
    expect((await anonymous.get(`/api/orders/${id}`)).status).toBe(404)
    expect((await giuseppe.get('/api/orders/abc')).status).toBe(400)
    expect((await giuseppe.get('/api/orders?page=0')).status).toBe(400)
  })
})

it('never answered with an unexpected error', () => {
  expect(t.logs.filter((line) => / ERROR /.test(line))).toEqual([])
})
