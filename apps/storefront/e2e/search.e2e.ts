import { RELEVANCE_SET } from '@shop/api/search-relevance-set'
import { expect, productCards, screenReady, searchBox, test } from './fixtures'

/**
 * The catalogue search as a customer uses it: suggestions while typing, chosen with the arrow keys
 * (desktop), 'Forse cercavi' (phone), and the relevance set's hardest queries typed in the box
 * (desktop). The header's search on the phone also runs in browse.e2e.ts.
 */

test('mentre scrivo mi suggerisce i prodotti: con le frecce e Invio apro quello giusto', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/')
  await screenReady(page)
  const search = searchBox(page)
  await search.pressSequentially('birra pero', { delay: 30 })
  const list = page.getByRole('listbox', { name: 'Prodotti suggeriti' })
  const options = list.getByRole('option')
  await expect(options).toHaveCount(4)
  for (const name of await options.allInnerTexts()) expect(name).toMatch(/Peroni[\s\S]*€/)
  await expect(search).toHaveAttribute('aria-expanded', 'true')

  await search.press('ArrowDown')
  await search.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  )
  const chosen = ((await options.nth(1).locator('span span').first().textContent()) ?? '').trim()
  await search.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible()
  await expect(list).toBeHidden()

  // More results than suggestions: the last option shows them all.
  await search.fill('acq')
  const all = options.filter({ hasText: /^Vedi tutti i \d+ risultati$/ })
  await expect(all).toBeVisible()
  await expect(options).toHaveCount(7)
  await all.click()
  await expect(page).toHaveURL(/\/prodotti\?cerca=acq$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Risultati per “acq”' })).toBeVisible()

  // Escape closes the list and leaves what was typed.
  await search.fill('vino rosso')
  await expect(options.first()).toBeVisible()
  await search.press('Escape')
  await expect(list).toBeHidden()
  await expect(search).toHaveValue('vino rosso')
})

test("una parola sbagliata: 'Forse cercavi' nei suggerimenti e tra i risultati porta a quella giusta", {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/')
  await screenReady(page)
  const search = searchBox(page)
  await search.fill('bira')
  const hint = page.getByRole('search').getByText('Forse cercavi')
  await expect(hint).toBeVisible()
  await expect(hint.getByRole('link', { name: 'birra' })).toBeVisible()
  await search.press('Enter')
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible()
  const didYouMean = page.locator('.did-you-mean')
  await expect(didYouMean).toHaveText('Forse cercavi birra?')
  await didYouMean.getByRole('link', { name: 'birra' }).click()
  await expect(page).toHaveURL(/\/prodotti\?cerca=birra$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Risultati per “birra”' })).toBeVisible()
  expect(await productCards(page).count()).toBeGreaterThan(0)
  await expect(page.getByLabel('Ordina per')).toHaveValue('pertinenza')
})

test('le ricerche più difficili della serie di pertinenza, dalla barra di ricerca', {
  tag: '@desktop',
}, async ({ page }) => {
  const hardest = RELEVANCE_SET.filter((c) => c.hard)
  expect(hardest.length).toBeGreaterThanOrEqual(8)
  await page.goto('/')
  await screenReady(page)
  const search = searchBox(page)
  for (const c of hardest) {
    await search.fill(c.query)
    await search.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: `Risultati per “${c.query}”` })).toBeVisible()
    const count = page.locator('.product-list__count')
    if (c.total !== undefined)
      await expect(count).toHaveText(c.total === 1 ? '1 prodotto' : `${c.total} prodotti`)
    const names = page.locator('.product-card__name')
    if (c.first !== undefined) await expect(names.first()).toHaveText(c.first)
    if (c.allNamed !== undefined)
      for (const name of await names.allInnerTexts()) expect(name).toContain(c.allNamed)
    const didYouMean = page.locator('.did-you-mean')
    if (c.didYouMean) await expect(didYouMean).toHaveText(`Forse cercavi ${c.didYouMean}?`)
    else if (c.didYouMean === null) await expect(didYouMean).toHaveCount(0)
  }
})
