import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { atShopTime, chromiumLaunchOptions, emulatorUrl } from '@shop/e2e-kit'
import { ACCOUNTS, expect, screenReady, test } from './fixtures'
import { RESOLVE_OWN_ORIGIN_HOSTS } from './own-origin'
import { adminSiteHeaders, startStaticSite } from './static-site'

/**
 * The admin on its own origin (issue 25): the built app, published with a config.json on a plain
 * static server (global-setup.ts) at http://gestione.shop.test:<port>/admin/, calls the API at
 * http://api.shop.test:<port> (the shared shop, whose APP_ORIGINS lists the admin's origin). The
 * browser resolves both names to 127.0.0.1 (own-origin.ts).
 */
test.use({ launchOptions: chromiumLaunchOptions([RESOLVE_OWN_ORIGIN_HOSTS]) })

const SITE = process.env.ADMIN_SITE_URL ?? ''
const API = process.env.ADMIN_SITE_API ?? ''

/**
 * A context of the test's own: the fixtures' context adds X-Forwarded-For to every request, a
 * header no browser sends and the API does not allow across origins. At the shop's instant; its
 * pages' console errors and uncaught errors are kept for the test to check.
 */
async function ownContext(browser: Browser) {
  const context = await browser.newContext()
  await atShopTime(context)
  const errors: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  context.on('weberror', (error) => errors.push(String(error.error())))
  return { context, errors }
}

/** Every request the page made, as 'METHOD url'. */
function requestsOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()}`))
  return seen
}

const sessionCookies = async (context: BrowserContext, url: string) =>
  (await context.cookies(url)).filter((cookie) => cookie.name.endsWith('shop_session'))

test.describe('the admin on its own origin', () => {
  test('a shop manager logs in, lists the orders, opens one and logs out, against the API on another origin', async ({
    browser,
  }) => {
    expect(SITE, 'global-setup.ts sets ADMIN_SITE_URL').toMatch(/^http:\/\/gestione\.shop\.test:\d+$/)
    const { context, errors } = await ownContext(browser)
    const page = await context.newPage()
    const requests = requestsOf(page)

    await page.goto(`${SITE}/admin/orders`)
    await expect(page).toHaveURL(`${SITE}/admin/login?redirect=%2Forders`)
    await screenReady(page, /Gestione/)
    await page.getByLabel('Nome utente o email').fill(ACCOUNTS.shopManager.login)
    await page.getByLabel('Password').fill(ACCOUNTS.shopManager.password)
    await page.getByRole('button', { name: 'Accedi' }).click()

    await expect(page).toHaveURL(`${SITE}/admin/orders`)
    await screenReady(page, 'Ordini')
    const rows = page.getByRole('table', { name: 'Ordini, dal più recente' }).locator('tbody tr')
    await expect(rows).toHaveCount(25)
    const number = (await rows.first().locator('td, th').first().textContent()) ?? ''
    expect(number).toMatch(/^n\. \d+$/)
    await page.getByRole('button', { name: `Ordine ${number}: dettagli` }).click()
    const dialog = page.getByRole('dialog', { name: `Ordine ${number}` })
    await expect(dialog.getByTestId('order-total')).toContainText('€')
    await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click()

    // The session is the API host's cookie alone (host-only, HttpOnly, Lax), sent across origins.
    expect(await sessionCookies(context, API)).toMatchObject([{ httpOnly: true, sameSite: 'Lax' }])
    expect(await sessionCookies(context, SITE)).toEqual([])
    await page.reload()
    await screenReady(page, 'Ordini')
    await expect(rows.first()).toBeVisible()

    // Every call went to the API's origin; the static host was asked for files only.
    const calls = requests.filter((line) => line.includes('/api/'))
    expect(calls.filter((line) => !line.split(' ')[1]?.startsWith(`${API}/api/`))).toEqual([])
    for (const call of ['POST /api/auth/login', 'GET /api/auth/me', 'GET /api/admin/orders'])
      expect(
        calls.some((line) => line.replace(API, '').startsWith(call)),
        call,
      ).toBe(true)
    // config.json once per load, from the preload (the app's own fetch takes the preloaded answer).
    expect(requests.filter((line) => line === `GET ${SITE}/admin/config.json`)).toHaveLength(2)

    // The static host's CSP is in force: a call to an origin connect-src does not name is refused.
    const refused = await page.evaluate(async (url) => {
      const violation = new Promise<string>((done) =>
        document.addEventListener('securitypolicyviolation', (event) => done(event.effectiveDirective), {
          once: true,
        }),
      )
      await fetch(url).catch(() => undefined)
      return violation
    }, emulatorUrl())
    expect(refused).toBe('connect-src')
    // Chromium says so in the console (the directive, then the refused fetch): expected, and only that.
    expect(errors[0]).toContain(
      `violates the following Content Security Policy directive: "connect-src 'self' ${API}"`,
    )
    for (const error of errors) expect(error).toMatch(/Content Security Policy/)
    errors.length = 0

    await page.getByRole('button', { name: 'Esci' }).click()
    await expect(page).toHaveURL(`${SITE}/admin/login`)
    expect(await sessionCookies(context, API)).toEqual([])
    await page.goto(`${SITE}/admin/customers`)
    await expect(page).toHaveURL(`${SITE}/admin/login?redirect=%2Fcustomers`)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a config.json that is wrong stops the app with an Italian message', async ({ browser }) => {
    const published = process.env.ADMIN_SITE_DIR ?? ''
    const copy = mkdtempSync(join(tmpdir(), 'admin-bad-config-'))
    cpSync(published, copy, { recursive: true })
    writeFileSync(join(copy, 'config.json'), '{ "apiUrl": "http://api.shop.test/api" }\n')
    const site = await startStaticSite(copy, { base: '/admin/', headers: adminSiteHeaders(API, SITE) })
    const { context, errors } = await ownContext(browser)
    try {
      const page = await context.newPage()
      const requests = requestsOf(page)
      await page.goto(`http://gestione.shop.test:${site.port}/admin/orders`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'area di gestione non può partire")
      await expect(page.getByRole('alert')).toHaveText(
        "/admin/config.json non è valido: apiUrl deve essere l'indirizzo del server dell'API, solo schema, nome e porta (http o https, senza percorso, ? o #), per esempio https://api.example.it; è «http://api.shop.test/api».",
      )
      expect(requests.filter((line) => line.includes('/api/'))).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await site.stop()
      rmSync(copy, { recursive: true, force: true })
    }
  })
})
