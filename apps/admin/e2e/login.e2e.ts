import { ACCOUNTS, expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

test.describe('operator login', () => {
  test('an administrator logs in from a deep link and lands where they were going', async ({ page }) => {
    await page.goto('/admin/orders?status=processing')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Forders%3Fstatus%3Dprocessing$/)
    await screenReady(page, /Gestione/)
    await expectNoSeriousViolations(page)
    await page.getByLabel('Nome utente o email').fill(ACCOUNTS.administrator.login)
    await page.getByLabel('Password').fill(ACCOUNTS.administrator.password)
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/)
    await screenReady(page, 'Ordini')
    await expect(page.getByLabel('Stato')).toHaveValue('processing')
    await expect(page.getByText('admin@baribevande.it')).toBeVisible()
    await expect(page.getByText('Amministratore')).toBeVisible()
    await expect(page).toHaveTitle('Ordini · Gestione · Bari Bevande')

    await page.getByRole('button', { name: 'Esci' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/customers')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fcustomers$/)
  })

  test('a customer account is refused, gets no session, and the admin API stays closed', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Nome utente o email').fill(ACCOUNTS.customer.login)
    await page.getByLabel('Password').fill(ACCOUNTS.customer.password)
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      "Questo account non è abilitato all'area di gestione: accedono solo amministratori e gestori del negozio.",
    )
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull()
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401)
    // A customer already logged in on the storefront is not let into the admin screens either.
    await page.request.post('/api/auth/login', { data: ACCOUNTS.customer })
    expect((await page.request.get('/api/admin/orders')).status()).toBe(403)
    await page.goto('/admin/orders')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Forders$/)
  })

  test('a wrong password gets the same refusal as an unknown account', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Nome utente o email').fill(ACCOUNTS.shopManager.login)
    await page.getByLabel('Password').fill('sbagliata-123')
    await page.getByRole('button', { name: 'Accedi' }).click()
    const wrong = await page.getByRole('alert').textContent()
    await page.getByLabel('Nome utente o email').fill('nessuno-qui')
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page.getByRole('alert')).toHaveText(wrong ?? 'missing')
    expect(wrong).toMatch(/\S/)
  })
})
