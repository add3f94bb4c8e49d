import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { clientAddress, emulatorUrl, shopNow, wooApi } from '@shop/e2e-kit'
import { ORDER_META_KEYS } from '@shop/orders'
import { isoDateOf, romeDayNumber } from '@shop/slots'
import { expect, mainNav, shopUrl } from './fixtures'

export { clientAddress, wooApi }

/**
 * Set-up for the account tests: customers and orders made straight in the WooCommerce emulator
 * (as if they had been there before), the outbox of the default email and SMS adapters, and an
 * address of its own for each test's browser (the API trusts X-Forwarded-For in the tests, so
 * that one test's logins do not count against another's per-address limits).
 */

let counter = 0
/**
 * Unique per run, worker, test and call: the accounts of one test never meet another's. A counter
 * and a random part, never the time: every run of the suite starts at the same instant.
 */
export function unique(prefix: string): string {
  return `${prefix}.${(++counter).toString(36)}${randomUUID().slice(0, 8)}`
}

export const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.com`

/**
 * An Italian mobile number nobody else in the run has: '3' and 9 digits, the worker's process id
 * (5 digits) and a counter (4).
 */
export function uniquePhone(): string {
  const worker = String(process.pid % 100_000).padStart(5, '0')
  return `3${worker}${String(++counter % 10_000).padStart(4, '0')}`
}

/**
 * The instant to read the outbox from (`lastMessage`): the shop's time a second ago. The shop
 * stamps its messages with its own clock (SHOP_CLOCK), not the machine's.
 */
export async function outboxMark(): Promise<number> {
  return (await shopNow()).getTime() - 1000
}

async function wooJson<T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const api = await wooApi()
  const response = await api[method](path, data === undefined ? {} : { data })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

export interface TestCustomer {
  id: number
  email: string
  password: string
  firstName: string
  lastName: string
  phone: string
}

/** A customer already registered in the shop, with a phone and a home in Bari. */
export async function makeCustomer(prefix: string, password = 'Fiordilatte#2026'): Promise<TestCustomer> {
  const email = uniqueEmail(prefix)
  const phone = uniquePhone()
  const created = await wooJson<{ id: number }>('post', 'customers', {
    email,
    password,
    first_name: 'Rosa',
    last_name: 'Schiavone',
    billing: {
      first_name: 'Rosa',
      last_name: 'Schiavone',
      address_1: 'Via Abate Gimma, 45',
      city: 'Bari',
      postcode: '70122',
      state: 'BA',
      country: 'IT',
      email,
      phone,
    },
    shipping: {
      first_name: 'Rosa',
      last_name: 'Schiavone',
      address_1: 'Via Abate Gimma, 45',
      city: 'Bari',
      postcode: '70122',
      state: 'BA',
      country: 'IT',
    },
  })
  return { id: created.id, email, password, firstName: 'Rosa', lastName: 'Schiavone', phone }
}

/** A product that is no longer sold: a draft, never shown in the shop. */
export async function makeRetiredProduct(name: string): Promise<{ id: number; name: string }> {
  const product = await wooJson<{ id: number; name: string }>('post', 'products', {
    name,
    status: 'draft',
    regular_price: '6.00',
  })
  return { id: product.id, name: product.name }
}

/**
 * The rate of VAT the store's prices include (the emulator's tax settings: 22 % as seeded), 0 when
 * prices are entered without it.
 */
async function includedVat(): Promise<number> {
  const info = (await (await fetch(`${emulatorUrl()}/__emulator`)).json()) as {
    taxes?: { enabled: boolean; pricesIncludeTax: boolean; rates: { rate: number }[] }
  }
  const taxes = info.taxes
  return taxes?.enabled && taxes.pricesIncludeTax ? (taxes.rates[0]?.rate ?? 0) : 0
}

/**
 * An order placed some days ago by `customerId`, delivered 11 days before the shop's today, with
 * these lines (total per line, VAT included, as the customer paid it). WooCommerce takes line
 * totals without VAT and adds it: the totals are sent without it, to 6 decimals, so that each line
 * comes back at the price given. Answers its id, number and delivery date ('YYYY-MM-DD').
 */
export async function makePastOrder(
  customerId: number,
  lines: { productId: number; quantity: number; total: string }[],
): Promise<{ id: number; number: string; deliveryDate: string }> {
  const vat = await includedVat()
  const deliveryDate = isoDateOf(romeDayNumber(await shopNow()) - 11)
  const withoutVat = (total: string) => (Number(total) / (1 + vat / 100)).toFixed(6)
  const order = await wooJson<{ id: number; number: string }>('post', 'orders', {
    customer_id: customerId,
    status: 'completed',
    set_paid: true,
    payment_method: 'bacs',
    payment_method_title: 'Bonifico bancario',
    line_items: lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      subtotal: withoutVat(line.total),
      total: withoutVat(line.total),
    })),
    meta_data: [
      { key: ORDER_META_KEYS.deliveryDate, value: deliveryDate },
      { key: ORDER_META_KEYS.timeSlot, value: '10:00 - 11:00' },
      { key: ORDER_META_KEYS.zone, value: 'Murat' },
    ],
  })
  return { id: order.id, number: order.number, deliveryDate }
}

interface OutboxMessage {
  channel: 'email' | 'sms'
  to: string
  subject: string
  body: string
  createdAt: number
}

/** The newest message the default adapters wrote to `to` after `since` (polled: they are sent after the answer). */
export async function lastMessage(to: string, since: number): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const answer = await (await fetch(`${shopUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()
        found = (answer.messages as OutboxMessage[]).find((message) => message.createdAt >= since)
        return found !== undefined
      },
      { message: `a message to ${to}`, timeout: 10_000 },
    )
    .toBe(true)
  return found as OutboxMessage
}

