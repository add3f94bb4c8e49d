import { BRAND, expect, expectNoSeriousViolations, screenReady, seriousViolations, test } from './fixtures'

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the states a customer meets beyond the plain screens
 * (routes.e2e.ts checks those): no 'serious' or 'critical' violation. The full cart and its
 * confirmation to empty it are checked in cart.e2e.ts, the zone map with a zone's popup open and
 * the address suggestions with their answers in zones.e2e.ts, the unknown product and page in
 * not-found.e2e.ts, the phone's menu open in keyboard.e2e.ts: where those tests get there anyway.
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

// Phone only: the same dialog at both sizes (welcome.e2e.ts opens it at both).
test.describe('accessibilità: primo accesso', () => {
  test.use({ firstVisit: true })
  test('accessibilità: il benvenuto aperto', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: `Benvenuto nel nuovo sito di ${BRAND}` })).toBeVisible()
    // Its entry animation over.
    await page.waitForTimeout(400)
    await expectNoSeriousViolations(page)
  })
})
