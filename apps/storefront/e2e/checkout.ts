import type { Page } from '@playwright/test'
import { wooApi } from './accounts'
import { expect, productCards } from './fixtures'

/** Helpers of the checkout tests. */

/** Puts the first `count` water products in the cart, one of each. */
export async function fillCart(page: Page, count = 2) {
  await page.goto('/prodotti/categoria/acqua')
  const add = productCards(page).getByRole('button', { name: /^Aggiungi al carrello:/ })
  for (let index = 0; index < count; index++) await add.nth(index).click()
  await expect(page.getByTestId('cart-count')).toHaveText(String(count))
}

/**
 * Types an address in the checkout's street field, chooses the first suggestion (or the one named
 * `option`), confirms a street placed at a town's centre, and waits for the zone.
 */
export async function chooseAddress(page: Page, typed: string, zone: string, option: RegExp | null = null) {
  const street = page.getByRole('combobox', { name: 'Via e numero civico' })
  await street.fill(typed)
  const choice = option
    ? page.getByRole('option', { name: option }).first()
    : page.getByRole('option').first()
  await expect(choice).toBeVisible()
  await choice.click()
  const status = page.getByTestId('checkout-zone')
  // A street typed in a town whose streets the geocoder lacks: placed at the town centre, confirmed.
  const confirmIt = page.getByRole('button', { name: 'Confermo l’indirizzo' })
  await expect(
    status
      .filter({ hasText: `Zona di consegna: ${zone}` })
      .or(confirmIt)
      .first(),
  ).toBeVisible()
  if (await confirmIt.isVisible()) {
    await expect(status).toContainText(`: zona ${zone}`)
    await confirmIt.click()
  }
  await expect(status).toHaveText(`Zona di consegna: ${zone}`)
}

/**
 * Waits until the delivery step has picked a slot: once the zone is known, its calendar and then
 * the day's slots load, and the first bookable one is chosen for the customer. Confirming before
 * that is refused with 'Scegli la fascia oraria', as it would be for a customer.
 */
export async function slotPicked(page: Page) {
  await expect(
    page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1)
}

export interface WooOrder {
  id: number
  status: string
  payment_method: string
  customer_id: number
  meta_data: { key: string; value: unknown }[]
  billing: { email: string }
  shipping: { city: string; postcode: string; address_1: string }
  total: string
  total_tax: string
  prices_include_tax: boolean
  line_items: {
    product_id: number
    quantity: number
    total: string
    total_tax: string
    meta_data?: { key: string; value: unknown }[]
  }[]
}

/** An order as WooCommerce (the emulator) holds it. */
export async function emulatorOrder(id: number): Promise<WooOrder> {
  const api = await wooApi()
  const response = await api.get(`orders/${id}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as WooOrder
}

export const meta = (order: { meta_data: { key: string; value: unknown }[] }, key: string) =>
  order.meta_data.find((entry) => entry.key === key)?.value

/** What a page says next of an order paid by bank transfer, not received yet (issue 24). */
export const TRANSFER_NEXT =
  'Prepareremo l’ordine quando riceviamo il bonifico: finché non arriva, l’ordine non parte.'

/** What a page must never say of a transfer not received yet. */
export async function expectNoConfirmation(page: Page): Promise<void> {
  const body = page.locator('main')
  await expect(body).not.toContainText('è confermato')
  await expect(body).not.toContainText('Prepariamo')
  await expect(body).not.toContainText('In attesa di conferma')
}

/** The emulator's control endpoint (faults, orddd, vehicle timeslots). */
export { control } from '@shop/e2e-kit'