/** Fills the login form (email or username and password) and sends it. */
export async function logIn(
  page: Page,
  login: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  const form = page.getByRole('form', { name: 'Accedi con email o nome utente' })
  await form.getByLabel('Email o nome utente').fill(login)
  await form.getByLabel('Password', { exact: true }).fill(password)
  if (options.remember) await form.getByLabel(/^Ricordami/).check()
  await form.getByRole('button', { name: 'Accedi', exact: true }).click()
}

/**
 * Logs in through the API, as the login form does (its own tests walk the form, accounts.e2e.ts):
 * the session's cookie lands in the page's browser context. For the tests of what a logged-in
 * customer does next, which need not load and fill the login screen first.
 */
export async function logInByApi(page: Page, login: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { login, password } })
  expect(response.ok(), `POST /api/auth/login: ${await response.text()}`).toBe(true)
}

/** The header's way to the account: 'Accedi' (or 'Accedi o registrati' in the phone menu) or the account. */
export async function accountLink(page: Page, state: 'logged-in' | 'logged-out') {
  // The header first (a page still starting has neither the cart nor the menu button yet).
  await expect(page.getByRole('link', { name: /^Carrello,/ })).toBeVisible()
  const phone = await page.getByRole('button', { name: 'Apri il menu' }).isVisible()
  const where = phone ? await mainNav(page) : page.getByRole('navigation', { name: 'Carrello e account' })
  const name = state === 'logged-in' ? /Il tuo account/ : phone ? 'Accedi o registrati' : 'Accedi'
  const link = where.getByRole('link', { name })
  await expect(link).toBeVisible()
  return link
}

/** Logs out from the account page, and the header offers the login again. */
export async function logOut(page: Page) {
  await page.goto('/account')
  await page.getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/$/)
  await accountLink(page, 'logged-out')
}

/** A customer as WooCommerce has it now. */
export function wooCustomer(id: number) {
  return wooJson<{ id: number; email: string; first_name: string }>('get', `customers/${id}`)
}
