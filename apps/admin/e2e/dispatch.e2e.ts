import { NOT_DISPATCHED, ORDER_META_KEYS } from '@shop/orders'
import { expect, expectNoSeriousViolations, screenReady, test, wooApi } from './fixtures'

interface WooOrder {
  id: number
  number: string
  status: string
  total: string
  needs_payment?: boolean
  payment_method?: string
  line_items: { quantity: number }[]
  meta_data: { key: string; value: unknown }[]
}

const PER_PAGE = 100

const meta = (order: WooOrder, key: string) => {
  const value = order.meta_data.find((m) => m.key === key)?.value
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
const pieces = (orders: WooOrder[]) =>
  orders.reduce((sum, order) => sum + order.line_items.reduce((n, line) => n + line.quantity, 0), 0)
/** The driver collects: cash or a cheque until the order is completed, or an online payment still due. */
const needsPayment = (order: WooOrder) =>
  ['cod', 'cheque'].includes(order.payment_method ?? '')
    ? order.status !== 'completed'
    : (order.needs_payment ?? (['pending', 'failed'].includes(order.status) && Number(order.total) > 0))

// Groups without a slot or a vehicle come last; the rest in time order ('HH:MM - HH:MM'), then by vehicle.
const LAST = '\uffff'
const byName = (a: string | null, b: string | null) => (a ?? LAST).localeCompare(b ?? LAST, 'it')
const groupTitle = (slot: string | null, vehicle: string | null) =>
  `${slot ?? 'Senza fascia'} · ${vehicle ?? 'Senza veicolo'}`

/** Every order of the store (the seed holds about 600), page by page. */
async function allOrders(): Promise<WooOrder[]> {
  const woo = await wooApi()
  const orders: WooOrder[] = []
  for (let page = 1; page <= 50; page++) {
    const reply = await woo.get(`orders?per_page=${PER_PAGE}&page=${page}`)
    expect(reply.ok()).toBe(true)
    const batch = (await reply.json()) as WooOrder[]
    orders.push(...batch)
    if (batch.length < PER_PAGE) break
  }
  return orders
}

/**
 * A delivery date of the most recent orders with as many rounds as possible, preferring one that
 * also has orders left off the sheet (cancelled, refunded, failed): its orders to deliver, by round.
 */
async function busyDate() {
  const woo = await wooApi()
  const reply = await woo.get(`orders?per_page=${PER_PAGE}`)
  expect(reply.ok()).toBe(true)
  const recentDates = new Set(
    ((await reply.json()) as WooOrder[])
      .map((o) => meta(o, ORDER_META_KEYS.deliveryDate))
      .filter((d) => d !== null),
  )
  const orders = await allOrders()
  const candidates = [...recentDates].map((date) => {
    const ofDate = orders.filter((o) => meta(o, ORDER_META_KEYS.deliveryDate) === date)
    const dispatched = ofDate.filter((o) => !NOT_DISPATCHED.has(o.status))
    const rounds = new Set(
      dispatched.map((o) => groupTitle(meta(o, ORDER_META_KEYS.timeSlot), meta(o, ORDER_META_KEYS.vehicle))),
    )
    return { date, dispatched, skipped: ofDate.length - dispatched.length, rounds: rounds.size }
  })
  candidates.sort((a, b) => Number(b.skipped > 0) - Number(a.skipped > 0) || b.rounds - a.rounds)
  const [best] = candidates
  expect(best?.dispatched.length, 'a delivery date with orders to deliver').toBeGreaterThan(0)
  return best as (typeof candidates)[number]
}

/** Today and tomorrow in Rome as 'YYYY-MM-DD'. */
function romeDays(): { today: string; tomorrow: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  return { today, tomorrow: new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10) }
}

