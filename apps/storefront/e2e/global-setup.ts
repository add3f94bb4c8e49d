import { resolve } from 'node:path'
import { spawnShop } from '@shop/api/spawn-shop'

/**
 * Starts the shop once for the whole run: the API server serving the built storefront (dist/),
 * on the embedded emulator with a fresh seeded store. Tests read SHOP_URL and EMULATOR_URL.
 */
export default async function globalSetup() {
  const shop = await spawnShop({
    env: {
      STOREFRONT_DIR: resolve(import.meta.dirname, '../dist'),
      // Tests block tile requests: the maps must work without them (an offline machine).
      MAP_TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
      SLOTS_CACHE_SECONDS: '0',
      // Each test's browser says where it comes from (X-Forwarded-For), as behind the shop's
      // proxy: one test's logins do not count against another's per-address limits.
      TRUST_PROXY: 'true',
    },
  })
  process.env.SHOP_URL = shop.url
  process.env.EMULATOR_URL = shop.emulatorUrl
  return async () => {
    await shop.stop()
  }
}
