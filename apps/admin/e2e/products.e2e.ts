import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, screenReady, test, toast, wooApi } from './fixtures'

interface WooProduct {
  id: number
  name: string
  slug: string
  type: string
  status: string
  manage_stock: boolean
  stock_quantity: number | null
  stock_status: string
  categories: { id: number; name: string }[]
}

interface Category {
  id: number
  name: string
  slug: string
  parentSlug: string | null
}

async function wooProducts(query: string): Promise<WooProduct[]> {
  const woo = await wooApi()
  const reply = await woo.get(`products?per_page=100&${query}`)
  expect(reply.ok()).toBe(true)
  return (await reply.json()) as WooProduct[]
}

async function wooProduct(id: number): Promise<WooProduct> {
  const woo = await wooApi()
  return (await (await woo.get(`products/${id}`)).json()) as WooProduct
}

/** Puts a product's stock back as it was (straight to WooCommerce). */
async function restoreStock(product: WooProduct): Promise<void> {
  const woo = await wooApi()
  const reply = await woo.put(`products/${product.id}`, {
    data: { manage_stock: product.manage_stock, stock_quantity: product.stock_quantity },
  })
  expect(reply.ok()).toBe(true)
}

/**
 * Published simple products whose stock is counted, with plenty in stock and a name no other
 * product contains (a search by name finds it alone), in the order WooCommerce lists them.
 */
async function stockedProducts(category: string): Promise<WooProduct[]> {
  const woo = await wooApi()
  const [found] = (await (await woo.get(`products/categories?slug=${category}`)).json()) as { id: number }[]
  if (!found) throw new Error(`no category ${category}`)
  const all = await wooProducts('orderby=title&order=asc&status=publish')
  const inCategory = (await wooProducts(`category=${found.id}&status=publish`)).map((p) => p.id)
  return all.filter(
    (product) =>
      inCategory.includes(product.id) &&
      product.type === 'simple' &&
      product.manage_stock &&
      (product.stock_quantity ?? 0) > 20 &&
      all.filter((other) => other.name.toLowerCase().includes(product.name.toLowerCase())).length === 1,
  )
}

const table = (page: Page) => page.getByRole('table', { name: 'Prodotti e giacenze, in ordine alfabetico' })
const rows = (page: Page) => table(page).locator('tbody tr')
const rowOf = (page: Page, name: string): Locator =>
  rows(page).filter({ has: page.getByRole('rowheader', { name, exact: true }) })
const quantityOf = (row: Locator, name: string) =>
  row.getByRole('spinbutton', { name: `Giacenza di ${name}`, exact: true })
const manageOf = (row: Locator, name: string) =>
  row.getByRole('checkbox', { name: `Gestisci giacenza di ${name}`, exact: true })
const saveOf = (row: Locator, name: string) =>
  row.getByRole('button', { name: `Salva giacenza di ${name}`, exact: true })

