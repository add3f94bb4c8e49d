/**
 * The address book (issue 27) over HTTP, on the WooCommerce emulator: a customer's addresses with a
 * name, one default copied to their WooCommerce shipping address, each checked against the zones
 * when saved; only the session's own book; the cap and the default under parallel requests; and the
 * checkout's 'Salva questo indirizzo nella rubrica'.
 */
import { randomUUID } from 'node:crypto'
import { TIME_SLOTS } from '@shop/slots'
import type { Product } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_BOOK_MESSAGES } from '../src/accounts/address-book'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, clientAt, JAPIGIA_HOME, startApi, type TestApi, unique } from './harness'

let t: TestApi
let dates: string[]
let products: Product[]
let clients = 100

const HOME = { ...JAPIGIA_HOME.shipping }
const POINT = { ...JAPIGIA_HOME.coordinates }
/** An address in Japigia (the demo customer's street), number `n`, at the street's point. */
const japigia = (label: string, n: number) => ({
  label,
  address: { ...HOME, address1: `Via Peucetia, ${n}` },
  coordinates: POINT,
})
const MILANO = {
  firstName: 'Anna',
  lastName: 'Lontano',
  address1: 'Via Torino, 5',
  city: 'Milano',
  postcode: '20123',
  province: 'MI',
  phone: '333 123 4567',
}

/** A new customer, registered and signed in from an address of their own (registrations are limited per address). */
async function newCustomer(name: string): Promise<{ browser: Browser; id: number }> {
  const browser = t.browser(clientAt(clients++))
  const registered = await browser.post('/api/auth/register', {
    email: `${unique(name)}@example.com`,
    password: 'Primitivo#2026',
    firstName: 'Anna',
    lastName: name,
    privacy: true,
  })
  expect(registered.status, registered.text).toBe(201)
  return { browser, id: registered.body.user.id as number }
}

/** The customer's WooCommerce shipping address, as the store keeps it. */
async function wooShipping(id: number): Promise<Record<string, string>> {
  const customer = await t.wooRest<{ shipping: Record<string, string> }>('GET', `/customers/${id}`)
  return customer.shipping
}

const book = async (browser: Browser) => {
  const reply = await browser.get('/api/account/addresses')
  expect(reply.status, reply.text).toBe(200)
  return reply.body as {
    addresses: {
      id: number
      label: string
      isDefault: boolean
      address: Record<string, string>
      zone: unknown
    }[]
    max: number
  }
}

const add = (browser: Browser, body: unknown) => browser.post('/api/account/addresses', body)

function checkout(overrides: Record<string, unknown> = {}) {
  return {
    items: [{ productId: (products[0] as Product).id, quantity: 1 }],
    ...JAPIGIA_HOME,
    delivery: { date: dates[dates.length - 1], slot: '10:00 - 11:00' },
    paymentMethod: 'bacs',
    ...overrides,
  }
}

const order = (browser: Browser, body: unknown) =>
  browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': `test-${randomUUID()}` } })

beforeAll(async () => {
  t = await startApi()
  dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  const page = await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 50, status: 'publish' })
  products = page.items.filter(
    (p) =>
      p.purchasable !== false && p.type === 'simple' && (!p.manage_stock || (p.stock_quantity ?? 0) >= 50),
  )
  await t.control('/timeslots', 'DELETE')
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
})

afterAll(async () => {
  await t?.stop()
})

