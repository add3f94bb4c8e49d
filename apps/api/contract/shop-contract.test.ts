/**
 * The shop's own journeys against a WooCommerce store: a real one (WOO_CONTRACT_URL,
 * WOO_CONSUMER_KEY, WOO_CONSUMER_SECRET, WOO_MANAGER_USERNAME, WOO_MANAGER_PASSWORD: `pnpm --filter
 * @shop/api contract`) or, without WOO_CONTRACT_URL, the emulator (what `pnpm test` and CI run).
 * This API server runs in-process over real HTTP on that store, its mail through the durable queue
 * to an SMTP server on 127.0.0.1 (contract-shop.ts). Each journey places its orders as the
 * storefront does (POST /api/orders), reads them back from WooCommerce's REST API, and checks what
 * the customer and the store end up with: a guest bank transfer with VAT and the zone's delivery
 * fee; cash on delivery; a status changed in WooCommerce's back office, which the order watch must
 * mail once; a van leaving with the 'In consegna' status of the shop's mu-plugin.
 *
 * Products, zone, dates and slots are the ones the store and the shop's calendar offer. Every order
 * is a guest's, with an e-mail and a note carrying the run's prefix (shop-api-contract-<run>); all of
 * them are cancelled (WooCommerce gives their stock back) and deleted afterwards, also when a check
 * fails, and the run fails naming anything it could not remove.
 */
import { randomUUID } from 'node:crypto'
import { formatEuro } from '@shop/catalog'
import { ordddTimestamp } from '@shop/orders'
import { formatIban } from '@shop/payments'
import { orderSchema } from '@shop/woo-client'
import type { DeliveryZone } from '@shop/zones'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createOrderWatch, ORDER_WATCH_MARK, ORDER_WATCH_SETTLE_MS } from '../src/orders/order-watch'
import { fatturaPaErrors } from '../test/fattura-pa-xsd'
import { type Browser, moveToRomeTime } from '../test/harness'
import { CONTRACT_BANK, type ContractShop, openContractShop } from './contract-shop'

const RUN = `shop-api-contract-${randomUUID().slice(0, 8)}`

/** A 1×1 PNG: the driver's signature. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

let shop: ContractShop
/** Every order the run made (WooCommerce ids), removed afterwards. */
const created: number[] = []
/** The stock of each product the run ordered, as it was before the run's first order of it. */
const stockBefore = new Map<number, number | null>()
/** Put back afterwards: cash on delivery, when the store had it off (the emulator's default). */
let codWasOff = false

/** A WooCommerce amount ('1.48', 1.48) in cents. */
const cents = (amount: unknown) => Math.round(Number(amount ?? 0) * 100)

interface StoreProduct {
  id: number
  name: string
  price: number
  stockQuantity: number | null
}
interface Item {
  product: StoreProduct
  quantity: number
}
interface Delivery {
  date: string
  slot: string
}

let zone: DeliveryZone
let products: StoreProduct[] = []
let firstDate: Delivery

/** An order as WooCommerce's REST API gives it (woo-client's schema), with the VAT figures the journeys check. */
const storeOrderSchema = orderSchema.extend({
  shipping_tax: z.string(),
  tax_lines: z.array(
    z.looseObject({ rate_percent: z.number(), tax_total: z.string(), shipping_tax_total: z.string() }),
  ),
})

async function storeOrder(id: number) {
  const reply = await shop.woo('GET', `orders/${id}`)
  expect(reply.status, reply.text.slice(0, 300)).toBe(200)
  return storeOrderSchema.parse(reply.body)
}

/**
 * Items whose subtotal (the shelf's prices, VAT included) lies between the zone's minimum order
 * and its free-delivery threshold, so that the delivery fee applies: two different products (the
 * `pick`-th pair that fits), one of each, then more of the cheaper up to the minimum.
 */
function basket(pick: number): Item[] {
  const minimum = zone.minimumOrderCents ?? 0
  const freeFrom = zone.freeDeliveryFromCents ?? Number.POSITIVE_INFINITY
  const fits: Item[][] = []
  for (const [i, a] of products.entries()) {
    for (const b of products.slice(i + 1)) {
      const [cheap, dear] = a.price <= b.price ? [a, b] : [b, a]
      const cheapCents = cents(cheap.price)
      const more = Math.max(0, Math.ceil((minimum - cheapCents - cents(dear.price)) / cheapCents))
      const items = [
        { product: cheap, quantity: 1 + more },
        { product: dear, quantity: 1 },
      ]
      const enough = items.every(
        ({ product, quantity }) => product.stockQuantity === null || product.stockQuantity >= quantity + 5,
      )
      if (enough && subtotal(items) >= minimum && subtotal(items) < freeFrom) fits.push(items)
    }
  }
  const items = fits[pick % Math.max(fits.length, 1)]
  expect(
    items,
    `no two products of the store make an order between the zone's minimum and free delivery`,
  ).toBeDefined()
  return items as Item[]
}

