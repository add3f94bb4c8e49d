import { BRAND, expect, expectNoSeriousViolations, screenReady, test } from './fixtures'
import { CUSTOMER_ROUTES } from './routes'

/**
 * Every customer route of SPEC.md section 2 is a real screen (not 'Pagina non trovata'), names
 * itself in the tab's title, and has no serious or critical axe violation (WCAG 2.0/2.1 A, AA).
 * The phone runs the screens whose layout differs; the placeholder and information screens share
 * theirs with one already run (tagged `@desktop`, so the phone project leaves them out).
 */
const ON_PHONE = new Set<string>([
  '/',
  '/prodotti/categoria/acqua/sottocategoria/acqua-frizzante',
  '/prodotti/acqua-levissima-frizzante-1-5-lt-x-6',
  '/cart',
  '/login',
  '/faq',
  '/zone-map',
  '/contatti',
])

test.describe.configure({ mode: 'parallel' })

for (const path of CUSTOMER_ROUTES) {
  // Desktop only unless in ON_PHONE: the same layout as a screen run on the phone.
  const details = ON_PHONE.has(path) ? {} : { tag: '@desktop' }
  test(`${path}: una schermata vera, con titolo, senza violazioni axe`, details, async ({ page }) => {
    await page.goto(path)
    await screenReady(page)
    const heading = page.getByRole('heading', { level: 1 }).first()
    await expect(heading).not.toHaveText('Pagina non trovata')
    await expect(page.getByText('La pagina che cerchi non esiste')).toHaveCount(0)
    // '{screen} | {brand}'; the home is the brand alone.
    await expect(page).toHaveTitle(path === '/' ? BRAND : new RegExp(`^.+ \\| ${BRAND}$`))
    await expect(page).not.toHaveTitle(/Pagina non trovata/)
    if (path.startsWith('/prodotti/acqua-')) {
      // The related products come after the page: wait for them, axe checks them too.
      await expect(page.getByRole('heading', { name: 'Potrebbe interessarti anche' })).toBeVisible()
    }
    await expectNoSeriousViolations(page)
  })
}
