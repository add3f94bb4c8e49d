import { resolve } from 'node:path'
import { startTestShop } from '@shop/e2e-kit'

/** Starts the shop once for the whole run: the API server serving the built storefront (dist/). */
export default function globalSetup() {
  return startTestShop({ STOREFRONT_DIR: resolve(import.meta.dirname, '../dist') })
}
