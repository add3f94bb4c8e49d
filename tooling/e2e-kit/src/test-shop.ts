import type { PlaywrightTestProject, TestFixture } from '@playwright/test'
import { spawnShop } from '@shop/api/spawn-shop'
import { e2eClockStart } from './shop-clock'

/** The URLs of one shop started for a browser suite. */
export interface TestShopUrls {
  shop: string
  emulator: string
}

interface StartOptions {
  /** What the app's suite sets up on each shop before the tests (zones, settings), through HTTP. */
  prepare?: (urls: TestShopUrls) => Promise<void>
}

/**
 * An app's Playwright global setup: starts two shops for the whole run, each the API server
 * serving the built apps in `apps` on the embedded emulator with a fresh seeded store. The shared
 * shop (SHOP_URL, EMULATOR_URL) serves the tests that can run side by side; the solo shop
 * (SOLO_SHOP_URL, SOLO_EMULATOR_URL) serves the `soloProject`, whose tests change the whole shop
 * for a moment (WooCommerce down, the delivery plugin's state, the delivery rules, the shop's
 * name) and so run one at a time, beside the others instead of after them.
 *
 * Both run at SHOP_CLOCK's instant, or at DEFAULT_E2E_CLOCK (shop-clock.ts), never at the
 * machine's date. Map tiles point to an unreachable host (the maps must work offline), slot
 * answers are not cached, order mails do not wait for the payment, guests have no daily allowance
 * of orders to speak of, and each test's browser may say
 * where it comes from (X-Forwarded-For), so that one test's logins do not count against another's
 * per-address limits. Resolves to the teardown.
 */
export async function startTestShop(
  apps: {
    STOREFRONT_DIR?: string
    ADMIN_DIR?: string
    DRIVER_DIR?: string
    /** The origins of apps served by other servers that may call the shops (the API's APP_ORIGINS). */
    APP_ORIGINS?: string
  },
  { prepare }: StartOptions = {},
): Promise<() => Promise<void>> {
  const env = {
    ...apps,
    SHOP_CLOCK: e2eClockStart(),
    MAP_TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
    SLOTS_CACHE_SECONDS: '0',
    // The 'order received' mail of an online order goes at once (it waits 10 minutes for the
    // payment otherwise), so that a test can follow its pay-now link.
    ORDER_MAIL_WAIT_SECONDS: '0',
    TRUST_PROXY: 'true',
    // Every test orders on the shop's one day, many as guests to the same few doors and phones:
    // the daily allowance of guest orders (3 by default) has its API tests.
    GUEST_ORDERS_PER_DAY: '100000',
  }
  const started = await Promise.allSettled([spawnShop({ env }), spawnShop({ env })])
  const shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(shops.map((shop) => shop.stop()))
  }
  try {
    const [shared, solo] = started.map((result) => {
      if (result.status === 'rejected') throw result.reason
      return { shop: result.value.url, emulator: result.value.emulatorUrl }
    }) as [TestShopUrls, TestShopUrls]
    if (prepare) await Promise.all([prepare(shared), prepare(solo)])
    process.env.SHOP_URL = shared.shop
    process.env.EMULATOR_URL = shared.emulator
    process.env.SOLO_SHOP_URL = solo.shop
    process.env.SOLO_EMULATOR_URL = solo.emulator
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

const SOLO = 'solo'

/**
 * The project of the tests that change the whole shop: on the solo shop, one test at a time
 * (`workers: 1`), in file order, beside the app's other projects. List it first, so that it starts
 * at once (Playwright hands out test groups in the order of the projects), and give its files
 * their own viewport with `test.use` when they need one.
 */
export function soloProject(testMatch: string[]): PlaywrightTestProject {
  return {
    name: SOLO,
    testMatch,
    workers: 1,
    metadata: { shop: SOLO },
    use: { baseURL: process.env.SOLO_SHOP_URL },
  }
}

type WorkerAuto = [TestFixture<void, object>, { scope: 'worker'; auto: true }]

/**
 * Spread into `base.extend({ ...shopOfProject, ... })`: a worker of the solo project points the
 * kit's helpers (shopUrl, emulatorUrl, wooApi, control, the shop's clock) at the solo shop. A
 * worker runs the tests of one project only, and the helpers read the URLs when called, so the
 * whole worker agrees.
 */
export const shopOfProject: { soloShop: WorkerAuto } = {
  soloShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      if (workerInfo.project.metadata?.shop === SOLO) {
        const shop = process.env.SOLO_SHOP_URL
        const emulator = process.env.SOLO_EMULATOR_URL
        if (!shop || !emulator) throw new Error('SOLO_SHOP_URL is not set: run the tests with `pnpm e2e`')
        process.env.SHOP_URL = shop
        process.env.EMULATOR_URL = emulator
      }
      await use()
    },
    { scope: 'worker', auto: true },
  ],
}
