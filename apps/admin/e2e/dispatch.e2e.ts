import { randomInt } from 'node:crypto'
import { formatEuro } from '@shop/catalog'
import { shopNow } from '@shop/e2e-kit'
import { NOT_DISPATCHED, ORDER_META_KEYS } from '@shop/orders'
import { isoDateOf, normalizeSlotLabel, romeDayNumber } from '@shop/slots'
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

/** The shop's today and tomorrow in Rome as 'YYYY-MM-DD' (the browser runs at the shop's instant). */
async function romeDays(): Promise<{ today: string; tomorrow: string }> {
  const today = romeDayNumber(await shopNow())
  return { today: isoDateOf(today), tomorrow: isoDateOf(today + 1) }
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
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: `Ordine n. ${card.number}: dettagli` }).click()
    await expect(
      page.getByRole('dialog', { name: `Ordine n. ${card.number}` }).getByTestId('order-note'),
    ).toHaveText('Nessuna nota')
  })

  test("'Partito': the van's orders go In consegna, an unpaid transfer stays and is named", async ({
    operator: page,
  }) => {
    // The shop's store registers 'In consegna' (apps/api/docs/out-for-delivery-status.php).
    await control('/plugins', 'PUT', { shopStatuses: true })
    try {
      const woo = await wooApi()
      const date = `2035-0${randomInt(1, 10)}-${String(randomInt(10, 29))}`
      const vehicle = `Furgone ${randomInt(1_000_000)}`
      const products = (await (
        await woo.get('products?per_page=5&stock_status=instock&status=publish')
      ).json()) as {
        id: number
      }[]
      const create = async (payment_method: string, slot: string) => {
        const reply = await woo.post('orders', {
          data: {
            payment_method,
            status: 'on-hold',
            billing: {
              first_name: 'Rita',
              last_name: 'Partenza',
              email: 'rita@example.com',
              phone: '333 1234567',
            },
            line_items: [{ product_id: products[0]?.id, quantity: 1 }],
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
      const cod = await create('cod', '09:00 - 10:00')
      const transfer = await create('bacs', '10:00 - 11:00')

      await page.goto(`/admin/dispatch?date=${date}`)
      await screenReady(page, 'Consegne')
      const van = page.getByRole('region', { name: vehicle, exact: true })
      await van.getByRole('button', { name: 'Partito' }).click()
      const confirm = van.getByRole('alertdialog')
      await expect(confirm).toContainText(`${vehicle} è partito?`)
      await confirm.getByRole('button', { name: 'Conferma' }).click()
      await expect(
        toast(
          page,
          `${vehicle} partito: 1 ordine in consegna. Non partiti: n. ${transfer.number} (Bonifico non ricevuto)`,
        ),
      ).toBeVisible()
      const statusOf = async (id: number) =>
        ((await (await woo.get(`orders/${id}`)).json()) as WooOrder).status
      expect(await statusOf(cod.id)).toBe('out-for-delivery')
      expect(await statusOf(transfer.id)).toBe('on-hold')
    } finally {
      await control('/plugins', 'PUT', { shopStatuses: false })
    }
  })

  test('prints each van on a page of its own, without the frame and the controls', async ({
    operator: page,
  }) => {
    const { date, dispatched } = await busyDate()
    await page.goto(`/admin/dispatch?date=${date}`)
    await screenReady(page, 'Consegne')
    const vans = page.getByRole('region').filter({ has: page.getByRole('table') })
    await expect(vans.first()).toBeVisible()
    const vanCount = await vans.count()
    expect(vanCount, 'a date with two vans or more').toBeGreaterThan(1)

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
    await expect(page.getByRole('rowheader', { name: /^n\. / })).toHaveCount(dispatched.length)

    // Printed on A4 by Chromium itself: at least one page per van.
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1')
    const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []
    expect(pages.length).toBeGreaterThanOrEqual(vanCount)
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
