import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { formatEuro } from '@shop/catalog'
import { shopNow } from '@shop/e2e-kit'
import { NOT_DISPATCHED, ORDER_META_KEYS } from '@shop/orders'
import { deliveryDateLabel, isoDateOf, normalizeSlotLabel, romeDayNumber } from '@shop/slots'
import { extractText, getDocumentProxy } from 'unpdf'
import { control, expect, expectNoSeriousViolations, screenReady, test, toast, wooApi } from './fixtures'

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
/** The driver collects cash or a cheque at the door until the order is completed. */
const collectsAtDoor = (order: WooOrder) =>
  ['cod', 'cheque'].includes(order.payment_method ?? '') && order.status !== 'completed'

// Vans by name, without a vehicle last; stops by slot ('HH:MM - HH:MM'), without a slot last.
const LAST = '\uffff'
const byName = (a: string | null, b: string | null) => (a ?? LAST).localeCompare(b ?? LAST, 'it')
const vanName = (vehicle: string | null) => vehicle ?? 'Senza veicolo'
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
 * A delivery date of the most recent orders with as many vans as possible, then as many orders left
 * off the sheet (cancelled, refunded, failed): its orders to deliver.
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
    const vans = new Set(dispatched.map((o) => meta(o, ORDER_META_KEYS.vehicle)))
    return { date, dispatched, skipped: ofDate.length - dispatched.length, vans: vans.size }
  })
  candidates.sort((a, b) => b.vans - a.vans || b.skipped - a.skipped)
  const [best] = candidates
  expect(best?.dispatched.length, 'a delivery date with orders to deliver').toBeGreaterThan(0)
  return best as (typeof candidates)[number]
}

/** The shop's yesterday, today and tomorrow in Rome as 'YYYY-MM-DD' (the browser runs at the shop's instant). */
async function romeDays(): Promise<{ yesterday: string; today: string; tomorrow: string }> {
  const today = romeDayNumber(await shopNow())
  return { yesterday: isoDateOf(today - 1), today: isoDateOf(today), tomorrow: isoDateOf(today + 1) }
}

/** A van of a test's own: no other test, and no zone, uses the name. */
const ownVan = (label: string) => `Furgone ${label} ${randomInt(1_000_000)}`

interface OrderFields {
  payment_method: string
  status: string
  set_paid?: boolean
  customer_note?: string
  first_name?: string
  last_name?: string
  company?: string
  address_1?: string
  items?: { product_id: number; quantity: number }[]
}

/** An order written straight to WooCommerce (the emulator's REST API) for `date`, `slot` and `vehicle`. */
async function placeOrder(
  date: string,
  vehicle: string,
  slot: string,
  fields: OrderFields,
): Promise<WooOrder> {
  const woo = await wooApi()
  const {
    first_name = 'Rita',
    last_name = 'Partenza',
    company = '',
    address_1 = 'Via Peucetia, 22',
    items,
    ...rest
  } = fields
  const address = {
    first_name,
    last_name,
    company,
    address_1,
    city: 'Bari',
    postcode: '70126',
    state: 'BA',
    country: 'IT',
    phone: `333 ${randomInt(1_000_000, 9_999_999)}`,
  }
  const line_items = items ?? [{ product_id: (await someProducts())[0]?.id as number, quantity: 1 }]
  const reply = await woo.post('orders', {
    data: {
      ...rest,
      billing: { ...address, email: `${first_name.toLowerCase().replace(/[^a-z]/g, '')}@example.com` },
      shipping: address,
      line_items,
      meta_data: [
        { key: ORDER_META_KEYS.deliveryDate, value: date },
        { key: ORDER_META_KEYS.timeSlot, value: slot },
        { key: ORDER_META_KEYS.vehicle, value: vehicle },
      ],
    },
  })
  expect(reply.ok(), await reply.text()).toBe(true)
  return (await reply.json()) as WooOrder
}

let products: Promise<{ id: number; name: string }[]> | null = null
/** A few products in stock, for the orders a test writes. */
function someProducts(): Promise<{ id: number; name: string }[]> {
  products ??= (async () => {
    const woo = await wooApi()
    const reply = await woo.get('products?per_page=5&stock_status=instock&status=publish')
    expect(reply.ok()).toBe(true)
    return (await reply.json()) as { id: number; name: string }[]
  })()
  return products
}

async function statusOf(id: number): Promise<string> {
  const woo = await wooApi()
  return ((await (await woo.get(`orders/${id}`)).json()) as WooOrder).status
}

