import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { atShopTime, clientAddress } from '@shop/e2e-kit'
import { operatorStatusLabel } from '@shop/orders'
import { SEARCH_TYPE_LABELS } from '../src/features/customers/search-type-labels'
import { expect, expectNoSeriousViolations, screenReady, test, WELCOME_KEY, wooApi } from './fixtures'

interface WooAddress {
  first_name: string
  last_name: string
  address_1: string
  address_2: string
  city: string
  postcode: string
  phone?: string
}

interface WooCustomer {
  id: number
  email: string
  first_name: string
  last_name: string
  username: string
  role: string
  date_created: string
  billing: WooAddress & { email: string }
  shipping: WooAddress
}

interface WooOrder {
  id: number
  number: string
  status: string
  customer_id: number
}

/** The labels of the screen for the search types of @shop/customer-search. */
const TYPE = SEARCH_TYPE_LABELS

const ROME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

async function wooGet<T>(path: string): Promise<T> {
  const woo = await wooApi()
  const reply = await woo.get(path)
  expect(reply.ok(), `${path}: ${reply.status()}`).toBe(true)
  return (await reply.json()) as T
}

/** An Italian mobile's 10 digits ('+39 327 309 3374' -> '3273093374'), or null for anything else. */
function mobileDigits(phone: string | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^(?:0039|39)(?=3\d{9}$)/, '')
  return /^3\d{9}$/.test(digits) ? digits : null
}

/** The street of an address line, without the house number: 'Via Sparano da Bari, 84' -> 'Via Sparano da Bari'. */
const streetOf = (line: string) => line.replace(/,[^,]*$/, '').trim()

/**
 * A customer of the first page of GET /customers that every strategy can find: a mobile number, a
 * street few others live on, and a registration among the newest 1000 (the address search reads
 * at most 10 pages of 100, newest first).
 */
async function searchableCustomer(): Promise<WooCustomer & { digits: string; street: string }> {
  const newest = (
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        wooGet<WooCustomer[]>(`customers?role=all&orderby=id&order=desc&per_page=100&page=${index + 1}`),
      ),
    )
  ).flat()
  const newestIds = new Set(newest.map((customer) => customer.id))
  const neighbours = (street: string) =>
    newest.filter((customer) =>
      [customer.billing.address_1, customer.shipping.address_1].some((line) =>
        line.toLowerCase().includes(street.toLowerCase()),
      ),
    ).length
  for (const customer of await wooGet<WooCustomer[]>('customers?per_page=20')) {
    const digits = mobileDigits(customer.billing.phone)
    const street = streetOf(customer.billing.address_1)
    if (
      digits &&
      customer.role === 'customer' &&
      customer.first_name &&
      customer.last_name &&
      newestIds.has(customer.id) &&
      street.length >= 8 &&
      neighbours(street) <= 20
    )
      return { ...customer, digits, street }
  }
  throw new Error('no customer of the first page of GET /customers fits the search test')
}

/** The customer (not a demo account) with the most orders among the latest 300, and those orders. */
async function customerWithOrders(): Promise<WooCustomer> {
  const orders = (
    await Promise.all(
      [1, 2, 3].map((page) => wooGet<WooOrder[]>(`orders?per_page=100&orderby=id&order=desc&page=${page}`)),
    )
  ).flat()
  const counts = new Map<number, number>()
  for (const order of orders)
    if (order.customer_id > 0) counts.set(order.customer_id, (counts.get(order.customer_id) ?? 0) + 1)
  for (const [id] of [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
    const customer = await wooGet<WooCustomer>(`customers/${id}`)
    if (customer.role === 'customer' && !customer.email.endsWith('@example.com')) return customer
  }
  throw new Error('no seeded customer with orders')
}

/** Types a term, checks the type shown as it is typed, submits it and waits for its results. */
async function search(page: Page, term: string, detected: string): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: 'Cerca clienti' })
  await box.fill(term)
  await expect(box).toHaveAccessibleDescription(`Ricerca per: ${detected}`)
  await page.getByRole('button', { name: 'Cerca', exact: true }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term)
  const table = page.getByRole('table', { name: `Clienti trovati per «${term}», dal più pertinente` })
  await expect(table).toBeVisible()
  await expect(page.locator('.table-wrap')).toHaveAttribute('aria-busy', 'false')
  return table
}

