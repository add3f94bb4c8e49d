import type { Page } from '@playwright/test'
import { control, expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/*
 * SPEC.md sections 7 and 8: the connection test reads one product, then one customer, and says
 * what worked. These tests take WooCommerce (the emulator) down for a moment, so they run on the
 * solo project's shop (playwright.config.ts), one at a time, beside the other files.
 */

/** SPEC.md section 8 with the WooCommerce client's network message (the first call, products, failed). */
const SHOP_DOWN = 'Errore completo API: 0 - Impossibile raggiungere il negozio (prodotti)'

test.afterEach(async () => {
  await control('/faults', 'DELETE')
})

async function runTest(page: Page) {
  const section = page.getByRole('region', { name: 'Connessione a WooCommerce' })
  const button = section.getByRole('button', { name: 'Prova la connessione' })
  await button.click()
  await expect(button).toBeEnabled()
  const outcome = section.getByRole('status')
  await expect(outcome).toContainText(/Prova eseguita il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}:\d{2}/)
  return {
    outcome,
    message: outcome.locator('.connection-result__message'),
    result: outcome.locator('.connection-result'),
  }
}

test.describe('connection to WooCommerce', () => {
  test('works with the shop up', async ({ operator: page }) => {
    await page.goto('/admin/config')
    await screenReady(page, 'Configurazione')
    const { message, result, outcome } = await runTest(page)
    await expect(message).toHaveText('Connessione API funzionante per prodotti e clienti')
    await expect(result).toHaveClass(/connection-result--ok/)
    await expect(outcome).toContainText('Connessione riuscita')
    await expectNoSeriousViolations(page)
  })

  test('products answer, customers fail', async ({ operator: page }) => {
    await page.goto('/admin/config')
    await screenReady(page, 'Configurazione')
    await control('/faults', 'POST', { path: '/wp-json/wc/v3/customers', status: 500 })
    const { message, result, outcome } = await runTest(page)
    await expect(message).toHaveText(/^Prodotti OK, ma clienti falliti: 500 - \S/)
    await expect(result).toHaveClass(/connection-result--failed/)
    await expect(outcome).toContainText('Connessione non riuscita')
    await expectNoSeriousViolations(page)
  })

  test('WooCommerce down: the whole test fails, and the operator stays logged in', async ({
    operator: page,
  }) => {
    await page.goto('/admin/config')
    await screenReady(page, 'Configurazione')
    await control('/faults', 'POST', { path: '/wp-json/', drop: true })
    const { message, result } = await runTest(page)
    await expect(message).toHaveText(SHOP_DOWN)
    await expect(result).toHaveClass(/connection-result--failed/)

    // The session lives in the API server, not in WooCommerce: the operator was not sent to the
    // login (the test's own call passed the staff check), and is still logged in once the shop is back.
    await expect(page).toHaveURL(/\/admin\/config$/)
    // A reload during the outage cannot check the session: it says so, and does not log out.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Gestione non raggiungibile' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/config$/)
    await expectNoSeriousViolations(page)
    await control('/faults', 'DELETE')
    await page.getByRole('button', { name: 'Riprova' }).click()
    await screenReady(page, 'Configurazione')
    expect((await (await page.request.get('/api/auth/me')).json()).user?.role).toBe('shop_manager')
    const again = await runTest(page)
    await expect(again.message).toHaveText('Connessione API funzionante per prodotti e clienti')
    await page.reload()
    await screenReady(page, 'Configurazione')
    await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible()
  })
})