describe('the address book', () => {
  it('is for a signed-in customer only: 401 for a guest, 403 for staff', async () => {
    const guest = t.browser()
    for (const [method, path] of [
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['PUT', '/api/account/addresses/1'],
      ['DELETE', '/api/account/addresses/1'],
      ['POST', '/api/account/addresses/1/default'],
    ] as const) {
      const reply = await guest.request(method, path, method === 'GET' ? {} : { body: japigia('Casa', 1) })
      expect(reply.status, `${method} ${path}`).toBe(401)
    }
    const staff = await t.loggedIn('shop_manager')
    const refused = await staff.get('/api/account/addresses')
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe(ADDRESS_BOOK_MESSAGES.staff)
  })

  it('adds, edits, chooses the default and removes, with the default on the WooCommerce account', async () => {
    const { browser, id } = await newCustomer('Rubrica')
    expect(await book(browser)).toEqual({ addresses: [], max: 10 })

    const casa = await add(browser, japigia('Casa', 22))
    expect(casa.status, casa.text).toBe(201)
    expect(casa.body.address).toMatchObject({
      label: 'Casa',
      isDefault: true,
      zone: { id: expect.any(String), name: 'Japigia' },
      coordinates: POINT,
    })
    expect(await wooShipping(id)).toMatchObject({
      address_1: 'Via Peucetia, 22',
      postcode: '70126',
      state: 'BA',
    })

    // Typed without a suggestion: the server finds the street's point and its zone.
    const { coordinates: _, ...typed } = japigia('Ufficio', 30)
    const ufficio = await add(browser, typed)
    expect(ufficio.status, ufficio.text).toBe(201)
    expect(ufficio.body.address).toMatchObject({
      label: 'Ufficio',
      isDefault: false,
      zone: { name: 'Japigia' },
    })
    expect(ufficio.body.address.coordinates).not.toBeNull()
    // The same address again is the one the book holds.
    const again = await add(browser, japigia('Ufficio bis', 30))
    expect(again.status).toBe(200)
    expect(again.body.addresses).toHaveLength(2)
    expect(await wooShipping(id)).toMatchObject({ address_1: 'Via Peucetia, 22' })

    const chosen = await browser.post(`/api/account/addresses/${ufficio.body.address.id}/default`)
    expect(chosen.status, chosen.text).toBe(200)
    expect(
      chosen.body.addresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault]),
    ).toEqual([
      ['Casa', false],
      ['Ufficio', true],
    ])
    expect(await wooShipping(id)).toMatchObject({ address_1: 'Via Peucetia, 30' })

    const edited = await browser.put(`/api/account/addresses/${ufficio.body.address.id}`, {
      ...japigia('Bar', 31),
      address: { ...japigia('Bar', 31).address, company: 'Bar Peucetia', address2: 'Piano terra' },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.address).toMatchObject({ label: 'Bar', isDefault: true })
    expect(await wooShipping(id)).toMatchObject({
      address_1: 'Via Peucetia, 31',
      company: 'Bar Peucetia',
      address_2: 'Piano terra',
    })

    // The default goes: the oldest left takes its place, on the account too; the last one leaves it blank.
    const removed = await browser.request('DELETE', `/api/account/addresses/${ufficio.body.address.id}`)
    expect(removed.status, removed.text).toBe(200)
    expect(removed.body.addresses).toEqual([expect.objectContaining({ label: 'Casa', isDefault: true })])
    expect(await wooShipping(id)).toMatchObject({ address_1: 'Via Peucetia, 22' })
    await browser.request('DELETE', `/api/account/addresses/${casa.body.address.id}`)
    expect((await book(browser)).addresses).toEqual([])
    expect((await wooShipping(id)).address_1).toBe('')
    // An account's earlier delivery address was taken in: a removed one does not come back.
    expect((await book(browser)).addresses).toEqual([])
  })

  it('refuses an address outside every zone, or a bad form, with an Italian message, and saves nothing', async () => {
    const { browser } = await newCustomer('Fuorizona')
    await add(browser, japigia('Casa', 22))
    const watch = t.stores.watchData()
    const typed = await add(browser, { label: 'Milano', address: MILANO })
    expect(typed.status, typed.text).toBe(422)
    expect(typed.body.error.code).toBe('outside_zones')
    expect(typed.body.error.message).toContain('Milano')
    expect(typed.body.error.data.map).toBe('/zone-map')
    const placed = await add(browser, {
      label: 'Milano',
      address: MILANO,
      coordinates: { lat: 45.46, lng: 9.18 },
    })
    expect(placed.status, placed.text).toBe(422)
    // A point in Bari with a Milan address: the point and the address disagree.
    const mixed = await add(browser, { label: 'Misto', address: MILANO, coordinates: POINT })
    expect(mixed.status, mixed.text).toBe(422)
    const form = await add(browser, { label: ' ', address: { ...HOME, postcode: '7012' } })
    expect(form.status).toBe(400)
    expect(form.body.error.fields).toEqual({
      label: 'Dai un nome all’indirizzo, per esempio Casa, Ufficio o Bar',
      'address.postcode': 'Il CAP ha 5 cifre, per esempio 70121',
    })
    for (const junk of [
      null,
      [],
      'Casa',
      { label: 'Casa', address: 'Via Peucetia' },
      { label: 7, address: {} },
    ]) {
      const reply = await add(browser, junk)
      expect(reply.status, JSON.stringify(junk)).toBe(400)
      expect(reply.body.error.message).toMatch(/[a-zà-ù]/)
    }
    const broken = await browser.request('POST', '/api/account/addresses', {
      raw: '{"label": "Casa", ',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(broken.body.error.message).toMatch(/[a-zà-ù]/)
    for (const path of ['/api/account/addresses/123456789012345678901', '/api/account/addresses/-1'])
      expect((await browser.put(path, japigia('Casa', 1))).status).toBe(404)
    const id = (await book(browser)).addresses[0]?.id
    const edit = await browser.put(`/api/account/addresses/${id}`, { label: 'Casa', address: MILANO })
    expect(edit.status).toBe(422)
    expect(watch()).toEqual([])
    expect((await book(browser)).addresses).toEqual([expect.objectContaining({ label: 'Casa' })])
  })

  it('keeps another customer’s addresses out of reach: 404, and nothing changes', async () => {
    const anna = await newCustomer('Anna')
    const bruno = await newCustomer('Bruno')
    const annas = (await add(anna.browser, japigia('Casa', 40))).body.address.id as number
    await add(bruno.browser, japigia('Casa', 41))
    const watch = t.stores.watchData()
    for (const reply of [
      await bruno.browser.put(`/api/account/addresses/${annas}`, japigia('Mia', 42)),
      await bruno.browser.request('DELETE', `/api/account/addresses/${annas}`),
      await bruno.browser.post(`/api/account/addresses/${annas}/default`),
      await bruno.browser.post('/api/account/addresses/99999999/default'),
      await bruno.browser.request('DELETE', '/api/account/addresses/abc'),
    ]) {
      expect(reply.status, reply.text).toBe(404)
      expect(reply.body.error).toEqual({ code: 'address_not_found', message: ADDRESS_BOOK_MESSAGES.notFound })
    }
    expect(watch()).toEqual([])
    expect((await book(anna.browser)).addresses.map((a) => a.label)).toEqual(['Casa'])
    expect((await book(bruno.browser)).addresses.map((a) => a.address.address1)).toEqual(['Via Peucetia, 41'])
  })

  it('holds 10 addresses at most, also when 8 are added at once, and keeps one default of 8 chosen at once', async () => {
    const { browser, id } = await newCustomer('Bar')
    for (let n = 1; n <= 7; n++) expect((await add(browser, japigia(`Bar ${n}`, n))).status).toBe(201)
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(browser, japigia(`Nuovo ${i}`, 50 + i))),
    )
    expect(adds.filter((reply) => reply.status === 201)).toHaveLength(3)
    for (const refused of adds.filter((reply) => reply.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.error).toEqual({ code: 'address_book_full', message: ADDRESS_BOOK_MESSAGES.full })
    }
    const full = await book(browser)
    expect(full.addresses).toHaveLength(10)
    expect((await add(browser, japigia('Undicesimo', 99))).status).toBe(409)

    const chosen = full.addresses.slice(1, 9)
    const replies = await Promise.all(
      chosen.map((a) => browser.post(`/api/account/addresses/${a.id}/default`)),
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200))
    const after = await book(browser)
    const defaults = after.addresses.filter((a) => a.isDefault)
    expect(defaults).toHaveLength(1)
    expect(await wooShipping(id)).toMatchObject({ address_1: defaults[0]?.address.address1 })
  })
})

