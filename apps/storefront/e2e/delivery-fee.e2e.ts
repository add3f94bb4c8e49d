import type { Page } from '@playwright/test'
import { formatEuro } from '@shop/catalog'
import { clientAddress, uniqueEmail } from './accounts'
import { chooseAddress, emulatorOrder, slotPicked } from './checkout'
import { cardPrice, expect, productCards, screenReady, test } from './fixtures'

/**
 * Issue 18: the delivery fee and minimum order of the customer's zone, in the checkout and the
 * cart, and the fee as a shipping line of the WooCommerce order. Palese keeps the built-in city
 * amounts in the browser tests' shop (global-setup.ts): minimum 15,00 €, fee 2,90 €, free from
 * 39,00 €.
 */

const MINIMUM = 1500
const FEE = 290
const FREE_FROM = 3900
const euro = (cents: number) => formatEuro(cents / 100)

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

async function fillAddress(page: Page) {
  const who = page.getByRole('group', { name: /I tuoi dati/ })
  await who.getByLabel('Nome', { exact: true }).fill('Rosa')
  await who.getByLabel('Cognome').fill('Palese')
  await who.getByLabel('Email').fill(uniqueEmail('rosa.palese'))
  await who.getByLabel('Telefono').fill('340 555 6677')
  await chooseAddress(page, 'Strada Pizzillo', 'Palese')
}

test('a Palese: ordine minimo, costo di consegna, quanto manca alla consegna gratuita, e la riga di spedizione in WooCommerce', {
  tag: '@desktop',
}, async ({ page }) => {
  // One pack of water: below Palese's minimum order.
  await page.goto('/prodotti/categoria/acqua')
  const card = productCards(page).first()
  const price = await cardPrice(card)
  expect(price).toBeLessThan(MINIMUM)
  await card.getByRole('button', { name: /^Aggiungi al carrello:/ }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  // The cart knows no zone yet: no hint.
  await page.goto('/cart')
  await screenReady(page)
  await expect(page.getByTestId('free-delivery-hint')).toHaveCount(0)

  // At checkout the address finds Palese: the fee, the hint, the minimum, and no confirming.
  await page.getByRole('link', { name: 'Procedi all’ordine' }).click()
  await screenReady(page)
  await fillAddress(page)
  const summary = page.getByRole('complementary', { name: "Riepilogo dell'ordine" })
  await expect(summary.getByTestId('delivery-fee')).toHaveText(euro(FEE))
  await expect(summary.getByTestId('free-delivery-hint')).toHaveText(
    `Mancano ${euro(FREE_FROM - price)} per la consegna gratuita`,
  )
  await expect(summary.getByTestId('minimum-order')).toHaveText(
    `L'ordine minimo per la zona Palese è ${euro(MINIMUM)}: mancano ${euro(MINIMUM - price)}`,
  )
  await expect(summary.getByRole('button', { name: 'Ordine con obbligo di pagamento' })).toBeDisabled()

  // Back in the cart, the zone is known: enough packs to reach the minimum, not free delivery.
  await page.goto('/cart')
  await screenReady(page)
  await expect(page.getByTestId('minimum-order')).toBeVisible()
  const quantity = Math.ceil(MINIMUM / price)
  const subtotal = quantity * price
  expect(subtotal).toBeLessThan(FREE_FROM)
  const input = page.getByRole('spinbutton', { name: /^Quantità di / })
  await input.fill(String(quantity))
  await input.press('Enter')
  await expect(page.getByTestId('cart-total')).toHaveText(euro(subtotal))
  await expect(page.getByTestId('minimum-order')).toHaveCount(0)
  await expect(page.getByTestId('delivery-fee')).toHaveText(euro(FEE))
  await expect(page.getByTestId('free-delivery-hint')).toHaveText(
    `Mancano ${euro(FREE_FROM - subtotal)} per la consegna gratuita`,
  )
  await expect(page.getByTestId('total-with-delivery')).toHaveText(euro(subtotal + FEE))

  // The order: the fee with the products, on the confirmation and in WooCommerce. The checkout
  // kept what was typed (its draft): the address is found in Palese again.
  await page.getByRole('link', { name: 'Procedi all’ordine' }).click()
  await screenReady(page)
  await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Palese')
  await expect(summary.getByTestId('minimum-order')).toHaveCount(0)
  await expect(summary.getByTestId('total-with-delivery')).toHaveText(euro(subtotal + FEE))
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await slotPicked(page)
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
  await expect(page.getByTestId('order-lines')).toContainText('Consegna a domicilio')
  await expect(page.getByTestId('order-total')).toContainText(euro(subtotal + FEE))

  const order = await emulatorOrder(Number(new URL(page.url()).searchParams.get('ordine')))
  const shipping = order as unknown as { shipping_lines: Record<string, unknown>[]; shipping_tax: string }
  expect(shipping.shipping_lines).toEqual([
    expect.objectContaining({
      method_id: 'flat_rate',
      method_title: 'Consegna a domicilio',
      total: '2.38',
      total_tax: '0.52',
    }),
  ])
  expect(shipping.shipping_tax).toBe('0.52')
  expect(Math.round(Number(order.total) * 100)).toBe(subtotal + FEE)
})
