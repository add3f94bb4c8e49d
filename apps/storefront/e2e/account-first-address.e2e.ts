import { accountLink, clientAddress, logInByApi, uniqueEmail, uniquePhone, wooApi } from './accounts'
import { chooseAddress, fillCart, slotPicked } from './checkout'
import { expect, screenReady, test } from './fixtures'

/**
 * Issue 24, point 10: after a first order the account no longer says it has no delivery address
 * (issue 27: the address book's 'Nessun indirizzo salvato'). The API keeps a customer's first delivery address on the account; the
 * storefront reads the account again once the order is placed.
 */

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

test('il primo ordine: il suo indirizzo diventa l’indirizzo di consegna dell’account', {
  tag: '@desktop',
}, async ({ page }) => {
  const email = uniqueEmail('primo.ordine')
  const password = 'Fiordilatte#2026'
  const phone = uniquePhone()
  const created = await (await wooApi()).post('customers', {
    data: { email, password, first_name: 'Ida', last_name: 'Primordine', billing: { email, phone } },
  })
  expect(created.ok(), await created.text()).toBe(true)

  await logInByApi(page, email, password)
  await page.goto('/account')
  await screenReady(page)
  const delivery = page.getByRole('region', { name: 'Indirizzi di consegna' })
  await expect(delivery).toContainText('Nessun indirizzo salvato')

  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  // A customer's address keeps its own name and phone, from the account.
  await expect(address.getByLabel('Nome', { exact: true })).toHaveValue('Ida')
  await expect(address.getByLabel('Telefono per la consegna')).toHaveValue(phone)
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await slotPicked(page)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+/)

  // To the account without reloading the page: it shows the address of the order.
  await (await accountLink(page, 'logged-in')).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(delivery).toContainText('Via Peucetia')
  await expect(delivery).toContainText('70126')
  await expect(delivery).not.toContainText('Nessun indirizzo salvato')
  // The address book's first address (issue 27): the default, named 'Casa'.
  await expect(delivery.getByRole('article', { name: 'Casa' })).toContainText('Predefinito')
  await expect(delivery.getByRole('button', { name: /Modifica/ })).toBeVisible()
})
