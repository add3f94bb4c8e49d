/**
 * Screenshots of the storefront for docs/ (issue 6): home, product list, product, cart and zone
 * map at 375 px and 1280 px, from the production build served by the API server on the embedded
 * emulator. Tiles are blocked, as on an offline machine. Run `pnpm screenshots` after `pnpm build`.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { spawnShop } from '@shop/api/spawn-shop'
import { chromiumLaunchOptions } from '../e2e/chromium'

const OUT = resolve(import.meta.dirname, '../docs')
const PRODUCT = process.env.PRODUCT_SLUG ?? 'estathe-pesca-1-5-lt-x-6'
const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 }, isMobile: true, deviceScaleFactor: 2 },
  { name: '1280', viewport: { width: 1280, height: 860 }, isMobile: false, deviceScaleFactor: 1 },
]
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product-list', path: '/prodotti/categoria/acqua' },
  { name: 'product', path: `/prodotti/${PRODUCT}` },
  { name: 'cart', path: '/cart' },
  { name: 'zone-map', path: '/zone-map' },
]

mkdirSync(OUT, { recursive: true })
const shop = await spawnShop({
  env: {
    STOREFRONT_DIR: resolve(import.meta.dirname, '../dist'),
    MAP_TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
  },
})
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.isMobile,
      deviceScaleFactor: width.deviceScaleFactor,
      locale: 'it-IT',
      baseURL: shop.url,
    })
    // A returning visitor with three products in the cart: no welcome dialog over the pages.
    await context.addInitScript(() => {
      localStorage.setItem('Bari Bevande-new-site-modal-dismissed', 'true')
    })
    const page = await context.newPage()
    await page.route('https://tiles.invalid/**', (route) => route.abort())
    await page.goto('/prodotti/categoria/acqua')
    const add = page.getByRole('button', { name: /^Aggiungi al carrello:/ })
    for (const index of [0, 1, 2, 0]) await add.nth(index).click()
    for (const shot of PAGES) {
      await page.goto(shot.path)
      await page.waitForLoadState('networkidle')
      // Scroll through the page so that lazy images below the fold load before a full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((done) => setTimeout(done, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(600)
      await page.screenshot({
        path: `${OUT}/${shot.name}-${width.name}.png`,
        fullPage: shot.name !== 'zone-map',
      })
      console.log(`docs/${shot.name}-${width.name}.png`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await shop.stop()
}
