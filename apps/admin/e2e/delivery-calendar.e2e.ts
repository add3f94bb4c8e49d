import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { DeliveryRules, DeliveryRulesAnswer } from '@shop/api/contract'
import { atShopTime, clientAddress } from '@shop/e2e-kit'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test, toast, WELCOME_KEY } from './fixtures'

/*
 * 'Calendario consegne'. The delivery rules are one for the whole shop: this file runs on the
 * solo project's shop (playwright.config.ts), one test at a time, and puts the rules back whatever
 * happens. The closed date is the last one the API's calendar offers for Japigia (a month ahead:
 * no time of day, holiday or weekend can make it disappear by itself).
 */

test.describe.configure({ mode: 'serial' })

const ZONE = 'Japigia'
const REASON = 'Disinfestazione del magazzino'

let original: DeliveryRules | null = null

async function rulesAnswer(request: APIRequestContext): Promise<DeliveryRulesAnswer> {
  const reply = await request.get('/api/admin/delivery-rules')
  expect(reply.status(), await reply.text()).toBe(200)
  return (await reply.json()) as DeliveryRulesAnswer
}

/** The dates the storefront offers (GET /api/delivery/calendar), for a zone or for all. */
async function calendarDates(request: APIRequestContext, zoneId?: string): Promise<string[]> {
  const reply = await request.get('/api/delivery/calendar', zoneId ? { params: { zoneId } } : {})
  expect(reply.status()).toBe(200)
  expect(reply.headers()['cache-control']).toBe('no-store')
  return ((await reply.json()) as { dates: { date: string }[] }).dates.map((d) => d.date)
}

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/admin/calendario')
  await screenReady(page, 'Calendario consegne')
  await expect(page.getByRole('button', { name: 'Salva le regole' })).toBeVisible()
}

/**
 * The storefront's checkout, as a customer sees it (their own browser, no session): once the
 * Japigia address is chosen, its date list (the zone's calendar) has no `date`.
 */
async function expectCheckoutWithout(browser: Browser, date: string): Promise<void> {
  const context = await browser.newContext({ baseURL: shopUrl(), locale: 'it-IT', timezoneId: 'Europe/Rome' })
  await atShopTime(context)
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), WELCOME_KEY)
  const shop = await context.newPage()
  await shop.goto('/prodotti/categoria/acqua')
  await shop
    .getByRole('button', { name: /^Aggiungi al carrello:/ })
    .first()
    .click()
  await expect(shop.getByTestId('cart-count')).toHaveText('1')
  await shop.goto('/checkout')
  const dates = shop.getByLabel('Giorno di consegna')
  // Before the address: every zone's calendar, the date among them.
  await expect(dates.locator(`option[value="${date}"]`)).toHaveCount(1)
  await shop.getByRole('combobox', { name: 'Via e numero civico' }).fill('Via Peucetia 22')
  await shop.getByRole('listbox', { name: 'Indirizzi suggeriti' }).getByRole('option').first().click()
  await expect(shop.getByTestId('checkout-zone')).toHaveText(`Zona di consegna: ${ZONE}`)
  await expect(dates.locator(`option[value="${date}"]`)).toHaveCount(0)
  await expect(dates.locator('option')).not.toHaveCount(0)
  await context.close()
}

const save = (page: Page) => page.getByRole('button', { name: 'Salva le regole' }).click()

test.afterAll(async ({ browser }) => {
  if (!original) return
  const context = await browser.newContext()
  const login = await context.request.post('/api/auth/login', {
    data: { login: 'operatore', password: 'Operatore#2026', staff: true },
  })
  expect(login.status()).toBe(200)
  const reply = await context.request.put('/api/admin/delivery-rules', { data: original })
  expect(reply.status(), await reply.text()).toBe(200)
  await context.close()
})

