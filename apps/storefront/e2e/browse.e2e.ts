import { cardPrice, expect, mainNav, productCards, screenReady, searchBox, test } from './fixtures'

/**
 * A new customer looks around: home, categories, subcategories, sorting, pages and search. The home
 * at both sizes; the menu, the pages and the search on the phone (`@phone`), the sorting on the
 * desktop (`@desktop`).
 */

test('la home mostra prodotti in evidenza, offerte e le quattro categorie', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acqua, birra, bibite e vino a casa tua' }),
  ).toBeVisible()

  const featured = page.getByRole('region', { name: 'In evidenza' })
  await expect(featured.getByRole('heading', { level: 2, name: 'In evidenza' })).toBeVisible()
  expect(await productCards(featured).count()).toBeGreaterThan(0)

  const onSale = page.getByRole('region', { name: 'Offerte' })
  const saleCards = productCards(onSale)
  expect(await saleCards.count()).toBeGreaterThan(0)
  // Every item on sale says so and shows its old price crossed out.
  for (const card of await saleCards.all()) {
    await expect(card.getByText('Offerta', { exact: true })).toBeVisible()
    await expect(card.locator('s')).toContainText('€')
    expect(await cardPrice(card)).toBeGreaterThan(0)
  }

  const categories = page.getByRole('region', { name: 'Le nostre categorie' })
  const tiles = categories.getByRole('link')
  await expect(tiles).toHaveCount(4)
  for (const [index, name] of ['Acqua', 'Birra', 'Bevande', 'Vino'].entries()) {
    await expect(tiles.nth(index)).toContainText(name)
    await expect(tiles.nth(index)).toHaveAttribute('href', `/prodotti/categoria/${name.toLowerCase()}`)
  }
})

// Phone only: the menu button is the phone layout's (the desktop's navigation is walked with the
// keyboard in keyboard.e2e.ts); what the category pages list does not depend on the viewport.
test('dal menu a una categoria e poi a una sottocategoria: solo i suoi prodotti', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  await page.goto('/')
  const nav = await mainNav(page)
  await nav.getByRole('link', { name: 'Acqua', exact: true }).click()
  await expect(page).toHaveURL(/\/prodotti\/categoria\/acqua$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Acqua', exact: true })).toBeVisible()
  const categoryCount = Number.parseInt((await page.locator('.product-list__count').textContent()) ?? '', 10)
  expect(categoryCount).toBeGreaterThan(0)
  for (const label of await page.locator('.product-card__category').allTextContents())
    expect(label).toBe('Acqua')

  await page
    .getByRole('navigation', { name: 'Sottocategorie di Acqua' })
    .getByRole('link', { name: 'Acqua frizzante' })
    .click()
  await expect(page).toHaveURL(/\/prodotti\/categoria\/acqua\/sottocategoria\/acqua-frizzante$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Acqua frizzante' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Percorso' }).getByText('Acqua frizzante', { exact: true }),
  ).toHaveAttribute('aria-current', 'page')

  // What the shop holds in each water subcategory, to tell the right products from the others.
  const namesOf = async (subcategory: string) => {
    const answer = await request.get('/api/products', {
      params: { category: 'acqua', subcategory, perPage: 48 },
    })
    expect(answer.ok()).toBe(true)
    const body = (await answer.json()) as { products: { name: string }[] }
    return body.products.map((product) => product.name)
  }
  const sparkling = await namesOf('acqua-frizzante')
  const others = [...(await namesOf('acqua-naturale')), ...(await namesOf('acqua-in-vetro'))]

  const cards = productCards(page)
  await expect(cards).toHaveCount(sparkling.length)
  expect(sparkling.length).toBeLessThan(categoryCount)
  await expect(page.locator('.product-list__count')).toHaveText(`${sparkling.length} prodotti`)
  const shown = await page.locator('.product-card__name').allInnerTexts()
  expect(shown.toSorted()).toEqual(sparkling.toSorted())
  for (const name of shown) expect(others).not.toContain(name)
  for (const label of await page.locator('.product-card__category').allTextContents())
    expect(label).toBe('Acqua')
})

