import { ORDER_META_KEYS } from '@shop/orders'
import { clientAddress, logInByApi, makeCustomer, wooApi } from './accounts'
import { expectNoConfirmation, TRANSFER_NEXT } from './checkout'
import { expect, expectNoSeriousViolations, mainNav, screenReady, test } from './fixtures'

/**
 * Issue 24: every screen says what the order's mail says (the API's `wording`, from
 * @shop/payments orderWording). A bank transfer not received yet is awaited on the confirmation
 * page, the order page and the account's list, never 'confermato' nor 'Prepariamo'; cash on
 * delivery is confirmed and paid at the door. 'Segui il tuo ordine' is in the menu, the footer and
 * on the confirmation page, and leads to /ordine. The customer's orders on the desktop, the links
 * at both sizes; the guest's transfer, from the checkout to the confirmation and the order's page,
 * is checkout.e2e.ts's guest order (phone).
 */

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

const CASH_NEXT = 'Pagherai alla consegna, in contanti all’autista: non devi pagare nulla online.'

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

test('il conto del cliente: il bonifico atteso e il contanti confermato, nella lista, sulla pagina e sulla conferma', {
  tag: '@desktop',
}, async ({ page }) => {
  const customer = await makeCustomer('parole')
  const transfer = await makeOrder(customer.id, customer.email, 'bacs')
  const cash = await makeOrder(customer.id, customer.email, 'cod')
  await logInByApi(page, customer.email, customer.password)
  await page.goto('/account')

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
