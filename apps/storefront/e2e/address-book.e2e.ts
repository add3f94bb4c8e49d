import type { Page } from '@playwright/test'
import { clientAddress, logInByApi, uniqueEmail, uniquePhone, wooApi } from './accounts'
import { chooseAddress, emulatorOrder, fillCart, slotPicked } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/**
 * Issue 27, the address book: a customer's saved delivery addresses on the account page and at
 * the checkout. The account and its addresses are made through the API; the browser does what the
 * customer does with them: picks a saved address that is not the default (phone), and keeps a new
 * one typed at the checkout by ticking 'Salva questo indirizzo nella rubrica' (desktop).
 */

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

const JAPIGIA_POINT = { lat: 41.11158, lng: 16.89587 }

/** A new customer with no delivery address, logged in, with the book's addresses added by the API. */
async function customerWithBook(page: Page, name: string, streets: Record<string, string>) {
  const email = uniqueEmail(name)
  const password = 'Fiordilatte#2026'
  const phone = uniquePhone()
  const created = await (await wooApi()).post('customers', {
    data: { email, password, first_name: 'Ida', last_name: name, billing: { email, phone } },
  })
  expect(created.ok(), await created.text()).toBe(true)
  await logInByApi(page, email, password)
  for (const [label, address1] of Object.entries(streets)) {
    const added = await page.request.post('/api/account/addresses', {
      data: {
        label,
        address: {
          firstName: 'Ida',
          lastName: name,
          address1,
          city: 'Bari',
          postcode: '70126',
          province: 'BA',
          phone,
        },
        coordinates: JAPIGIA_POINT,
      },
    })
    expect(added.status(), await added.text()).toBe(201)
  }
}

/** Confirms the order by bank transfer and answers its number, from the confirmation page's address. */
async function placeOrder(page: Page): Promise<number> {
  await slotPicked(page)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+/)
  return Number(new URL(page.url()).searchParams.get('ordine'))
}

test('rubrica: al checkout sceglie l’indirizzo non predefinito e l’ordine va lì', { tag: '@phone' }, async ({
  page,
}) => {
  await customerWithBook(page, 'Rubricafono', { Casa: 'Via Peucetia, 22', Ufficio: 'Via Peucetia, 40' })
  await page.goto('/account')
  await screenReady(page)
  const book = page.getByRole('region', { name: 'Indirizzi di consegna' })
  await expect(book.getByRole('article', { name: 'Casa' })).toContainText('Predefinito')
  await expect(book.getByRole('article', { name: 'Ufficio' })).toContainText('Via Peucetia, 40')
  await expect(book.getByRole('article', { name: 'Ufficio' })).not.toContainText('Predefinito')

  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await expect(address.getByRole('radio', { name: /Casa \(predefinito\)/ })).toBeChecked()
  // A saved address is in the book already: nothing to tick.
  await expect(address.getByLabel('Salva questo indirizzo nella rubrica')).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await address.getByRole('radio', { name: /Ufficio/ }).check()
  await expect(address.getByRole('combobox', { name: 'Via e numero civico' })).toHaveValue('Via Peucetia, 40')
  await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Japigia')
  const id = await placeOrder(page)
  expect((await emulatorOrder(id)).shipping.address_1).toBe('Via Peucetia, 40')
})

test('rubrica: un indirizzo nuovo salvato dal checkout, poi nella rubrica dell’account', {
  tag: '@desktop',
}, async ({ page }) => {
  await customerWithBook(page, 'Rubricadesk', { Casa: 'Via Peucetia, 22' })
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await expect(address.getByRole('radio', { name: /Casa \(predefinito\)/ })).toBeChecked()
  await address.getByRole('radio', { name: 'Un altro indirizzo' }).check()
  await expect(address.getByRole('combobox', { name: 'Via e numero civico' })).toHaveValue('')
  await chooseAddress(page, 'Via Peucetia 30', 'Japigia')
  const save = address.getByLabel('Salva questo indirizzo nella rubrica')
  await expect(save).not.toBeChecked()
  await save.check()
  await address.getByLabel(/^Nome dell’indirizzo/).fill('Ufficio')
  await placeOrder(page)

  await page.goto('/account')
  await screenReady(page)
  const book = page.getByRole('region', { name: 'Indirizzi di consegna' })
  const office = book.getByRole('article', { name: 'Ufficio' })
  await expect(office).toContainText(/Via Peucetia,? 30/)
  await expect(office).toContainText('Zona di consegna: Japigia')
  await expectNoSeriousViolations(page)
  // Chosen as the default from the account: it is marked, and Casa is not any more.
  await office.getByRole('button', { name: 'Usa come predefinito' }).click()
  await expect(office).toContainText('Predefinito')
  await expect(book.getByRole('article', { name: 'Casa' })).not.toContainText('Predefinito')
})
