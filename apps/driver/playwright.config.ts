import { defineConfig } from '@playwright/test'
import { appTestConfig } from '@shop/e2e-kit'

/**
 * Browser tests of the built driver's app (dist/), served at /driver by the real API server on the
 * embedded WooCommerce emulator (e2e/global-setup.ts). Debian's Chromium only: Playwright never
 * downloads a browser. One project: the phone a driver holds (390 × 844, touch).
 */
export default defineConfig({
  ...appTestConfig({
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  }),
  projects: [{ name: 'phone' }],
})
