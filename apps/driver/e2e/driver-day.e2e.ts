import { randomUUID } from 'node:crypto'
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test'
import {
  browserClock,
  clientAddress,
  expectNoSeriousViolations,
  type PageCheckFixtures,
  pageChecks,
  shopNow,
  shopOfProject,
  shopUrl,
  wooApi,
} from '@shop/e2e-kit'
import { FORM_MESSAGES } from '@shop/forms'
import { ORDER_META_KEYS } from '@shop/orders'
import { isoDateOf, romeDayNumber } from '@shop/slots'

/*
 * Issue 26: a driver's day on the phone. The stops are set up over HTTP as the API's tests make
 * them: guests order (cash at the door) in Japigia, an operator puts the driver's own account on the
 * roster and gives it the orders' van for today. The browser suites' shop cannot move its clock to
 * a delivery's day (a delivery is never for today), so the orders' day is set to the shop's today
 * in WooCommerce, as an operator could in its back office.
 */

const test = base.extend<PageCheckFixtures>({ ...shopOfProject, ...pageChecks, ...browserClock })

const STAFF = { login: 'operatore', password: 'Operatore#2026', staff: true }
const HOME = {
  firstName: 'Lucia',
  lastName: 'Di Bari',
  city: 'Bari',
  postcode: '70126',
  province: 'BA',
  phone: '080 555 0102',
}
const JAPIGIA = { lat: 41.11158, lng: 16.89587 }

async function json<T>(reply: APIResponse): Promise<T> {
  expect(reply.ok(), `${reply.url()}: ${reply.status()} ${await reply.text()}`).toBe(true)
  return (await reply.json()) as T
}

const client = () =>
  request.newContext({ baseURL: shopUrl(), extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

interface Placed {
  id: number
  number: string
  total: number
}

/** Who places the i-th order (0-based), what, and how. */
interface OrderPlan {
  api: APIRequestContext
  productId: number
  /** A guest's order (no account); a customer's otherwise (their session in `api`). */
  guest: boolean
  alcohol?: boolean
}

/**
 * The day's orders at Via Peucetia (2, 4, …), cash at the door, all on one van: the first date and
 * slot with a free van, then that van's next free slot of the day whenever one fills.
 */
async function orders(
  api: APIRequestContext,
  count: number,
  plan: (i: number) => OrderPlan,
): Promise<Placed[]> {
  const { zones } = await json<{ zones: { id: string; name: string }[] }>(await api.get('/api/zones'))
  const zoneId = zones.find((zone) => zone.name === 'Japigia')?.id ?? ''
  const { dates } = await json<{ dates: { date: string }[] }>(
    await api.get('/api/delivery/calendar', { params: { zoneId } }),
  )
  const freeSlots = async (date: string) =>
    (
      await json<{ slots: { slot: string; vehicle: string | null; state: string }[] }>(
        await api.get('/api/delivery/slots', { params: { date, zoneId } }),
      )
    ).slots.filter((slot) => slot.state === 'open' && slot.vehicle)
  for (const { date } of dates) {
    const van = (await freeSlots(date))[0]?.vehicle
    if (!van) continue
    const placed: Placed[] = []
    for (let i = 1; placed.length < count; i++) {
      const slot = (await freeSlots(date)).find((free) => free.vehicle === van)
      if (!slot) break
      const order = plan(placed.length)
      const reply = await order.api.post('/api/orders', {
        headers: { 'idempotency-key': `driver-day-${randomUUID()}` },
        data: {
          items: [{ productId: order.productId, quantity: order.guest ? 8 : 3 }],
          shipping: { ...HOME, lastName: `Cliente ${i}`, address1: `Via Peucetia, ${i * 2}` },
          coordinates: JAPIGIA,
          delivery: { date, slot: slot.slot },
          paymentMethod: 'cod',
          ...(order.alcohol ? { ageDeclared: true } : {}),
          ...(order.guest
            ? {
                guest: {
                  firstName: 'Cliente',
                  lastName: String(i),
                  email: `cliente.${i}.${randomUUID().slice(0, 6)}@example.com`,
                  phone: '+39 333 123 4567',
                },
              }
            : {}),
        },
      })
      // A slot that filled meanwhile (another test's orders): the van's next one.
      if (reply.status() === 409) continue
      placed.push(await json<Placed>(reply))
    }
    if (placed.length === count) return placed
  }
  throw new Error(`a date with ${count} places on one van expected in Japigia`)
}

/** A signature drawn on the pad with the finger (the mouse, on a touch phone's page). */
async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /Riquadro della firma/ })
  await pad.scrollIntoViewIfNeeded()
  const box = await pad.boundingBox()
  if (!box) throw new Error('the signature pad has no box')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  for (let x = 40; x < box.width - 20; x += 20)
    await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 40 === 0 ? 15 : -15))
  await page.mouse.up()
}

const stopRow = (page: Page, position: number) =>
  page.getByRole('link', { name: new RegExp(`^Fermata ${position}\\b`) })