/** The line under the search box that says what the server found and how. */
const outcome = (page: Page, term: string) =>
  page.locator('.customer-search__outcome p').filter({ hasText: `per «${term}»` })

const rowOf = (table: Locator, id: number) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('cell', { name: String(id), exact: true }) })

/** A browser of the customer's own: another address, no session, the welcome dialog already seen. */
async function customerBrowser(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  await atShopTime(context)
  await context.route('https://tiles.invalid/**', (route) => route.abort())
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, 'true')
    } catch {
      // about:blank has no storage.
    }
  }, WELCOME_KEY)
  return context
}

test.describe('customers', () => {
  test('finds a customer by id, email, phone in three forms, full name and street', async ({
    operator: page,
  }) => {
    const customer = await searchableCustomer()
    const name = `${customer.first_name} ${customer.last_name}`
    const [d3, d6] = [customer.digits.slice(0, 3), customer.digits.slice(3, 6)]
    const rest = customer.digits.slice(6)

    await page.goto('/admin/customers')
    await screenReady(page, 'Clienti')
    const box = page.getByRole('searchbox', { name: 'Cerca clienti' })
    await expect(box).toHaveAccessibleDescription(
      "Scrivi un ID cliente, un'email, un numero di telefono, un nome o un indirizzo.",
    )

    // Exact matches come first, and the server runs the strategy the screen announced.
    const exact: [term: string, detected: string, ran: string][] = [
      [String(customer.id), TYPE.id, TYPE.id],
      [customer.email, TYPE.email, TYPE.email],
      [customer.digits, TYPE.phone, TYPE.phone],
      [`+39 ${d3} ${d6} ${rest}`, TYPE.phone, TYPE.phone],
      // A dot is no phone separator for the detection (SPEC.md section 5): the name search finds
      // nobody, and the comprehensive search finds the number.
      [`${d3}-${d6}.${rest}`, TYPE.name, TYPE.comprehensive],
    ]
    for (const [term, detected, ran] of exact) {
      const table = await search(page, term, detected)
      await expect(outcome(page, term)).toContainText(`Ricerca eseguita: ${ran}`)
      const first = table.locator('tbody tr').first()
      await expect(first.locator('td').first(), term).toHaveText(String(customer.id))
      await expect(first.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/admin/customers/${customer.id}`,
      )
    }
    await expect(page.getByText('La ricerca per «Nome o indirizzo» non ha trovato nessuno')).toBeVisible()

    // The id finds that customer alone; its row shows the customer's data.
    const byId = await search(page, String(customer.id), TYPE.id)
    await expect(outcome(page, String(customer.id))).toContainText('1 cliente trovato')
    await expect(byId.locator('tbody tr')).toHaveCount(1)
    const [year, month, day] = customer.date_created.slice(0, 10).split('-')
    await expect(byId.locator('tbody tr td')).toHaveText([
      String(customer.id),
      name,
      customer.email,
      customer.billing.phone ?? '',
      `${customer.billing.address_1}, ${customer.billing.city}`,
      `${day}/${month}/${year}`,
    ])

    for (const term of [name, customer.street]) {
      const table = await search(page, term, TYPE.name)
      await expect(outcome(page, term)).toContainText(`Ricerca eseguita: ${TYPE.name}`)
      await expect(rowOf(table, customer.id), term).toHaveCount(1)
    }
    await expectNoSeriousViolations(page)

    // The term lives in the address: a reload shows the same search.
    await page.reload()
    await screenReady(page, 'Clienti')
    await expect(box).toHaveValue(customer.street)
    await expect(
      rowOf(
        page.getByRole('table', { name: `Clienti trovati per «${customer.street}», dal più pertinente` }),
        customer.id,
      ),
    ).toHaveCount(1)
  })

  test('pages the results 25 at a time, with the page in the address', async ({ operator: page }) => {
    await page.goto('/admin/customers')
    await screenReady(page, 'Clienti')
    // No term: the newest customers, newest first (by id: WooCommerce's registration date has no tie-break).
    const woo = await wooApi()
    const newest = (await (
      await woo.get('customers?role=customer&orderby=id&order=desc&per_page=25')
    ).json()) as { id: number }[]
    const recent = page.getByRole('table', { name: 'Clienti più recenti' })
    await expect(recent.locator('tbody tr')).toHaveCount(25)
    await expect(recent.locator('tbody tr').first()).toContainText(String(newest[0]?.id))

    const table = await search(page, 'Piazza', TYPE.name)
    const total = Number((await outcome(page, 'Piazza').first().textContent())?.match(/^(\d+) clienti/)?.[1])
    expect(total).toBeGreaterThan(25)
    const pages = Math.ceil(total / 25)
    const ids = () => table.locator('tbody tr td:first-child').allTextContents()
    await expect(table.locator('tbody tr')).toHaveCount(25)
    const firstPage = await ids()

    const pager = page.getByRole('navigation', { name: 'Pagine dei clienti' })
    await expect(pager.getByText(`Pagina 1 di ${pages}`)).toBeVisible()
    await pager.getByRole('button', { name: /Successiva/ }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pager.getByText(`Pagina 2 di ${pages}`)).toBeVisible()
    await expect(page.locator('.table-wrap')).toHaveAttribute('aria-busy', 'false')
    await expect(table.locator('tbody tr')).toHaveCount(pages > 2 ? 25 : total - 25)
    const secondPage = await ids()
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([])

    await page.reload()
    await screenReady(page, 'Clienti')
    await expect(pager.getByText(`Pagina 2 di ${pages}`)).toBeVisible()
    expect(await ids()).toEqual(secondPage)
  })

  test.describe('the customer page', () => {
    // Far from Rome: the times on the page must still be Rome's.
    test.use({ timezoneId: 'America/New_York' })

    test('shows the details and orders, and issues a single-use auto-login link', async ({
      operator: page,
      browser,
    }) => {
      const customer = await customerWithOrders()
      const name = `${customer.first_name} ${customer.last_name}`
      const orders = await wooGet<WooOrder[]>(
        `orders?customer=${customer.id}&orderby=id&order=desc&per_page=20`,
      )
      expect(orders.length).toBeGreaterThan(1)

      await page.goto('/admin/customers')
      await screenReady(page, 'Clienti')
      const results = await search(page, customer.email, TYPE.email)
      await results.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`))
      await screenReady(page, name)

      const facts = page.getByRole('region', { name: 'Dati del cliente' })
      await expect(facts.locator('dd')).toHaveText([
        customer.first_name,
        customer.last_name,
        customer.email,
        customer.billing.phone ?? '',
        customer.username,
        /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
        'Cliente',
      ])
      const billing = page.getByRole('region', { name: 'Indirizzo di fatturazione' })
      await expect(billing).toContainText(customer.billing.address_1)
      await expect(billing).toContainText(`${customer.billing.postcode} ${customer.billing.city}`)
      await expect(page.getByRole('region', { name: 'Indirizzo di spedizione' })).toContainText(
        customer.shipping.address_1,
      )

      // Their orders, newest first, as WooCommerce lists them.
      const table = page.getByRole('table', { name: 'Ordini del cliente, dal più recente' })
      const rows = table.locator('tbody tr')
      await expect(rows).toHaveCount(orders.length)
      await expect(rows.locator('td:first-child')).toHaveText(orders.map((order) => `n. ${order.number}`))
      for (const [index, order] of orders.entries()) {
        // Another test may complete a processing order meanwhile.
        const label =
          order.status === 'processing' ? /^(In lavorazione|Completato)$/ : operatorStatusLabel(order.status)
        await expect(rows.nth(index).locator('.badge')).toHaveText(label)
      }
      await expectNoSeriousViolations(page)

      // The auto-login link: shown to copy, with its expiry in Rome time.
      const issued = page.waitForResponse(
        (reply) => reply.url().endsWith(`/api/admin/customers/${customer.id}/auto-login-link`) && reply.ok(),
      )
      await page.getByRole('button', { name: 'Crea link di accesso automatico' }).click()
      const link = (await (await issued).json()) as { url: string; expiresAt: number }
      expect(link.url).toMatch(new RegExp(`/auto-login/${customer.id}\\?token=[^&]+$`))
      const field = page.getByRole('textbox', { name: 'Link di accesso automatico' })
      await expect(field).toHaveValue(link.url)
      await expect(field).toHaveAttribute('readonly', '')
      await expect(field).toBeFocused()
      const panel = page.getByRole('region', { name: 'Accesso automatico' })
      await expect(panel).toContainText(
        `Valido fino a ${ROME.format(new Date(link.expiresAt))} (ora italiana)`,
      )
      await expect(panel).toContainText('Si può usare una sola volta')

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await panel.getByRole('button', { name: 'Copia' }).click()
      await expect(panel.getByText('Link copiato negli appunti.')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.url)
      // A browser that refuses the clipboard: the link is selected, to copy by hand.
      await page.evaluate(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        })
      })
      await panel.getByRole('button', { name: 'Copia' }).click()
      await expect(panel.getByText(/^Copia non riuscita: il link è selezionato nel campo/)).toBeVisible()
      await expect(field).toBeFocused()
      expect(
        await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
      ).toEqual([0, link.url.length])
      await expectNoSeriousViolations(page)

      // The customer opens it in their own browser and confirms: they are logged in.
      const first = await customerBrowser(browser)
      try {
        const storefront = await first.newPage()
        await storefront.goto(link.url)
        await expect(storefront.getByRole('heading', { name: 'Accesso automatico', level: 1 })).toBeVisible()
        await storefront.getByRole('button', { name: `Accedi come ${name}` }).click()
        await expect(storefront).toHaveURL(/\/account$/)
        const me = await first.request.get(new URL('/api/auth/me', link.url).href)
        expect(me.ok()).toBe(true)
        const session = (await me.json()) as { user: { id: number } | null; loginMethod?: string }
        expect(session.user?.id).toBe(customer.id)
        expect(session.loginMethod).toBe('auto-login')
      } finally {
        await first.close()
      }

      // The same link a second time: refused.
      const second = await customerBrowser(browser)
      try {
        const storefront = await second.newPage()
        await storefront.goto(link.url)
        await expect(
          storefront.getByText('Il link di accesso è già stato usato: chiedine uno nuovo al negozio.'),
        ).toBeVisible()
        await expect(storefront.getByRole('button', { name: /^Accedi come/ })).toHaveCount(0)
        const me = (await (await second.request.get(new URL('/api/auth/me', link.url).href)).json()) as {
          user: unknown
        }
        expect(me.user).toBeNull()
      } finally {
        await second.close()
      }

      // Back to the search the operator came from.
      await page.getByRole('link', { name: '‹ Torna alla ricerca' }).click()
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(customer.email)
      await expect(page.getByRole('searchbox', { name: 'Cerca clienti' })).toHaveValue(customer.email)
      await expect(
        rowOf(
          page.getByRole('table', { name: `Clienti trovati per «${customer.email}», dal più pertinente` }),
          customer.id,
        ),
      ).toHaveCount(1)
    })
  })

  test('an invalid or unknown id shows the server message; staff get no auto-login link', async ({
    operator: page,
  }) => {
    await page.goto('/admin/customers/abc')
    await screenReady(page, 'Cliente')
    await expect(page.getByRole('alert')).toHaveText('ID cliente non valido')

    await page.goto('/admin/customers/987654')
    await screenReady(page, 'Cliente')
    await expect(page.getByRole('alert')).toHaveText('Cliente non trovato')
    await expect(page.getByRole('link', { name: '‹ Torna alla ricerca' })).toHaveAttribute(
      'href',
      '/admin/customers',
    )

    // The shop manager's own account is found too (role=all), but is no customer.
    await page.goto('/admin/customers')
    await screenReady(page, 'Clienti')
    const table = await search(page, 'operatore@baribevande.it', TYPE.email)
    await table.getByRole('link').first().click()
    await screenReady(page)
    await expect(page.getByRole('region', { name: 'Dati del cliente' })).toContainText('Gestore')
    await expect(page.getByRole('button', { name: 'Crea link di accesso automatico' })).toHaveCount(0)
    await expect(page.getByText('Il link di accesso automatico si crea solo per i clienti')).toBeVisible()
  })
})
