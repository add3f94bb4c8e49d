import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/**
 * Unknown products and paths (SPEC.md sections 2 and 8), with axe on their screens; routes.e2e.ts
 * checks the known ones.
 */

// Desktop only, the whole file: routing does not depend on the viewport, and the empty-state
// layout is the same on both sizes. (Untitled: the tests
// keep their titles.)
test.describe('', { tag: '@desktop' }, () => {
  test('un prodotto che non esiste dice quale slug manca', async ({ page }) => {
    await page.goto('/prodotti/non-esiste')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Prodotto con slug 'non-esiste' non trovato",
    )
    await expect(page).toHaveTitle(/Prodotto non trovato/)
    await screenReady(page)
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: 'Guarda tutti i prodotti' }).click()
    await expect(page).toHaveURL(/\/prodotti$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tutti i prodotti' })).toBeVisible()
  })

  test('un indirizzo sconosciuto mostra «Pagina non trovata»', async ({ page }) => {
    await page.goto('/pagina-che-non-esiste')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
    await expect(page).toHaveTitle(/Pagina non trovata/)
    await screenReady(page)
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: 'Torna alla home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acqua, birra, bibite e vino a casa tua' }),
    ).toBeVisible()
  })

  test('l’accesso automatico con un id non numerico dice «ID utente non valido»', async ({ page }) => {
    await page.goto('/auto-login/abc')
    await expect(page.getByRole('alert')).toHaveText('ID utente non valido')
    await page.goto('/auto-login/12')
    await screenReady(page)
    await expect(page.getByText('ID utente non valido')).toHaveCount(0)
  })
})
