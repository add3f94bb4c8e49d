import type { Page } from '@playwright/test'
import { BRAND, expect, expectNoSeriousViolations, screenReady, test } from './fixtures'
import { CUSTOMER_ROUTES } from './routes'

/**
 * Every customer route of SPEC.md section 2 is a real screen (not 'Pagina non trovata'), names
 * itself in the tab's title, and has no serious or critical axe violation (WCAG 2.0/2.1 A, AA).
 * The phone runs the screens whose layout differs (`@phone`); the desktop runs the others, which
 * share their layout with one of those (the placeholder, information and form screens, the product
 * lists), and the product page and the cart, whose desktop layout no other test checks with axe.
 * The phone's other screens are checked at desktop size by other tests or share a desktop layout
 * with one run here: the home (a11y.e2e.ts, the address suggestions), the zone map (zones.e2e.ts),
 * /login (/register), /faq and /contatti (/chisiamo, /informazioni/…), a subcategory (/prodotti).
 *
 * A few screens per test, one after the other in the same page (a step each, named after the
 * route): a test of its own per screen cost a browser context, the app's start and axe's first
 * compile each, about 1.5 s of the 4–5 each took here, for a check that needs none of them.
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
/** At desktop size too: no other test runs axe on their desktop layout. */
const DESKTOP_TOO = new Set<string>(['/prodotti/acqua-levissima-frizzante-1-5-lt-x-6', '/cart'])
const PER_TEST = 4

/** `items` in runs of about `size` (as even as can be), in order. */
function inGroupsOf<T>(items: readonly T[], about: number): T[][] {
  const size = Math.ceil(items.length / Math.max(1, Math.round(items.length / about)))
  const groups: T[][] = []
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size))
  return groups
}

async function expectRealScreen(page: Page, path: string): Promise<void> {
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
}

test.describe.configure({ mode: 'parallel' })

const groups = [
  ...inGroupsOf(
    CUSTOMER_ROUTES.filter((path) => ON_PHONE.has(path)),
    PER_TEST,
  ).map((paths) => ({ paths, details: { tag: '@phone' } })),
  ...inGroupsOf(
    CUSTOMER_ROUTES.filter((path) => !ON_PHONE.has(path) || DESKTOP_TOO.has(path)),
    PER_TEST,
  ).map((paths) => ({ paths, details: { tag: '@desktop' } })),
]
for (const { paths, details } of groups) {
  test(`${paths.join(', ')}: schermate vere, con titolo, senza violazioni axe`, details, async ({ page }) => {
    for (const path of paths) await test.step(path, () => expectRealScreen(page, path))
  })
}
