import { ORDER_META_KEYS } from '@shop/orders'
import { availableSlots, vehicleForSlot } from '@shop/slots'
import { type DeliveryZone, resolveZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BARI_STREETS } from './bari-streets'
import { phoneKey } from './create-person-maker'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { generateSeedData } from './generate-seed-data'
import { packLabel } from './product-svg'
import { SEED_ORDER_STATUSES, type SeedData } from './seed-data'

const NOW = new Date('2026-11-22T14:00:00Z')
const DAY_MS = 86_400_000
const zoneByName = new Map<string, DeliveryZone>(builtInZones().map((zone) => [zone.name, zone]))
const zoneOf = (name: string | null) => {
  const zone = name === null ? undefined : zoneByName.get(name)
  if (!zone) throw new Error(`no built-in zone named ${name}`)
  return zone
}
const meta = (order: SeedData['orders'][number], key: string) =>
  order.meta_data.find((m) => m.key === key)?.value
const romeDate = (instant: number) =>
  new Date(instant).toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' })
const romeClock = (instant: number) =>
  new Date(instant).toLocaleTimeString('en-GB', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  })
const TODAY = romeDate(NOW.getTime())

let data: SeedData
beforeAll(() => {
  data = generateSeedData({ seed: 7, now: NOW })
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('generateSeedData: determinism and options', () => {
  it('gives deep-equal data for the same seed and now, different customers for another seed', () => {
    expect(generateSeedData({ seed: 7, now: NOW })).toEqual(data)
    const other = generateSeedData({ seed: 8, now: NOW })
    expect(other.customers.map((c) => c.email)).not.toEqual(data.customers.map((c) => c.email))
    expect(other.orders).not.toEqual(data.orders)
  })

  it('never reads Math.random or the clock', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random was called')
    })
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now was called')
    })
    expect(() => generateSeedData({ now: NOW, customers: 200 })).not.toThrow()
  })

  it('keeps the products whatever the number of customers, and counts customers as asked', () => {
    const small = generateSeedData({ seed: 7, now: NOW, customers: 400 })
    expect(small.products).toEqual(data.products.map((p) => ({ ...p, total_sales: expect.any(Number) })))
    expect(small.customers.filter((c) => c.role === 'customer')).toHaveLength(400)
  })

  it('uses 2200 customers by default and refuses bad options with a clear message', () => {
    expect(data.customers.filter((c) => c.role === 'customer')).toHaveLength(2200)
    expect(() => generateSeedData({ now: new Date('nope') })).toThrow(/`now` must be a valid Date/)
    expect(() => generateSeedData({ now: NOW, customers: 10 })).toThrow(/at least 29/)
    expect(() => generateSeedData({ now: NOW, seed: Number.NaN })).toThrow(/finite number/)
  })
})

describe('categories', () => {
  it('has the four top categories with 3 to 5 subcategories each, parents first', () => {
    const tops = data.categories.filter((c) => c.parentSlug === null)
    expect(tops.map((c) => c.slug)).toEqual(['acqua', 'birra', 'bevande', 'vino'])
    for (const top of tops) {
      const children = data.categories.filter((c) => c.parentSlug === top.slug)
      expect(children.length).toBeGreaterThanOrEqual(3)
      expect(children.length).toBeLessThanOrEqual(5)
    }
    const seen = new Set<string>()
    for (const category of data.categories) {
      if (category.parentSlug !== null) expect(seen.has(category.parentSlug)).toBe(true)
      expect(seen.has(category.slug)).toBe(false)
      seen.add(category.slug)
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(category.description.length).toBeGreaterThan(20)
    }
  })
})

