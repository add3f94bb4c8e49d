import { spawnShop } from '@shop/api/spawn-shop'
import { e2eClockStart } from './shop-clock'

/**
 * An app's Playwright global setup: starts the shop once for the whole run (the API server
 * serving the built apps in `apps`, on the embedded emulator with a fresh seeded store), and sets
 * SHOP_URL and EMULATOR_URL for the tests. The shop runs at SHOP_CLOCK's instant, or at
 * DEFAULT_E2E_CLOCK (shop-clock.ts), never at the machine's date. Map tiles point to an unreachable host (the maps must
 * work offline), slot answers are not cached, order mails do not wait for the payment, and each test's browser may say where it comes
 * from (X-Forwarded-For), so that one test's logins do not count against another's per-address
 * limits. Resolves to the teardown.
 */
export async function startTestShop(apps: {
  STOREFRONT_DIR?: string
  ADMIN_DIR?: string
}): Promise<() => Promise<void>> {
  const shop = await spawnShop({
    env: {
      ...apps,
      SHOP_CLOCK: e2eClockStart(),
      MAP_TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
      SLOTS_CACHE_SECONDS: '0',
      // The 'order received' mail of an online order goes at once (it waits 10 minutes for the
      // payment otherwise), so that a test can follow its pay-now link.
      ORDER_MAIL_WAIT_SECONDS: '0',
      TRUST_PROXY: 'true',
    },
  })
  process.env.SHOP_URL = shop.url
  process.env.EMULATOR_URL = shop.emulatorUrl
  return () => shop.stop()
}
