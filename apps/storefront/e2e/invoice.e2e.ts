import { request as newRequest } from '@playwright/test'
import { clientAddress, logInByApi, makeCustomer } from './accounts'
import { chooseAddress, fillCart, slotPicked } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test } from './fixtures'

/**
 * Invoices for businesses (issue 27): 'Richiedo la fattura' at checkout on the phone (a wrong
 * partita IVA is refused under its field, the right one orders, and the operators' API has the
 * data and the FatturaPA XML), and the account's 'Dati per la fattura' on the desktop, which then
 * pre-fill the checkout.
 */

const STAFF = { login: 'operatore', password: 'Operatore#2026', staff: true }

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

test('un bar chiede la fattura alla cassa: la partita IVA sbagliata è segnalata, quella giusta ordina', {
  tag: '@phone',
}, async ({ page }) => {
  await fillCart(page)
  await page.goto('/checkout')
  await screenReady(page)
  await page.getByLabel('Nome', { exact: true }).first().fill('Nicola')
  await page.getByLabel('Cognome').first().fill('Lorusso')
  await page.getByLabel('Email').fill('bar.centrale@example.com')
  await page.getByLabel('Telefono', { exact: true }).fill('333 444 5566')
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await slotPicked(page)
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()

  const invoice = page.getByRole('group', { name: 'Fattura' })
  await expect(invoice.getByLabel('Ragione sociale')).toHaveCount(0)
  await invoice.getByRole('checkbox', { name: /Richiedo la fattura/ }).check()
  await invoice.getByLabel('Ragione sociale').fill('Bar Centrale S.n.c.')
  const vat = invoice.getByRole('textbox', { name: 'Partita IVA', exact: true })
  await vat.fill('06363391002')
  await invoice.getByLabel('Codice fiscale').fill('06363391001')
  await invoice.getByLabel('Codice destinatario').fill('m5uxcr1')
  await invoice.getByLabel('Sede: indirizzo').fill('Corso Vittorio Emanuele II, 15')
  await invoice.getByLabel('CAP').fill('70122')
  await invoice.getByLabel('Comune').fill('Bari')
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(vat).toHaveAccessibleDescription(
    "La partita IVA ha 11 cifre e l'ultima controlla le altre: ricontrollala sulla visura o su una fattura",
  )
  await expect(vat).toBeFocused()
  await expect(page).toHaveURL(/\/checkout$/)

  await vat.fill('IT 06363391001')
  await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
  const id = Number(new URL(page.url()).searchParams.get('ordine'))

  // The operators see the request on the order, and download its FatturaPA once it is paid.
  const staff = await newRequest.newContext({
    baseURL: shopUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  try {
    expect((await staff.post('/api/auth/login', { data: STAFF })).ok()).toBe(true)
    const order = await (await staff.get(`/api/admin/orders/${id}`)).json()
    expect(order.invoice).toEqual({
      companyName: 'Bar Centrale S.n.c.',
      vatNumber: '06363391001',
      taxCode: '06363391001',
      recipientCode: 'M5UXCR1',
      pec: '',
      street: 'Corso Vittorio Emanuele II, 15',
      postcode: '70122',
      city: 'Bari',
      province: 'BA',
    })
    expect((await staff.put(`/api/admin/orders/${id}/status`, { data: { status: 'processing' } })).ok()).toBe(
      true,
    )
    const xml = await staff.get(`/api/admin/orders/${id}/invoice.xml`)
    expect(xml.status(), await xml.text()).toBe(200)
    const text = await xml.text()
    expect(text).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>')
    expect(text).toContain('<Denominazione>Bar Centrale S.n.c.</Denominazione>')
  } finally {
    await staff.dispose()
  }
})

test('i dati per la fattura nell’account, poi alla cassa già compilati', { tag: '@desktop' }, async ({
  page,
}) => {
  const customer = await makeCustomer('fattura')
  await logInByApi(page, customer.email, customer.password)
  await page.goto('/account')
  await screenReady(page)
  const section = page.getByRole('region', { name: 'Dati per la fattura' })
  await section.getByRole('button', { name: 'Aggiungi dati per la fattura' }).click()
  await section.getByLabel('Ragione sociale').fill('Studio Schiavone S.r.l.')
  await section.getByLabel('Partita IVA').fill('12345678903')
  await section.getByLabel('Codice fiscale').fill('12345678903')
  const pec = section.getByLabel('PEC')
  await pec.fill('studio@pec')
  await section.getByLabel('Sede: indirizzo').fill('Via Abate Gimma, 45')
  await section.getByLabel('CAP').fill('70122')
  await section.getByLabel('Comune').fill('Bari')
  await section.getByRole('button', { name: 'Salva' }).click()
  await expect(pec).toHaveAccessibleDescription(
    'Inserisci un indirizzo PEC valido, per esempio fatture@pec.example.it',
  )
  await pec.fill('studio@pec.schiavone.it')
  await section.getByRole('button', { name: 'Salva' }).click()
  await expect(section.getByTestId('account-invoice')).toContainText('Studio Schiavone S.r.l.')
  await expect(section.getByTestId('account-invoice')).toContainText('studio@pec.schiavone.it')
  await expectNoSeriousViolations(page)

  // The checkout's invoice step starts from them.
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const invoice = page.getByRole('group', { name: 'Fattura' })
  await invoice.getByRole('checkbox', { name: /Richiedo la fattura/ }).check()
  await expect(invoice.getByLabel('Ragione sociale')).toHaveValue('Studio Schiavone S.r.l.')
  await expect(invoice.getByLabel('PEC')).toHaveValue('studio@pec.schiavone.it')
})
