import type { Page } from '@playwright/test'
import { ORDER_META_KEYS } from '@shop/orders'
import { clientAddress, logIn, makeCustomer, uniqueEmail, wooApi } from './accounts'
import { chooseAddress, fillCart, slotPicked } from './checkout'
import { expect, expectNoSeriousViolations, mainNav, screenReady, test } from './fixtures'

/**
 * Issue 24: every screen says what the order's mail says (the API's `wording`, from
 * @shop/payments orderWording). A bank transfer not received yet is awaited on the confirmation
 * page, the order page and the account's list, never 'confermato' nor 'Prepariamo'; cash on
 * delivery is confirmed and paid at the door. 'Segui il tuo ordine' is in the menu, the footer and
 * on the confirmation page, and leads to /ordine. The guest's transfer on the phone, the customer's
 * orders on the desktop, the links at both sizes.
 */

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

const TRANSFER_NEXT =
  'Prepareremo l’ordine quando riceviamo il bonifico: finché non arriva, l’ordine non parte.'
const CASH_NEXT = 'Pagherai alla consegna, in contanti all’autista: non devi pagare nulla online.'

/** What a page must never say of a transfer not received yet. */
async function expectNoConfirmation(page: Page): Promise<void> {
  const body = page.locator('main')
  await expect(body).not.toContainText('è confermato')
  await expect(body).not.toContainText('Prepariamo')
  await expect(body).not.toContainText('In attesa di conferma')
}

/** The delivery checkout writes on an order: a Friday's 10-11 round in Japigia. */
const DELIVERY = {
  [ORDER_META_KEYS.deliveryDate]: '2026-12-04',
  [ORDER_META_KEYS.timeSlot]: '10:00 - 11:00',
  [ORDER_META_KEYS.zone]: 'Japigia',
}

interface WooOrder {
  id: number
  number: string
  order_key: string
}