test.describe('dispatch', () => {
  test('lists each order of a date once, in the round of its slot and vehicle, with the loads', async ({
    operator: page,
  }) => {
    const { date, dispatched } = await busyDate()
    await page.goto(`/admin/dispatch?date=${date}`)
    await screenReady(page, 'Consegne')
    await expect(page.getByLabel('Data di consegna')).toHaveValue(date)
    await expect(
      page.getByRole('heading', { level: 2, name: /^Consegne di \S+ \d{1,2} \S+ \d{4}$/ }),
    ).toBeVisible()
    const count = dispatched.length === 1 ? '1 ordine' : `${dispatched.length} ordini`
    await expect(page.getByText(`${count} da consegnare`)).toBeVisible()

    // The rounds, in time order then by vehicle, each listing exactly its orders.
    const rounds = new Map<string, { slot: string | null; vehicle: string | null; orders: WooOrder[] }>()
    for (const order of dispatched) {
      const slot = meta(order, ORDER_META_KEYS.timeSlot)
      const vehicle = meta(order, ORDER_META_KEYS.vehicle)
      const title = groupTitle(slot, vehicle)
      const round = rounds.get(title) ?? { slot, vehicle, orders: [] }
      round.orders.push(order)
      rounds.set(title, round)
    }
    const expected = [...rounds.entries()].sort(
      ([, a], [, b]) => byName(a.slot, b.slot) || byName(a.vehicle, b.vehicle),
    )
    const groupHeadings = page.getByRole('heading', { level: 3 }).filter({ hasNotText: 'Carico per veicolo' })
    await expect(groupHeadings).toHaveText(expected.map(([title]) => title))

    for (const [title, round] of expected) {
      const group = page.getByRole('region', { name: title, exact: true })
      const table = group.getByRole('table', { name: `Ordini da consegnare: ${title}` })
      await expect(table.getByRole('rowheader')).toHaveCount(round.orders.length)
      const shown = (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim()).sort()
      expect(shown).toEqual(round.orders.map((order) => `n. ${order.number}`).sort())
      await expect(group.getByText(`· ${pieces(round.orders)} pezz`)).toBeVisible()
      for (const order of round.orders) {
        const row = table.getByRole('row').filter({
          has: page.getByRole('rowheader', { name: `n. ${order.number}`, exact: true }),
        })
        if (needsPayment(order)) await expect(row).toContainText('Da incassare')
        else await expect(row).not.toContainText('Da incassare')
      }
    }
    // Every order once in all: no order of another date, none twice.
    await expect(
      page.getByRole('table', { name: /^Ordini da consegnare: / }).getByRole('rowheader'),
    ).toHaveCount(dispatched.length)

    // Each vehicle's pieces are the quantities of its orders' lines.
    const loads = page.getByRole('table', { name: /^Carico per veicolo/ })
    const byVehicle = new Map<string | null, WooOrder[]>()
    for (const order of dispatched) {
      const vehicle = meta(order, ORDER_META_KEYS.vehicle)
      byVehicle.set(vehicle, [...(byVehicle.get(vehicle) ?? []), order])
    }
    await expect(loads.getByRole('rowheader')).toHaveCount(byVehicle.size)
    for (const [vehicle, orders] of byVehicle) {
      const row = loads.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: vehicle ?? 'Senza veicolo', exact: true }),
      })
      await expect(row.getByRole('cell').nth(0)).toHaveText(String(orders.length))
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(pieces(orders)))
    }

    await expectNoSeriousViolations(page)
  })

  test('prints the sheet without the frame and the controls', async ({ operator: page }) => {
    const { date, dispatched } = await busyDate()
    await page.goto(`/admin/dispatch?date=${date}`)
    await screenReady(page, 'Consegne')
    const rounds = page.getByRole('region').filter({ has: page.getByRole('table') })
    await expect(rounds.first()).toBeVisible()
    const roundCount = await rounds.count()

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Stampa il foglio di consegna' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Sezioni', includeHidden: true })).toBeHidden()
    const buttons = page.getByRole('button', { includeHidden: true })
    expect(await buttons.count()).toBeGreaterThanOrEqual(4)
    for (const button of await buttons.all()) await expect(button).toBeHidden()
    await expect(page.getByLabel('Data di consegna')).toBeHidden()
    await expect(page.getByRole('heading', { level: 2, name: /^Consegne di / })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Carico per veicolo' })).toBeVisible()
    await expect(rounds).toHaveCount(roundCount)
    for (const round of await rounds.all()) await expect(round).toBeVisible()
    await expect(page.getByRole('rowheader', { name: /^n\. / })).toHaveCount(dispatched.length)
  })

  test('opens on today, moves to tomorrow and back, and says when a date has no deliveries', async ({
    operator: page,
  }) => {
    const { today, tomorrow } = romeDays()
    await page.goto('/admin/dispatch')
    await screenReady(page, 'Consegne')
    const field = page.getByLabel('Data di consegna')
    await expect(field).toHaveValue(today)
    await page.getByRole('button', { name: 'Domani', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?date=${tomorrow}$`))
    await expect(field).toHaveValue(tomorrow)
    await page.getByRole('button', { name: 'Oggi', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?date=${today}$`))

    await field.fill('2031-01-06')
    await expect(page).toHaveURL(/\?date=2031-01-06$/)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Consegne di lunedì 6 gennaio 2031')
    await expect(page.getByText('Nessuna consegna per questa data.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stampa il foglio di consegna' })).toBeDisabled()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test("shows the API's message for a date it cannot read", async ({ operator: page }) => {
    await page.goto('/admin/dispatch?date=domani')
    await screenReady(page, 'Consegne')
    await expect(page.getByRole('alert')).toHaveText('La data di consegna deve avere la forma AAAA-MM-GG')
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
