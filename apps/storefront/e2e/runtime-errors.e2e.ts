import { type Browser, chromium, type Page } from '@playwright/test'
import { atShopTime, chromiumLaunchOptions } from '@shop/e2e-kit'
import { expect, shopUrl, TILES, takenOver, test, WELCOME_KEY } from './fixtures'

/**
 * SPEC.md section 8: at 5 uncaught runtime errors the shop says so and reloads after 2 s; off on
 * the local machine. The shop runs on 127.0.0.1, so a browser of its own resolves 'shop.test' there.
 */

const MESSAGE = 'Si è verificato un problema. La pagina verrà ricaricata automaticamente.'
const HOST = 'shop.test'

test.describe.configure({ mode: 'serial' })

let browser: Browser | undefined
test.afterAll(async () => {
  await browser?.close()
})

/** A page of the shop at http://shop.test:<port>/ (a returning visitor), and its uncaught errors. */
async function remotePage(viewport: { width: number; height: number }) {
  browser ??= await chromium.launch(chromiumLaunchOptions([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]))
  const context = await browser.newContext({ viewport, locale: 'it-IT', timezoneId: 'Europe/Rome' })
  await atShopTime(context)
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), WELCOME_KEY)
  await context.route(TILES, (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const url = new URL(shopUrl())
  url.hostname = HOST
  await page.goto(url.href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The home page comes written by the server: the app, and its watcher of errors, run once it
  // has taken the page over (this browser is not the fixtures', whose goto waits for that).
  await takenOver(page)
  expect(await page.evaluate(() => window.location.hostname)).toBe(HOST)
  return { page, errors, close: () => context.close() }
}

/**
 * Throws `count` uncaught errors in the page, each from its own task: a message each, not a timer
 * (the page's timers run on Playwright's clock, which catches what their callbacks throw).
 */
async function throwErrors(page: Page, count: number) {
  await page.evaluate((n) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => {
      throw new Error(`errore di prova ${event.data}`)
    }
    for (let i = 0; i < n; i++) channel.port2.postMessage(i)
  }, count)
}

/** Marks the current document: the mark is gone once the page has reloaded. */
async function mark(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true)
}

// Desktop only, the whole file: error handling does not depend on the viewport. (Untitled: the tests
// keep their titles.)
test.describe('', { tag: '@desktop' }, () => {
  test('5 errori: l’avviso in alto a destra e la pagina si ricarica dopo circa 2 s', async () => {
    const viewport = test.info().project.use.viewport ?? { width: 1280, height: 800 }
    const { page, errors, close } = await remotePage(viewport)
    await mark(page)
    const reloaded = page.waitForEvent('load', { timeout: 10_000 })
    await throwErrors(page, 5)

    const banner = page.getByRole('alert').filter({ hasText: MESSAGE })
    await expect(banner).toBeVisible({ timeout: 2_000 })
    const shownAt = performance.now()
    const box = await banner.boundingBox()
    if (!box) throw new Error('the banner has no box')
    // At the top right of the window.
    expect(box.y).toBeLessThan(40)
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
    expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2)

    await reloaded
    const after = performance.now() - shownAt
    expect(after).toBeGreaterThan(1_500)
    expect(after).toBeLessThan(3_500)
    expect(await isSameDocument(page)).toBe(false)
    // Only the five errors of the test, none from the shop itself.
    expect(errors.toSorted()).toEqual([0, 1, 2, 3, 4].map((i) => `errore di prova ${i}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(MESSAGE)).toHaveCount(0)
    await close()
  })

  test('4 errori: nessun avviso, nessuna ricarica', async () => {
    const { page, errors, close } = await remotePage(
      test.info().project.use.viewport ?? { width: 1280, height: 800 },
    )
    await mark(page)
    await throwErrors(page, 4)
    await expect.poll(() => errors.length).toBe(4)
    await page.waitForTimeout(2_500)
    expect(await isSameDocument(page)).toBe(true)
    await expect(page.getByText(MESSAGE)).toHaveCount(0)
    await close()
  })

  test('sulla macchina locale (127.0.0.1) 5 errori non cambiano nulla', async ({ page, pageErrors }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(new URL(page.url()).hostname).toBe('127.0.0.1')
    await mark(page)
    await throwErrors(page, 5)
    await expect.poll(() => pageErrors.length).toBe(5)
    await page.waitForTimeout(2_500)
    expect(await isSameDocument(page)).toBe(true)
    await expect(page.getByText(MESSAGE)).toHaveCount(0)
    // These five were thrown on purpose.
    expect(pageErrors.splice(0).map((error) => error.message)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `errore di prova ${i}`),
    )
  })
})
