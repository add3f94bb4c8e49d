import type { APIRequestContext } from '@playwright/test'
import { formatEuro } from '@shop/catalog'
import { clientAddress, wooApi } from './accounts'
import { chooseAddress, emulatorOrder, meta, slotPicked } from './checkout'
import { expect, screenReady, test } from './fixtures'

/**
 * Returnable glass and the age declaration (issue 26), on the phone: a glass water marked
 * returnable shows its 'Cauzione vuoti' lines in the cart and the checkout, outside the VAT; a
 * beer in the cart asks the declaration, required, before the order goes; the order carries both.
 */

interface Found {
  id: number
  slug: string
  name: string
  price: number
}

async function firstOf(
  request: APIRequestContext,
  search: string,
  skip: readonly string[] = [],
): Promise<Found> {
  const answer = await request.get(`/api/products?search=${encodeURIComponent(search)}&perPage=48`)
  const products = ((await answer.json()) as { products: Found[] }).products.filter(
    (product) => !skip.includes(product.slug),
  )
  const found = products.at(-1)
  if (!found) throw new Error(`no product for ${search}`)
  return found
}

async function putMeta(id: number, value: string): Promise<void> {
  const api = await wooApi()
  const response = await api.put(`products/${id}`, {
    data: { meta_data: [{ key: '_shop_returnable', value }] },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function add(page: import('@playwright/test').Page, product: Found) {
  await page.goto(`/prodotti/${product.slug}`)
  await screenReady(page)
  await page
    .getByRole('button', { name: /^Aggiungi al carrello/ })
    .first()
    .click()
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

test('vetro a rendere e birra: la cauzione fuori IVA nel carrello, la dichiarazione di maggiore età obbligatoria', {
  tag: '@phone',
}, async ({ page, request }) => {
  // Not the glass waters other tests open (product.e2e.ts), nor any of the water category's first
  // page, which the checkout tests put in their carts (checkout.ts fillCart) while this one runs
  // beside them: marked returnable for a moment, it would give their orders a deposit line.
  const firstPage = await request.get('/api/products?category=acqua&perPage=24')
  expect(firstPage.ok()).toBe(true)
  const inOtherCarts = ((await firstPage.json()) as { products: Found[] }).products.map((p) => p.slug)
  const water = await firstOf(request, 'acqua vetro', [
    'acqua-uliveto-in-vetro-confezione-da-12-bottiglie-da-1-lt',
    'acqua-panna-naturale-bottiglia-in-vetro-75-cl',
    ...inOtherCarts,
  ])
  const beer = await firstOf(request, 'birra')
  // 12 bottles at 0,20 € and the crate at 3,00 € per unit.
  await putMeta(
    water.id,
    '[{"kind":"bottiglia","count":12,"depositCents":20},{"kind":"cassa","count":1,"depositCents":300}]',
  )
  try {
    await add(page, water)
    await add(page, beer)
    await page.goto('/cart')
    const summary = page.getByRole('complementary', { name: 'Riepilogo' })
    await expect(summary.getByTestId('deposit-line')).toHaveText([
      `Cauzione vuoti: bottiglie (12 × ${formatEuro(0.2)})${formatEuro(2.4)}`,
      `Cauzione vuoti: casse (1 × ${formatEuro(3)})${formatEuro(3)}`,
    ])
    await expect(summary).toContainText('fuori campo IVA')
    await expect(summary.getByTestId('cart-total')).toHaveText(formatEuro(water.price + beer.price))

    await page.getByRole('link', { name: 'Procedi all’ordine' }).click()
    await screenReady(page)
    await page.getByLabel('Nome', { exact: true }).first().fill('Rosa')
    await page.getByLabel('Cognome').first().fill('Lattanzio')
    await page.getByLabel('Email').fill('rosa.lattanzio@example.com')
    await page.getByLabel('Telefono', { exact: true }).fill('333 222 7788')
    await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
    await slotPicked(page)
    await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
    const checkoutSummary = page.getByRole('complementary', { name: "Riepilogo dell'ordine" })
    await expect(checkoutSummary.getByTestId('deposit-line')).toHaveCount(2)

    // Without the declaration nothing is sent: the checkbox says why, with the law.
    const declaration = page.getByRole('checkbox', { name: 'Dichiaro di avere almeno 18 anni.' })
    await expect(declaration).not.toBeChecked()
    await expect(page.getByTestId('age-declaration')).toContainText(
      'art. 14-ter, legge 30 marzo 2001, n. 125',
    )
    await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
    await expect(page.getByTestId('age-declaration')).toContainText(
      'per ordinarli devi dichiarare di avere almeno 18 anni',
    )
    await expect(page).toHaveURL(/\/checkout$/)

    await declaration.check()
    await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
    await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
    const lines = page.getByTestId('order-lines')
    await expect(lines).toContainText('Cauzione vuoti')
    await expect(lines).toContainText('fuori campo IVA')
    const order = (await emulatorOrder(Number(new URL(page.url()).searchParams.get('ordine')))) as Awaited<
      ReturnType<typeof emulatorOrder>
    > & { fee_lines: { name: string; total: string; total_tax: string }[] }
    expect(order.fee_lines.map((fee) => [fee.name, fee.total, Number(fee.total_tax)])).toEqual([
      ['Cauzione vuoti', '5.40', 0],
    ])
    expect(typeof meta(order, '_shop_age_declared')).toBe('string')
  } finally {
    await putMeta(water.id, '')
  }
})
