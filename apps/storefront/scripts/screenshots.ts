/**
 * Screenshots of the storefront for docs/ (issue 6): home, product list, product, cart and zone
 * map at 375 px and 1280 px, from the production build served by the API server on the embedded
 * emulator. Tiles are blocked, as on an offline machine. Run `pnpm screenshots` after `pnpm build`.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { spawnShop } from '@shop/api/spawn-shop'
import { chromiumLaunchOptions } from '@shop/e2e-kit'

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
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
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
    const shots = async (list: { name: string; path: string }[]) => {
      for (const shot of list) await screenshot(shot)
    }
    const screenshot = async (shot: { name: string; path: string }) => {
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
    await shots(PAGES)
    // A demo customer with a few orders behind her: the account page and the reorder dialog.
    const login = await page.request.post('/api/auth/login', {
      data: { login: 'maria.lorusso@example.com', password: 'DemoCentro#2026' },
    })
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`)
    await screenshot({ name: 'account', path: '/account' })
    await page
      .getByRole('button', { name: /^Ordina di nuovo/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).waitFor()
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${OUT}/reorder-${width.name}.png` })
    console.log(`docs/reorder-${width.name}.png`)
    await context.close()
  }
} finally {
  await browser.close()
  await shop.stop()
}