/** A row of a van's table, by its order number. */
const stopRow = (page: Page, vehicle: string, order: WooOrder) =>
  page
    .getByRole('table', { name: `Consegne: ${vehicle}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `n. ${order.number}`, exact: true }) })

/** One run of text of a printed page, in PDF points from the page's bottom left. */
interface TextRun {
  text: string
  x: number
  y: number
  width: number
  size: number
}

/** What Chromium printed: each page's width and its runs of text (pdf.js's text content). */
async function printedPages(pdf: Buffer): Promise<{ width: number; text: string; runs: TextRun[] }[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document)
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const runs: TextRun[] = []
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const [a, b, , , x, y] = item.transform as number[]
      runs.push({
        text: item.str,
        x: x as number,
        y: y as number,
        width: item.width,
        size: Math.hypot(a as number, b as number),
      })
    }
    pages.push({
      width: page.getViewport({ scale: 1 }).width,
      text: (text as string[])[number - 1] ?? '',
      runs,
    })
  }
  return pages
}

/** The page's lines of text: runs on one baseline, left to right, their text joined. */
function linesOf(runs: TextRun[]): string[] {
  const lines: TextRun[][] = []
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs((l[0] as TextRun).y - run.y) < 1)
    if (line) line.push(run)
    else lines.push([run])
  }
  return lines.map((line) =>
    line
      .sort((a, b) => a.x - b.x)
      .map((run) => run.text)
      .join(' ')
      .replace(/\s+/g, ' '),
  )
}

/** Runs of text that overlap another on the same line (`'08:00 - 0' runs into 'n. 759'`). */
function overlaps(runs: TextRun[]): string[] {
  const found: string[] = []
  for (const [index, a] of runs.entries()) {
    for (const b of runs.slice(index + 1)) {
      if (Math.abs(a.y - b.y) >= Math.min(a.size, b.size) * 0.6) continue
      const [left, right] = a.x <= b.x ? [a, b] : [b, a]
      if (left.x + left.width > right.x + 0.5)
        found.push(
          `'${left.text}' runs ${(left.x + left.width - right.x).toFixed(1)} pt into '${right.text}'`,
        )
    }
  }
  return found
}

test.describe('dispatch', () => {
  test('gives each van its page: every order of the date once, in slot order, with the van load', async ({
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

    // The vans by name, each listing exactly its orders, in slot order.
    const byVehicle = new Map<string | null, WooOrder[]>()
    for (const order of dispatched) {
      const vehicle = meta(order, ORDER_META_KEYS.vehicle)
      byVehicle.set(vehicle, [...(byVehicle.get(vehicle) ?? []), order])
    }
    const expected = [...byVehicle.entries()].sort(([a], [b]) => byName(a, b))
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(
      expected.map(([vehicle]) => vanName(vehicle)),
    )

    for (const [vehicle, orders] of expected) {
      const name = vanName(vehicle)
      const van = page.getByRole('region', { name, exact: true })
      const table = van.getByRole('table', { name: `Consegne: ${name}` })
      await expect(table.getByRole('rowheader')).toHaveCount(orders.length)
      const shown = (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim()).sort()
      expect(shown).toEqual(orders.map((order) => `n. ${order.number}`).sort())
      const slots = (await table.locator('tbody td.dispatch__slot').allTextContents()).map((slot) =>
        slot === 'Senza fascia' ? null : slot,
      )
      expect(slots).toEqual([...slots].sort(byName))
      expect([...slots].sort(byName)).toEqual(
        orders
          .map((order) => meta(order, ORDER_META_KEYS.timeSlot))
          .map((slot) => (slot ? normalizeSlotLabel(slot) : null))
          .sort(byName),
      )
      const pieceCount = pieces(orders)
      await expect(
        van.getByText(
          `${orders.length === 1 ? '1 consegna' : `${orders.length} consegne`} · ${pieceCount === 1 ? '1 pezzo' : `${pieceCount} pezzi`}`,
        ),
      ).toBeVisible()
      for (const order of orders) {
        const row = table.getByRole('row').filter({
          has: page.getByRole('rowheader', { name: `n. ${order.number}`, exact: true }),
        })
        const cell = row.locator('td.dispatch__collect')
        if (collectsAtDoor(order)) await expect(cell).toHaveText(`Da incassare ${formatEuro(order.total)}`)
        else await expect(cell).not.toContainText('Da incassare')
      }
    }
    // Every order once in all: no order of another date, none twice.
    await expect(page.getByRole('table', { name: /^Consegne: / }).getByRole('rowheader')).toHaveCount(
      dispatched.length,
    )
    await expectNoSeriousViolations(page)
  })

  test("shows each stop's note, phone and what to collect by how it is paid, and the note in the order", async ({
    operator: page,
  }) => {
    // Orders of their own, written straight to WooCommerce (the emulator's REST API), on a van
    // and a date no other test uses.
    const woo = await wooApi()
    const date = `2034-0${randomInt(1, 10)}-${String(randomInt(10, 29))}`
    const vehicle = `Furgone ${randomInt(1_000_000)}`
    const products = (await (
      await woo.get('products?per_page=5&stock_status=instock&status=publish')
    ).json()) as {
      id: number
    }[]
    const productId = products[0]?.id as number
    const create = async (
      name: string,
      slot: string,
      fields: { payment_method: string; status: string; set_paid?: boolean; customer_note?: string },
    ) => {
      const address = {
        first_name: name,
        last_name: 'Consegna',
        address_1: 'Via Peucetia, 22',
        city: 'Bari',
        postcode: '70126',
        state: 'BA',
        country: 'IT',
        phone: `333 ${randomInt(1_000_000, 9_999_999)}`,
      }
      const reply = await woo.post('orders', {
        data: {
          ...fields,
          billing: { ...address, email: `${name.toLowerCase()}@example.com` },
          shipping: address,
          line_items: [{ product_id: productId, quantity: 2 }],
          meta_data: [
            { key: ORDER_META_KEYS.deliveryDate, value: date },
            { key: ORDER_META_KEYS.timeSlot, value: slot },
            { key: ORDER_META_KEYS.vehicle, value: vehicle },
          ],
        },
      })
      expect(reply.ok(), await reply.text()).toBe(true)
      return { ...((await reply.json()) as WooOrder), phone: address.phone }
    }
    const cod = await create('Carla', '12:00 - 13:00', {
      payment_method: 'cod',
      status: 'on-hold',
      customer_note: 'Citofono Rossi, terzo piano senza ascensore',
    })
    const transfer = await create('Bruno', '10:00 - 11:00', {
      payment_method: 'bacs',
      status: 'on-hold',
      customer_note: 'Se non ci sono, lasciare alla vicina del piano terra',
    })
    const paidTransfer = await create('Anna', '09:00 - 10:00', {
      payment_method: 'bacs',
      status: 'processing',
    })
    const card = await create('Dario', '11:00 - 12:00', {
      payment_method: 'stripe',
      status: 'processing',
      set_paid: true,
    })

    await page.goto(`/admin/dispatch?date=${date}`)
    await screenReady(page, 'Consegne')
    const van = page.getByRole('region', { name: vehicle, exact: true })
    // The van's day: its stops, pieces, value and the cash to bring back.
    await expect(van.locator('.dispatch__group-head p')).toHaveText(
      new RegExp(` · 4 consegne · 8 pezzi · valore .+ · da incassare ${formatEuro(cod.total)}$`),
    )
    const table = van.getByRole('table', { name: `Consegne: ${vehicle}` })
    // In slot order, each with its slot, phone, note and collect line; nothing to collect when paid.
    const rows = table.locator('tbody tr')
    await expect(rows.getByRole('rowheader')).toHaveText(
      [paidTransfer, transfer, card, cod].map((order) => `n. ${order.number}`),
    )
    const expected = [
      [paidTransfer, '09:00 - 10:00', '', ''],
      [
        transfer,
        '10:00 - 11:00',
        'Se non ci sono, lasciare alla vicina del piano terra',
        'Bonifico non ricevuto',
      ],
      [card, '11:00 - 12:00', '', ''],
      [
        cod,
        '12:00 - 13:00',
        'Citofono Rossi, terzo piano senza ascensore',
        `Da incassare ${formatEuro(cod.total)}`,
      ],
    ] as const
    for (const [index, [order, slot, note, collect]] of expected.entries()) {
      const row = rows.nth(index)
      await expect(row.locator('td.dispatch__slot')).toHaveText(slot)
      await expect(row.getByRole('link', { name: order.phone })).toHaveAttribute(
        'href',
        `tel:${order.phone.replace(/\s/g, '')}`,
      )
      await expect(row.locator('td.dispatch__note')).toHaveText(note)
      await expect(row.locator('td.dispatch__collect')).toHaveText(collect)
    }
    await expectNoSeriousViolations(page)

    // The order's detail shows the note too.
    await page.goto(`/admin/orders?deliveryDate=${date}`)
    await screenReady(page, 'Ordini')
    await page.getByRole('button', { name: `Ordine n. ${cod.number}: dettagli` }).click()
    const dialog = page.getByRole('dialog', { name: `Ordine n. ${cod.number}` })
    await expect(dialog.getByTestId('order-note')).toHaveText('Citofono Rossi, terzo piano senza ascensore')
    await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click()
    await page.getByRole('button', { name: `Ordine n. ${card.number}: dettagli` }).click()
    await expect(
      page.getByRole('dialog', { name: `Ordine n. ${card.number}` }).getByTestId('order-note'),
    ).toHaveText('Nessuna nota')
  })

  test("'Partito' on today's sheet: the rows say who left and why not, the list of who stayed stays until 'Chiudi'", async ({
    operator: page,
  }) => {
    // The shop's store registers 'In consegna' (apps/api/docs/out-for-delivery-status.php).
    await control('/plugins', 'PUT', { shopStatuses: true })
    try {
      const { today } = await romeDays()
      const vehicle = ownVan('Partenza')
      const cod = await placeOrder(today, vehicle, '09:00 - 10:00', {
        payment_method: 'cod',
        status: 'on-hold',
      })
      const transfer = await placeOrder(today, vehicle, '10:00 - 11:00', {
        payment_method: 'bacs',
        status: 'on-hold',
      })

      await page.goto('/admin/dispatch')
      await screenReady(page, 'Consegne')
      await expect(page.getByLabel('Data di consegna')).toHaveValue(today)
      await expect(
        page.getByText('«Partito» si segna solo sul foglio di oggi', { exact: false }),
      ).toHaveCount(0)
      const van = page.getByRole('region', { name: vehicle, exact: true })
      // Before the van leaves, no row says anything about leaving.
      for (const order of [cod, transfer])
        await expect(stopRow(page, vehicle, order).locator('td.dispatch__departure')).toHaveText('')

      await van.getByRole('button', { name: 'Partito' }).click()
      const confirm = van.getByRole('alertdialog')
      await expect(confirm).toContainText(`${vehicle} è partito?`)
      await confirm.getByRole('button', { name: 'Conferma' }).click()
      await expect(toast(page, `${vehicle} partito: 1 ordine in consegna, 1 non partito`)).toBeVisible()
      expect(await statusOf(cod.id)).toBe('out-for-delivery')
      expect(await statusOf(transfer.id)).toBe('on-hold')

      // Who stayed behind, in the van's section, until the operator closes it.
      const left = van.getByRole('alert', { name: `Non partiti con ${vehicle}` })
      await expect(left).toBeVisible()
      await expect(left.getByRole('listitem')).toHaveText([`n. ${transfer.number}: Bonifico non ricevuto`])
      // Each row says whether it left, and why not (read back from the orders' statuses).
      await expect(stopRow(page, vehicle, cod).locator('td.dispatch__departure')).toHaveText('Partito')
      await expect(stopRow(page, vehicle, transfer).locator('td.dispatch__departure')).toHaveText(
        'Non partito: Bonifico non ricevuto',
      )
      // The toast goes; the list does not.
      await expect(toast(page, `${vehicle} partito: 1 ordine in consegna, 1 non partito`)).toBeHidden({
        timeout: 15_000,
      })
      await expect(left).toBeVisible()
      await expectNoSeriousViolations(page)
      await left.getByRole('button', { name: 'Chiudi' }).click()
      await expect(left).toHaveCount(0)
      await expect(stopRow(page, vehicle, transfer).locator('td.dispatch__departure')).toHaveText(
        'Non partito: Bonifico non ricevuto',
      )

      // The rows still say it when the sheet is opened again.
      await page.reload()
      await screenReady(page, 'Consegne')
      await expect(stopRow(page, vehicle, cod).locator('td.dispatch__departure')).toHaveText('Partito')
      await expect(stopRow(page, vehicle, transfer).locator('td.dispatch__departure')).toHaveText(
        'Non partito: Bonifico non ricevuto',
      )
      await expect(van.getByRole('alert')).toHaveCount(0)
    } finally {
      await control('/plugins', 'PUT', { shopStatuses: false })
    }
  })

  test("offers 'Partito' on today's sheet only; the API refuses another day even when the browser's clock is wrong", async ({
    operator: page,
  }) => {
    await control('/plugins', 'PUT', { shopStatuses: true })
    try {
      const { yesterday, today, tomorrow } = await romeDays()
      const vehicle = ownVan('Giorni')
      const orders = new Map<string, WooOrder>()
      for (const date of [yesterday, today, tomorrow])
        orders.set(
          date,
          await placeOrder(date, vehicle, '09:00 - 10:00', { payment_method: 'cod', status: 'on-hold' }),
        )

      for (const date of [yesterday, tomorrow]) {
        await page.goto(`/admin/dispatch?date=${date}`)
        await screenReady(page, 'Consegne')
        const van = page.getByRole('region', { name: vehicle, exact: true })
        await expect(van.getByRole('rowheader')).toHaveText([`n. ${orders.get(date)?.number}`])
        await expect(
          page.getByText('«Partito» si segna solo sul foglio di oggi, il giorno della consegna.'),
        ).toBeVisible()
        await expect(page.getByRole('button', { name: 'Partito' })).toHaveCount(0)
      }
      await page.goto(`/admin/dispatch?date=${today}`)
      await screenReady(page, 'Consegne')
      await expect(
        page.getByRole('region', { name: vehicle, exact: true }).getByRole('button', { name: 'Partito' }),
      ).toBeVisible()

      // A browser whose clock says it is already tomorrow shows the button on tomorrow's sheet: the
      // API, on the shop's clock, refuses and nothing changes.
      await page.clock.setSystemTime(new Date((await shopNow()).getTime() + 24 * 3600_000))
      await page.goto('/admin/dispatch')
      await screenReady(page, 'Consegne')
      await expect(page.getByLabel('Data di consegna')).toHaveValue(tomorrow)
      const van = page.getByRole('region', { name: vehicle, exact: true })
      await van.getByRole('button', { name: 'Partito' }).click()
      await van.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click()
      await expect(van.getByRole('alert')).toHaveText(
        `«Partito» si segna solo sul foglio di oggi, ${deliveryDateLabel(today)}: le consegne di ${deliveryDateLabel(tomorrow)} non possono ancora partire. Nessun ordine è cambiato.`,
      )
      for (const order of orders.values()) expect(await statusOf(order.id)).toBe('on-hold')
      await expect(
        stopRow(page, vehicle, orders.get(tomorrow) as WooOrder).locator('td.dispatch__departure'),
      ).toHaveText('')
    } finally {
      await control('/plugins', 'PUT', { shopStatuses: false })
    }
  })

  test('prints each van on a page of its own, without the frame and the controls', async ({
    operator: page,
  }) => {
    const { date } = await busyDate()
    await page.goto(`/admin/dispatch?date=${date}`)
    await screenReady(page, 'Consegne')
    const vans = page.getByRole('region').filter({ has: page.getByRole('table') })
    await expect(vans.first()).toBeVisible()
    const vanCount = await vans.count()
    expect(vanCount, 'a date with two vans or more').toBeGreaterThan(1)
    // The stops on the screen, each to be printed (counted here, not from WooCommerce: a test
    // running beside this one may move an order to this date meanwhile).
    const stops = page.getByRole('rowheader', { name: /^n\. / })
    const shown = await stops.count()
    expect(shown).toBeGreaterThan(0)

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Stampa il foglio di consegna' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')

    await expect(vans.nth(1)).toHaveCSS('break-before', 'auto')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Sezioni', includeHidden: true })).toBeHidden()
    const buttons = page.getByRole('button', { includeHidden: true })
    expect(await buttons.count()).toBeGreaterThanOrEqual(4)
    for (const button of await buttons.all()) await expect(button).toBeHidden()
    await expect(page.getByLabel('Data di consegna')).toBeHidden()
    await expect(page.getByRole('heading', { level: 2, name: /^Consegne di / })).toBeVisible()
    await expect(vans).toHaveCount(vanCount)
    // Every van but the first starts a new page; each page names its day.
    await expect(vans.first()).toHaveCSS('break-before', 'auto')
    for (let i = 1; i < vanCount; i++) await expect(vans.nth(i)).toHaveCSS('break-before', 'page')
    for (const van of await vans.all()) {
      await expect(van).toBeVisible()
      await expect(van.locator('.print-only')).toBeVisible()
    }
    await expect(stops).toHaveCount(shown)
    for (const stop of await stops.all()) await expect(stop).toBeVisible()
  })

  test('prints readably on A4 and on an 80 mm receipt roll: a page per van, nothing cut or overlapping', async ({
    operator: page,
  }) => {
    // Two vans of their own on a date no other test uses, with the longest things a sheet holds.
    const date = `2037-0${randomInt(1, 10)}-${String(randomInt(10, 29))}`
    const [north, south] = [ownVan('Nord'), ownVan('Sud')].sort((a, b) => a.localeCompare(b, 'it')) as [
      string,
      string,
    ]
    const shelf = await someProducts()
    const items = shelf
      .slice(0, 3)
      .map((product, index) => ({ product_id: product.id, quantity: 12 - index * 5 }))
    const stops = [
      {
        slot: '08:00 - 09:00',
        fields: {
          payment_method: 'cod',
          status: 'on-hold',
          first_name: 'Maria Addolorata',
          last_name: 'Dell’Olio Campanella',
          company: 'Trattoria Il Vecchio Frantoio S.r.l.',
          address_1: 'Via Giuseppe Capruzzi, 228, scala B, interno 14',
          customer_note:
            'Citofonare Campanella, terzo piano senza ascensore; se non rispondo lasciare in portineria',
          items,
        },
      },
      {
        slot: '09:00 - 10:00',
        fields: {
          payment_method: 'bacs',
          status: 'on-hold',
          first_name: 'Bruno',
          last_name: 'Lorusso',
          items,
        },
      },
      {
        slot: '15:00 - 16:00',
        fields: {
          payment_method: 'stripe',
          status: 'processing',
          set_paid: true,
          first_name: 'Dario',
          items,
        },
      },
    ]
    const vans = new Map<string, WooOrder[]>()
    for (const vehicle of [north, south]) {
      const placed: WooOrder[] = []
      for (const stop of stops) placed.push(await placeOrder(date, vehicle, stop.slot, stop.fields))
      vans.set(vehicle, placed)
    }

    await page.goto(`/admin/dispatch?date=${date}`)
    await screenReady(page, 'Consegne')
    await expect(page.getByRole('rowheader')).toHaveCount(6)
    await page.emulateMedia({ media: 'print' })

    const papers = [
      { name: 'A4', options: { format: 'A4' } },
      // A receipt roll: 80 mm wide, long enough for a van's round.
      { name: '80 mm', options: { width: '80mm', height: '600mm' } },
    ] as const
    for (const paper of papers) {
      const pdf = await page.pdf(paper.options)
      await test
        .info()
        .attach(`foglio di consegna ${paper.name}.pdf`, { body: pdf, contentType: 'application/pdf' })
      const pages = await printedPages(pdf)
      // One page per van, each naming its own van only.
      expect(
        pages.map((printed) => [north, south].filter((name) => printed.text.includes(name))),
        paper.name,
      ).toEqual([[north], [south]])
      for (const [index, printed] of pages.entries()) {
        const vehicle = index === 0 ? north : south
        const lines = linesOf(printed.runs)
        // Every order number and slot whole, on one line.
        for (const [n, order] of (vans.get(vehicle) as WooOrder[]).entries()) {
          expect(
            lines.some((line) => line.includes(`n. ${order.number}`)),
            `${paper.name}: n. ${order.number}`,
          ).toBe(true)
          const slot = stops[n]?.slot as string
          expect(
            lines.some((line) => line.includes(slot)),
            `${paper.name}: ${slot}`,
          ).toBe(true)
        }
        const words = printed.text.replace(/\s+/g, ' ').toLowerCase()
        for (const text of ['Da incassare', 'Bonifico non ricevuto', 'terzo piano senza ascensore'])
          expect(words, paper.name).toContain(text.toLowerCase())
        // Nothing runs into its neighbour, nothing off the paper, nothing too small to read.
        expect(overlaps(printed.runs), `${paper.name}, page ${index + 1}`).toEqual([])
        const outside = printed.runs.filter((run) => run.x < 0 || run.x + run.width > printed.width + 0.5)
        expect(
          outside.map((run) => run.text),
          `${paper.name}, page ${index + 1}`,
        ).toEqual([])
        const tiny = printed.runs.filter((run) => run.size < 7)
        expect(
          tiny.map((run) => `${run.text} (${run.size.toFixed(1)} pt)`),
          paper.name,
        ).toEqual([])
      }
    }
  })

  test('opens on today, moves to tomorrow and back, and says when a date has no deliveries', async ({
    operator: page,
  }) => {
    const before = await romeDays()
    await page.goto('/admin/dispatch')
    await screenReady(page, 'Consegne')
    const field = page.getByLabel('Data di consegna')
    // The shop's today as of before the page opened or after (a midnight may fall in between).
    const after = await romeDays()
    const { today, tomorrow } = (await field.inputValue()) === after.today ? after : before
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