test('una chiusura per una zona toglie quel giorno dal calendario del negozio, e rimossa lo rimette', async ({
  operator: page,
  browser,
}) => {
  const answer = await rulesAnswer(page.request)
  original = answer.rules
  const zone = answer.zones.find((z) => z.name === ZONE)
  if (!zone) throw new Error(`zone ${ZONE} expected`)
  const offered = await calendarDates(page.request, zone.id)
  const date = offered.at(-1)
  if (!date) throw new Error('a delivery date expected')

  await openCalendar(page)
  const adding = page.getByRole('group', { name: 'Aggiungi una chiusura' })
  // What is missing is said by its field, and nothing is added.
  await adding.getByRole('button', { name: 'Aggiungi la chiusura' }).click()
  await expect(adding.getByLabel('Dal')).toHaveAccessibleDescription('Indica il primo giorno di chiusura')
  await adding.getByLabel('Dal').fill(date)
  await adding.getByLabel(/^Motivo/).fill(REASON)
  await adding.getByRole('radio', { name: 'Solo alcune zone' }).check()
  await adding.getByRole('checkbox', { name: ZONE, exact: true }).check()
  await adding.getByRole('button', { name: 'Aggiungi la chiusura' }).click()
  const closures = page.getByRole('list', { name: 'Chiusure' })
  const item = closures.getByRole('listitem').filter({ hasText: REASON })
  await expect(item).toContainText(date.split('-').reverse().join('/'))
  await expect(item).toContainText(ZONE)
  await expect(item).toContainText('da salvare')
  await expectNoSeriousViolations(page)

  await save(page)
  await expect(toast(page, 'Regole di consegna salvate')).toBeVisible()
  await expect(item).not.toContainText('da salvare')

  // The storefront's calendar for Japigia no longer offers the date; the other zones still do.
  await expect.poll(() => calendarDates(page.request, zone.id)).not.toContain(date)
  expect(await calendarDates(page.request)).toContain(date)
  // And the checkout's date list, once a Japigia address is chosen.
  await expectCheckoutWithout(browser, date)
  const saved = await rulesAnswer(page.request)
  expect(saved.rules.closures).toContainEqual(
    expect.objectContaining({ from: date, to: date, zoneIds: [zone.id], reason: REASON }),
  )

  await item.getByRole('button', { name: /^Rimuovi la chiusura/ }).click()
  await expect(closures.getByRole('listitem').filter({ hasText: REASON })).toHaveCount(0)
  await save(page)
  await expect(toast(page, 'Regole di consegna salvate')).toBeVisible()
  await expect.poll(() => calendarDates(page.request, zone.id)).toContain(date)
})

test('capienza e orari limite: gli errori dell’API accanto al campo, poi salvati', async ({
  operator: page,
}) => {
  original ??= (await rulesAnswer(page.request)).rules
  await openCalendar(page)
  const capacity = page.getByLabel('Ordini per furgone e fascia (tutti i furgoni)')
  await capacity.fill('500')
  await save(page)
  await expect(capacity).toHaveAttribute('aria-invalid', 'true')
  await expect(capacity).toHaveAccessibleDescription(/al massimo 200 ordini per fascia/)
  await expect(page.getByRole('alert').filter({ hasText: 'Regole non salvate' })).toBeVisible()

  await capacity.fill('6')
  await page.getByLabel('Sabato: consegna del giorno dopo').selectOption('time')
  await page.getByLabel('Sabato: orario limite').fill('12:00')
  await page.getByLabel('Domenica: consegna del giorno dopo').selectOption('closed')
  await save(page)
  await expect(toast(page, 'Regole di consegna salvate')).toBeVisible()
  const saved = await rulesAnswer(page.request)
  expect(saved.rules.defaultCapacity).toEqual({ orders: 6 })
  expect(saved.rules.cutoffs.nextDayUntil).toEqual({ 6: '12:00', 0: null })

  // The week's bookings show every van against the new capacity.
  const week = page.getByRole('region', { name: /^Settimana dal/ })
  const firstTable = week.getByRole('table').first()
  await expect(firstTable).toBeVisible()
  await expect(firstTable.getByRole('cell').first()).toContainText('/ 6')
  const heading = await week.getByRole('heading', { level: 2 }).textContent()
  await week.getByRole('button', { name: 'Settimana successiva ›' }).click()
  await expect(page).toHaveURL(/settimana=\d{4}-\d{2}-\d{2}/)
  await expect(week.getByRole('heading', { level: 2 })).not.toHaveText(heading ?? '')
  await week.getByRole('button', { name: 'Questa settimana' }).click()
  await expect(week.getByRole('heading', { level: 2 })).toHaveText(heading ?? '')
  await expectNoSeriousViolations(page)
})