/** An order written to the emulator as checkout leaves it: on hold, for a bank transfer or cash. */
async function makeOrder(customerId: number, email: string, method: 'bacs' | 'cod'): Promise<WooOrder> {
  const api = await wooApi()
  const products = await (await api.get('products?per_page=1&status=publish&stock_status=instock')).json()
  const address = {
    first_name: 'Anna',
    last_name: 'Losito',
    address_1: 'Via Peucetia, 22',
    city: 'Bari',
    postcode: '70126',
    state: 'BA',
    country: 'IT',
  }
  const response = await api.post('orders', {
    data: {
      customer_id: customerId,
      status: 'on-hold',
      payment_method: method,
      payment_method_title: method === 'cod' ? 'Pagamento alla consegna' : 'Bonifico bancario',
      billing: { ...address, email, phone: '333 765 4321' },
      shipping: { ...address, phone: '333 765 4321' },
      line_items: [{ product_id: products[0].id, quantity: 1 }],
      meta_data: Object.entries(DELIVERY).map(([key, value]) => ({ key, value })),
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as WooOrder
}

test('un ospite paga con il bonifico: conferma e pagina dell’ordine aspettano il bonifico, «Segui il tuo ordine» la riapre', {
  tag: '@phone',
}, async ({ page }) => {
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  await page.getByLabel('Nome', { exact: true }).first().fill('Anna')
  await page.getByLabel('Cognome').first().fill('Losito')
  await page.getByLabel('Email').fill(uniqueEmail('bonifico'))
  await page.getByLabel('Telefono', { exact: true }).fill('333 765 4321')
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await slotPicked(page)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByRole('button', { name: 'Conferma l’ordine' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
  await screenReady(page)

  const url = new URL(page.url())
  const id = url.searchParams.get('ordine') ?? ''
  const key = url.searchParams.get('chiave') ?? ''
  const number = (await page.getByTestId('order-number').textContent()) ?? ''
  await expect(page.getByTestId('order-headline')).toHaveText(
    `Abbiamo ricevuto il tuo ordine n. ${number}: aspettiamo il bonifico.`,
  )
  await expect(page.getByTestId('order-status')).toHaveText('In attesa del bonifico')
  await expect(page.getByTestId('order-next')).toContainText(TRANSFER_NEXT)
  await expect(page.getByTestId('order-next')).toContainText('Se il bonifico arriva in tempo,')
  await expectNoConfirmation(page)
  await expectNoSeriousViolations(page)

  // The order's own page, as the mail's link opens it: /ordine with its number and key.
  const follow = page.locator('main').getByRole('link', { name: 'Segui il tuo ordine' })
  await expect(follow).toHaveAttribute('href', `/ordine?ordine=${id}&chiave=${encodeURIComponent(key)}`)
  await follow.click()
  await expect(page).toHaveURL(new RegExp(`/ordine\\?ordine=${id}&chiave=`))
  await screenReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ordine n. ${number}`)
  await expect(page.getByTestId('order-status')).toHaveText('In attesa del bonifico')
  await expect(page.getByTestId('order-headline')).toHaveText(
    `Abbiamo ricevuto il tuo ordine n. ${number}: aspettiamo il bonifico.`,
  )
  await expect(page.getByTestId('order-next')).toHaveText(TRANSFER_NEXT)
  await expectNoConfirmation(page)
  await expectNoSeriousViolations(page)
})

test('il conto del cliente: il bonifico atteso e il contanti confermato, nella lista, sulla pagina e sulla conferma', {
  tag: '@desktop',
}, async ({ page }) => {
  const customer = await makeCustomer('parole')
  const transfer = await makeOrder(customer.id, customer.email, 'bacs')
  const cash = await makeOrder(customer.id, customer.email, 'cod')
  await page.goto('/login')
  await logIn(page, customer.email, customer.password)
  await expect(page).toHaveURL(/\/account$/)

  // The list: one label per order, from the same wording.
  const card = (order: WooOrder) =>
    page.locator('.order-card').filter({ hasText: `Ordine n. ${order.number}` })
  await expect(card(transfer).getByTestId('order-status')).toHaveText('In attesa del bonifico')
  await expect(card(cash).getByTestId('order-status')).toHaveText('Confermato')
  await expect(card(cash)).toContainText('Pagherai alla consegna')
  await expect(page.locator('.order-card')).not.toContainText(['In attesa di conferma'])
  await expectNoSeriousViolations(page)

  // The transfer's order page: awaited, nothing confirmed or prepared.
  await page.goto(`/account/ordini/${transfer.id}`)
  await screenReady(page)
  await expect(page.getByTestId('order-headline')).toHaveText(
    `Abbiamo ricevuto il tuo ordine n. ${transfer.number}: aspettiamo il bonifico.`,
  )
  await expect(page.getByTestId('order-next')).toHaveText(TRANSFER_NEXT)
  await expectNoConfirmation(page)

  // Cash on delivery: confirmed, paid at the door, on its page and on its confirmation.
  await page.goto(`/account/ordini/${cash.id}`)
  await screenReady(page)
  await expect(page.getByTestId('order-status')).toHaveText('Confermato')
  await expect(page.getByTestId('order-headline')).toHaveText(`Il tuo ordine n. ${cash.number} è confermato.`)
  await expect(page.getByTestId('order-next')).toContainText(CASH_NEXT)
  await expect(page.locator('main')).not.toContainText('aspettiamo')

  await page.goto(`/order-success?ordine=${cash.id}`)
  await screenReady(page)
  await expect(page.getByTestId('order-headline')).toHaveText(`Il tuo ordine n. ${cash.number} è confermato.`)
  await expect(page.getByTestId('order-status')).toHaveText('Confermato')
  await expect(page.getByTestId('order-next')).toContainText(CASH_NEXT)
  await expect(page.getByTestId('order-payment')).toContainText('Pagherai alla consegna')
  await expect(page.locator('main')).not.toContainText('bonifico')
  // A customer follows it in the account.
  await expect(page.locator('main').getByRole('link', { name: 'Segui il tuo ordine' })).toHaveAttribute(
    'href',
    `/account/ordini/${cash.id}`,
  )
  await expectNoSeriousViolations(page)
})

test('«Segui il tuo ordine» nel menu e nel piè di pagina apre la ricerca dell’ordine', async ({ page }) => {
  await page.goto('/')
  const nav = await mainNav(page)
  await nav.getByRole('link', { name: 'Segui il tuo ordine' }).click()
  await expect(page).toHaveURL(/\/ordine$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segui il tuo ordine')
  await expect(page.getByRole('form', { name: 'Cerca il tuo ordine' })).toBeVisible()

  await page.goto('/prodotti')
  await screenReady(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Segui il tuo ordine' }).click()
  await expect(page).toHaveURL(/\/ordine$/)
  await expect(page.getByRole('form', { name: 'Cerca il tuo ordine' })).toBeVisible()
})
