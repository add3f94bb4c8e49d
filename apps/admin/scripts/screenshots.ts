/**
 * Screenshots of the admin screens for the README (docs/), at a desktop and a tablet size, on the
 * production build served by the API server on the embedded emulator:
 *
 *   pnpm --filter @shop/admin build && pnpm --filter @shop/admin screenshots
 */
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { spawnShop } from '@shop/api/spawn-shop'
import { chromiumLaunchOptions } from '@shop/e2e-kit'
import { SCREENS } from './screens'

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
]
const out = resolve(import.meta.dirname, '../docs')

const shop = await spawnShop({
  env: { ADMIN_DIR: resolve(import.meta.dirname, '../dist'), MAP_TILE_URL: '' },
})
try {
  const browser = await chromium.launch(chromiumLaunchOptions())
  for (const size of SIZES) {
    const context = await browser.newContext({ baseURL: shop.url, viewport: size.viewport, locale: 'it-IT' })
    const page = await context.newPage()
    for (const screen of SCREENS.filter((s) => s.path !== '/admin' && !s.path.includes('non-esiste'))) {
      if (screen.path !== '/admin/login' && !(await context.cookies()).length) {
        await page.request.post('/api/auth/login', {
          data: { login: 'operatore', password: 'Operatore#2026', staff: true },
        })
      }
      await page.goto(screen.path)
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor()
      await page.waitForLoadState('networkidle')
      const name = screen.path.replace('/admin/', '') || 'orders'
      await page.screenshot({ path: `${out}/${name}-${size.name}.png`, fullPage: false })
      console.log(`docs/${name}-${size.name}.png`)
    }
    await context.close()
  }
  await browser.close()
} finally {
  await shop.stop()
}
