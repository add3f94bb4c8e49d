import { resolve } from 'node:path'
import { spawnShop } from '@shop/api/spawn-shop'

/**
 * Starts the shop once for the whole run: the API server serving the built admin app (/admin)
 * and storefront (/), on the embedded emulator with a fresh seeded store.
 */
export default async function globalSetup() {
  const shop = await spawnShop({
    env: {
      // ADMIN_DIST: another build of the admin app to test (default dist/).
      ADMIN_DIR: process.env.ADMIN_DIST ?? resolve(import.meta.dirname, '../dist'),
      STOREFRONT_DIR: resolve(import.meta.dirname, '../../storefront/dist'),
      // Tests block tile requests: the maps must work without them (an offline machine).
      MAP_TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
      SLOTS_CACHE_SECONDS: '0',
      // Each test's browser says where it comes from (X-Forwarded-For): one test's logins do not
      // count against another's per-address limits.
      TRUST_PROXY: 'true',
    },
  })
  process.env.SHOP_URL = shop.url
  process.env.EMULATOR_URL = shop.emulatorUrl
  return async () => {
    await shop.stop()
  }
}
