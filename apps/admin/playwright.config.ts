import { defineConfig } from '@playwright/test'
import { appTestConfig } from '@shop/e2e-kit'

/**
 * Browser tests of the built admin app (and, where a change must show to customers, the built
 * storefront), served by the real API server on the embedded WooCommerce emulator
 * (e2e/global-setup.ts). Debian's Chromium only: Playwright never downloads a browser.
 * Desktop first (an operator's screen); the tablet layout is in docs/ (pnpm screenshots).
 */
export default defineConfig({
  ...appTestConfig({ use: { viewport: { width: 1366, height: 900 } } }),
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/connection.e2e.ts', '**/config.e2e.ts', '**/delivery-calendar.e2e.ts'],
    },
    // Tests that change the whole shop for a moment run alone, last: the delivery calendar changes
    // the delivery rules, the configuration test renames the shop, the connection test takes
    // WooCommerce down.
    { name: 'delivery-calendar', testMatch: '**/delivery-calendar.e2e.ts', dependencies: ['desktop'] },
    { name: 'config', testMatch: '**/config.e2e.ts', dependencies: ['delivery-calendar'] },
    { name: 'connection', testMatch: '**/connection.e2e.ts', dependencies: ['config'] },
  ],
})
