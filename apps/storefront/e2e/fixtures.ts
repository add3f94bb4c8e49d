import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect }

/** The shop's brand (DECISIONS.md section 3: SHOP_BRAND, default 'Bari Bevande'). */
export const BRAND = 'Bari Bevande'
/** SPEC.md section 4: where the welcome dialog's dismissal is kept. */
export const WELCOME_KEY = `${BRAND}-new-site-modal-dismissed`
/** Map tiles point here (global-setup.ts): every request is aborted, as on an offline machine. */
export const TILES = 'https://tiles.invalid/**'

/**
 * The URL of the shop started by global-setup.ts. (Workers read playwright.config.ts again after
 * the global setup, so its `baseURL: process.env.SHOP_URL` holds it too.)
 */
export function shopUrl(): string {
  const url = process.env.SHOP_URL
  if (!url)
    throw new Error('SHOP_URL is not set: run the tests with `pnpm e2e` (global-setup.ts starts the shop)')
  return url
}

interface Options {
  /** Whether the visitor comes for the first time (the welcome dialog shows); default false. */
  firstVisit: boolean
}

interface Fixtures {
  /** Uncaught errors of the pages of the test; the test fails if there are any at its end. */
  pageErrors: Error[]
  /**
   * console.error messages of the pages of the test, but the browser's own 'Failed to load
   * resource' lines (the aborted map tiles, the 404 of an unknown product); the test fails if
   * there are any at its end. A test that expects one removes it from the list.
   */
  consoleErrors: string[]
}

/** Skips the running test on the phone: for what does not depend on the viewport. */
export function desktopOnly(reason: string): void {
  test.skip(test.info().project.name !== 'desktop', reason)
}

/**
 * The storefront's tests: a returning visitor (the welcome dialog already dismissed) unless
 * `test.use({ firstVisit: true })`, map tiles aborted, and no uncaught error (`pageerror`) nor
 * console error in any page of the test.
 */
export const test = base.extend<Options & Fixtures>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) {
      await context.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, 'true')
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, WELCOME_KEY)
    }
    await context.route(TILES, (route) => route.abort())
    await use(context)
  },
  pageErrors: [
    async ({ context }, use) => {
      const errors: Error[] = []
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(error))
      for (const page of context.pages()) watch(page)
      context.on('page', watch)
      await use(errors)
      expect(
        errors.map((error) => `${error.name}: ${error.message}`),
        'uncaught errors in the page',
      ).toEqual([])
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
            errors.push(message.text())
        })
      for (const page of context.pages()) watch(page)
      context.on('page', watch)
      await use(errors)
      expect(errors, 'console errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

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
  return page.getByRole('search').getByRole('searchbox', { name: 'Cerca prodotti' })
}

/** The screen has finished loading: no full-screen spinner, an h1 shown. */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('.ui-fullscreen-spinner')).toHaveCount(0)
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The WCAG 2.1 A/AA violations with impact 'serious' or 'critical' on the page as it is now,
 * formatted to be fixed (rule, impact, help, each offending element and why).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // No exclusion: Leaflet's controls and attribution pass as they are.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
        ),
      ].join('\n'),
    )
}

/** Fails, listing each rule and element to fix, when axe finds a serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page)
  expect(violations.length, `axe violations:\n${violations.join('\n')}`).toBe(0)
}