// Desktop only: sorting does not depend on the viewport.
test('«Prezzo crescente» ordina i prezzi dal più basso, anche sulla pagina dopo', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/prodotti')
  await screenReady(page)
  await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo crescente' })
  await expect(page).toHaveURL(/[?&]ordina=prezzo-crescente/)
  await expect(page.getByLabel('Ordina per')).toHaveValue('prezzo-crescente')
  await expect(productCards(page)).toHaveCount(24)

  const pricesOf = async () => {
    await screenReady(page)
    return Promise.all((await productCards(page).all()).map(cardPrice))
  }
  const first = await pricesOf()
  expect(first).toEqual(first.toSorted((a, b) => a - b))
  expect(first[0]).toBeLessThan(first[first.length - 1] ?? 0)

  await page
    .getByRole('navigation', { name: 'Pagine' })
    .getByRole('link', { name: /Successiva/ })
    .click()
  await expect(page).toHaveURL(/pagina=2/)
  await expect(page).toHaveURL(/ordina=prezzo-crescente/)
  await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
  const second = await pricesOf()
  expect(second).toEqual(second.toSorted((a, b) => a - b))
  expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1] ?? 0)

  await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo decrescente' })
  await expect(page).toHaveURL(/ordina=prezzo-decrescente/)
  await expect(page.getByLabel('Ordina per')).toHaveValue('prezzo-decrescente')
  // A new order starts again from the first page.
  await expect(page).not.toHaveURL(/pagina=/)
  const descending = await pricesOf()
  expect(descending).toEqual(descending.toSorted((a, b) => b - a))
})

test('le pagine di /prodotti: Successiva, Precedente e i numeri', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/prodotti')
  await screenReady(page)
  const total = Number.parseInt(
    ((await page.locator('.product-list__count').textContent()) ?? '').replace(/\D/g, ''),
    10,
  )
  const lastPage = Math.ceil(total / 24)
  expect(lastPage).toBeGreaterThan(2)
  const pages = page.getByRole('navigation', { name: 'Pagine' })
  await expect(productCards(page)).toHaveCount(24)
  const firstNames = await page.locator('.product-card__name').allInnerTexts()
  await expect(pages.getByText('‹ Precedente')).toHaveAttribute('aria-disabled', 'true')

  await pages.getByRole('link', { name: /Successiva/ }).click()
  await expect(page).toHaveURL(/\/prodotti\?pagina=2$/)
  await expect(pages.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
  await expect(productCards(page)).toHaveCount(24)
  const secondNames = await page.locator('.product-card__name').allInnerTexts()
  expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([])

  await pages.getByRole('link', { name: `Pagina ${lastPage}` }).click()
  await expect(page).toHaveURL(new RegExp(`pagina=${lastPage}$`))
  await expect(productCards(page)).toHaveCount(total - 24 * (lastPage - 1))
  await expect(pages.getByText('Successiva ›')).toHaveAttribute('aria-disabled', 'true')
  await expect(pages.getByRole('link', { name: /Successiva/ })).toHaveCount(0)

  await pages.getByRole('link', { name: /Precedente/ }).click()
  await expect(page).toHaveURL(new RegExp(`pagina=${lastPage - 1}$`))
  await pages.getByRole('link', { name: 'Pagina 1' }).click()
  await expect(page).toHaveURL(/\/prodotti$/)
  await expect(page.locator('.product-card__name')).toHaveText(firstNames)
})

// Phone only: the results do not depend on the viewport; the desktop header's search box has the
// suggestions and the relevance set (search.e2e.ts).
test('la ricerca dall’intestazione trova ciò che cerco, e dice quando non c’è nulla', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/')
  const search = searchBox(page)

  await search.fill('birra')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/prodotti\?cerca=birra$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Risultati per “birra”' })).toBeVisible()
  expect(await productCards(page).count()).toBeGreaterThan(0)
  for (const label of await page.locator('.product-card__category').allTextContents())
    expect(label).toBe('Birra')

  await search.fill('Peroni')
  await page.getByRole('search').getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/cerca=Peroni$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Risultati per “Peroni”' })).toBeVisible()
  const names = await page.locator('.product-card__name').allInnerTexts()
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).toMatch(/peroni/i)
  await expect(page.locator('.product-list__count')).toHaveText(
    names.length === 1 ? '1 prodotto' : `${names.length} prodotti`,
  )

  await search.fill('qwertyzxcv')
  await search.press('Enter')
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible()
  await expect(productCards(page)).toHaveCount(0)
  await expect(page.locator('.product-list__count')).toHaveText('0 prodotti')
})
