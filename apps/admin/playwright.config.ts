import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '@shop/e2e-kit'

/**
 * Browser tests of the built admin app (and, where a change must show to customers, the built
 * storefront), served by the real API server on the embedded WooCommerce emulator
 * (e2e/global-setup.ts). Debian's Chromium only: Playwright never downloads a browser.
 * Desktop first (an operator's screen), plus a tablet for the screens used on the road.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './e2e/.results',
  use: {
    baseURL: process.env.SHOP_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    viewport: { width: 1366, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', testIgnore: ['**/connection.e2e.ts', '**/config.e2e.ts'] },
    // Tests that change the whole shop for a moment run alone, last: the connection test takes
    // WooCommerce down, the configuration test renames the shop.
    { name: 'config', testMatch: '**/config.e2e.ts', dependencies: ['desktop'] },
    { name: 'connection', testMatch: '**/connection.e2e.ts', dependencies: ['config'] },
  ],
})
