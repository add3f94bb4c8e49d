import { WITHDRAWAL_TERMS } from '@shop/orders'
import {
  lastMessage,
  logInByApi,
  makeCustomer,
  makePastOrder,
  outboxMark,
  uniqueEmail,
  wooApi,
} from './accounts'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test } from './fixtures'

/*
 * Issue 27: 'Recedi dal contratto qui' (art. 54-bis Codice del Consumo), in two steps (the
 * statement with what cannot be returned, then 'Conferma il recesso'), a receipt screen with the
 * date and time, and the receipt mail. A customer from the order page of a delivered order (phone),
 * a guest from the footer's public page with the order's number and e-mail (desktop). The orders
 * are made straight in WooCommerce (as if placed before): these tests are not about checkout.
 */

/** The first product the shop lists. */
async function aProduct(): Promise<{ id: number; name: string }> {
  const answer = await (await fetch(`${shopUrl()}/api/products?perPage=1`)).json()
  const product = (answer.products as { id: number; name: string }[])[0]
  if (!product) throw new Error('a product expected')
  return product
}

test('un cliente recede da un ordine consegnato dalla pagina dell’ordine', { tag: '@phone' }, async ({
  page,
}) => {
  const customer = await makeCustomer('recesso')
  const product = await aProduct()
  const order = await makePastOrder(customer.id, [{ productId: product.id, quantity: 2, total: '7.80' }])
  await logInByApi(page, customer.email, customer.password)
  const since = await outboxMark()

  await page.goto(`/account/ordini/${order.id}`)
  await screenReady(page)
  await page.getByTestId('order-withdrawal').getByRole('link', { name: 'Recedi dal contratto qui' }).click()
  await expect(page).toHaveURL(`/recesso?ordine=${order.id}`)

  // Step 1: the statement, with what cannot be returned said before the confirmation.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recesso dall’ordine n. ${order.number}`)
  const lines = page.getByTestId('withdrawal-lines')
  await expect(lines.getByRole('row').nth(1)).toContainText(product.name)
  await expect(lines.getByRole('row').nth(1)).toContainText('Si può restituire se ancora sigillato')
  await expect(page.getByTestId('withdrawal-exclusions')).toContainText(WITHDRAWAL_TERMS.sealedGoods)
  await expect(page.getByTestId('withdrawal-deadline')).toContainText(/Puoi recedere fino a .+ compreso\./)
  await expectNoSeriousViolations(page)

  // Step 2: the confirmation, with a reason.
  await page.getByLabel('Motivo (facoltativo)').fill('Ne ho ordinate troppe')
  await page.getByRole('button', { name: 'Conferma il recesso' }).click()
  const receipt = page.getByTestId('withdrawal-receipt')
  await expect(receipt.getByRole('status')).toHaveText('Recesso ricevuto')
  await expect(receipt).toBeFocused()
  const received = (await receipt.getByTestId('withdrawal-received').textContent()) ?? ''
  const when = /n\. \d+ (.+ alle \d\d:\d\d) \(ora italiana\)/.exec(received)?.[1] ?? ''
  expect(when, received).not.toBe('')
  await expect(receipt).toContainText('Ti abbiamo inviato una ricevuta via e-mail.')
  await expect(receipt).toContainText(WITHDRAWAL_TERMS.pickup)

  const mail = await lastMessage(customer.email, since)
  expect(mail.subject).toBe(`Bari Bevande: recesso ricevuto per l’ordine n. ${order.number}`)
  expect(mail.body).toContain(`${when} (ora italiana)`)
  expect(mail.body).toContain('Ne ho ordinate troppe')

  // The order page says so; no second withdrawal is offered.
  await page.getByRole('link', { name: `Vai all’ordine n. ${order.number}` }).click()
  await expect(page.getByTestId('order-withdrawal')).toHaveText(
    `RecessoHai receduto dal contratto di questo ordine ${when}.`,
  )
  await expect(page.getByRole('link', { name: 'Recedi dal contratto qui' })).toHaveCount(1) // the footer's
})

test('un ospite recede dalla pagina pubblica con numero d’ordine ed email', { tag: '@desktop' }, async ({
  page,
}) => {
  const email = uniqueEmail('recesso-ospite')
  const product = await aProduct()
  const woo = await wooApi()
  const created = await woo.post('orders', {
    data: {
      customer_id: 0,
      status: 'processing',
      set_paid: true,
      payment_method: 'bacs',
      payment_method_title: 'Bonifico bancario',
      billing: { first_name: 'Lucia', last_name: 'Di Bari', email, phone: '3470001122', country: 'IT' },
      line_items: [{ product_id: product.id, quantity: 1 }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const order = (await created.json()) as { id: number; number: string }
  const since = await outboxMark()

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Recedi dal contratto qui' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recedi dal contratto qui')
  const form = page.getByRole('form', { name: 'Trova l’ordine' })
  // A wrong e-mail: the look-up's answer, nothing else said.
  await form.getByLabel('Numero dell’ordine').fill(order.number)
  await form.getByLabel('Email').fill('altra@example.com')
  await form.getByRole('button', { name: 'Continua' }).click()
  await expect(form.getByRole('alert')).toHaveText('Ordine non trovato')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Continua' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recesso dall’ordine n. ${order.number}`)
  await expect(page.getByTestId('withdrawal-exclusions')).toContainText(WITHDRAWAL_TERMS.sealedGoods)
  await expect(page.getByText(`Ti mandiamo la ricevuta a ${email}.`)).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Conferma il recesso' }).click()

  const receipt = page.getByTestId('withdrawal-receipt')
  await expect(receipt.getByRole('status')).toHaveText('Recesso ricevuto')
  await expect(receipt).toContainText('Ti abbiamo inviato una ricevuta via e-mail.')
  // Paid and not delivered yet: the delivery stopped, the refund by the same means.
  await expect(receipt).toContainText(WITHDRAWAL_TERMS.notDelivered)
  await expect(receipt).toContainText(WITHDRAWAL_TERMS.refund)
  const received = (await receipt.getByTestId('withdrawal-received').textContent()) ?? ''
  const when = /(\S+ \d+ \S+ \d{4} alle \d\d:\d\d)/.exec(received)?.[1] ?? ''
  const mail = await lastMessage(email, since)
  expect(mail.subject).toBe(`Bari Bevande: recesso ricevuto per l’ordine n. ${order.number}`)
  expect(mail.body).toContain(`${when} (ora italiana)`)
  await expectNoSeriousViolations(page)
})
