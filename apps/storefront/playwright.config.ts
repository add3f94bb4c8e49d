import { defineConfig } from '@playwright/test'
import { appTestConfig } from '@shop/e2e-kit'

/**
 * Browser tests of the built storefront, served by the real API server on the embedded
 * WooCommerce emulator (e2e/global-setup.ts starts both). Debian's Chromium only: Playwright
 * never downloads a browser (CHROME_PATH, set by `pnpm e2e` through tooling/scripts/chromium.sh).
 *
 * Every test runs on the phone and on the desktop unless tagged for one size only: `@desktop`
 * (what does not depend on the viewport, or the desktop layout's) is left out of the phone project,
 * `@phone` (the phone layout's) out of the desktop project. The tag is set where the test is
 * defined (`test('…', { tag: '@desktop' }, …)`, or an untitled `test.describe` for a whole file),
 * so such a test is not scheduled, rather than skipped, in the other project.
 */
export default defineConfig({
  ...appTestConfig(),
  projects: [
    {
      name: 'phone',
      testIgnore: ['**/checkout-faults.e2e.ts', '**/slot-capacity.e2e.ts'],
      grepInvert: /@desktop\b/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: ['**/checkout-faults.e2e.ts', '**/slot-capacity.e2e.ts'],
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Tests that change the emulator's delivery plugin (orddd down, vehicle timeslots) run alone, last.
    {
      name: 'checkout-faults',
      testMatch: '**/checkout-faults.e2e.ts',
      dependencies: ['phone', 'desktop'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Tests that change the shop's delivery rules (van capacity) run alone, after those.
    {
      name: 'delivery-rules',
      testMatch: '**/slot-capacity.e2e.ts',
      dependencies: ['checkout-faults'],
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
})
