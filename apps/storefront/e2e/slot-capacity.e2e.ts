import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { request as newRequest } from '@playwright/test'
import type { DeliveryRules, DeliveryRulesAnswer } from '@shop/api/contract'
import { clientAddress } from './accounts'
import { chooseAddress, fillCart } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test } from './fixtures'
import { PHONE } from './viewports'

/*
 * The operators' van capacity as customers meet it at checkout. The delivery rules are one for the
 * whole shop, so this file runs on the solo project's shop, one test at a time, and puts the rules
 * back whatever happens. Nothing here depends on the time of day: the date is the last one
 * the API's calendar offers for Japigia (a month ahead, never today or tomorrow, never a holiday
 * or a closure), and the slots are those the API offers for it.
 */

test.describe.configure({ mode: 'serial' })
// At phone size: the solo project has no viewport of its own.
test.use(PHONE)

const STAFF = { login: 'operatore', password: 'Operatore#2026', staff: true }
const ZONE_NAME = 'Japigia'

interface OfferedSlot {
  slot: string
  vehicle: string | null
  state: string
  remaining: number | null
  label: string | null
  bookable: boolean
}

let staff: APIRequestContext
/** A customer's calls (operators cannot order). */
let guest: APIRequestContext
let original: DeliveryRules
let zoneId: string
/** The date, the van and two of its slots that day, free before the test. */
let day: { date: string; vehicle: string | null; first: string; second: string }

async function json<T>(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(reply.ok(), `${reply.url()}: ${reply.status()} ${await reply.text()}`).toBe(true)
  return (await reply.json()) as T
}

async function putRules(rules: DeliveryRules): Promise<void> {
  await json(await staff.put('/api/admin/delivery-rules', { data: rules }))
}

/** The original rules with the van's capacity per slot set to `orders`. */
function withCapacity(orders: number): DeliveryRules {
  const rules = structuredClone(original)
  if (day.vehicle) rules.vans = { ...rules.vans, [day.vehicle]: { orders } }
  else rules.defaultCapacity = { orders }
  return rules
}

async function slotsOf(api: APIRequestContext, date: string): Promise<OfferedSlot[]> {
  return (
    await json<{ slots: OfferedSlot[] }>(await api.get('/api/delivery/slots', { params: { date, zoneId } }))
  ).slots
}

/** One order for Japigia on the test's date, in `slot`, placed through the API as the checkout does. */
async function placeOrder(api: APIRequestContext, slot: string): Promise<void> {
  const { products } = await json<{ products: { id: number }[] }>(await api.get('/api/products?perPage=1'))
  const product = products[0]
  if (!product) throw new Error('a product expected')
  const reply = await api.post('/api/orders', {
    headers: { 'idempotency-key': `slot-capacity-${randomUUID()}` },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      shipping: {
        firstName: 'Lucia',
        lastName: 'Capienza',
        address1: 'Via Peucetia, 22',
        city: 'Bari',
        postcode: '70126',
        province: 'BA',
        phone: '080 555 0102',
      },
      coordinates: { lat: 41.11158, lng: 16.89587 },
      delivery: { date: day.date, slot },
      paymentMethod: 'bacs',
      guest: {
        firstName: 'Lucia',
        lastName: 'Capienza',
        email: 'lucia.capienza@example.com',
        phone: '+39 333 123 4567',
      },
      // The newest product may be a beer or a wine: the buyer declares being of age (issue 26).
      ageDeclared: true,
    },
  })
  expect(reply.status(), await reply.text()).toBe(201)
}

