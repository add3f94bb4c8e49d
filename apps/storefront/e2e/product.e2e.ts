import type { Page } from '@playwright/test'
import { cardPrice, cents, expect, productCards, screenReady, test } from './fixtures'

/** The product page: name, images, price, pack size, and 'Aggiungi al carrello'. */

function summary(page: Page) {
  return page.locator('.product-page__summary')
}

test('da una scheda alla pagina del prodotto, e nel carrello', async ({ page }) => {
  const name = 'Acqua Levissima Frizzante 1,5 lt x 6'
  await page.goto('/prodotti/categoria/acqua/sottocategoria/acqua-frizzante')
  const card = productCards(page).filter({ hasText: name })
  await expect(card).toHaveCount(1)
  await expect(card.getByText('Confezione da 6', { exact: true })).toBeVisible()
  const price = await cardPrice(card)
  await card.getByRole('link').click()

  await expect(page).toHaveURL(/\/prodotti\/acqua-levissima-frizzante-1-5-lt-x-6$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  const carousel = page.getByRole('region', { name: `Immagini di ${name}` })
  const images = carousel.getByRole('img')
  expect(await images.count()).toBeGreaterThan(0)
  await expect(images.first()).toBeVisible()
  await expect(images.first()).toHaveAttribute('alt', /\S/)
  // The picture really arrived (the emulator serves it), not a broken image.
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  expect(cents(await summary(page).locator('.product-page__price strong').textContent())).toBe(price)
  await expect(summary(page).getByText('Confezione da 6', { exact: true })).toBeVisible()

  const count = page.getByTestId('cart-count')
  await expect(count).toHaveText('0')
  const add = page.getByRole('button', { name: 'Aggiungi al carrello', exact: true })
  await add.click()
  // The toast lives 1000 ms (SPEC.md): look at it first, then at the slower checks.
  const toast = page.locator('.ui-toast', { hasText: `${name} aggiunto al carrello` })
  await expect(toast).toBeVisible()
  // SPEC.md sections 2 and 9: at the top centre, one at a time, gone after about a second.
  const box = await toast.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  if (box) {
    expect(box.y).toBeLessThan(120)
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(width * 0.1)
  }
  expect(await page.locator('.ui-toast').count()).toBeLessThanOrEqual(1)
  await expect(toast).toBeHidden({ timeout: 5_000 })
  await expect(count).toHaveText('1')
  await expect(page.getByRole('link', { name: 'Carrello, 1 articolo' })).toBeVisible()
  await expect(summary(page).getByRole('status')).toContainText('Nel carrello: 1')

  await add.click()
  await expect(count).toHaveText('2')
  await expect(page.getByRole('link', { name: 'Carrello, 2 articoli' })).toBeVisible()
  await expect(summary(page).getByRole('status')).toContainText('Nel carrello: 2')
})

// Desktop only: the label does not depend on the viewport.
test('la confezione si legge dal nome; niente etichetta per la bottiglia singola', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/prodotti/acqua-uliveto-in-vetro-confezione-da-12-bottiglie-da-1-lt')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Acqua Uliveto in vetro confezione da 12 bottiglie da 1 lt',
  )
  await expect(summary(page).getByText('Confezione da 12', { exact: true })).toBeVisible()

  await page.goto('/prodotti/acqua-panna-naturale-bottiglia-in-vetro-75-cl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Acqua Panna Naturale bottiglia in vetro 75 cl',
  )
  await screenReady(page)
  await expect(summary(page).getByText(/Confezione da/)).toHaveCount(0)
  await expect(summary(page).locator('.product-page__price')).toContainText('€')
})