describe('the checkout and the address book', () => {
  it('puts a first order’s address in the book as the default, and another only when the customer asks', async () => {
    const { browser, id } = await newCustomer('Checkout')
    const first = await order(browser, checkout())
    expect(first.status, first.text).toBe(201)
    expect((await book(browser)).addresses).toEqual([
      expect.objectContaining({
        label: 'Casa',
        isDefault: true,
        address: expect.objectContaining({ address1: 'Via Peucetia, 22' }),
      }),
    ])
    expect(await wooShipping(id)).toMatchObject({ address_1: 'Via Peucetia, 22' })

    // Elsewhere without the box ticked: the order's address only.
    const elsewhere = { ...HOME, address1: 'Via Peucetia, 60' }
    const notSaved = await order(browser, checkout({ shipping: elsewhere }))
    expect(notSaved.status, notSaved.text).toBe(201)
    expect((await book(browser)).addresses).toHaveLength(1)

    // Ticked, with a name: kept, not the default; WooCommerce keeps the default.
    const saved = await order(browser, checkout({ shipping: elsewhere, saveAddress: { label: 'Ufficio' } }))
    expect(saved.status, saved.text).toBe(201)
    const after = await book(browser)
    expect(after.addresses.map((a) => [a.label, a.isDefault, a.address.address1])).toEqual([
      ['Casa', true, 'Via Peucetia, 22'],
      ['Ufficio', false, 'Via Peucetia, 60'],
    ])
    expect(await wooShipping(id)).toMatchObject({ address_1: 'Via Peucetia, 22' })
    // The same address ticked again is not kept twice; without a name it is named by its street.
    await order(browser, checkout({ shipping: elsewhere, saveAddress: {} }))
    const third = { ...HOME, address1: 'Via Peucetia, 61' }
    await order(browser, checkout({ shipping: third, saveAddress: {} }))
    expect((await book(browser)).addresses.map((a) => a.label)).toEqual([
      'Casa',
      'Ufficio',
      'Via Peucetia, 61',
    ])
  })

  it('places the order when its address cannot be saved, and a guest’s ticked box saves nothing', async () => {
    const { browser } = await newCustomer('Pieno')
    for (let n = 1; n <= 10; n++) await add(browser, japigia(`Sede ${n}`, n))
    const reply = await order(
      browser,
      checkout({ shipping: { ...HOME, address1: 'Via Peucetia, 70' }, saveAddress: {} }),
    )
    expect(reply.status, reply.text).toBe(201)
    expect((await book(browser)).addresses).toHaveLength(10)

    const before = await t.stores.database.prepare('SELECT COUNT(*) AS n FROM address_book').get()
    const guest = t.browser(clientAt(clients++))
    const guestOrder = await order(
      guest,
      checkout({
        saveAddress: { label: 'Casa' },
        guest: {
          firstName: 'Ospite',
          lastName: 'Senza',
          email: `${unique('ospite')}@example.com`,
          phone: '333 765 4321',
        },
      }),
    )
    expect(guestOrder.status, guestOrder.text).toBe(201)
    expect(await t.stores.database.prepare('SELECT COUNT(*) AS n FROM address_book').get()).toEqual(before)
  })

  it('takes an account’s earlier WooCommerce delivery address in as the book’s first', async () => {
    const { browser, id } = await newCustomer('Storico')
    await t.wooRest('PUT', `/customers/${id}`, {
      shipping: {
        first_name: 'Anna',
        last_name: 'Storico',
        address_1: 'Via Peucetia, 80',
        city: 'Bari',
        postcode: '70126',
        state: 'BA',
        country: 'IT',
        phone: '080 555 0102',
      },
    })
    expect((await book(browser)).addresses).toEqual([
      expect.objectContaining({
        label: 'Casa',
        isDefault: true,
        zone: expect.objectContaining({ name: 'Japigia' }),
      }),
    ])
    // Its first order elsewhere leaves it the default.
    const reply = await order(browser, checkout({ shipping: { ...HOME, address1: 'Via Peucetia, 81' } }))
    expect(reply.status, reply.text).toBe(201)
    expect((await book(browser)).addresses.map((a) => a.address.address1)).toEqual(['Via Peucetia, 80'])
    expect(await wooShipping(id)).toMatchObject({ address_1: 'Via Peucetia, 80' })
  })
})
