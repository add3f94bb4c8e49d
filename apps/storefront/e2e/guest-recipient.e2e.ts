import type { Page } from '@playwright/test'
import { clientAddress, uniqueEmail } from './accounts'
import { chooseAddress, emulatorOrder, fillCart, slotPicked } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/**
 * Issue 24, point 10: a guest gives name and phone once. The delivery address asks them only for
 * 'Consegna a un’altra persona'; either way the order carries both, the buyer (billing) and who
 * receives it (shipping). Another person, on the desktop; the guest who receives the order is
 * checkout.e2e.ts's guest order (phone).
 */

interface Person {
  first_name: string
  last_name: string
  phone: string
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

async function openAsGuest(page: Page, first: string, last: string, phone: string): Promise<void> {
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const who = page.getByRole('group', { name: /I tuoi dati/ })
  await who.getByLabel('Nome', { exact: true }).fill(first)
  await who.getByLabel('Cognome').fill(last)
  await who.getByLabel('Email').fill(uniqueEmail(first.toLowerCase()))
  await who.getByLabel('Telefono').fill(phone)
}

async function placeOrder(page: Page): Promise<{ billing: Person; shipping: Person }> {
  await slotPicked(page)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
  const id = Number(new URL(page.url()).searchParams.get('ordine'))
  return (await emulatorOrder(id)) as unknown as { billing: Person; shipping: Person }
}

test('«Consegna a un’altra persona»: nome e telefono di chi riceve, anche dopo un ricaricamento', {
  tag: '@desktop',
}, async ({ page }) => {
  await openAsGuest(page, 'Paolo', 'Regalo', '333 222 3300')
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await address.getByRole('checkbox', { name: 'Consegna a un’altra persona' }).check()
  await address.getByLabel('Nome', { exact: true }).fill('Nonna')
  await address.getByLabel('Cognome').fill('Regalo')
  await address.getByLabel('Telefono per la consegna').fill('080 555 0177')
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await expectNoSeriousViolations(page)

  // The tab keeps the checkout (checkout-draft.ts): the box comes back ticked, with the recipient.
  await page.reload()
  await screenReady(page)
  await expect(address.getByRole('checkbox', { name: 'Consegna a un’altra persona' })).toBeChecked()
  await expect(address.getByLabel('Nome', { exact: true })).toHaveValue('Nonna')
  await expect(address.getByLabel('Telefono per la consegna')).toHaveValue('080 555 0177')
  await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Japigia')

  const order = await placeOrder(page)
  expect(order.billing).toMatchObject({ first_name: 'Paolo', last_name: 'Regalo', phone: '333 222 3300' })
  expect(order.shipping).toMatchObject({ first_name: 'Nonna', last_name: 'Regalo', phone: '080 555 0177' })
})
