import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { clientAddress, wooApi } from './accounts'
import { chooseAddress, slotPicked } from './checkout'
import { test as base, expect, screenReady } from './fixtures'

/**
 * Stock in the cart (issue 24): the cart knows how many of each product are left and says so,
 * the checkout's refusal names the products and sets them to what is left, and what the customer
 * typed at the checkout survives a trip to the cart and a reload. The cart on the desktop, the
 * checkout on the phone, each on a wine of its own, whose stock it sets and gives back.
 */

const WINE_OF: Record<string, string> = { phone: 'minutolo', desktop: 'verdeca' }

interface Wine {
  id: number
  slug: string
  name: string
}

async function wineOf(request: APIRequestContext, info: TestInfo): Promise<Wine> {
  const word = WINE_OF[info.project.name] ?? 'fiano'
  const answer = await request.get(`/api/products?search=${word}`)
  const [wine] = ((await answer.json()) as { products: Wine[] }).products
  if (!wine) throw new Error(`no wine for ${word}`)
  return wine
}

async function setStock(id: number, units: number | null): Promise<void> {
  const api = await wooApi()
  const response = await api.put(`products/${id}`, {
    data:
      units === null
        ? { manage_stock: false, stock_status: 'instock' }
        : { manage_stock: true, stock_quantity: units },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function stockOf(id: number): Promise<{ manage_stock: boolean; stock_quantity: number | null }> {
  const api = await wooApi()
  return (await (await api.get(`products/${id}`)).json()) as {
    manage_stock: boolean
    stock_quantity: number | null
  }
}

async function addToCart(page: Page, wine: Wine) {
  await page.goto(`/prodotti/${wine.slug}`)
  await screenReady(page)
  await page
    .getByRole('button', { name: /^Aggiungi al carrello/ })
    .first()
    .click()
  await expect(page.getByTestId('cart-count')).not.toHaveText('0')
}

const lineOf = (page: Page, wine: Wine) => page.getByTestId('cart-line').filter({ hasText: wine.name })
const quantityOf = (page: Page, wine: Wine) =>
  lineOf(page, wine).getByRole('spinbutton', { name: `Quantità di ${wine.name}` })

/** The size's wine with 46 in stock, one of it in the cart, the cart open; its stock given back after. */
const test = base.extend<{ wine: Wine }>({
  wine: async ({ page, request }, use, info) => {
    const wine = await wineOf(request, info)
    const before = await stockOf(wine.id)
    await setStock(wine.id, 46)
    try {
      await addToCart(page, wine)
      await page.goto('/cart')
      await use(wine)
    } finally {
      await setStock(wine.id, before.manage_stock ? before.stock_quantity : null)
    }
  },
})

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

test("il carrello dice 'Ne restano 46' a chi ne chiede 99 e lo porta ai 46 rimasti", {
  tag: '@desktop',
}, async ({ page, wine }) => {
  const line = lineOf(page, wine)
  const quantity = quantityOf(page, wine)
  await quantity.fill('99')
  await quantity.press('Enter')
  const notice = line.getByTestId('stock-notice')
  await expect(notice).toContainText('Ne restano 46')
  await expect(notice).toHaveAttribute('role', 'alert')
  await expect(
    page.getByRole('status').filter({ hasText: 'ne hai chiesti più di quanti ne restano' }),
  ).toBeVisible()
  await notice.getByRole('button', { name: `Prendi i 46 rimasti di ${wine.name}` }).click()
  await expect(quantity).toHaveValue('46')
  // As many as are left: said quietly, and + stops there.
  await expect(notice).toHaveText('Ne restano 46')
  await expect(line.getByRole('button', { name: `Aumenta la quantità di ${wine.name}` })).toBeDisabled()

  // Sold out meanwhile: the cart says so and offers to take it out.
  await setStock(wine.id, 0)
  await page.reload()
  await expect(notice).toContainText('Esaurito')
  await notice.getByRole('button', { name: `Togli ${wine.name} dal carrello` }).click()
  await expect(lineOf(page, wine)).toHaveCount(0)
})

test('la cassa ricorda i dati tornando dal carrello e ricaricando; il rifiuto per le scorte nomina il vino e lo corregge', {
  tag: '@phone',
}, async ({ page, wine }) => {
  const quantity = quantityOf(page, wine)
  await quantity.fill('10')
  await quantity.press('Enter')
  await page.getByRole('link', { name: 'Procedi all’ordine' }).click()
  await screenReady(page)

  await page.getByLabel('Nome', { exact: true }).first().fill('Nicola')
  await page.getByLabel('Cognome').first().fill('Sorrentino')
  await page.getByLabel('Email').fill('nicola.sorrentino@example.com')
  await page.getByLabel('Telefono', { exact: true }).fill('333 444 5566')
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await slotPicked(page)
  const slots = page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio')
  await slots.nth(1).check()
  const slot = (await slots.nth(1).getAttribute('value')) ?? ''
  const date = await page.getByLabel('Giorno di consegna').inputValue()
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByLabel(/Note per la consegna/).fill('Citofono rotto: chiamare')

  const kept = async () => {
    await screenReady(page)
    await expect(page.getByLabel('Email')).toHaveValue('nicola.sorrentino@example.com')
    await expect(page.getByRole('combobox', { name: 'Via e numero civico' })).toHaveValue(/Peucetia/)
    await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Japigia')
    await expect(page.getByLabel('Giorno di consegna')).toHaveValue(date)
    await expect(
      page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio', { checked: true }),
    ).toHaveAttribute('value', slot)
    await expect(page.getByLabel(/Note per la consegna/)).toHaveValue('Citofono rotto: chiamare')
    // Never the payment: the tab keeps who, where, when and the note, not how the customer pays.
    const stored = await page.evaluate(() => sessionStorage.getItem('shop-checkout-draft'))
    expect(Object.keys(JSON.parse(stored ?? '{}')).sort()).toEqual([
      'address',
      'delivery',
      'guest',
      'note',
      'smsUpdates',
    ])
  }
  // To the cart and back, then a reload.
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Procedi all’ordine' }).click()
  await kept()
  await page.reload()
  await kept()

  // Meanwhile others bought the wine: 3 are left.
  await setStock(wine.id, 3)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  // Wine: the buyer declares being of age (never kept with the draft, as the payment).
  await page.getByRole('checkbox', { name: 'Dichiaro di avere almeno 18 anni.' }).check()
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  const summary = page.getByRole('complementary', { name: "Riepilogo dell'ordine" })
  await expect(summary).toContainText('Alcuni prodotti non sono più disponibili')
  await expect(
    summary.getByRole('list', { name: 'Prodotti non disponibili nella quantità chiesta' }),
  ).toHaveText(`${wine.name}: ne restano 3`)
  await summary.getByRole('button', { name: 'Porta le quantità a quelle disponibili' }).click()
  await expect(summary).toContainText(`3 × ${wine.name}`)
  await expect(summary).toContainText('Quantità aggiornate a quelle disponibili')
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
  expect((await stockOf(wine.id)).stock_quantity).toBe(0)
  // The order exists: the next checkout starts afresh.
  expect(await page.evaluate(() => sessionStorage.getItem('shop-checkout-draft'))).toBeNull()
})