test.beforeAll(async () => {
  staff = await newRequest.newContext({
    baseURL: shopUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  await json(await staff.post('/api/auth/login', { data: STAFF }))
  guest = await newRequest.newContext({
    baseURL: shopUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  original = (await json<DeliveryRulesAnswer>(await staff.get('/api/admin/delivery-rules'))).rules
  const zones = await json<{ zones: { id: string; name: string }[] }>(await staff.get('/api/zones'))
  const zone = zones.zones.find((candidate) => candidate.name === ZONE_NAME)
  if (!zone) throw new Error(`zone ${ZONE_NAME} expected`)
  zoneId = zone.id
  // The latest date with two free slots of one van (Saturdays have morning slots only: any day will do).
  const { dates } = await json<{ dates: { date: string }[] }>(
    await staff.get('/api/delivery/calendar', { params: { zoneId } }),
  )
  for (const { date } of [...dates].reverse()) {
    const free = (await slotsOf(staff, date)).filter((slot) => slot.state === 'open')
    const vehicle = free[0]?.vehicle ?? null
    const same = free.filter((slot) => slot.vehicle === vehicle)
    if (same.length >= 2 && same[0] && same[1]) {
      day = { date, vehicle, first: same[0].slot, second: same[1].slot }
      break
    }
  }
  if (!day) throw new Error('a date with two free slots of one van expected')
})

test.afterAll(async () => {
  if (original) await putRules(original)
  await staff?.dispose()
  await guest?.dispose()
})

/** The checkout with the cart filled, the Japigia address chosen and the test's date. */
async function openCheckout(page: Page): Promise<void> {
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  await chooseAddress(page, 'Via Peucetia 22', ZONE_NAME)
  await page.getByLabel('Giorno di consegna').selectOption(day.date)
}

const slotRadio = (page: Page, slot: string) =>
  page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio', { name: new RegExp(`^${slot}`) })
const slotOption = (page: Page, slot: string) => page.getByTestId('slot-option').filter({ hasText: slot })

test('capienza 1: la fascia con un ordine è «Esaurita», visibile ma non selezionabile', async ({ page }) => {
  await putRules(withCapacity(1))
  await placeOrder(guest, day.first)
  const offered = await slotsOf(staff, day.date)
  expect(offered.find((slot) => slot.slot === day.first)).toMatchObject({
    state: 'full',
    label: 'Esaurita',
    bookable: false,
  })

  await openCheckout(page)
  await expect(slotOption(page, day.first)).toContainText('Esaurita')
  await expect(slotRadio(page, day.first)).toBeDisabled()
  await expect(slotRadio(page, day.first)).not.toBeChecked()
  // Another slot of the day is chosen instead, and can be.
  await expect(slotRadio(page, day.second)).toBeEnabled()
  await expect(
    page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio', { checked: true }),
  ).not.toHaveValue(day.first)
  await slotOption(page, day.first).click({ force: true })
  await expect(slotRadio(page, day.first)).not.toBeChecked()
  await expectNoSeriousViolations(page)

  // Another customer holds the last place of the slot on screen; choosing it then is refused,
  // said in Italian, and the slots are loaded again.
  const other = `e2e-other-${randomUUID()}`
  const held = await guest.post('/api/delivery/holds', {
    data: { zoneId, date: day.date, slot: day.second, hold: other },
  })
  expect(held.status(), await held.text()).toBe(201)
  try {
    await slotOption(page, day.second).click()
    await expect(page.getByTestId('slot-hold')).toContainText(
      "La fascia oraria scelta è esaurita: scegline un'altra.",
    )
    await expect(slotOption(page, day.second)).toContainText('Esaurita')
    await expect(slotRadio(page, day.second)).toBeDisabled()
    await expect(
      page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio', { checked: true }),
    ).toHaveCount(0)
  } finally {
    expect((await guest.delete(`/api/delivery/holds/${other}`)).status()).toBe(204)
  }
})

test('capienza 2: con un ordine la fascia mostra «Ultimi posti», e sceglierla la tiene per 15 minuti', async ({
  page,
}) => {
  await putRules(withCapacity(2))
  await placeOrder(guest, day.second)

  await openCheckout(page)
  await expect(slotOption(page, day.second)).toContainText('Ultimi posti')
  await expect(slotOption(page, day.first)).toContainText('Ultimi posti')
  await expect(slotRadio(page, day.second)).toBeEnabled()
  // The checkout keeps the slot it chose by itself for the first date it showed when the new date
  // has it too, unheld: start from another slot, so that day.second is the customer's choice.
  if (await slotRadio(page, day.second).isChecked()) await slotRadio(page, day.first).check()
  const held = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/delivery/holds') &&
      response.request().method() === 'POST' &&
      response.request().postDataJSON()?.slot === day.second,
  )
  await slotRadio(page, day.second).check()
  expect((await held).status()).toBe(201)
  await expect(page.getByTestId('slot-hold')).toContainText('Ti teniamo questa fascia per 15 minuti')
  // The held place counts: the slot has no place left for anyone else.
  const after = await slotsOf(staff, day.date)
  expect(after.find((slot) => slot.slot === day.second)).toMatchObject({ state: 'full', label: 'Esaurita' })
  await expectNoSeriousViolations(page)
})

test('due fasce già tenute da questa connessione: la fascia scelta non si tiene da parte, e si dice che si prenota con l’ordine', async ({
  page,
}) => {
  await putRules(original)
  // This page's connection already holds two places, from two other checkouts (other tabs).
  const address = clientAddress()
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const tab = await newRequest.newContext({
    baseURL: shopUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  const bookable = (await slotsOf(tab, day.date)).filter((slot) => slot.bookable)
  expect(bookable.length).toBeGreaterThanOrEqual(2)
  const holds = [`e2e-tab-${randomUUID()}`, `e2e-tab-${randomUUID()}`]
  try {
    for (const [index, hold] of holds.entries()) {
      const held = await tab.post('/api/delivery/holds', {
        data: { zoneId, date: day.date, slot: bookable[index]?.slot, hold },
      })
      expect(held.status(), await held.text()).toBe(201)
    }
    await openCheckout(page)
    const target = bookable[1]?.slot as string
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/delivery/holds') && response.request().method() === 'POST',
    )
    if (await slotRadio(page, target).isChecked()) await slotRadio(page, target).click()
    else await slotRadio(page, target).check()
    expect((await refused).status()).toBe(429)
    await expect(page.getByTestId('slot-hold')).toContainText(
      'Non possiamo tenerti da parte questa fascia: da questa connessione ne stai già tenendo due',
    )
    await expect(page.getByTestId('slot-hold')).not.toContainText('Ti teniamo questa fascia')
    await expect(slotRadio(page, target)).toBeChecked()
    await expectNoSeriousViolations(page)
  } finally {
    for (const hold of holds) await tab.delete(`/api/delivery/holds/${hold}`)
    await tab.dispose()
  }
})