const subtotal = (items: readonly Item[]) =>
  items.reduce((sum, { product, quantity }) => sum + cents(product.price) * quantity, 0)

let placed = 0
/** A guest's checkout through POST /api/orders (the storefront's request), at the zone's center. */
async function checkout(
  paymentMethod: string,
  items: Item[],
  delivery: Delivery,
  extra: Record<string, unknown> = {},
) {
  const email = `${RUN}.${++placed}@example.com`
  for (const { product } of items) {
    if (stockBefore.has(product.id)) continue
    const reply = await shop.woo('GET', `products/${product.id}`)
    stockBefore.set(product.id, reply.body.manage_stock ? reply.body.stock_quantity : null)
  }
  const reply = await shop.server.browser().request('POST', '/api/orders', {
    body: {
      items: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
      shipping: {
        firstName: 'Contratto',
        lastName: RUN,
        address1: 'Via del Contratto, 1',
        city: zone.cities[0],
        postcode: zone.postalCodes[0],
        province: zone.provinces[0],
        phone: '080 555 0102',
      },
      coordinates: zone.polygon.center,
      delivery,
      paymentMethod,
      note: RUN,
      guest: { firstName: 'Contratto', lastName: RUN, email, phone: '333 123 4567' },
      // The store's products may be beer or wine: the buyer declares being of age (issue 26).
      ageDeclared: true,
      ...extra,
    },
    headers: { 'Idempotency-Key': `${RUN}-${placed}` },
  })
  if (reply.status === 201) created.push(reply.body.id)
  expect(reply.status, reply.text).toBe(201)
  return { answer: reply.body, email }
}

