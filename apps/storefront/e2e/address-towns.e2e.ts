import type { Page } from '@playwright/test'
import { ORDER_META_KEYS } from '@shop/orders'
import { clientAddress, uniqueEmail } from './accounts'
import { emulatorOrder, fillCart, meta } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/**
 * Issue 18, addresses in every served town: the geocoder knows Bari's streets only. A street
 * typed in a town of one zone (Triggiano, Capurso, …) stays as typed, is placed at the town centre
 * and confirmed by the customer; a town of several zones (Modugno) is left to the map; a street of
 * Bari fills the CAP when the data knows it. On the phone only (`@phone`): what is decided here is
 * the address, not the layout.
 */

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

const addressGroup = (page: Page) => page.getByRole('group', { name: /Indirizzo di consegna/ })
const streetField = (page: Page) => addressGroup(page).getByRole('combobox', { name: 'Via e numero civico' })
const confirmAddress = (page: Page) => page.getByRole('button', { name: 'Confermo l’indirizzo' })

async function openCheckout(page: Page, email: string) {
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const who = page.getByRole('group', { name: /I tuoi dati/ })
  await who.getByLabel('Nome', { exact: true }).fill('Rosa')
  await who.getByLabel('Cognome').fill('Triggianese')
  await who.getByLabel('Email').fill(email)
  await who.getByLabel('Telefono').fill('340 555 6677')
}

test('Triggiano: la via scritta resta, si conferma «via, comune: zona» e l’ordine la porta', {
  tag: '@phone',
}, async ({ page }) => {
  await openCheckout(page, uniqueEmail('rosa'))
  const address = addressGroup(page)
  await streetField(page).fill('Via Giuseppe Verdi 12, Triggiano')
  await page.getByRole('option', { name: /^70019 Triggiano$/ }).click()

  // The town is written in; the street typed stays (without the town typed after it).
  await expect(streetField(page)).toHaveValue('Via Giuseppe Verdi 12')
  await expect(address.getByLabel('Comune')).toHaveValue('Triggiano')
  await expect(address.getByLabel('CAP')).toHaveValue('70019')
  await expect(page.getByTestId('checkout-zone-line')).toHaveText(
    'Via Giuseppe Verdi 12, Triggiano: zona Triggiano',
  )
  await expectNoSeriousViolations(page)

  // Until confirmed: no slots, and no order.
  await expect(page.getByText('Indica prima l’indirizzo: le fasce dipendono dalla zona.')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio')).toHaveCount(0)
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Conferma l’indirizzo di consegna: Via Giuseppe Verdi 12, Triggiano: zona Triggiano.',
  )
  await expect(page).toHaveURL(/\/checkout$/)

  await confirmAddress(page).click()
  await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Triggiano')
  await expect(confirmAddress(page)).toHaveCount(0)
  const slots = page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio')
  await expect(slots.first()).toBeChecked()
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)

  const order = await emulatorOrder(Number(new URL(page.url()).searchParams.get('ordine')))
  expect(order.shipping).toMatchObject({
    address_1: 'Via Giuseppe Verdi 12',
    city: 'Triggiano',
    postcode: '70019',
  })
  expect(meta(order, ORDER_META_KEYS.zone)).toBe('Triggiano')
})

test('Capurso a mano, senza suggerimenti: la stessa conferma; Modugno (due zone) chiede il punto sulla mappa', {
  tag: '@phone',
}, async ({ page }) => {
  await openCheckout(page, uniqueEmail('rosa.capurso'))
  const address = addressGroup(page)
  await streetField(page).fill('Via Vittorio Veneto 3')
  await address.getByLabel('Comune').fill('Capurso')
  await address.getByLabel('CAP').fill('70010')
  await address.getByLabel(/^Scala, piano, interno, citofono/).focus()
  await expect(page.getByTestId('checkout-zone-line')).toHaveText(
    'Via Vittorio Veneto 3, Capurso: zona Capurso',
  )
  await expect(confirmAddress(page)).toBeVisible()

  // Modugno lies in two zones: its centre does not decide, the map does.
  await address.getByLabel('Comune').fill('Modugno')
  await address.getByLabel('CAP').fill('70026')
  await address.getByLabel(/^Scala, piano, interno, citofono/).focus()
  await expect(page.getByTestId('checkout-zone')).toContainText('mappa')
  await expect(page.getByTestId('checkout-zone-line')).toHaveCount(0)
  await expect(confirmAddress(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Indica il punto sulla mappa' })).toHaveClass(
    /button--primary/,
  )
  await expect(streetField(page)).toHaveValue('Via Vittorio Veneto 3')
})

test('una via di Bari riempie il CAP quando i dati lo sanno, e toglie quello di un altro comune', {
  tag: '@phone',
}, async ({ page }) => {
  await openCheckout(page, uniqueEmail('rosa.bari'))
  const address = addressGroup(page)
  // Via Altamura lies in zone Libertà, whose one CAP is 70123.
  await streetField(page).fill('Via Altamura 10')
  await page.getByRole('option', { name: /^Via Altamura 10, 70123 Bari$/ }).click()
  await expect(streetField(page)).toHaveValue('Via Altamura, 10')
  await expect(address.getByLabel('Comune')).toHaveValue('Bari')
  await expect(address.getByLabel('CAP')).toHaveValue('70123')
  await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Libertà')

  // From Triggiano to Via Sparano: its zone has three CAPs, so the CAP is the customer's to write,
  // and Triggiano's 70019 does not stay.
  await streetField(page).fill('Via Roma 1, Triggiano')
  await page.getByRole('option', { name: /^70019 Triggiano$/ }).click()
  await expect(address.getByLabel('CAP')).toHaveValue('70019')
  await streetField(page).fill('Via Sparano da Bari 84')
  await page.getByRole('option', { name: /^Via Sparano da Bari 84, Bari$/ }).click()
  await expect(address.getByLabel('Comune')).toHaveValue('Bari')
  await expect(address.getByLabel('CAP')).toHaveValue('')
  await expect(address.getByLabel('CAP')).toBeFocused()
})
