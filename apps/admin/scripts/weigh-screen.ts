import type { Browser } from '@playwright/test'
import { weighPage } from '@shop/e2e-kit'

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
  const weight = await weighPage(
    page,
    async () => {
      await page.goto(url)
      await page.getByRole('heading', { level: 1, name: ready }).waitFor()
    },
    { 'map editor': MAP_EDITOR },
  )
  await context.close()
  return { js: weight.js, css: weight.css, files: weight.files, mapEditor: weight.found.length > 0 }
}