async function showOnly(page: Page, name: string): Promise<Locator> {
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`)
  await screenReady(page, 'Prodotti')
  const row = rowOf(page, name)
  await expect(row).toHaveCount(1)
  return row
}

/** The product page of the storefront, opened fresh in a new tab (nothing cached by that tab). */
async function storefrontProduct(page: Page, slug: string): Promise<Page> {
  const shop = await page.context().newPage()
  await shop.goto(`/prodotti/${slug}`)
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible()
  return shop
}

test.describe('products and stock', () => {
  test('search and category filters narrow the list and stay in the address', async ({ operator: page }) => {
    await page.goto('/admin/products')
    await screenReady(page, 'Prodotti')
    for (const column of ['Prodotto', 'SKU', 'Categoria', 'Prezzo', 'Giacenza', 'Disponibilità'])
      await expect(table(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible()
    await expect(rows(page)).toHaveCount(25)
    const total = Number((await page.getByText(/^\d+ prodotti$/).textContent())?.split(' ')[0])
    expect(total).toBeGreaterThan(100)
    await expectNoSeriousViolations(page)

    await page
      .getByRole('navigation', { name: 'Pagine dei prodotti' })
      .getByRole('button', { name: /Successiva/ })
      .click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Pagina 2 di \d+$/)).toBeVisible()

    // A search: exactly WooCommerce's answer for it, and back to page 1.
    const found = await wooProducts('search=Peroni&orderby=title&order=asc')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(25)
    await page.getByLabel('Cerca').fill('Peroni')
    await page.getByRole('button', { name: 'Cerca', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/products\?search=Peroni$/)
    await expect(page.getByText(`${found.length} prodott${found.length === 1 ? 'o' : 'i'}`)).toBeVisible()
    await expect(table(page).getByRole('rowheader')).toHaveText(found.map((product) => product.name))

    // A subcategory: only its products, each showing it among its categories.
    await page.getByRole('button', { name: 'Azzera filtri' }).click()
    await expect(page).toHaveURL(/\/admin\/products$/)
    const categories = (
      (await (await page.request.get('/api/categories')).json()) as { categories: Category[] }
    ).categories
    const sub = categories.find((category) => category.slug === 'birre-estere') as Category
    expect(sub).toBeDefined()
    const inSub = await wooProducts(`category=${sub.id}`)
    const select = page.getByLabel('Categoria')
    // Top categories and their subcategories are offered.
    for (const name of ['Acqua', 'Birra', 'Birre estere', 'Vino'])
      await expect(select.locator('option', { hasText: name }).first()).toBeAttached()
    await select.selectOption(String(sub.id))
    await expect(page).toHaveURL(new RegExp(`category=${sub.id}`))
    await expect(page.getByText(`${inSub.length} prodotti`)).toBeVisible()
    await expect(rows(page)).toHaveCount(Math.min(25, inSub.length))
    for (const cell of await rows(page).locator('td:nth-child(3)').all())
      await expect(cell).toContainText(sub.name)

    // Both together, and a reload keeps them.
    const both = await wooProducts(`category=${sub.id}&search=lattina`)
    expect(both.length).toBeLessThan(inSub.length)
    await page.getByLabel('Cerca').fill('lattina')
    await page.getByLabel('Cerca').press('Enter')
    await expect(page).toHaveURL(/search=lattina/)
    await expect(page).toHaveURL(new RegExp(`category=${sub.id}`))
    await expect(rows(page)).toHaveCount(both.length)
    await page.reload()
    await screenReady(page, 'Prodotti')
    await expect(page.getByLabel('Cerca')).toHaveValue('lattina')
    await expect(page.getByLabel('Categoria')).toHaveValue(String(sub.id))
    await expect(rows(page)).toHaveCount(both.length)

    await page.getByLabel('Cerca').fill('nessun prodotto ha questo nome')
    await page.getByLabel('Cerca').press('Enter')
    await expect(table(page)).toContainText('Nessun prodotto corrisponde ai filtri.')
  })

  test('a stock update reaches WooCommerce and the storefront; manage stock off and on again', async ({
    operator: page,
  }) => {
    const [product, soldOut] = await stockedProducts('vino')
    if (!product || !soldOut) throw new Error('the seed has no two stocked simple wines')
    try {
      const name = product.name
      const row = await showOnly(page, name)
      await expect(quantityOf(row, name)).toHaveValue(String(product.stock_quantity))
      await expect(manageOf(row, name)).toBeChecked()
      await expect(row).toContainText('Disponibile')
      await expectNoSeriousViolations(page)

      await quantityOf(row, name).fill('3')
      await saveOf(row, name).click()
      await expect(toast(page, `Giacenza di ${name} aggiornata: 3`)).toBeVisible()
      await expect.poll(async () => (await wooProduct(product.id)).stock_quantity).toBe(3)
      expect((await wooProduct(product.id)).manage_stock).toBe(true)
      // The storefront's product page (opened for the first time after the change) says how many are left.
      const shop = await storefrontProduct(page, product.slug)
      await expect(shop.getByText('Ultimi 3 disponibili')).toBeVisible()
      await shop.close()

      // Switched off: WooCommerce stops counting; the quantity cannot be typed meanwhile.
      await manageOf(row, name).uncheck()
      await expect(quantityOf(row, name)).toBeDisabled()
      await saveOf(row, name).click()
      await expect(toast(page, `Giacenza di ${name} non più gestita`)).toBeVisible()
      await expect.poll(async () => (await wooProduct(product.id)).manage_stock).toBe(false)
      await expect(row).toContainText('Giacenza non conteggiata')
      await page.reload()
      await screenReady(page, 'Prodotti')
      await expect(manageOf(row, name)).not.toBeChecked()

      // And on again, with a quantity.
      await manageOf(row, name).check()
      await expect(quantityOf(row, name)).toBeEnabled()
      await quantityOf(row, name).fill('12')
      await saveOf(row, name).click()
      await expect(toast(page, `Giacenza di ${name} aggiornata: 12`)).toBeVisible()
      await expect
        .poll(async () => {
          const now = await wooProduct(product.id)
          return [now.manage_stock, now.stock_quantity]
        })
        .toEqual([true, 12])
      await expect(row).not.toContainText('Giacenza non conteggiata')

      // Sold out: the row follows WooCommerce's answer, and so does the storefront.
      const other = await showOnly(page, soldOut.name)
      await quantityOf(other, soldOut.name).fill('0')
      await saveOf(other, soldOut.name).click()
      await expect(toast(page, `Giacenza di ${soldOut.name} aggiornata: 0`)).toBeVisible()
      await expect(other.locator('.badge')).toHaveText('Esaurito')
      expect((await wooProduct(soldOut.id)).stock_status).toBe('outofstock')
      const shopOut = await storefrontProduct(page, soldOut.slug)
      const summary = shopOut.locator('.product-page__summary')
      await expect(summary.locator('.stock')).toHaveText('Esaurito')
      await expect(summary.getByRole('button', { name: /Aggiungi/ })).toHaveCount(0)
      await shopOut.close()

      // Sold out, then not counted any more: it is for sale again (WooCommerce keeps a product
      // 'outofstock' when only manage_stock false is sent: REAL-STORE-DIFFERENCES row 4).
      await manageOf(other, soldOut.name).uncheck()
      await saveOf(other, soldOut.name).click()
      await expect(toast(page, `Giacenza di ${soldOut.name} non più gestita`)).toBeVisible()
      await expect(other.locator('.badge')).toHaveText('Disponibile')
      expect(await wooProduct(soldOut.id)).toMatchObject({ manage_stock: false, stock_status: 'instock' })
      const shopBack = await storefrontProduct(page, soldOut.slug)
      await expect(
        shopBack.locator('.product-page__summary').getByRole('button', { name: /Aggiungi/ }),
      ).toBeVisible()
      await shopBack.close()
    } finally {
      await restoreStock(product)
      await restoreStock(soldOut)
    }
  })

  test('an invalid quantity is refused in its row and nothing is saved', async ({ operator: page }) => {
    const [, , product] = await stockedProducts('vino')
    if (!product) throw new Error('the seed has no third stocked simple wine')
    const name = product.name
    const row = await showOnly(page, name)
    const saves: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/admin/products/'))
        saves.push(request.url())
    })

    const cases = [
      ['-1', 'La giacenza non può essere negativa'],
      ['2.5', 'La giacenza deve essere un numero intero (senza decimali)'],
      ['100001', 'La giacenza può essere al massimo 100000'],
      ['', 'Indica la quantità in giacenza'],
    ] as const
    for (const [typed, message] of cases) {
      await quantityOf(row, name).fill(typed)
      await saveOf(row, name).click()
      await expect(row.getByRole('alert')).toHaveText(message)
      await expect(quantityOf(row, name)).toHaveAttribute('aria-invalid', 'true')
      await expect(quantityOf(row, name)).toBeFocused()
    }
    await expectNoSeriousViolations(page)
    expect(saves).toEqual([])
    const after = await wooProduct(product.id)
    expect([after.manage_stock, after.stock_quantity]).toEqual([true, product.stock_quantity])

    // A valid quantity clears the message.
    await quantityOf(row, name).fill(String(product.stock_quantity))
    await saveOf(row, name).click()
    await expect(toast(page, `Giacenza di ${name} aggiornata: ${product.stock_quantity}`)).toBeVisible()
    await expect(row.getByRole('alert')).toHaveCount(0)
    expect(saves).toHaveLength(1)
  })
})
