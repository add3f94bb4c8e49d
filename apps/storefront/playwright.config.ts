import { defineConfig } from '@playwright/test'
import { appTestConfig, chromiumLaunchOptions, soloProject } from '@shop/e2e-kit'
import { PHONE } from './e2e/viewports'

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
const SOLO_FILES = ['**/checkout-faults.e2e.ts', '**/slot-capacity.e2e.ts']

export default defineConfig({
  ...appTestConfig({
    // The map tiles' host (e2e/fixtures.ts TILES) is not found at once, as on an offline machine,
    // without a route: a route would stop every request of the test on its way (and the cache).
    use: { launchOptions: chromiumLaunchOptions(['--host-resolver-rules=MAP tiles.invalid ~NOTFOUND']) },
  }),
  projects: [
    // Tests that change the shop for a moment (the emulator's delivery plugin: orddd down, vehicle
    // timeslots; the delivery rules: van capacity) run on a shop of their own, one at a time,
    // beside the others (slot-capacity.e2e.ts at phone size, with its own test.use).
    soloProject(SOLO_FILES),
    {
      name: 'phone',
      testIgnore: SOLO_FILES,
      grepInvert: /@desktop\b/,
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: SOLO_FILES,
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
})
