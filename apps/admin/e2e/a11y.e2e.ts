import { SCREENS } from '../scripts/screens'
import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

// axe on every admin screen as an operator first sees it (the login as a visitor).
for (const screen of SCREENS) {
  test(`axe finds nothing serious on ${screen.path}`, async ({ page, operator }) => {
    const visitor = screen.path === '/admin/login'
    if (visitor) await page.context().clearCookies()
    await (visitor ? page : operator).goto(screen.path)
    await screenReady(page, screen.heading)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })
}

test('every section of the frame is reachable from its navigation, with the current one marked', async ({
  operator: page,
}) => {
  await page.goto('/admin')
  await screenReady(page, 'Ordini')
  const nav = page.getByRole('navigation', { name: 'Sezioni' })
  for (const screen of SCREENS.filter(
    (s) => !['/admin', '/admin/login'].includes(s.path) && !s.path.includes('non-esiste'),
  )) {
    await nav.getByRole('link', { name: navName(screen.path), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`))
    await screenReady(page, screen.heading)
    await expect(nav.getByRole('link', { name: navName(screen.path), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }
})

function navName(path: string): string {
  const names: Record<string, string> = {
    '/admin/orders': 'Ordini',
    '/admin/dispatch': 'Consegne',
    '/admin/calendario': 'Calendario consegne',
    '/admin/zones': 'Zone',
    '/admin/customers': 'Clienti',
    '/admin/products': 'Prodotti',
    '/admin/config': 'Configurazione',
  }
  return names[path] ?? path
}
