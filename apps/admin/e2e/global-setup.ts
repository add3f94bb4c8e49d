import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startTestShop } from '@shop/e2e-kit'
import { OWN_ORIGIN_HOSTS } from './own-origin'
import { adminSiteHeaders, startStaticSite } from './static-site'

/**
 * Starts the shops once for the whole run (the shared one and the solo project's: @shop/e2e-kit's
 * startTestShop), each the API server serving the built admin app (/admin)
 * and storefront (/). ADMIN_DIST picks another build of the admin app to test (default dist/).
 *
 * Beside them, the same build on an origin of its own (issue 25, e2e/own-origin.e2e.ts): a copy of
 * it, as a deployer would publish it (no source maps, a config.json naming the shared shop's API),
 * on a second, plain static server; the shops allow its origin (APP_ORIGINS). The browser reaches
 * the two by names of one site (own-origin.ts), as gestione.shop.it and api.shop.it.
 */
export default async function globalSetup() {
  const dist = process.env.ADMIN_DIST ?? resolve(import.meta.dirname, '../dist')
  const published = mkdtempSync(join(tmpdir(), 'admin-own-origin-'))
  cpSync(dist, published, { recursive: true, filter: (source) => !source.endsWith('.map') })
  const headers: Record<string, string> = {}
  const site = await startStaticSite(published, { base: '/admin/', headers })
  const siteOrigin = `http://${OWN_ORIGIN_HOSTS.admin}:${site.port}`
  let stopShops: (() => Promise<void>) | undefined
  try {
    stopShops = await startTestShop({
      ADMIN_DIR: dist,
      STOREFRONT_DIR: resolve(import.meta.dirname, '../../storefront/dist'),
      APP_ORIGINS: siteOrigin,
    })
    const apiOrigin = `http://${OWN_ORIGIN_HOSTS.api}:${new URL(process.env.SHOP_URL ?? '').port}`
    writeFileSync(join(published, 'config.json'), `${JSON.stringify({ apiUrl: apiOrigin }, null, 2)}\n`)
    Object.assign(headers, adminSiteHeaders(apiOrigin, siteOrigin))
    process.env.ADMIN_SITE_URL = siteOrigin
    process.env.ADMIN_SITE_API = apiOrigin
    process.env.ADMIN_SITE_DIR = published
  } catch (error) {
    await stopShops?.()
    await site.stop()
    rmSync(published, { recursive: true, force: true })
    throw error
  }
  return async () => {
    await stopShops?.()
    await site.stop()
    rmSync(published, { recursive: true, force: true })
  }
}