describe('products', () => {
  it('has at least 90 products with unique kebab-case slugs and unique skus', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(90)
    expect(new Set(data.products.map((p) => p.slug)).size).toBe(data.products.length)
    expect(new Set(data.products.map((p) => p.sku)).size).toBe(data.products.length)
    for (const product of data.products) expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('puts every product in an existing subcategory of one of the four top categories', () => {
    const parentOf = new Map(data.categories.map((c) => [c.slug, c.parentSlug]))
    const perTop = new Map<string, number>()
    for (const { categorySlugs, name } of data.products) {
      const [top, sub] = categorySlugs
      expect(['acqua', 'birra', 'bevande', 'vino'], name).toContain(top)
      expect(parentOf.get(sub), name).toBe(top)
      perTop.set(top, (perTop.get(top) ?? 0) + 1)
    }
    for (const count of perTop.values()) expect(count).toBeGreaterThanOrEqual(15)
  })

  it('prices in euro with 2 decimals, about 12 on sale below the regular price, about 8 featured', () => {
    const onSale = data.products.filter((p) => p.sale_price !== '')
    expect(onSale.length).toBeGreaterThanOrEqual(10)
    expect(onSale.length).toBeLessThanOrEqual(14)
    for (const product of data.products) {
      expect(product.regular_price).toMatch(/^\d+\.\d{2}$/)
      if (product.sale_price === '') continue
      expect(product.sale_price).toMatch(/^\d+\.\d{2}$/)
      expect(Number(product.sale_price)).toBeLessThan(Number(product.regular_price))
      expect(Number(product.sale_price)).toBeGreaterThan(0)
    }
    const featured = data.products.filter((p) => p.featured)
    expect(featured.length).toBeGreaterThanOrEqual(6)
    expect(featured.length).toBeLessThanOrEqual(10)
  })

  it('has realistic Italian prices', () => {
    const price = (name: RegExp) =>
      data.products.filter((p) => name.test(p.name)).map((p) => Number(p.regular_price))
    for (const value of price(/^Acqua .* 1,5 lt x 6$/)) {
      expect(value).toBeGreaterThanOrEqual(2)
      expect(value).toBeLessThanOrEqual(4.5)
    }
    const beerCrates = data.products
      .filter((p) => p.categorySlugs[0] === 'birra' && /33 ?cl x 24/.test(p.name))
      .map((p) => Number(p.regular_price))
      .sort((a, b) => a - b)
    expect(beerCrates.length).toBeGreaterThanOrEqual(10)
    expect(beerCrates[Math.floor(beerCrates.length / 2)]).toBeGreaterThanOrEqual(18)
    expect(beerCrates[Math.floor(beerCrates.length / 2)]).toBeLessThanOrEqual(30)
    for (const value of beerCrates) expect(value).toBeLessThanOrEqual(36)
    const wineBottles = data.products.filter(
      (p) => p.categorySlugs[0] === 'vino' && packLabel(p.name).count === null,
    )
    for (const bottle of wineBottles) {
      expect(Number(bottle.regular_price)).toBeGreaterThanOrEqual(6)
      expect(Number(bottle.regular_price)).toBeLessThanOrEqual(25)
    }
  })

  it('writes pack sizes and decimals the Italian way', () => {
    const multipacks = data.products.filter((p) => packLabel(p.name).count !== null)
    expect(multipacks.length).toBeGreaterThan(data.products.length / 2)
    for (const product of data.products) expect(product.name, product.name).not.toMatch(/\d\.\d/)
    expect(data.products.some((p) => p.name.includes('1,5 lt x 6'))).toBe(true)
  })

  it('has stock levels with a few products out of stock and a few running low', () => {
    const out = data.products.filter((p) => p.stock_quantity === 0)
    const low = data.products.filter((p) => p.stock_quantity > 0 && p.stock_quantity < 5)
    expect(out.length).toBeGreaterThanOrEqual(2)
    expect(out.length).toBeLessThanOrEqual(8)
    expect(low.length).toBeGreaterThanOrEqual(2)
    for (const product of data.products) {
      expect(product.manage_stock).toBe(true)
      expect(Number.isInteger(product.stock_quantity)).toBe(true)
      expect(product.stock_quantity).toBeGreaterThanOrEqual(0)
    }
  })

  it('has Italian descriptions, weights, creation dates before now and total sales', () => {
    for (const product of data.products) {
      expect(product.description.match(/<p>/g)?.length ?? 0, product.name).toBeGreaterThanOrEqual(3)
      expect(product.short_description).toMatch(
        /^<p>(Confezione|Cassa|Cartone|Bottiglia|Lattina|Brick) [^<]*da \d/,
      )
      expect(product.weight).toMatch(/^\d+\.\d$/)
      expect(Date.parse(product.date_created)).toBeLessThan(NOW.getTime())
      expect(Number.isInteger(product.total_sales)).toBe(true)
      expect(product.total_sales).toBeGreaterThanOrEqual(0)
    }
    const alcohol = data.products.filter(
      (p) => p.categorySlugs[0] === 'vino' || p.categorySlugs[0] === 'birra',
    )
    for (const product of alcohol) expect(product.description).toContain('maggiori di 18 anni')
  })
})

describe('customers', () => {
  const shoppers = () => data.customers.filter((c) => c.role === 'customer')

  it('starts with the demo accounts, in order, with their known passwords', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(5)
    DEMO_ACCOUNTS.forEach((account, index) => {
      const customer = data.customers[index]
      expect(customer).toMatchObject({
        email: account.email,
        username: account.username,
        password: account.password,
        role: account.role,
        first_name: account.first_name,
        last_name: account.last_name,
      })
      expect(account.password.length).toBeGreaterThanOrEqual(10)
    })
    expect(DEMO_ACCOUNTS.slice(0, 2).map((a) => [a.username, a.email, a.role])).toEqual([
      ['admin', 'admin@baribevande.it', 'administrator'],
      ['operatore', 'operatore@baribevande.it', 'shop_manager'],
    ])
    const demoCustomers = data.customers.slice(2, 5)
    expect(demoCustomers.every((c) => c.role === 'customer' && c.username === c.email)).toBe(true)
    expect(new Set(demoCustomers.map((c) => c.zoneName)).size).toBe(3)
  })

  it('has unique emails, usernames and phones; customers log in with their email', () => {
    const customers = data.customers
    expect(new Set(customers.map((c) => c.email)).size).toBe(customers.length)
    expect(new Set(customers.map((c) => c.username)).size).toBe(customers.length)
    const phones = shoppers().map((c) => phoneKey(c.billing.phone))
    expect(new Set(phones).size).toBe(phones.length)
    for (const customer of shoppers()) {
      expect(customer.username).toBe(customer.email)
      expect(customer.billing.email).toBe(customer.email)
      expect(customer.email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/)
      expect(customer.shipping.phone).toBe(customer.billing.phone)
    }
  })

  it('uses common Italian mail providers', () => {
    const domains = new Set(
      shoppers()
        .slice(3)
        .map((c) => c.email.split('@')[1]),
    )
    expect([...domains].sort()).toEqual([
      'alice.it',
      'gmail.com',
      'hotmail.it',
      'libero.it',
      'tiscali.it',
      'virgilio.it',
    ])
  })

  it('writes Italian mobile and Bari landline numbers in varied forms', () => {
    const shapes = new Set(shoppers().map((c) => c.billing.phone.replace(/\d/g, '9')))
    expect(shapes.size).toBeGreaterThanOrEqual(8)
    for (const customer of shoppers()) {
      expect(phoneKey(customer.billing.phone), customer.billing.phone).toMatch(/^(3\d{9}|080\d{7})$/)
    }
    const landlines = shoppers().filter((c) => phoneKey(c.billing.phone).startsWith('080'))
    expect(landlines.length).toBeGreaterThan(shoppers().length * 0.1)
    expect(landlines.length).toBeLessThan(shoppers().length * 0.4)
  })

  it('places every customer at a point inside their zone', () => {
    for (const customer of shoppers()) {
      expect(customer.coordinates, customer.email).not.toBeNull()
      const zone = resolveZone({ coordinates: customer.coordinates }, builtInZones(), {
        steps: ['coordinates'],
      })
      expect(zone?.name, customer.email).toBe(customer.zoneName)
    }
  })

  it('covers all 26 zones with at least 15 customers each, more where more people live', () => {
    const perZone = new Map<string, number>()
    for (const customer of shoppers())
      perZone.set(customer.zoneName ?? '', (perZone.get(customer.zoneName ?? '') ?? 0) + 1)
    expect(builtInZones()).toHaveLength(26)
    for (const zone of builtInZones())
      expect(perZone.get(zone.name) ?? 0, zone.name).toBeGreaterThanOrEqual(15)
    expect(perZone.get('Centro') ?? 0).toBeGreaterThan(3 * (perZone.get('Cellamare') ?? 0))
    expect(perZone.get('Modugno') ?? 0).toBeGreaterThan(perZone.get('Stanic') ?? 0)
  })

  it('gives Bari customers real streets of their zone, and everyone a postcode and city of the zone', () => {
    const streets = new Set(BARI_STREETS.map((s) => `${s.zone}|${s.name}`))
    for (const customer of shoppers()) {
      const zone = zoneOf(customer.zoneName)
      const { shipping, billing } = customer
      expect(shipping.postcode, customer.email).toMatch(/^\d{5}$/)
      expect(zone.postalCodes, customer.email).toContain(shipping.postcode)
      expect(zone.cities, customer.email).toContain(shipping.city)
      expect([shipping.state, shipping.country, billing.state, billing.country]).toEqual([
        'BA',
        'IT',
        'BA',
        'IT',
      ])
      const street = /^(.+), \d+(\/[A-Z])?$/.exec(shipping.address_1)?.[1]
      expect(street, shipping.address_1).toBeDefined()
      if (shipping.city === 'Bari')
        expect(streets.has(`${zone.name}|${street}`), shipping.address_1).toBe(true)
    }
  })

  it('has Italian names, some businesses and some address details', () => {
    const all = shoppers()
    expect(new Set(all.map((c) => c.first_name)).size).toBeGreaterThanOrEqual(100)
    expect(new Set(all.map((c) => c.last_name)).size).toBeGreaterThanOrEqual(200)
    for (const surname of ['Lorusso', 'Lovecchio', 'De Palma', 'Abbrescia', 'Laforgia']) {
      expect(
        all.some((c) => c.last_name === surname),
        surname,
      ).toBe(true)
    }
    const businesses = all.filter((c) => c.billing.company !== '')
    expect(businesses.length).toBeGreaterThan(all.length * 0.06)
    expect(businesses.length).toBeLessThan(all.length * 0.16)
    const industrial = all.filter((c) => c.zoneName === 'Zona Industriale Modugno-Sanpaolo')
    expect(industrial.every((c) => c.billing.company !== '')).toBe(true)
    const withDetails = all.filter((c) => c.shipping.address_2 !== '')
    expect(withDetails.length).toBeGreaterThan(all.length * 0.08)
    expect(new Set(all.map((c) => c.password)).size).toBeGreaterThan(all.length - 5)
    for (const customer of all) expect(customer.password.length).toBeGreaterThanOrEqual(10)
  })

  it('registered them over the last 3 years, in id order', () => {
    const from = NOW.getTime() - 3 * 366 * DAY_MS
    let previous = 0
    for (const customer of data.customers) {
      const created = Date.parse(customer.date_created)
      expect(created).toBeGreaterThan(from)
      expect(created).toBeLessThan(NOW.getTime())
      expect(created).toBeGreaterThanOrEqual(previous)
      previous = created
    }
    const lastYear = shoppers().filter((c) => Date.parse(c.date_created) > NOW.getTime() - 365 * DAY_MS)
    expect(lastYear.length).toBeGreaterThan(shoppers().length * 0.25)
  })
})

