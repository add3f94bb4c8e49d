import type { Locator, Page } from '@playwright/test'
import { ORDER_META_KEYS } from '@shop/orders'
import { logIn, makeCustomer, uniqueEmail, wooApi } from './accounts'
import { control } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/**
 * The order page (issue 17): a customer (/account/ordini/:id) and a guest (/ordine, by number and
 * email or by the mail's link) follow an order through its statuses. The orders are written to the
 * WooCommerce emulator and their status changed there between visits, as an operator would. The
 * guest's lookup runs at both sizes, the other two on the phone only (`@phone`).
 */

interface WooOrder {
  id: number
  number: string
  order_key: string
}

/** An order of `customerId` (0: a guest) for tomorrow's round, not paid yet. */
async function makeOrder(options: {
  customerId: number
  email: string
  paymentMethod: 'stripe' | 'cod'
  note: string
}): Promise<WooOrder> {
  const api = await wooApi()
  const products = await (await api.get('products?per_page=1&status=publish&stock_status=instock')).json()
  const response = await api.post('orders', {
    data: {
      customer_id: options.customerId,
      status: 'pending',
      payment_method: options.paymentMethod,
      payment_method_title: options.paymentMethod === 'cod' ? 'Contrassegno' : 'Carta di credito',
      customer_note: options.note,
      billing: {
        first_name: 'Nicola',
        last_name: 'Traversa',
        email: options.email,
        phone: '333 765 4321',
        address_1: 'Via Peucetia, 22',
        city: 'Bari',
        postcode: '70126',
        state: 'BA',
        country: 'IT',
      },
      shipping: {
        first_name: 'Nicola',
        last_name: 'Traversa',
        address_1: 'Via Peucetia, 22',
        address_2: 'Scala B, piano 2',
        city: 'Bari',
        postcode: '70126',
        state: 'BA',
        country: 'IT',
        phone: '333 765 4321',
      },
      line_items: [{ product_id: products[0].id, quantity: 2 }],
      meta_data: [
        { key: ORDER_META_KEYS.deliveryDate, value: '2026-12-04' },
        { key: ORDER_META_KEYS.timeSlot, value: '10:00 - 11:00' },
        { key: ORDER_META_KEYS.zone, value: 'Japigia' },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as WooOrder
}

/** An operator moves the order on (the emulator's REST API, as WooCommerce's back office would). */
async function setStatus(order: WooOrder, status: string): Promise<void> {
  const api = await wooApi()
  const response = await api.put(`orders/${order.id}`, { data: { status } })
  expect(response.ok(), await response.text()).toBe(true)
}

const timeline = (page: Page) => page.getByTestId('order-timeline')

/** The steps done, in order, and the one the order is at. */
async function expectSteps(page: Page, done: string[], current: string): Promise<void> {
  await expect(timeline(page).locator('li.order-timeline__step--done')).toHaveText(
    done.map((label) => new RegExp(`^✓${label}: fatto$`)),
  )
  await expect(timeline(page).locator('li[aria-current="step"]')).toHaveText(new RegExp(`${current}: fatto$`))
}

function paymentSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Pagamento' })
}

/** Payment says one state only: this one, never 'Da pagare' next to 'Pagato'. */
async function expectPayment(page: Page, label: string, payNow: boolean): Promise<void> {
  await expect(page.getByTestId('order-payment')).toHaveText(label)
  const labels = ['Pagato', 'Da pagare online', 'Pagherai alla consegna'].filter((other) => other !== label)
  for (const other of labels)
    await expect(paymentSection(page).getByText(other, { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Paga ora/ })).toHaveCount(payNow ? 1 : 0)
}

async function expectDetails(page: Page, order: WooOrder, note: string): Promise<void> {
  await screenReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ordine n. ${order.number}`)
  await expect(page.getByTestId('order-delivery-date')).toHaveText('venerdì 4 dicembre 2026')
  const delivery = page.getByRole('region', { name: 'Consegna' })
  await expect(delivery.getByText('10:00 - 11:00')).toBeVisible()
  await expect(delivery.getByText('Via Peucetia, 22, Scala B, piano 2')).toBeVisible()
  await expect(page.getByTestId('order-note')).toHaveText(note)
  await expect(page.getByTestId('order-total')).toContainText('di cui IVA')
}

// 'In consegna' is the shop's own status: the store registers it (a status plugin; the emulator
// leaves it out unless told, as the recorded real store has only WooCommerce's statuses).
test.beforeAll(async () => {
  await control('/plugins', 'PUT', { shopStatuses: true })
})

test('un cliente segue il suo ordine dalla lista: ricevuto, pagato, in consegna, consegnato', {
  tag: '@phone',
}, async ({ page }) => {
  const customer = await makeCustomer('segue')
  const note = 'Citofono Traversa, lasciare al portiere'
  const order = await makeOrder({
    customerId: customer.id,
    email: customer.email,
    paymentMethod: 'stripe',
    note,
  })

  await page.goto(`/account/ordini/${order.id}`)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await logIn(page, customer.email, customer.password)
  await expect(page).toHaveURL(new RegExp(`/account/ordini/${order.id}$`))
  await expectDetails(page, order, note)
  await expectSteps(page, ['Ricevuto'], 'Ricevuto')
  await expectPayment(page, 'Da pagare online', true)
  await expect(page.getByRole('link', { name: /^Paga ora/ })).toHaveAttribute(
    'href',
    `/paga?ordine=${order.id}`,
  )
  await expectNoSeriousViolations(page)

  // From the account's list, as a customer gets there.
  await setStatus(order, 'processing')
  await page.goto('/account')
  await page.getByRole('link', { name: `Ordine n. ${order.number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/account/ordini/${order.id}$`))
  await expectSteps(page, ['Ricevuto', 'Pagato'], 'Pagato')
  await expectPayment(page, 'Pagato', false)

  await setStatus(order, 'out-for-delivery')
  await page.reload()
  await expectSteps(page, ['Ricevuto', 'Pagato', 'In consegna'], 'In consegna')
  await expectPayment(page, 'Pagato', false)

  await setStatus(order, 'completed')
  await page.reload()
  await expectSteps(page, ['Ricevuto', 'Pagato', 'In consegna', 'Consegnato'], 'Consegnato')
  await expect(page.getByTestId('order-ended')).toHaveCount(0)
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'Ordina di nuovo' }).click()
  const dialog = page.getByRole('dialog', { name: `Ordina di nuovo: ordine n. ${order.number}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Aggiungi/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Another customer's order is not found, as an unknown one.
  const other = await makeOrder({
    customerId: 0,
    email: uniqueEmail('altro'),
    paymentMethod: 'cod',
    note: '',
  })
  await page.goto(`/account/ordini/${other.id}`)
  await expect(page.getByRole('alert')).toHaveText('Ordine non trovato')
})

test('un ospite trova il suo ordine con numero ed email, e lo segue fino alla consegna', {
  tag: '@phone',
}, async ({ page }) => {
  const email = uniqueEmail('ospite')
  const order = await makeOrder({ customerId: 0, email, paymentMethod: 'cod', note: '' })

  await page.goto('/ordine')
  await screenReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segui il tuo ordine')
  const form = page.getByRole('form', { name: 'Cerca il tuo ordine' })
  await form.getByRole('button', { name: 'Mostra l’ordine' }).click()
  await expect(form.getByText("Inserisci il numero dell'ordine")).toBeVisible()
  await expect(form.getByText("L'email è obbligatoria")).toBeVisible()
  await expectNoSeriousViolations(page)

  // A wrong email says no more than an unknown number.
  await form.getByLabel('Numero dell’ordine').fill(order.number)
  await form.getByLabel('Email').fill('qualcun.altro@example.com')
  await form.getByRole('button', { name: 'Mostra l’ordine' }).click()
  await expect(form.getByRole('alert')).toHaveText('Ordine non trovato')

  await form.getByLabel('Email').fill(email.toUpperCase())
  await form.getByRole('button', { name: 'Mostra l’ordine' }).click()
  await expect(page).toHaveURL(new RegExp(`/ordine\\?ordine=${order.id}&chiave=`))
  await expectDetails(page, order, 'Nessuna nota')
  await expectSteps(page, ['Ricevuto'], 'Ricevuto')
  await expectPayment(page, 'Pagherai alla consegna', false)
  await expectNoSeriousViolations(page)

  // The van leaves: cash is collected at the door, so 'Pagato' waits for the delivery.
  await setStatus(order, 'out-for-delivery')
  await page.reload()
  await expectSteps(page, ['Ricevuto', 'In consegna'], 'In consegna')
  await expectPayment(page, 'Pagherai alla consegna', false)
  await expect(timeline(page).getByRole('listitem').nth(1)).toHaveText('Pagato alla consegna: non ancora')

  // The confirmation mail's link opens the page as it is, in a browser that never looked it up.
  await setStatus(order, 'completed')
  await page.context().clearCookies()
  await page.goto(`/ordine?ordine=${order.id}&chiave=${encodeURIComponent(order.order_key)}`)
  await expectSteps(page, ['Ricevuto', 'Pagato', 'In consegna', 'Consegnato'], 'Consegnato')
  await expectPayment(page, 'Pagato', false)

  // Without the right key, nothing.
  await page.goto(`/ordine?ordine=${order.id}&chiave=wc_order_sbagliata`)
  await expect(page.getByRole('alert')).toHaveText('Ordine non trovato')
})

test('un ordine annullato lo dice, senza passi successivi né pagamento', { tag: '@phone' }, async ({
  page,
}) => {
  const email = uniqueEmail('annullato')
  const order = await makeOrder({ customerId: 0, email, paymentMethod: 'stripe', note: 'Suonare due volte' })
  await page.goto(`/ordine?ordine=${order.id}&chiave=${encodeURIComponent(order.order_key)}`)
  await expectPayment(page, 'Da pagare online', true)
  await expect(page.getByRole('link', { name: /^Paga ora/ })).toHaveAttribute(
    'href',
    `/paga?ordine=${order.id}&chiave=${encodeURIComponent(order.order_key)}`,
  )

  await setStatus(order, 'cancelled')
  await page.reload()
  await expect(page.getByTestId('order-ended')).toHaveText('Annullato: questo ordine non verrà consegnato.')
  await expect(timeline(page).locator('li.order-timeline__step--done')).toHaveText([/^✓Ricevuto/])
  await expect(page.getByTestId('order-payment')).toHaveText('Nessun pagamento dovuto')
  await expect(page.getByRole('link', { name: /^Paga ora/ })).toHaveCount(0)
  await expectNoSeriousViolations(page)
})