/** The calendar's dates for the zone, and the first bookable slot of a date. */
async function calendar(): Promise<string[]> {
  const reply = await shop.server.browser().get(`/api/delivery/calendar?zoneId=${zone.id}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.dates.map((d: { date: string }) => d.date)
}
async function bookable(date: string): Promise<Delivery | null> {
  const reply = await shop.server.browser().get(`/api/delivery/slots?zoneId=${zone.id}&date=${date}`)
  expect(reply.status, reply.text).toBe(200)
  const slot = reply.body.slots.find((s: { bookable: boolean }) => s.bookable)
  return slot ? { date, slot: slot.slot } : null
}

async function operator(): Promise<Browser> {
  const browser = shop.server.browser()
  const reply = await browser.post('/api/auth/login', {
    login: shop.operator.username,
    password: shop.operator.password,
  })
  expect(reply.status, reply.text).toBe(200)
  return browser
}

const text = (mail: { text?: string } | undefined) => mail?.text ?? ''
const html = (mail: { html?: string | false } | undefined) =>
  typeof mail?.html === 'string' ? mail.html : ''

beforeAll(async () => {
  shop = await openContractShop(process.env)
  // Cash on delivery must be on for journey 2 (the real store has it; the emulator leaves it off).
  const cod = await shop.woo('GET', 'payment_gateways/cod')
  expect(cod.status, cod.text.slice(0, 300)).toBe(200)
  if (!cod.body.enabled) {
    const on = await shop.woo('PUT', 'payment_gateways/cod', { enabled: true })
    expect(on.status, on.text.slice(0, 300)).toBe(200)
    codWasOff = true
  }
  // A zone in force that charges a delivery fee, whose center the shop places inside it.
  const charging = shop.server.deps.zones
    .current()
    .zones.filter((z) => (z.deliveryFeeCents ?? 0) > 0 && z.cities.length > 0 && z.postalCodes.length > 0)
  for (const candidate of charging) {
    const reply = await shop.server.browser().post('/api/zones/resolve', {
      address: {
        coordinates: candidate.polygon.center,
        postalCode: candidate.postalCodes[0],
        city: candidate.cities[0],
        province: candidate.provinces[0] ?? '',
      },
    })
    if (reply.body.status === 'inside' && reply.body.zone?.id === candidate.id) {
      zone = candidate
      break
    }
  }
  expect(zone, 'a zone with a delivery fee whose center resolves to it').toBeDefined()
  // What the storefront offers: published, in stock, with a price and stock to spare.
  for (let page = 1; page <= 4; page++) {
    const reply = await shop.server.browser().get(`/api/products?sort=price-asc&perPage=48&page=${page}`)
    expect(reply.status, reply.text).toBe(200)
    for (const p of reply.body.products as (StoreProduct & { purchasable: boolean; stockStatus: string })[]) {
      if (p.purchasable && p.stockStatus === 'instock' && p.price > 0 && (p.stockQuantity ?? 10) >= 10)
        products.push({ id: p.id, name: p.name, price: p.price, stockQuantity: p.stockQuantity })
    }
    if (page >= reply.body.totalPages) break
  }
  // The store's own catalogue first, oldest products first: what other runs make and remove comes after it.
  products = products.sort((a, b) => a.id - b.id).slice(0, 30)
  const dates = await calendar()
  for (const date of dates) {
    const offered = await bookable(date)
    if (offered) {
      firstDate = offered
      break
    }
  }
  expect(firstDate, `a bookable slot in the calendar of ${zone.name}`).toBeDefined()
}, 300_000)

/** Cancels (WooCommerce gives the stock back) and deletes every order of the run; a leftover fails the run. */
afterAll(async () => {
  if (!shop) return
  const leftovers: string[] = []
  try {
    for (const id of created) {
      const cancelled = await shop.woo('PUT', `orders/${id}`, { status: 'cancelled' }).catch(() => null)
      if (cancelled?.status !== 200) leftovers.push(`order ${id} not cancelled (${cancelled?.status})`)
      const removed = await shop.woo('DELETE', `orders/${id}?force=true`).catch(() => null)
      if (removed?.status !== 200 && removed?.status !== 404)
        leftovers.push(`order ${id} (${removed?.status ?? 'no answer'})`)
    }
    if (codWasOff) {
      const off = await shop.woo('PUT', 'payment_gateways/cod', { enabled: false }).catch(() => null)
      if (off?.status !== 200) leftovers.push('cash on delivery left enabled')
    }
    for (const [id, before] of stockBefore) {
      const after = await shop.woo('GET', `products/${id}`).catch(() => null)
      const now = after?.body?.manage_stock ? after.body.stock_quantity : null
      if (now !== before)
        leftovers.push(
          `stock of product ${id}: ${before} before, ${now} after (or someone else ordered it meanwhile)`,
        )
    }
  } finally {
    await shop.stop()
  }
  console.info(
    `shop contract (${shop.name}): made and removed ${created.length} orders named ${RUN}, zone ${zone?.name}, products ${[...stockBefore.keys()].join(', ')}`,
  )
  if (leftovers.length > 0) throw new Error(`shop contract: ${leftovers.join('; ')} (prefix ${RUN})`)
}, 300_000)

describe(`the shop's journeys on the store`, () => {
  it('a guest bank transfer with VAT and the delivery fee: the store charges the shelf prices plus the fee shown, the answer and the mail say the same, with the IBAN', async () => {
    const items = basket(0)
    const fee = zone.deliveryFeeCents ?? 0
    const { answer, email } = await checkout('bacs', items, firstDate)
    const order = await storeOrder(answer.id)
    const lines = order.line_items ?? []

    // What the store charges: every line its shelf price, the fee as shown, to the cent.
    expect(order.status).toBe('on-hold')
    expect(order.prices_include_tax).toBe(true)
    expect(cents(order.total)).toBe(subtotal(items) + fee)
    for (const { product, quantity } of items) {
      const line = lines.find((l) => l.product_id === product.id)
      expect(line?.quantity).toBe(quantity)
      const gross = cents(product.price) * quantity
      expect(cents(line?.total) + cents(line?.total_tax)).toBe(gross)
    }
    expect(order.shipping_lines).toHaveLength(1)
    const [shipping] = order.shipping_lines ?? []
    expect(shipping).toMatchObject({ method_id: 'flat_rate', method_title: 'Consegna a domicilio' })
    expect(cents(shipping?.total) + cents(shipping?.total_tax)).toBe(fee)

    // The VAT as the store computes it: each line's a rounding of the VAT its price includes, the
    // shipping's on top of the net, one rate of the shop's VAT adding up to the order's.
    const vat = shop.server.deps.config.shippingVatPercent
    const lineTaxes = lines.map((line) => cents(line.total_tax))
    for (const line of lines) {
      const gross = cents(line.total) + cents(line.total_tax)
      expect(Math.abs(cents(line.total_tax) - (gross * vat) / (100 + vat))).toBeLessThanOrEqual(0.5)
    }
    expect(Math.abs(cents(shipping?.total_tax) - (cents(shipping?.total) * vat) / 100)).toBeLessThanOrEqual(1)
    expect(cents(order.shipping_tax)).toBe(cents(shipping?.total_tax))
    expect(cents(order.total_tax)).toBe(lineTaxes.reduce((a, b) => a + b, 0) + cents(order.shipping_tax))
    expect(order.tax_lines).toHaveLength(1)
    expect(order.tax_lines[0]?.rate_percent).toBe(vat)
    expect(cents(order.tax_lines[0]?.tax_total)).toBe(lineTaxes.reduce((a, b) => a + b, 0))
    expect(cents(order.tax_lines[0]?.shipping_tax_total)).toBe(cents(order.shipping_tax))

    // The confirmation the customer saw: the order's own amounts.
    expect(cents(answer.total)).toBe(cents(order.total))
    expect(cents(answer.tax)).toBe(cents(order.total_tax))
    expect(answer.charges).toEqual([{ label: 'Consegna a domicilio', total: fee / 100 }])
    for (const item of answer.items as { productId: number; total: number }[]) {
      const line = lines.find((l) => l.product_id === item.productId)
      expect(cents(item.total)).toBe(cents(line?.total) + cents(line?.total_tax))
    }
    expect(answer.bankDetails).toMatchObject({
      iban: formatIban(CONTRACT_BANK.iban),
      holder: CONTRACT_BANK.holder,
    })

    const [received] = await shop.mail.settled(email, 1)
    expect(received?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto, in attesa del bonifico`)
    expect(text(received)).toContain(
      `Per pagare fai un bonifico di ${formatEuro(cents(order.total) / 100)} con causale "Ordine n. ${order.number}":`,
    )
    expect(text(received)).toContain(`IBAN: ${formatIban(CONTRACT_BANK.iban)}`)
    expect(html(received)).toContain(formatIban(CONTRACT_BANK.iban))
    expect(shop.mail.mailsTo(email)).toHaveLength(1)
  })

  it('cash on delivery: placed, then moved on from WooCommerce’s pending (row 14); the mail says pay at the door, with no pay link', async () => {
    const { answer, email } = await checkout('cod', basket(1), firstDate)
    const order = await storeOrder(answer.id)
    // WooCommerce leaves a cash order pending and its stock untaken; the shop moves it to the
    // operators' status (on-hold by default), where the store no longer asks for a payment.
    expect(order.payment_method).toBe('cod')
    expect(order.status).toBe('on-hold')
    expect(order.needs_payment).toBe(false)
    expect(answer).toMatchObject({ status: 'on-hold', needsPayment: false, bankDetails: null })
    expect(cents(answer.total)).toBe(cents(order.total))

    const [received] = await shop.mail.settled(email, 1)
    expect(received?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto`)
    // The order's one wording (@shop/payments orderWording): confirmed, paid at the door.
    expect(text(received)).toContain(`Il tuo ordine n. ${order.number} è confermato`)
    expect(text(received)).toContain('in contanti all’autista: non devi pagare nulla online.')
    expect(text(received)).toContain(
      `Pagherai alla consegna: ${formatEuro(cents(order.total) / 100)} all’autista.`,
    )
    for (const part of [text(received), html(received)]) {
      expect(part).not.toContain('/paga')
      expect(part).not.toContain('IBAN')
    }
  })

  it('a transfer marked paid in WooCommerce’s back office: the order watch sends one mail, once', async () => {
    const { clock, server } = shop
    const watch = createOrderWatch(server.deps)
    await server.stores.marks.setMark(ORDER_WATCH_MARK, new Date(clock().getTime() - 1_000).toISOString())
    const { answer, email } = await checkout('bacs', basket(2), firstDate)
    await shop.mail.settled(email, 1)

    // As an operator does in wp-admin: the order's status, straight through WooCommerce.
    const changed = await shop.woo('PUT', `orders/${answer.id}`, { status: 'processing' })
    expect(changed.status, changed.text.slice(0, 300)).toBe(200)
    // Younger than the settle time: left for the next round.
    await watch.runOnce()
    expect(await shop.mail.settled(email, 1)).toHaveLength(1)
    // The shop's clock moves past the settle time (the store's keeps the real time).
    clock.advance(ORDER_WATCH_SETTLE_MS + 2_000)
    expect(await watch.runOnce()).toBeGreaterThanOrEqual(1)
    const [, paid] = await shop.mail.settled(email, 2)
    expect(paid?.subject).toBe(`Bari Bevande: pagamento ricevuto per l’ordine n. ${answer.number}`)
    expect(text(paid)).toContain(
      `Abbiamo ricevuto il tuo bonifico di ${formatEuro(answer.total)}: ora prepariamo l’ordine.`,
    )
    // Another round (the rounds overlap by a second): nothing more.
    await watch.runOnce()
    expect(await shop.mail.settled(email, 2)).toHaveLength(2)
    const noticed = server.logs.filter(
      (line) =>
        line.includes('order status changed outside the shop') && line.includes(`"orderId":${answer.id},`),
    )
    expect(noticed).toHaveLength(1)
    expect((await storeOrder(answer.id)).status).toBe('processing')
  })

  it("a van leaves ('Partito'): its cash order goes 'In consegna' with its mail, an unpaid transfer stays behind", async () => {
    const staff = await operator()
    // A day whose dispatch sheet is empty, so the van's departure moves only this journey's orders.
    let day: Delivery | null = null
    for (const date of (await calendar()).reverse()) {
      if (date === firstDate.date) continue
      const sheet = await staff.get(`/api/admin/dispatch?date=${date}`)
      expect(sheet.status, sheet.text).toBe(200)
      if (sheet.body.vans.length > 0) continue
      day = await bookable(date)
      if (day) break
    }
    expect(day, 'a day of the calendar with a bookable slot and nothing on its dispatch sheet').not.toBeNull()
    const delivery = day as Delivery
    const cash = await checkout('cod', basket(3), delivery)
    const transfer = await checkout('bacs', basket(4), delivery)
    await shop.mail.settled(cash.email, 1)
    await shop.mail.settled(transfer.email, 1)
    const vehicleOf = async (id: number) => {
      const reply = await staff.get(`/api/admin/orders/${id}`)
      expect(reply.status, reply.text).toBe(200)
      return reply.body.delivery.vehicle as string
    }
    const vehicle = await vehicleOf(cash.answer.id)
    expect(vehicle).toBeTruthy()
    expect(await vehicleOf(transfer.answer.id)).toBe(vehicle)

    // Not before its day: refused, nothing moves.
    const early = await staff.post('/api/admin/dispatch/departed', { date: delivery.date, vehicle })
    expect(early.status, early.text).toBe(409)
    expect(early.body.error.code).toBe('departure_not_today')
    expect((await storeOrder(cash.answer.id)).status).toBe('on-hold')

    // On its day in Rome (the shop's clock moved there, and back afterwards; the store keeps its own).
    const moved = moveToRomeTime(shop.clock, delivery.date, '07:00')
    try {
      const driver = await operator()
      const departure = await driver.post('/api/admin/dispatch/departed', { date: delivery.date, vehicle })
      expect(departure.status, departure.text).toBe(200)
      expect(departure.body).toMatchObject({
        departed: [{ id: cash.answer.id, number: cash.answer.number }],
        left: [{ id: transfer.answer.id, number: transfer.answer.number, reason: 'Bonifico non ricevuto' }],
        already: 0,
      })
      expect((await storeOrder(cash.answer.id)).status).toBe('out-for-delivery')
      expect((await storeOrder(transfer.answer.id)).status).toBe('on-hold')

      const [, onTheWay] = await shop.mail.settled(cash.email, 2)
      expect(onTheWay?.subject).toBe(`Bari Bevande: ordine n. ${cash.answer.number} in consegna`)
      const [from, to] = delivery.slot.split(' - ')
      expect(text(onTheWay)).toContain(`Il furgone è partito, arriva tra le ${from} e le ${to}.`)
      expect(text(onTheWay)).toContain(
        `Tieni pronti ${formatEuro(cash.answer.total)} da pagare alla consegna.`,
      )
      expect(await shop.mail.settled(transfer.email, 1)).toHaveLength(1)

      // Pressed again: nothing moves, nothing is sent again.
      const again = await driver.post('/api/admin/dispatch/departed', { date: delivery.date, vehicle })
      expect(again.body).toMatchObject({ departed: [], already: 1 })
      expect(await shop.mail.settled(cash.email, 2)).toHaveLength(2)
    } finally {
      shop.clock.advance(-moved)
    }
  })

  it("the driver at the door: a failed delivery goes 'Consegna non riuscita' with its outcome, the customer's new slot brings it back, a delivery completes it", async () => {
    const staff = await operator()
    // The driver: an account of their own (registered as any customer), on the roster.
    const email = `${RUN}.autista@example.com`
    const password = `Autista#${randomUUID().slice(0, 8)}`
    const registered = await shop.server.browser().post('/api/auth/register', {
      email,
      password,
      firstName: 'Autista',
      lastName: RUN,
      privacy: true,
    })
    expect(registered.status, registered.text).toBe(201)
    const driverId = registered.body.user.id as number
    try {
      expect((await staff.post('/api/admin/drivers', { email })).status).toBe(200)
      const dates = await calendar()
      let first: Delivery | null = null
      let second: Delivery | null = null
      for (const date of dates.slice(1)) {
        const found = await bookable(date)
        if (!found) continue
        if (!first) first = found
        else if (!second) second = found
        else break
      }
      expect(first && second, 'two days of the calendar with a bookable slot').toBeTruthy()
      const day = first as Delivery
      const cash = await checkout('cod', basket(2), day)
      const vehicle = (await staff.get(`/api/admin/orders/${cash.answer.id}`)).body.delivery.vehicle as string
      const moved = moveToRomeTime(shop.clock, day.date, '08:00')
      try {
        const office = await operator()
        expect(
          (await office.put('/api/admin/van-drivers', { date: day.date, vehicle, userId: driverId })).status,
        ).toBe(200)
        const driver = shop.server.browser()
        expect((await driver.post('/api/auth/login', { login: email, password, driver: true })).status).toBe(
          200,
        )
        const stops = await driver.get('/api/driver/day')
        expect(stops.status, stops.text).toBe(200)
        expect(stops.body.stops.map((stop: { orderId: number }) => stop.orderId)).toContain(cash.answer.id)
        const failed = await driver.post(`/api/driver/stops/${cash.answer.id}/outcome`, {
          actionId: randomUUID(),
          result: 'failed',
          recordedAt: shop.clock().toISOString(),
          reason: 'absent',
          note: '',
        })
        expect(failed.status, failed.text).toBe(200)
        const back = await storeOrder(cash.answer.id)
        expect(back.status).toBe('delivery-failed')
        const outcome = back.meta_data?.find((entry) => entry.key === '_shop_delivery_outcome')?.value
        expect(JSON.parse(String(outcome))).toMatchObject({
          result: 'failed',
          reason: 'absent',
          date: day.date,
        })
        const [, notDelivered] = await shop.mail.settled(cash.email, 2)
        expect(notDelivered?.subject).toBe(`Bari Bevande: ordine n. ${cash.answer.number} non consegnato`)
        // The customer's new slot, by the mail's link (the order's key).
        const again = second as Delivery
        const chosen = await shop.server.browser().post(`/api/orders/${cash.answer.id}/reschedule`, {
          key: cash.answer.orderKey,
          date: again.date,
          slot: again.slot,
        })
        expect(chosen.status, chosen.text).toBe(200)
        const rescheduled = await storeOrder(cash.answer.id)
        expect(rescheduled.status).toBe('processing')
        expect(rescheduled.meta_data?.find((entry) => entry.key === 'Data di consegna')?.value).toBe(
          again.date,
        )
        const newVehicle = rescheduled.meta_data?.find((entry) => entry.key === 'Veicolo assegnato')?.value

        // Its new day: delivered, paid in cash, signed for.
        const later = moveToRomeTime(shop.clock, again.date, '08:00')
        try {
          const office2 = await operator()
          expect(
            (
              await office2.put('/api/admin/van-drivers', {
                date: again.date,
                vehicle: newVehicle,
                userId: driverId,
              })
            ).status,
          ).toBe(200)
          const driver2 = shop.server.browser()
          expect(
            (await driver2.post('/api/auth/login', { login: email, password, driver: true })).status,
          ).toBe(200)
          const delivered = await driver2.post(`/api/driver/stops/${cash.answer.id}/outcome`, {
            actionId: randomUUID(),
            result: 'delivered',
            recordedAt: shop.clock().toISOString(),
            payment: { method: 'cash', amount: cash.answer.total },
            empties: {},
            idChecked: false,
            proof: { kind: 'signature', dataUrl: SIGNATURE },
          })
          expect(delivered.status, delivered.text).toBe(200)
          const done = await storeOrder(cash.answer.id)
          expect(done.status).toBe('completed')
          // Cash on delivery counts as paid once completed (WooCommerce sets the paid date).
          expect(done.date_paid).toBeTruthy()
          const attempts = done.meta_data?.find((entry) => entry.key === '_shop_delivery_attempts')?.value
          expect(JSON.parse(String(attempts))).toHaveLength(1)
        } finally {
          shop.clock.advance(-later)
        }
      } finally {
        shop.clock.advance(-moved)
      }
    } finally {
      await staff.request('DELETE', `/api/admin/drivers/${driverId}`)
      await shop.woo('DELETE', `customers/${driverId}?force=true&reassign=0`).catch(() => null)
    }
  })

  it('an operator moves an order to another day and slot: the store keeps the new date, slot, orddd meta and van', async () => {
    const staff = await operator()
    const dates = await calendar()
    const placed = await checkout('bacs', basket(5), firstDate)
    // Another day of the calendar with a bookable slot.
    let to: Delivery | null = null
    for (const date of dates.reverse()) {
      if (date === firstDate.date) continue
      to = await bookable(date)
      if (to) break
    }
    expect(to, 'another day of the calendar with a bookable slot').not.toBeNull()
    const target = to as Delivery
    const moved = await staff.put(`/api/admin/orders/${placed.answer.id}/delivery`, target)
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.delivery).toMatchObject({ date: target.date, slot: target.slot })

    const stored = await storeOrder(placed.answer.id)
    const meta = (key: string) => stored.meta_data?.filter((m) => m.key === key).map((m) => String(m.value))
    // One entry per key, the new value (WooCommerce updates meta by key, protected ones included).
    expect(meta('Data di consegna')).toEqual([target.date])
    expect(meta('Fascia oraria')).toEqual([target.slot])
    expect(meta('_orddd_time_slot')).toEqual([target.slot])
    expect(meta('_orddd_timestamp')).toEqual([String(ordddTimestamp(target.date))])
    expect(meta('Veicolo assegnato')).toEqual([moved.body.delivery.vehicle])
    expect(stored.status).toBe('on-hold')
  })

  it('returnable glass (issue 26): an operator marks a product returnable, its order carries one deposit fee line the store charges no VAT on, outside the total VAT', async () => {
    const staff = await operator()
    const items = basket(6)
    const [first] = items
    if (!first) throw new Error('a basket of products expected')
    const returnable = {
      empties: [
        { kind: 'bottiglia', count: 12, depositCents: 20 },
        { kind: 'cassa', count: 1, depositCents: 300 },
      ],
    }
    const marked = await staff.put(`/api/admin/products/${first.product.id}/returnable`, returnable)
    expect(marked.status, marked.text).toBe(200)
    try {
      // The store keeps the protected meta and gives it back on the product (what checkout reads).
      const product = await shop.woo('GET', `products/${first.product.id}`)
      const kept = (product.body.meta_data as { key: string; value: unknown }[]).filter(
        (entry) => entry.key === '_shop_returnable',
      )
      expect(kept.map((entry) => entry.value)).toEqual([
        '[{"kind":"bottiglia","count":12,"depositCents":20},{"kind":"cassa","count":1,"depositCents":300}]',
      ])
      const deposit = 540 * first.quantity
      const { answer } = await checkout('bacs', items, firstDate)
      const order = await storeOrder(answer.id)
      const fees = (order.fee_lines ?? []) as {
        name: string
        total: string
        total_tax: string
        tax_status?: string
      }[]
      expect(fees.map((fee) => [fee.name, cents(fee.total), cents(fee.total_tax)])).toEqual([
        ['Cauzione vuoti', deposit, 0],
      ])
      const lines = order.line_items ?? []
      const lineTaxes = lines.reduce((sum, line) => sum + cents(line.total_tax), 0)
      // Total: shelf prices + delivery fee + deposit; the VAT: the goods' and the shipping's, none on the deposit.
      expect(cents(order.total)).toBe(subtotal(items) + (zone.deliveryFeeCents ?? 0) + deposit)
      expect(cents(order.total_tax)).toBe(lineTaxes + cents(order.shipping_tax))
      expect(cents(order.tax_lines[0]?.tax_total)).toBe(lineTaxes)
      expect(answer.charges).toContainEqual({
        label: 'Cauzione vuoti',
        total: deposit / 100,
        outsideVat: true,
      })
      console.info(
        `shop contract (${shop.name}): deposit fee line as the store keeps it: ${JSON.stringify(fees)}; order total ${order.total}, total_tax ${order.total_tax}, tax_lines ${JSON.stringify(order.tax_lines)}`,
      )
    } finally {
      const off = await staff.put(`/api/admin/products/${first.product.id}/returnable`, { returnable: null })
      expect(off.status, off.text).toBe(200)
    }
  })

  it('issue 27 on the store: a business’s invoice request kept with its order, a withdrawal noted, the FatturaPA XML of the store’s amounts valid, the guest’s cancel refunded through WooCommerce’s refunds', async () => {
    const staff = await operator()
    const invoice = {
      companyName: `Bar Contratto ${RUN}`.slice(0, 80),
      vatNumber: '06363391001',
      taxCode: '06363391001',
      recipientCode: 'M5UXCR1',
      pec: '',
      street: 'Via del Contratto, 1',
      postcode: zone.postalCodes[0],
      city: zone.cities[0],
      province: zone.provinces[0] ?? 'BA',
    }
    const { answer } = await checkout('bacs', basket(7), firstDate, { invoice })
    const id = answer.id as number
    const key = answer.orderKey as string
    const metaOf = async (metaKey: string) =>
      ((await storeOrder(id)).meta_data ?? []).filter((m) => m.key === metaKey).map((m) => m.value)

    // The invoice request: with the order (protected meta, JSON) and its company on the billing.
    const [kept] = await metaOf('_shop_invoice')
    expect(JSON.parse(String(kept))).toMatchObject({
      companyName: invoice.companyName,
      vatNumber: '06363391001',
    })
    expect((await storeOrder(id)).billing?.company).toBe(invoice.companyName)

    // The withdrawal, by the guest's order key: recorded once, noted on the order for the back office.
    const withdrawn = await shop.server.browser().post(`/api/orders/${id}/withdrawal`, { key })
    expect(withdrawn.status, withdrawn.text).toBe(201)
    expect(await metaOf('Recesso')).toHaveLength(1)
    const notes = await shop.woo('GET', `orders/${id}/notes`)
    expect(notes.status).toBe(200)
    expect((notes.body as { note: string }[]).some((n) => /recesso/i.test(n.note))).toBe(true)

    // Paid (an operator's status change), then its FatturaPA: valid, its total the store's.
    const paid = await staff.put(`/api/admin/orders/${id}/status`, { status: 'processing' })
    expect(paid.status, paid.text).toBe(200)
    const xml = await staff.request('GET', `/api/admin/orders/${id}/invoice.xml`)
    expect(xml.status, xml.text.slice(0, 300)).toBe(200)
    expect(await fatturaPaErrors(xml.text)).toEqual([])
    const total = /<ImportoTotaleDocumento>([\d.]+)<\/ImportoTotaleDocumento>/.exec(xml.text)?.[1]
    expect(cents(total)).toBe(cents((await storeOrder(id)).total))

    // The guest cancels before the cut-off: cancelled in the store, the transfer's refund queued;
    // the operator marks it paid and the store keeps one refund of the whole, the order 'refunded'.
    const cancelled = await shop.server.browser().post(`/api/orders/${id}/cancel`, { key })
    expect(cancelled.status, cancelled.text).toBe(200)
    const queue = await staff.get('/api/admin/refunds')
    const queued = (queue.body.refunds as { key: string; orderId: number }[]).find((r) => r.orderId === id)
    expect(queued, queue.text).toBeDefined()
    const settled = await staff.post(`/api/admin/refunds/${encodeURIComponent(queued?.key ?? '')}/paid`)
    expect(settled.status, settled.text).toBe(200)
    const refunds = await shop.woo('GET', `orders/${id}/refunds`)
    expect(refunds.status).toBe(200)
    expect((refunds.body as { amount: string }[]).map((r) => cents(r.amount))).toEqual([
      cents((await storeOrder(id)).total),
    ])
    expect((await storeOrder(id)).status).toBe('refunded')
  })
})