describe('orders', () => {
  it('has about 600 orders in every status, most of them completed', () => {
    expect(data.orders.length).toBeGreaterThanOrEqual(550)
    expect(data.orders.length).toBeLessThanOrEqual(650)
    const statuses = new Map<string, number>()
    for (const order of data.orders) statuses.set(order.status, (statuses.get(order.status) ?? 0) + 1)
    for (const status of SEED_ORDER_STATUSES) expect(statuses.get(status) ?? 0, status).toBeGreaterThan(0)
    expect(statuses.get('completed') ?? 0).toBeGreaterThan(data.orders.length * 0.6)
    expect(statuses.get('checkout-draft')).toBe(2)
  })

  it('covers every status for other seeds too', () => {
    for (const seed of [1, 2, 3]) {
      const statuses = new Set(
        generateSeedData({ seed, now: NOW, customers: 300 }).orders.map((o) => o.status),
      )
      expect([...statuses].sort()).toEqual([...SEED_ORDER_STATUSES].sort())
    }
  })

  it('is consistent for a weekday morning in summer time too', () => {
    const now = new Date('2026-06-10T08:30:00Z') // Wednesday, 10:30 in Rome
    const today = romeDate(now.getTime())
    const orders = generateSeedData({ seed: 11, now, customers: 300 }).orders
    expect(new Set(orders.map((o) => o.status)).size).toBe(SEED_ORDER_STATUSES.length)
    const deliveredToday = orders.filter((o) => meta(o, ORDER_META_KEYS.deliveryDate) === today)
    expect(deliveredToday.length).toBeGreaterThan(0)
    for (const order of deliveredToday) {
      const slot = meta(order, ORDER_META_KEYS.timeSlot) ?? ''
      const over = slot.slice(8) <= '10:30'
      expect(over ? ['completed', 'cancelled', 'refunded', 'failed'] : ['processing'], slot).toContain(
        order.status,
      )
    }
    for (const order of orders) {
      const date = meta(order, ORDER_META_KEYS.deliveryDate) ?? ''
      expect(new Date(`${date}T12:00:00Z`).getUTCDay()).not.toBe(0)
      expect(Date.parse(order.date_created)).toBeLessThan(now.getTime())
    }
  })

  it('orders existing products, 1 to 5 lines, and open orders only products in stock', () => {
    const products = new Map(data.products.map((p) => [p.sku, p]))
    for (const order of data.orders) {
      expect(order.line_items.length).toBeGreaterThanOrEqual(1)
      expect(order.line_items.length).toBeLessThanOrEqual(5)
      expect(new Set(order.line_items.map((l) => l.sku)).size).toBe(order.line_items.length)
      for (const line of order.line_items) {
        const product = products.get(line.sku)
        expect(product, line.sku).toBeDefined()
        expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 24).toBe(true)
        if (['pending', 'processing', 'on-hold', 'checkout-draft'].includes(order.status))
          expect(product?.stock_quantity).toBeGreaterThan(0)
        expect(Date.parse(product?.date_created ?? '')).toBeLessThan(Date.parse(order.date_created) + DAY_MS)
      }
    }
  })

  it('spans the last 120 days, sorted, with deliveries booked for the next days', () => {
    const times = data.orders.map((o) => Date.parse(o.date_created))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 121 * DAY_MS)
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 100 * DAY_MS)
    expect(Math.max(...times)).toBeLessThan(NOW.getTime())
    const future = data.orders.filter((o) => (meta(o, ORDER_META_KEYS.deliveryDate) ?? '') > TODAY)
    expect(future.length).toBeGreaterThanOrEqual(20)
    for (const order of data.orders) {
      const delivery = meta(order, ORDER_META_KEYS.deliveryDate) ?? ''
      expect(delivery > romeDate(Date.parse(order.date_created))).toBe(true)
      if (['pending', 'on-hold', 'checkout-draft'].includes(order.status)) expect(delivery > TODAY).toBe(true)
      if (order.status === 'completed' || order.status === 'failed' || order.status === 'refunded')
        expect(delivery <= TODAY).toBe(true)
    }
  })

  it('delivers on working days only, in an available slot of the zone, with the slot vehicle', () => {
    for (const order of data.orders) {
      const date = meta(order, ORDER_META_KEYS.deliveryDate) ?? ''
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${date}T12:00:00Z`).getUTCDay(), date).not.toBe(0)
      const zone = zoneOf(meta(order, ORDER_META_KEYS.zone) ?? null)
      const slot = meta(order, ORDER_META_KEYS.timeSlot) ?? ''
      expect(availableSlots(zone)).toContain(slot)
      expect(meta(order, ORDER_META_KEYS.ordddTimeSlot)).toBe(slot)
      expect(meta(order, ORDER_META_KEYS.vehicle)).toBe(vehicleForSlot(zone, slot))
      const stamp = Number(meta(order, ORDER_META_KEYS.ordddTimestamp)) * 1000
      expect(romeDate(stamp)).toBe(date)
      expect(romeClock(stamp)).toBe('00:00')
    }
  })

  it('ships to the buyer: the zone of the customer, or of the guest address', () => {
    const customers = new Map(data.customers.map((c) => [c.email, c]))
    let guests = 0
    for (const order of data.orders) {
      expect(order.shipping.country).toBe('IT')
      expect(zoneOf(meta(order, ORDER_META_KEYS.zone) ?? null).postalCodes).toContain(order.shipping.postcode)
      if (order.customerEmail === null) {
        guests++
        expect(customers.has(order.billing.email)).toBe(false)
        continue
      }
      const customer = customers.get(order.customerEmail)
      expect(customer?.role).toBe('customer')
      expect(meta(order, ORDER_META_KEYS.zone)).toBe(customer?.zoneName)
      expect(order.shipping.address_1).toBe(customer?.shipping.address_1)
      expect(Date.parse(order.date_created)).toBeGreaterThan(Date.parse(customer?.date_created ?? ''))
    }
    expect(guests).toBeGreaterThan(data.orders.length * 0.04)
    expect(guests).toBeLessThan(data.orders.length * 0.2)
  })

  it('pays with the shop gateways and Italian titles; cash on delivery only in older orders', () => {
    const titles: Record<string, string> = {
      bacs: 'Bonifico bancario',
      stripe: 'Carta di credito o debito',
      'ppcp-gateway': 'PayPal',
      cod: 'Pagamento alla consegna',
      '': '',
    }
    const methods = new Set<string>()
    for (const order of data.orders) {
      methods.add(order.payment_method)
      expect(order.payment_method_title).toBe(titles[order.payment_method])
      if (order.payment_method === 'cod')
        expect(Date.parse(order.date_created)).toBeLessThan(NOW.getTime() - 59 * DAY_MS)
      if (order.status === 'checkout-draft') expect(order.payment_method).toBe('')
      if (order.status === 'on-hold') expect(order.payment_method).toBe('bacs')
      expect(order.set_paid).toBe(['completed', 'processing', 'refunded'].includes(order.status))
    }
    expect([...methods].sort()).toEqual(['', 'bacs', 'cod', 'ppcp-gateway', 'stripe'])
  })

  it('gives each demo customer an order history with a delivery to come', () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'customer')) {
      const orders = data.orders.filter((o) => o.customerEmail === account.email)
      expect(orders.length).toBeGreaterThanOrEqual(5)
      expect(orders.some((o) => o.status === 'completed')).toBe(true)
      expect(orders.some((o) => (meta(o, ORDER_META_KEYS.deliveryDate) ?? '') > TODAY)).toBe(true)
    }
  })

  it('counts what the orders sold in the products total_sales', () => {
    const sold = new Map<string, number>()
    for (const order of data.orders) {
      if (!['completed', 'processing', 'on-hold'].includes(order.status)) continue
      for (const line of order.line_items) sold.set(line.sku, (sold.get(line.sku) ?? 0) + line.quantity)
    }
    for (const product of data.products)
      expect(product.total_sales).toBeGreaterThanOrEqual(sold.get(product.sku) ?? 0)
    expect(data.products.filter((p) => p.total_sales > 0).length).toBeGreaterThan(data.products.length * 0.8)
  })
})
