import { test as base, expect, type Page } from '@playwright/test'
import {
  browserClock,
  clientAddress,
  type PageCheckFixtures,
  pageChecks,
  shopOfProject,
  shopUrl,
} from '@shop/e2e-kit'

export { control, expectNoSeriousViolations, wooApi } from '@shop/e2e-kit'
export { expect, shopUrl }

/** The demo accounts of the emulator's seed (tooling/woo-emulator/src/seed/demo-accounts.ts). */
export const ACCOUNTS = {
  administrator: { login: 'admin', password: 'BariBevande#2026' },
  shopManager: { login: 'operatore', password: 'Operatore#2026' },
  customer: { login: 'maria.lorusso@example.com', password: 'DemoCentro#2026' },
} as const

/** Map tiles point here (global-setup.ts): every request is aborted, as on an offline machine. */
export const TILES = 'https://tiles.invalid/**'
/** SPEC.md section 4: the storefront's welcome dialog, dismissed for the storefront pages the tests open. */
export const WELCOME_KEY = 'Bari Bevande-new-site-modal-dismissed'

interface Fixtures {
  /** The shop's instant the test's browser started at (Playwright's clock, running on). */
  shopTime: Date
  /** A page whose browser is logged in as the shop manager (through the API, as the login form does). */
  operator: Page
  /**
   * A page logged in as an administrator: bank details, payment methods and removing zones are
   * theirs alone (a shop manager gets 403).
   */
  administrator: Page
}

/**
 * The admin tests: an address of their own (X-Forwarded-For), map tiles aborted, the storefront's
 * welcome dialog dismissed, no uncaught error nor console error in any page of the test, and the
 * browser at the shop's instant (Playwright's clock installed on the context, running on), so that
 * "today" on screen is the shop's today.
 */
export const test = base.extend<PageCheckFixtures & Fixtures>({
  ...shopOfProject,
  ...pageChecks,
  ...browserClock,
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
    await context.addInitScript((key) => {
      try {
        window.localStorage.setItem(key, 'true')
      } catch {
        // about:blank has no storage.
      }
    }, WELCOME_KEY)
    await context.route(TILES, (route) => route.abort())
    await use(context)
  },
  operator: async ({ page }, use) => {
    await logIn(page, ACCOUNTS.shopManager)
    await use(page)
  },
  administrator: async ({ page }, use) => {
    await logIn(page, ACCOUNTS.administrator)
    await use(page)
  },
})

async function logIn(page: Page, account: { login: string; password: string }): Promise<void> {
  const reply = await page.request.post('/api/auth/login', { data: { ...account, staff: true } })
  expect(reply.status(), await reply.text()).toBe(200)
}

/**
 * The toast on screen with this text. (Radix also repeats a toast in a hidden live region for
 * screen readers, so a plain getByText may find it twice.)
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.ui-toast').getByText(text, { exact: true })
}

/** The screen has finished loading: no full-screen spinner, its h1 shown. */
export async function screenReady(page: Page, heading?: string | RegExp): Promise<void> {
  await expect(page.locator('.ui-fullscreen-spinner')).toHaveCount(0)
  const h1 = page.locator('main h1').first()
  await expect(h1).toBeVisible()
  if (heading) await expect(h1).toHaveText(heading)
}
