import type { Browser } from '@playwright/test'

/** What a screen's first load transfers: JavaScript and CSS as sent (gzip), and the map editor or not. */
export interface ScreenWeight {
  js: number
  css: number
  files: string[]
  /** Whether Leaflet or leaflet-geoman came with it. */
  mapEditor: boolean
}

/** Leaflet's and leaflet-geoman's own marks in their code. */
const MAP_EDITOR = /_leaflet_id|leafletjs\.com|leaflet-geoman|\bpm:create\b/

/**
 * Opens `url` in a new browser context (nothing cached; `storageState` carries a session) and
 * adds up every script and stylesheet it loads until the network is idle.
 */
export async function weighScreen(
  browser: Browser,
  options: {
    baseURL: string
    storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>
  },
  url: string,
  ready: string | RegExp,
): Promise<ScreenWeight> {
  const context = await browser.newContext({ ...options, locale: 'it-IT' })
  const page = await context.newPage()
  const pending: Promise<void>[] = []
  const weight: ScreenWeight = { js: 0, css: 0, files: [], mapEditor: false }
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      (async () => {
        const sizes = await response.request().sizes()
        const body = (await response.body()).toString('utf8')
        if (type === 'script') weight.js += sizes.responseBodySize
        else weight.css += sizes.responseBodySize
        weight.files.push(
          `${new URL(response.url()).pathname} ${(sizes.responseBodySize / 1024).toFixed(1)} KB`,
        )
        if (MAP_EDITOR.test(body)) weight.mapEditor = true
      })(),
    )
  })
  await page.goto(url)
  await page.getByRole('heading', { level: 1, name: ready }).waitFor()
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await context.close()
  return weight
}
