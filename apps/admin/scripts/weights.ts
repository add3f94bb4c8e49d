/**
 * The admin app's size budget (issue 9), on the production build served by the API server on the
 * embedded emulator, in Debian's Chromium: the first load of every screen (JavaScript and CSS as
 * transferred, gzip) must stay within 200 KB, and Leaflet with its drawing tools must come only
 * with /admin/zones.
 *
 *   pnpm --filter @shop/admin build && pnpm --filter @shop/admin weights
 *
 * Prints Markdown for BENCHMARKS.md; exits 1 when the budget is missed.
 */
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { spawnShop } from '@shop/api/spawn-shop'
import { chromiumLaunchOptions } from '@shop/e2e-kit'
import { SCREENS } from './screens'
import { weighScreen } from './weigh-screen'

const BUDGET = 200 * 1024
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const shop = await spawnShop({
  env: { ADMIN_DIR: resolve(import.meta.dirname, '../dist'), MAP_TILE_URL: '' },
})
let failed = false
try {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const operator = await browser.newContext({ baseURL: shop.url })
  const login = await operator.request.post('/api/auth/login', {
    data: { login: 'operatore', password: 'Operatore#2026', staff: true },
  })
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`)
  const session = await operator.storageState()
  await operator.close()
  console.log('| screen | JS (gzip) | CSS (gzip) | total | map editor |')
  console.log('|---|---:|---:|---:|---|')
  for (const screen of SCREENS) {
    const options =
      screen.path === '/admin/login' ? { baseURL: shop.url } : { baseURL: shop.url, storageState: session }
    const weight = await weighScreen(browser, options, screen.path, screen.heading)
    const total = weight.js + weight.css
    const editorOk = weight.mapEditor === (screen.path === '/admin/zones')
    if ((screen.path !== '/admin/zones' && total > BUDGET) || !editorOk) failed = true
    console.log(
      `| ${screen.path} | ${kb(weight.js)} | ${kb(weight.css)} | ${kb(total)} | ${weight.mapEditor ? 'yes' : 'no'}${editorOk ? '' : ' ✗'} |`,
    )
    if (process.env.VERBOSE) for (const file of weight.files) console.log(`    ${file}`)
  }
  await browser.close()
} finally {
  await shop.stop()
}
if (failed) {
  console.error(
    `\nBudget missed: first load over ${kb(BUDGET)}, or the map editor loaded outside /admin/zones.`,
  )
  process.exit(1)
}
