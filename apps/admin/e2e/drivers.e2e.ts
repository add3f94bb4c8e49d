/**
 * Issue 26, the operators' side of the van's day: the roster of drivers ('Autisti'), the vans of
 * today with their drivers ('Furgoni del giorno'), and the day's cash per van ('Incassi') against
 * what the API's GET /api/admin/cash answers, down to the proof of delivery on the order.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { formatEuro } from '@shop/catalog'
import { clientAddress, shopNow } from '@shop/e2e-kit'
import { ORDER_META_KEYS } from '@shop/orders'
import { isoDateOf, romeDayNumber } from '@shop/slots'
import type { CashStop, CashVan } from '../src/features/cash/api/cash'
import type {
  RosterAnswer as Roster,
  VanDriversAnswer as VanDrivers,
} from '../src/features/drivers/api/drivers'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test, toast, wooApi } from './fixtures'

/** Demo customers of the emulator's seed (tooling/woo-emulator/src/seed/demo-accounts.ts) no other admin test uses. */
const ANGELA = { login: 'angela.cassano@example.com', password: 'DemoTriggiano#2026', name: 'Angela Cassano' }
const GIUSEPPE = {
  login: 'giuseppe.abbrescia@example.com',
  password: 'DemoJapigia#2026',
  name: 'Giuseppe Abbrescia',
}
/** A 1×1 PNG: the signature a driver's phone sends. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const todayInRome = async () => isoDateOf(romeDayNumber(await shopNow()))

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const reply = await page.request.get(path)
  expect(reply.status(), await reply.text()).toBe(200)
  return (await reply.json()) as T
}

// The page's words, written out here rather than taken from the app: a wrong label must fail.
const METHODS: Record<string, string> = { cash: 'Contanti', cheque: 'Assegno', none: 'Nessuno' }
const RESULTS: Record<string, string> = { delivered: 'Consegnato', failed: 'Non consegnato' }
const difference = (euros: number) => {
  const cents = Math.round(euros * 100)
  if (cents === 0) return formatEuro(0)
  return cents < 0 ? `−${formatEuro(-cents / 100)} (manca)` : `+${formatEuro(cents / 100)} (in più)`
}
/** A stop's row as the cash page must show it. */
const expectedRow = (stop: CashStop) => [
  `n. ${stop.number}`,
  stop.customer || '—',
  stop.slot ?? 'Senza fascia',
  formatEuro(stop.due),
  stop.result === 'delivered' ? formatEuro(stop.recorded) : '—',
  stop.method ? (METHODS[stop.method] ?? stop.method) : '—',
  stop.result ? (RESULTS[stop.result] ?? stop.result) : 'Da registrare',
  difference(stop.difference),
]

