import { type APIRequestContext, request as newRequest, type Page } from '@playwright/test'
import { clientAddress, logInByApi, makeCustomer } from './accounts'
import { fillCart, slotPicked } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test } from './fixtures'

/*
 * Issue 27, the legal part: the four legal pages from the footer with the seller as the
 * administrator saved it (phone: one field changed through the admin API, seen on every page,
 * then put back), and at checkout the pre-contract information above 'Ordine con obbligo di
 * pagamento', the conditions opened from it, and everything the visit left in the browser listed
 * on the Cookie page (desktop). One test per size: the phone walks the footer, the desktop the
 * checkout's summary column, where the box sits beside the steps.
 */

const LEGAL_PAGES = [
  { link: 'Condizioni generali di vendita', heading: 'Condizioni generali di vendita' },
  { link: 'Informativa privacy', heading: 'Informativa privacy' },
  { link: 'Cookie', heading: 'Cookie e memoria del browser' },
  { link: 'Note legali', heading: 'Note legali' },
] as const

interface Seller {
  companyName: string
  vatNumber: string
  phone: string
  [field: string]: unknown
}

/** The shop's administrator, over HTTP as the admin app calls the API. */
async function administrator(): Promise<APIRequestContext> {
  const api = await newRequest.newContext({
    baseURL: shopUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  const login = await api.post('/api/auth/login', {
    data: { login: 'admin', password: 'BariBevande#2026', staff: true },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return api
}

async function savedSeller(api: APIRequestContext): Promise<Seller> {
  const reply = await api.get('/api/admin/config')
  expect(reply.ok(), await reply.text()).toBe(true)
  const { settings } = (await reply.json()) as { settings: { seller: Seller | null } }
  if (!settings.seller) throw new Error('the test shop has a seller (DEMO_SELLER)')
  return settings.seller
}

async function saveSeller(api: APIRequestContext, seller: Seller): Promise<void> {
  const reply = await api.put('/api/admin/config', { data: { seller } })
  expect(reply.ok(), await reply.text()).toBe(true)
}

test('le pagine legali dal piè di pagina, con i dati del venditore salvati dall’amministratore', {
  tag: '@phone',
}, async ({ page }) => {
  const admin = await administrator()
  const seller = await savedSeller(admin)
  // Only the phone changes, for a moment: the other tests of the run see the same seller.
  const phone = '080 765 4321'
  await saveSeller(admin, { ...seller, phone })
  try {
    await page.goto('/')
    await screenReady(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByTestId('footer-seller')).toContainText(
      `${seller.companyName} · Via Napoli 120, 70123 Bari (BA) · P.IVA ${seller.vatNumber}`,
    )
    for (const { link, heading } of LEGAL_PAGES) {
      await test.step(link, async () => {
        await page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Informazioni legali' })
          .getByRole('link', { name: link, exact: true })
          .click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        const card = page.getByTestId('seller-card')
        await expect(card).toContainText(seller.companyName)
        await expect(card).toContainText(`REA ${String(seller.reaOffice)}-${String(seller.reaNumber)}`)
        await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+390807654321')
        if (link === 'Cookie') await expectNoSeriousViolations(page)
      })
    }
  } finally {
    await saveSeller(admin, seller)
    await admin.dispose()
  }
})

/** Every cookie and storage entry the shop's pages left in the browser, as 'kind:name'. */
async function browserStorage(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies(shopUrl())).map((cookie) => `cookie:${cookie.name}`)
  const stored = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((kind) =>
      Object.keys(window[kind]).map((key) => `${kind}:${key}`),
    ),
  )
  return [...cookies, ...stored].sort()
}

test('alla cassa le informazioni precontrattuali sopra «Ordine con obbligo di pagamento», le condizioni di vendita, e nel browser solo ciò che la pagina dei cookie elenca', {
  tag: '@desktop',
}, async ({ page }) => {
  const customer = await makeCustomer('legale')
  await logInByApi(page, customer.email, customer.password)
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  // The account's address (Via Abate Gimma, Bari) is looked up again on arrival: its zone, a day and a slot.
  await slotPicked(page)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  const date = await page.getByLabel('Giorno di consegna').inputValue()
  const slot = (await page
    .getByRole('group', { name: 'Fascia oraria' })
    .getByRole('radio', { checked: true })
    .getAttribute('value')) as string

  const summary = page.getByRole('complementary', { name: "Riepilogo dell'ordine" })
  const box = summary.getByTestId('pre-contract')
  await expect(box.getByRole('heading', { name: 'Prima di ordinare' })).toBeVisible()
  await expect(box).toContainText('Bari Bevande S.r.l. (negozio di prova), Via Napoli 120, 70123 Bari (BA)')
  await expect(box).toContainText('P.IVA 12345678903')
  await expect(box).toContainText('Bonifico bancario')
  await expect(box).toContainText(slot)
  await expect(box).toContainText(new RegExp(`${date.slice(8, 10).replace(/^0/, '')} `))
  await expect(box).toContainText('IVA inclusa, con la consegna e la cauzione dei vuoti')
  await expect(box).toContainText('Entro 14 giorni dalla consegna')
  await expect(box).toContainText('escluse le bottiglie e le confezioni aperte o con il sigillo rotto')
  await expect(box).toContainText('Garanzia legale di conformità di 2 anni')
  await expect(box.getByRole('link', { name: '«Recedi dal contratto qui»' })).toHaveAttribute(
    'href',
    '/recesso',
  )
  // The box comes right before the order button, whose words say that ordering means paying.
  const button = summary.getByRole('button', { name: 'Ordine con obbligo di pagamento' })
  await expect(button).toBeEnabled()
  const [boxBottom, buttonTop] = await Promise.all([
    box.boundingBox().then((b) => (b ? b.y + b.height : Number.NaN)),
    button.boundingBox().then((b) => b?.y ?? Number.NaN),
  ])
  expect(buttonTop).toBeGreaterThanOrEqual(boxBottom)
  // The box's total is the summary's total to pay.
  const toPay = (await summary.getByTestId('total-with-delivery').textContent()) ?? ''
  expect(toPay).toMatch(/^\d[\d.]*,\d{2}\s€$/)
  await expect(box).toContainText(`${toPay} IVA inclusa`)

  // The conditions open in a new tab: the checkout stays as filled.
  const [conditions] = await Promise.all([
    page.context().waitForEvent('page'),
    box.getByRole('link', { name: /^Condizioni generali di vendita/ }).click(),
  ])
  await expect(conditions.getByRole('heading', { level: 1 })).toHaveText('Condizioni generali di vendita')
  await expect(conditions.getByTestId('seller-card')).toContainText('Bari Bevande S.r.l. (negozio di prova)')
  await expect(conditions.getByTestId('delivery-costs')).toBeVisible()
  await conditions.close()

  // What the visit left (a login, the cart, the checkout's draft and slot) is what /cookie lists.
  const found = await browserStorage(page)
  expect(found).toEqual(expect.arrayContaining(['cookie:shop_session', 'localStorage:cart']))
  expect(found).toContain('sessionStorage:shop-checkout-draft')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie e memoria del browser')
  const listed = await page
    .getByTestId('shop-storage')
    .locator('code[data-storage-kind]')
    .evaluateAll((codes) =>
      codes.map((code) => `${code.getAttribute('data-storage-kind')}:${code.textContent}`),
    )
  expect(listed.length).toBeGreaterThan(5)
  expect(found.filter((entry) => !listed.includes(entry))).toEqual([])
  // Still so after the Cookie page itself.
  expect((await browserStorage(page)).filter((entry) => !listed.includes(entry))).toEqual([])
})
