import { defineConfig } from '@playwright/test'
import { appTestConfig } from '@shop/e2e-kit'

/**
 * Browser tests of the built storefront, served by the real API server on the embedded
 * WooCommerce emulator (e2e/global-setup.ts starts both). Debian's Chromium only: Playwright
 * never downloads a browser (CHROME_PATH, set by `pnpm e2e` through tooling/scripts/chromium.sh).
 */
export default defineConfig({
  ...appTestConfig(),
  projects: [
    {
      name: 'phone',
      testIgnore: '**/checkout-faults.e2e.ts',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: '**/checkout-faults.e2e.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Tests that change the emulator's delivery plugin (orddd down, vehicle timeslots) run alone, last.
    {
      name: 'checkout-faults',
      testMatch: '**/checkout-faults.e2e.ts',
      dependencies: ['phone', 'desktop'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
})