test.describe('Autisti e incassi', () => {
  test('adds a driver by e-mail (the API’s refusals inline), gives them a van for today, removes them after asking', async ({
    operator: page,
  }) => {
    const today = await todayInRome()
    await page.goto('/admin/drivers')
    await screenReady(page, 'Autisti')
    const form = page.getByRole('form', { name: 'Aggiungi autista' })
    const email = form.getByLabel("E-mail dell'account WooCommerce")
    const add = form.getByRole('button', { name: 'Aggiungi autista' })

    const nobody = `nessuno.${randomInt(1_000_000)}@example.it`
    await email.fill(nobody)
    await add.click()
    await expect(form.getByRole('alert')).toHaveText(
      `Nessun account con l’e-mail ${nobody}: crealo prima in WooCommerce (o fai registrare l’autista sul sito).`,
    )
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('operatore@baribevande.it')
    await add.click()
    await expect(form.getByRole('alert')).toHaveText(
      'Un account di amministratore o gestore non può essere un autista: usa un account a parte.',
    )

    await email.fill(ANGELA.login)
    await add.click()
    await expect(toast(page, `${ANGELA.name} è tra gli autisti`)).toBeVisible()
    await expect(email).toHaveValue('')
    await expect(form.getByRole('alert')).toHaveCount(0)
    const roster = await apiJson<Roster>(page, '/api/admin/drivers')
    const angela = roster.drivers.find((driver) => driver.email === ANGELA.login)
    expect(angela, 'Angela on the API’s roster').toBeTruthy()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ANGELA.name }) })
    await expect(row.getByRole('cell')).toHaveText([ANGELA.login, angela?.phone || '—', 'Rimuovi'])

    // Furgoni del giorno: today by the shop's clock; the first van gets Angela, saved at once.
    const vans = page.getByRole('region', { name: 'Furgoni del giorno' })
    await expect(vans.getByLabel('Data', { exact: true })).toHaveValue(today)
    const { vans: todays } = await apiJson<VanDrivers>(page, `/api/admin/van-drivers?date=${today}`)
    const vehicle = todays[0]?.vehicle as string
    await vans.getByRole('combobox', { name: vehicle, exact: true }).selectOption({ label: ANGELA.name })
    await expect(toast(page, new RegExp(`^${vehicle}: guida ${ANGELA.name}`))).toBeVisible()
    const assigned = await apiJson<VanDrivers>(page, `/api/admin/van-drivers?date=${today}`)
    expect(assigned.vans.find((van) => van.vehicle === vehicle)?.driver).toEqual({
      userId: angela?.userId,
      name: ANGELA.name,
    })
    await expectNoSeriousViolations(page)

    // 'Rimuovi' asks first; 'Annulla' changes nothing.
    await row.getByRole('button', { name: `Rimuovi ${ANGELA.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Rimuovere ${ANGELA.name} dagli autisti?` })
    await dialog.getByRole('button', { name: 'Annulla' }).click()
    await expect(dialog).toHaveCount(0)
    expect((await apiJson<Roster>(page, '/api/admin/drivers')).drivers.map((d) => d.email)).toContain(
      ANGELA.login,
    )
    await row.getByRole('button', { name: `Rimuovi ${ANGELA.name}` }).click()
    await dialog.getByRole('button', { name: 'Rimuovi' }).click()
    await expect(toast(page, `${ANGELA.name} non è più tra gli autisti`)).toBeVisible()
    await expect(row).toHaveCount(0)
    // Off the roster, and off today's van: the select says so without a reload.
    await expect(vans.getByRole('combobox', { name: vehicle, exact: true })).toHaveValue('')
    expect((await apiJson<Roster>(page, '/api/admin/drivers')).drivers.map((d) => d.email)).not.toContain(
      ANGELA.login,
    )
  })

  test('shows the day’s cash per van as the API answers it, the order’s proof of delivery one click away', async ({
    operator: page,
  }) => {
    const today = await todayInRome()
    const woo = await wooApi()
    // The driver: on the roster, on the last van of the zones today, signed in on their phone.
    const added = await page.request.post('/api/admin/drivers', { data: { email: GIUSEPPE.login } })
    expect(added.status(), await added.text()).toBe(200)
    const driverId = ((await added.json()) as Roster).drivers.find((d) => d.email === GIUSEPPE.login)
      ?.userId as number
    const { vans } = await apiJson<VanDrivers>(page, `/api/admin/van-drivers?date=${today}`)
    const vehicle = vans.at(-1)?.vehicle as string
    const put = await page.request.put('/api/admin/van-drivers', {
      data: { date: today, vehicle, userId: driverId },
    })
    expect(put.status(), await put.text()).toBe(200)
    let phone: APIRequestContext | null = null
    const placed: number[] = []
    try {
      // Three orders paid at the door on the van today: paid in full in cash, short by a cheque, and
      // handed over with nothing taken. (A stop not recorded yet is 'In consegna', a status this
      // shared shop registers only while dispatch.e2e.ts switches it on: the unit tests show it.)
      const [product] = (await (
        await woo.get('products?per_page=1&stock_status=instock&status=publish')
      ).json()) as { id: number }[]
      const orders: { id: number; number: string; total: number }[] = []
      for (const slot of ['09:00 - 10:00', '10:00 - 11:00', '11:00 - 12:00']) {
        const address = {
          first_name: 'Rita',
          last_name: `Incasso ${randomInt(1000)}`,
          address_1: 'Via Peucetia, 22',
          city: 'Bari',
          postcode: '70126',
          state: 'BA',
          country: 'IT',
          phone: '333 1234567',
        }
        const reply = await woo.post('orders', {
          data: {
            status: 'processing',
            payment_method: 'cod',
            payment_method_title: 'Pagamento alla consegna',
            billing: { ...address, email: 'rita.incasso@example.com' },
            shipping: address,
            line_items: [{ product_id: product?.id, quantity: 2 }],
            meta_data: [
              { key: ORDER_META_KEYS.deliveryDate, value: today },
              { key: ORDER_META_KEYS.timeSlot, value: slot },
              { key: ORDER_META_KEYS.vehicle, value: vehicle },
            ],
          },
        })
        expect(reply.ok(), await reply.text()).toBe(true)
        const order = (await reply.json()) as { id: number; number: string; total: string }
        placed.push(order.id)
        orders.push({ id: order.id, number: order.number, total: Number(order.total) })
      }
      const [paid, short, unpaid] = orders as [
        (typeof orders)[number],
        (typeof orders)[number],
        (typeof orders)[number],
      ]

      phone = await playwrightRequest.newContext({
        baseURL: shopUrl(),
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      })
      const login = await phone.post('/api/auth/login', {
        data: { login: GIUSEPPE.login, password: GIUSEPPE.password, driver: true },
      })
      expect(login.status(), await login.text()).toBe(200)
      const now = (await shopNow()).toISOString()
      for (const [order, method, amount] of [
        [paid, 'cash', paid.total],
        [short, 'cheque', Math.round(short.total * 100 - 200) / 100],
        [unpaid, 'none', 0],
      ] as const) {
        const outcome = await phone.post(`/api/driver/stops/${order.id}/outcome`, {
          data: {
            actionId: randomUUID(),
            result: 'delivered',
            recordedAt: now,
            payment: { method, amount },
            empties: {},
            idChecked: false,
            proof: { kind: 'signature', dataUrl: SIGNATURE },
          },
        })
        expect(outcome.status(), await outcome.text()).toBe(200)
      }

      await page.goto('/admin/cash')
      await screenReady(page, 'Incassi')
      await expect(page.getByLabel('Data di consegna')).toHaveValue(today)
      const section = page.getByRole('region', { name: vehicle, exact: true })
      await expect(section.getByRole('row').filter({ hasText: `n. ${unpaid.number}` })).toHaveCount(1)
      const report = await apiJson<{ vans: CashVan[] }>(page, `/api/admin/cash?date=${today}`)
      const van = report.vans.find((v) => v.vehicle === vehicle) as CashVan
      expect(van.driver).toEqual({ userId: driverId, name: GIUSEPPE.name })
      await expect(section.getByText(`Autista: ${GIUSEPPE.name}`)).toBeVisible()

      // Every stop of the van, in the API's order, as the API has it.
      const rows = section.locator('tbody tr')
      await expect(rows).toHaveCount(van.stops.length)
      for (const [index, stop] of van.stops.entries())
        await expect(rows.nth(index).locator('th, td')).toHaveText(expectedRow(stop))
      // The test's own three, as the driver recorded them.
      const rowOf = (order: { number: string }) =>
        section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `n. ${order.number}` }) })
      await expect(rowOf(paid).locator('td').nth(4)).toHaveText('Contanti')
      await expect(rowOf(paid).locator('td').last()).toHaveText(formatEuro(0))
      await expect(rowOf(short).locator('td').nth(4)).toHaveText('Assegno')
      await expect(rowOf(short).locator('td').last()).toHaveText(`−${formatEuro(2)} (manca)`)
      await expect(rowOf(unpaid).locator('td').nth(4)).toHaveText('Nessuno')
      await expect(rowOf(unpaid).locator('td').last()).toHaveText(`−${formatEuro(unpaid.total)} (manca)`)
      // Highlighted when not 0, and only then.
      await expect(rowOf(short).locator('td').last()).toHaveCSS('background-color', 'rgb(253, 236, 234)')
      await expect(rowOf(paid).locator('td').last()).not.toHaveCSS('background-color', 'rgb(253, 236, 234)')
      // The van's totals.
      await expect(section.locator('.cash__totals > div')).toHaveText([
        `Da incassare${formatEuro(van.due)}`,
        `Incassato${formatEuro(van.recorded)} (contanti ${formatEuro(van.cash)}, assegni ${formatEuro(van.cheques)})`,
        `Differenza${difference(van.difference)}`,
      ])
      await expectNoSeriousViolations(page)

      // The order number opens the order, with the signature taken at the door.
      await rowOf(paid)
        .getByRole('link', { name: `Ordine n. ${paid.number}: dettagli` })
        .click()
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?ordine=${paid.id}$`))
      const dialog = page.getByRole('dialog', { name: `Ordine n. ${paid.number}` })
      const proof = dialog.getByRole('img', {
        name: `Prova di consegna dell'ordine n. ${paid.number}`,
        exact: false,
      })
      await expect(dialog.getByRole('heading', { name: 'Prova di consegna' })).toBeVisible()
      await expect(proof).toBeVisible()
      await expect
        .poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1)
      await expectNoSeriousViolations(page)
      await dialog.getByRole('button', { name: 'Chiudi' }).click()
      await expect(page).toHaveURL(/\/admin\/orders$/)
    } finally {
      await phone?.dispose()
      // Off the roster (and off the van); an order the test could not settle is cancelled.
      await page.request.delete(`/api/admin/drivers/${driverId}`)
      for (const id of placed) {
        const order = (await (await woo.get(`orders/${id}`)).json()) as { status: string }
        if (order.status !== 'completed') await woo.put(`orders/${id}`, { data: { status: 'cancelled' } })
      }
    }
  })
})
