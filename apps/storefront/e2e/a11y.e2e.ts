import {
  BRAND,
  expect,
  expectNoSeriousViolations,
  productCards,
  screenReady,
  seriousViolations,
  test,
} from './fixtures'

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the states a customer meets beyond the plain screens
 * (routes.e2e.ts checks those): no 'serious' or 'critical' violation.
 */

test.describe.configure({ mode: 'parallel' })

test('il controllo axe trova le violazioni quando ci sono', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/faq')
  await screenReady(page)
  expect(await seriousViolations(page)).toEqual([])
  // A button without a name (critical) and grey on white below 4.5:1 (serious), added to the page.
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button"></button><p style="color:#bbb;background:#fff">Testo poco leggibile</p>',
    )
  })
  const found = (await seriousViolations(page)).map((violation) => violation.split(' ')[0])
  expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast']))
})

test.describe('accessibilità: primo accesso', () => {
  test.use({ firstVisit: true })
  test('accessibilità: il benvenuto aperto', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: `Benvenuto nel nuovo sito di ${BRAND}` })).toBeVisible()
    // Its entry animation over.
    await page.waitForTimeout(400)
    await expectNoSeriousViolations(page)
  })
})

test('accessibilità: il carrello pieno e la conferma per svuotarlo', async ({ page }) => {
  await page.goto('/prodotti/categoria/acqua')
  const cards = productCards(page)
  for (const index of [0, 1, 0])
    await cards
      .nth(index)
      .getByRole('button', { name: /^Aggiungi al carrello:/ })
      .click()
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'Svuota il carrello' }).click()
  await expect(page.getByRole('dialog', { name: 'Svuotare il carrello?' })).toBeVisible()
  await page.waitForTimeout(300)
  await expectNoSeriousViolations(page)
})

test('accessibilità: la mappa con il popup di una zona aperto', async ({ page }) => {
  await page.goto('/zone-map')
  await expect(page.locator('path.ui-zone-polygon')).toHaveCount(26)
  await page
    .getByRole('list', { name: 'Zone di consegna' })
    .getByRole('button', { name: 'Carrassi-SanPasquale' })
    .click()
  await expect(page.locator('.leaflet-popup')).toHaveCount(1)
  await expect(page.locator('.leaflet-popup')).toContainText('Carrassi-SanPasquale')
  await expectNoSeriousViolations(page)
})

// Desktop only: the same component on both sizes, and the zone map’s runs on the phone.
test('accessibilità: i suggerimenti di indirizzo e la risposta', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/')
  const input = page.getByRole('combobox', { name: 'Indirizzo o CAP' })
  await input.pressSequentially('Triggiano', { delay: 20 })
  await expect(page.getByRole('listbox', { name: 'Indirizzi suggeriti' })).toBeVisible()
  await input.press('ArrowDown')
  await expectNoSeriousViolations(page)
  await input.press('Enter')
  await expect(page.getByTestId('zone-check-ok')).toBeVisible()
  await input.fill('20121')
  await input.press('Enter')
  await expect(page.getByTestId('zone-check-ko')).toBeVisible()
  await expectNoSeriousViolations(page)
})

// Desktop only: the empty-state layout is the same on both sizes.
test('accessibilità: prodotto non trovato e pagina non trovata', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/prodotti/non-esiste')
  await screenReady(page)
  await expectNoSeriousViolations(page)
  await page.goto('/pagina-che-non-esiste')
  await screenReady(page)
  await expectNoSeriousViolations(page)
})

// Phone only: the menu button is the phone layout’s.
test('accessibilità: il menu aperto sul telefono', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/prodotti')
  await screenReady(page)
  await page.getByRole('button', { name: 'Apri il menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible()
  await expectNoSeriousViolations(page)
})
