import { defineConfig } from '@playwright/test'
import { appTestConfig, soloProject } from '@shop/e2e-kit'

/**
 * Browser tests of the built admin app (and, where a change must show to customers, the built
 * storefront), served by the real API server on the embedded WooCommerce emulator
 * (e2e/global-setup.ts). Debian's Chromium only: Playwright never downloads a browser.
 * Desktop first (an operator's screen); the tablet layout is in docs/ (pnpm screenshots).
 */
const SOLO_FILES = ['**/config.e2e.ts', '**/connection.e2e.ts', '**/delivery-calendar.e2e.ts']

export default defineConfig({
  ...appTestConfig({ use: { viewport: { width: 1366, height: 900 } } }),
  projects: [
    // Tests that change the whole shop for a moment run on a shop of their own, one at a time,
    // beside the others: the delivery calendar changes the delivery rules, the configuration test
    // renames the shop, the connection test takes WooCommerce down.
    soloProject(SOLO_FILES),
    { name: 'desktop', testIgnore: SOLO_FILES },
  ],
})
