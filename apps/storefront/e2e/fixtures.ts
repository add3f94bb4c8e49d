import { test as base, expect, type Locator, type Page } from '@playwright/test'
import {
  browserClock,
  clientAddress,
  type PageCheckFixtures,
  pageChecks,
  shopOfProject,
  shopUrl,
} from '@shop/e2e-kit'

export { expectNoSeriousViolations, seriousViolations, shopNow } from '@shop/e2e-kit'
export { expect, shopUrl }

/** The shop's brand (DECISIONS.md section 3: SHOP_BRAND, default 'Bari Bevande'). */
export const BRAND = 'Bari Bevande'
/** SPEC.md section 4: where the welcome dialog's dismissal is kept. */
export const WELCOME_KEY = `${BRAND}-new-site-modal-dismissed`
/**
 * Map tiles point here (@shop/e2e-kit's startTestShop): the browser finds no such host
 * (playwright.config.ts: `--host-resolver-rules`), as on an offline machine. A test that counts
 * the tiles asked for routes them itself.
 */
export const TILES = 'https://tiles.invalid/**'

interface Options {
  /** Whether the visitor comes for the first time (the welcome dialog shows); default false. */
  firstVisit: boolean
  /**
   * Whether the test's pages call the payment provider (the emulator's card and PayPal sandbox,
   * another origin); default false. The browser adds the test's X-Forwarded-For to every request,
   * and the provider's CORS refuses a cross-origin call carrying it (a real browser sends none).
   * For these tests Playwright stops every request on its way (a route), adds the header itself
   * and answers the CORS preflights: the browser's cache is off and each request makes a round
   * trip to the test process, so only the tests that pay online pay for that.
   */
  paysOnline: boolean
}

/**
 * The storefront's tests: a returning visitor (the welcome dialog already dismissed) unless
 * `test.use({ firstVisit: true })`, an address of its own for each test (X-Forwarded-For, which
 * the test shop trusts: the API's per-address limits, such as two slot holds per visitor, count
 * each test as the visitor it is), map tiles aborted, no uncaught error (`pageerror`) nor
 * console error in any page of the test, and the browser at the shop's instant (`shopTime`,
 * Playwright's clock installed on the context: SHOP_CLOCK, or the kit's default instant). No route
 * unless the test pays online (`paysOnline`): a route turns the browser's cache off and stops every
 * request of the context on its way to the test process (about a tenth of the suite's CPU time).
 */
export const test = base.extend<Options & PageCheckFixtures & { shopTime: Date }>({
  ...shopOfProject,
  ...pageChecks,
  ...browserClock,
  firstVisit: [false, { option: true }],
  paysOnline: [false, { option: true }],
  context: async ({ context, firstVisit, paysOnline }, use) => {
    if (!firstVisit) {
      await context.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, 'true')
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, WELCOME_KEY)
    }
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
    if (paysOnline) await context.route(TILES, (route) => route.abort())
    await use(context)
  },
  // A page the server rendered shows its buttons before the app has taken it over (README, 'The
  // first screen from the server'): after `goto` and `reload` the test waits for that, as a person
  // would not notice, so that its first click is never lost.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const answer = await goto(...args)
      await takenOver(page)
      return answer
    }
    page.reload = async (...args) => {
      const answer = await reload(...args)
      await takenOver(page)
      return answer
    }
    await use(page)
  },
})

/**
 * Waits until a page the server rendered is the app's (its screen, hydrated, marks #root:
 * app/hydration.tsx); any other page at once. A locator's wait, which runs apart from the page's
 * own timers: a test may hold the page's clock (welcome.e2e.ts).
 */
export async function takenOver(page: Page): Promise<void> {
  await page
    .locator('#root[data-hydrated], body:not(:has(#shop-state))')
    .first()
    .waitFor({ state: 'attached' })
}

/** The product cards on the page, or in a part of it. */
export function productCards(page: Page | Locator): Locator {
  return page.getByTestId('product-card')
}

/** A price as the shop writes it ('3,29 €', '1.234,50 €') in cents. */
export function cents(text: string | null): number {
  const match = /(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})/.exec(text ?? '')
  if (!match?.[1] || !match[2]) throw new Error(`no euro amount in ${JSON.stringify(text)}`)
  return Number(match[1].replaceAll('.', '')) * 100 + Number(match[2])
}

/** The price shown on a product card, in cents (the sale price when there is one). */
export async function cardPrice(card: Locator): Promise<number> {
  return cents(await card.locator('.product-card__price strong').textContent())
}

/** The main navigation, opened first with the menu button on phones. */
export async function mainNav(page: Page): Promise<Locator> {
  await expect(page.getByRole('link', { name: /^Carrello,/ })).toBeVisible()
  const menu = page.getByRole('button', { name: 'Apri il menu' })
  if (await menu.isVisible()) {
    await menu.click()
    await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  }
  return page.getByRole('navigation', { name: 'Principale' })
}

/** The header's search box (every page). */
export function searchBox(page: Page): Locator {
  return page.getByRole('search').getByRole('combobox', { name: 'Cerca prodotti' })
}

/** The screen has finished loading: no full-screen spinner, an h1 shown. */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('.ui-fullscreen-spinner')).toHaveCount(0)
}
