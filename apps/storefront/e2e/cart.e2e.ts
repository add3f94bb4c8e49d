import type { Locator, Page } from '@playwright/test'
import {
  cardPrice,
  cents,
  expect,
  expectNoSeriousViolations,
  productCards,
  screenReady,
  test,
} from './fixtures'

/** The cart (SPEC.md section 4): lines, quantities, totals in cents, kept across reloads. */

const LIST = '/prodotti/categoria/acqua/sottocategoria/acqua-frizzante'

interface Line {
  name: string
  price: number
  quantity: number
}

function cartLine(page: Page, name: string): Locator {
  return page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name, exact: true }) })
}

/** Two different products from the list, the first added twice: what the cart should then hold. */
async function fillCart(page: Page): Promise<Line[]> {
  await page.goto(LIST)
  const cards = productCards(page)
  await expect(cards.first()).toBeVisible()
  const lines: Line[] = []
  for (const [index, times] of [
    [0, 2],
    [1, 1],
  ] as const) {
    const card = cards.nth(index)
    const name = (await card.locator('.product-card__name').textContent()) ?? ''
    lines.push({ name, price: await cardPrice(card), quantity: times })
    for (let i = 0; i < times; i++)
      await card.getByRole('button', { name: `Aggiungi al carrello: ${name}` }).click()
  }
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  return lines
}

/** The cart page shows exactly these lines, with their quantities, line totals and the total. */
async function expectCart(page: Page, lines: Line[]) {
  await expect(page.getByTestId('cart-line')).toHaveCount(lines.length)
  await expect(page.getByRole('list', { name: 'Articoli nel carrello' }).getByRole('link')).toHaveText(
    lines.map((line) => line.name),
  )
  for (const line of lines) {
    const row = cartLine(page, line.name)
    await expect(row.getByRole('spinbutton', { name: `Quantità di ${line.name}`, exact: true })).toHaveValue(
      String(line.quantity),
    )
    await expect(row.getByTestId('line-total')).toHaveText(/€/)
    expect(cents(await row.getByTestId('line-total').textContent())).toBe(line.price * line.quantity)
    expect(cents(await row.locator('.cart-line__unit').textContent())).toBe(line.price)
  }
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  await expect.poll(async () => cents(await page.getByTestId('cart-total').textContent())).toBe(total)
  const count = lines.reduce((sum, line) => sum + line.quantity, 0)
  await expect(page.getByTestId('cart-count')).toHaveText(String(count))
  await expect(page.locator('.cart-page .lead')).toHaveText(count === 1 ? '1 articolo' : `${count} articoli`)
}

// Phone only, as emptying the cart: the cart's rules do not depend on the viewport, and its desktop
// layout is used in cart-stock.e2e.ts, keyboard.e2e.ts and delivery-fee.e2e.ts.
test('il carrello: righe, quantità, totali, modifiche e ricarica', { tag: '@phone' }, async ({ page }) => {
  const [first, second] = await fillCart(page)
  if (!first || !second) throw new Error('two products expected')
  expect(first.name).not.toBe(second.name)

  await page.getByRole('link', { name: 'Carrello, 3 articoli' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible()
  await expectCart(page, [first, second])

  // + on the second line, − on the first.
  await cartLine(page, second.name)
    .getByRole('button', { name: `Aumenta la quantità di ${second.name}` })
    .click()
  second.quantity = 2
  await expectCart(page, [first, second])
  await cartLine(page, first.name)
    .getByRole('button', { name: `Diminuisci la quantità di ${first.name}` })
    .click()
  first.quantity = 1
  await expectCart(page, [first, second])

  // Typing a quantity (Enter, then leaving the field).
  const typed = cartLine(page, first.name).getByRole('spinbutton', {
    name: `Quantità di ${first.name}`,
    exact: true,
  })
  await typed.fill('5')
  await typed.press('Enter')
  first.quantity = 5
  await expectCart(page, [first, second])
  await typed.fill('7')
  await typed.blur()
  first.quantity = 7
  await expectCart(page, [first, second])

  // Remove the second line.
  await cartLine(page, second.name)
    .getByRole('button', { name: `Rimuovi ${second.name}` })
    .click()
  // The toast lives 1000 ms (SPEC.md): look for it before the slower cart checks.
  await expect(page.locator('.ui-toast', { hasText: `${second.name} tolto dal carrello` })).toBeVisible()
  await expectCart(page, [first])

  // The cart survives a reload as it was.
  await page.reload()
  await screenReady(page)
  await expectCart(page, [first])

  // − down to zero removes the line too.
  await typed.fill('1')
  await typed.press('Enter')
  first.quantity = 1
  await expectCart(page, [first])
  await cartLine(page, first.name)
    .getByRole('button', { name: `Diminuisci la quantità di ${first.name}` })
    .click()
  await expect(page.getByText('Il carrello è vuoto.')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
})

test('«Svuota il carrello» chiede conferma in una finestra con «Chiudi», senza violazioni axe', {
  tag: '@phone',
}, async ({ page }) => {
  const lines = await fillCart(page)
  await page.goto('/cart')
  await expectCart(page, lines)
  // Accessibility (axe): the full cart, then the confirmation to empty it.
  await expectNoSeriousViolations(page)

  const clear = page.getByRole('button', { name: 'Svuota il carrello' })
  await clear.click()
  const dialog = page.getByRole('dialog', { name: 'Svuotare il carrello?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Tutti gli articoli verranno tolti dal carrello.')
  // Its entry animation over.
  await page.waitForTimeout(300)
  await expectNoSeriousViolations(page)
  // The generic modal's close button (SPEC.md section 2) changes nothing.
  await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(clear).toBeFocused()
  await expectCart(page, lines)

  // 'Annulla' and Escape change nothing either.
  await clear.click()
  await dialog.getByRole('button', { name: 'Annulla' }).click()
  await expect(dialog).toBeHidden()
  await clear.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectCart(page, lines)

  await clear.click()
  await dialog.getByRole('button', { name: 'Svuota il carrello' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Il carrello è vuoto.')).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart'))) ?? 'null')).toEqual({
    items: [],
    total: 0,
  })
  await page.reload()
  await expect(page.getByText('Il carrello è vuoto.')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
})

for (const [what, stored] of [
  ['JSON troncato', '{"items": "oops"'],
  ['totale non numerico', '{"items":[],"total":"x"}'],
  ['righe non in lista', '{"items":{"0":{"id":1}},"total":3}'],
] as const) {
  // Desktop only: storage rules do not depend on the viewport.
  test(`un carrello salvato rovinato (${what}) riparte vuoto, senza errori`, { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/cart')
    await page.evaluate((value) => window.localStorage.setItem('cart', value), stored)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible()
    await expect(page.getByText('Il carrello è vuoto.')).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('0')

    // The rest of the site works, and the first change replaces the bad cart.
    await page.getByRole('link', { name: 'Scopri i prodotti' }).click()
    await expect(page).toHaveURL(/\/prodotti$/)
    const card = productCards(page).first()
    const name = (await card.locator('.product-card__name').textContent()) ?? ''
    const price = await cardPrice(card)
    await card.getByRole('button', { name: `Aggiungi al carrello: ${name}` }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await page.getByRole('link', { name: 'Carrello, 1 articolo' }).click()
    await expectCart(page, [{ name, price, quantity: 1 }])
    await page.reload()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
  })
}