test('the day of a van: six stops, one offline stretch, the queue sent when the signal is back, the cash as the admin counts it, the empties credited on the next order', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const staff = await client()
  const guest = await client()
  const woo = await wooApi()
  try {
    await json(await staff.post('/api/auth/login', { data: STAFF }))
    // Cash on delivery, as the shop's store offers it.
    await json(await woo.put('payment_gateways/cod', { data: { enabled: true } }))
    const category = async (slug: string) =>
      (await json<{ id: number }[]>(await woo.get(`products/categories?slug=${slug}`)))[0]?.id
    const firstOf = async (slug: string) =>
      (
        await json<{ id: number }[]>(
          await woo.get(`products?category=${await category(slug)}&per_page=1&stock_status=instock`),
        )
      )[0]?.id ?? 0
    // Glass water in crates of 12 bottles: its empties are lent with a deposit, and come back.
    const glass = await firstOf('acqua-in-vetro')
    await json(
      await staff.put(`/api/admin/products/${glass}/returnable`, {
        data: {
          empties: [
            { kind: 'bottiglia', count: 12, depositCents: 20 },
            { kind: 'cassa', count: 1, depositCents: 300 },
          ],
        },
      }),
    )
    // A customer with an account orders three crates at the first stop and three more at the fifth.
    const customer = await client()
    const account = {
      email: `cliente.${randomUUID().slice(0, 8)}@example.com`,
      password: `Cliente#${randomUUID().slice(0, 8)}`,
    }
    await json(
      await customer.post('/api/auth/register', {
        data: { ...account, firstName: 'Anna', lastName: 'Vetro', phone: '333 765 4321', privacy: true },
      }),
    )
    const beer = await firstOf('birra')
    const water = await firstOf('acqua-naturale')
    const placed = await orders(guest, 6, (i) =>
      i === 0 || i === 4
        ? { api: customer, productId: glass, guest: false }
        : { api: guest, productId: i === 2 ? beer : water, guest: true, alcohol: i === 2 },
    )
    const today = isoDateOf(romeDayNumber(await shopNow()))
    for (const order of placed)
      await json(
        await woo.put(`orders/${order.id}`, {
          data: { meta_data: [{ key: ORDER_META_KEYS.deliveryDate, value: today }] },
        }),
      )
    const vehicle = (
      await json<{ delivery: { vehicle: string } }>(await staff.get(`/api/admin/orders/${placed[0]?.id}`))
    ).delivery.vehicle
    // The driver's own account, on the roster, on the van today.
    const email = `autista.${randomUUID().slice(0, 8)}@example.com`
    const password = `Autista#${randomUUID().slice(0, 8)}`
    await json(
      await (await client()).post('/api/auth/register', {
        data: { email, password, firstName: 'Mario', lastName: 'Rossi', privacy: true },
      }),
    )
    const roster = await json<{ drivers: { email: string; userId: number }[] }>(
      await staff.post('/api/admin/drivers', { data: { email } }),
    )
    const userId = roster.drivers.find((entry) => entry.email === email)?.userId
    await json(await staff.put('/api/admin/van-drivers', { data: { date: today, vehicle, userId } }))

    // Accedi.
    await page.goto('/driver/')
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByLabel('Email o nome utente').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Accedi' }).click()

    // La giornata: the van's six stops (others' orders of the van may be there too).
    await expect(page.getByRole('heading', { level: 2, name: /\d+ fermate/ })).toBeVisible()
    const day = await json<{
      stops: { orderId: number; position: number; collect: { amount: number } | null }[]
    }>(await page.request.get('/api/driver/day'))
    const ours = day.stops.filter((stop) => placed.some((order) => order.id === stop.orderId))
    expect(ours).toHaveLength(6)
    await expect(page.getByRole('link', { name: /^Fermata \d+/ })).toHaveCount(day.stops.length)
    await expectNoSeriousViolations(page)
    const positionOf = (index: number) =>
      ours.find((stop) => stop.orderId === placed[index]?.id)?.position ?? 0

    /** Opens a stop and records it delivered: cash as prefilled, a signature; the ID check when asked. */
    const deliver = async (
      index: number,
      options: { idCheck?: boolean; axe?: boolean; empties?: Record<string, string> } = {},
    ) => {
      await stopRow(page, positionOf(index)).click()
      await expect(page.getByRole('link', { name: 'Apri in Mappe' })).toHaveAttribute(
        'href',
        /destination=41\.11158%2C16\.89587/,
      )
      if (options.axe) await expectNoSeriousViolations(page)
      await page.getByRole('link', { name: 'Consegnato', exact: true }).click()
      await expect(page.getByLabel(/^Importo incassato in euro/)).toHaveValue(
        String(placed[index]?.total.toFixed(2)).replace('.', ','),
      )
      for (const [label, count] of Object.entries(options.empties ?? {}))
        await page.getByLabel(new RegExp(`^\\d+ ${label} \\(attesi \\d+\\)$`)).fill(count)
      if (options.idCheck) {
        await sign(page)
        await page.getByRole('button', { name: 'Registra consegna' }).click()
        // Not without the ID check: the form says so and sends nothing.
        await expect(page.getByText(FORM_MESSAGES.idCheckRequired)).toBeVisible()
        await page.getByLabel('Documento verificato: maggiorenne').check()
      } else await sign(page)
      if (options.axe) await expectNoSeriousViolations(page)
      await page.getByRole('button', { name: 'Registra consegna' }).click()
      await expect(page.getByRole('heading', { level: 2, name: /\d+ fermate/ })).toBeVisible()
    }
    const statusOf = async (index: number) =>
      (await json<{ status: string }>(await woo.get(`orders/${placed[index]?.id}`))).status

    await deliver(0, { axe: true })
    await expect.poll(() => statusOf(0)).toBe('completed')

    // The van loses its signal: two deliveries and a door nobody opens wait on the phone.
    await context.setOffline(true)
    await deliver(1)
    await deliver(2, { idCheck: true })
    await stopRow(page, positionOf(3)).click()
    await page.getByRole('link', { name: 'Non consegnato' }).click()
    await page.getByLabel('Assente').check()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: 'Registra mancata consegna' }).click()
    await expect(page.getByText('3 azioni in attesa di invio')).toBeVisible()
    // Still without a signal: the day as the phone keeps it, the three stops marked as waiting.
    await expect(page.getByText('Bari Bevande · Mario Rossi')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Fermata \d+/ })).toHaveCount(day.stops.length)
    for (const index of [1, 2, 3])
      await expect(stopRow(page, positionOf(index))).toContainText('In attesa di invio')
    expect([await statusOf(1), await statusOf(2), await statusOf(3)]).toEqual([
      'on-hold',
      'on-hold',
      'on-hold',
    ])

    // The signal is back: the queue goes, in order, once.
    await context.setOffline(false)
    await expect(page.getByText(/azioni? in attesa di invio/)).toHaveCount(0, { timeout: 20_000 })
    await expect
      .poll(async () => [await statusOf(1), await statusOf(2), await statusOf(3)])
      .toEqual(['completed', 'completed', 'delivery-failed'])

    // The customer's second order: the first one's three crates come back, 36 bottles and 3 crates.
    await deliver(4, { empties: { bottiglie: '36', casse: '3' } })
    await deliver(5)
    // The last two went at once (online).
    await expect.poll(async () => [await statusOf(4), await statusOf(5)]).toEqual(['completed', 'completed'])
    const after = await json<{ cash: { due: number; recorded: number } }>(
      await page.request.get('/api/driver/day'),
    )
    const delivered = [0, 1, 2, 4, 5].reduce(
      (sum, index) => sum + Math.round((placed[index]?.total ?? 0) * 100),
      0,
    )
    // Every delivered stop recorded its amount; the failed one owes nothing today.
    const cash = await json<{
      vans: {
        vehicle: string
        recorded: number
        stops: { orderId: number; recorded: number; result: string | null }[]
      }[]
    }>(await staff.get(`/api/admin/cash?date=${today}`))
    const van = cash.vans.find((entry) => entry.vehicle === vehicle)
    const recordedHere = (van?.stops ?? [])
      .filter((stop) => placed.some((order) => order.id === stop.orderId))
      .reduce((sum, stop) => sum + Math.round(stop.recorded * 100), 0)
    expect(recordedHere).toBe(delivered)
    expect(Math.round(after.cash.recorded * 100)).toBe(Math.round((van?.recorded ?? 0) * 100))

    // The customer's account: the empties given back are credit for the next order (36 × 0,20 € + 3 × 3,00 €).
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' })
    try {
      await shopper.addInitScript(() => localStorage.setItem('Bari Bevande-new-site-modal-dismissed', 'true'))
      const storefront = await shopper.newPage()
      await json(
        await storefront.request.post('/api/auth/login', {
          data: { login: account.email, password: account.password },
        }),
      )
      await storefront.goto('/account')
      await expect(storefront.getByText(/^Credito per vuoti resi: 16,20\s€/)).toBeVisible()
      // The next order: a crate in the cart takes 5,40 € of the credit off its own deposit (at most that).
      const { slug } = await json<{ slug: string }>(await woo.get(`products/${glass}`))
      await storefront.goto(`/prodotti/${slug}`)
      await storefront
        .getByRole('button', { name: /^Aggiungi al carrello/ })
        .first()
        .click()
      await expect(storefront.getByTestId('cart-count')).toHaveText('1')
      await storefront.goto('/cart')
      await expect(storefront.getByTestId('deposit-credit')).toHaveText(/^Vuoti resi: credito−5,40\s€$/)
    } finally {
      await shopper.close()
    }
  } finally {
    await staff.dispose()
    await guest.dispose()
  }
})
