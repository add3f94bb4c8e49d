import { resolve } from 'node:path'
import { startTestShop } from '@shop/e2e-kit'

/**
 * Starts the shops once for the whole run (the shared one and the solo project's: @shop/e2e-kit's
 * startTestShop), each the API server serving the built admin app (/admin)
 * and storefront (/). ADMIN_DIST picks another build of the admin app to test (default dist/).
 */
export default function globalSetup() {
  return startTestShop({
    ADMIN_DIR: process.env.ADMIN_DIST ?? resolve(import.meta.dirname, '../dist'),
    STOREFRONT_DIR: resolve(import.meta.dirname, '../../storefront/dist'),
  })
}
