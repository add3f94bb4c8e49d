import { randomInt } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { ShopSettings } from '@shop/api/contract'
import { atShopTime } from '@shop/e2e-kit'
import { expect, expectNoSeriousViolations, screenReady, shopUrl, test, wooApi } from './fixtures'

/*
 * The shop's settings are one for the whole shop: this file runs on the solo project's shop
 * (playwright.config.ts), one test at a time, and each test puts them back whatever happens.
 */

const WELCOME = (brand: string) => `Benvenuto nel nuovo sito di ${brand}`

async function currentSettings(request: APIRequestContext): Promise<ShopSettings> {
  const reply = await request.get('/api/admin/config')
  expect(reply.status()).toBe(200)
  return ((await reply.json()) as { settings: ShopSettings }).settings
}

async function putSettings(request: APIRequestContext, settings: Partial<ShopSettings>): Promise<void> {
  const reply = await request.put('/api/admin/config', { data: settings })
  expect(reply.status(), await reply.text()).toBe(200)
}

/** The storefront's home in a browser of its own: nothing cached, the welcome dialog never dismissed. */
async function freshStorefront(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: shopUrl(), locale: 'it-IT', timezoneId: 'Europe/Rome' })
  await atShopTime(context)
  const page = await context.newPage()
  await page.goto('/')
  return page
}

/** Every PUT /api/admin/config the page sends, with its body. */
function watchSaves(page: Page): unknown[] {
  const saves: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/admin/config'))
      saves.push(request.postDataJSON())
  })
  return saves
}

async function openConfig(page: Page): Promise<void> {
  await page.goto('/admin/config')
  await screenReady(page, 'Configurazione')
  await expect(page.getByLabel('Nome del negozio')).not.toHaveValue('')
}

const save = (page: Page) => page.getByRole('button', { name: 'Salva impostazioni' }).click()
const outcome = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first()

test.describe('configuration', () => {
  test('shows the settings and no credential; saving nothing says so', async ({ operator: page }) => {
    const emulator = (await (await fetch(`${process.env.EMULATOR_URL}/__emulator`)).json()) as {
      credentials: { consumerKey: string; consumerSecret: string }
    }
    const settings = await currentSettings(page.request)
    const saves = watchSaves(page)
    await openConfig(page)

    await expect(page.getByLabel('Nome del negozio')).toHaveValue(settings.brand)
    await expect(page.getByRole('checkbox', { name: /messaggio di benvenuto/ })).toBeChecked({
      checked: settings.welcomeDialog,
    })
    const methods = page.getByRole('group', { name: 'Metodi di pagamento al checkout' })
    await expect(methods).toContainText(
      'Se non ne spunti nessuno, al checkout compaiono tutti i metodi attivi in WooCommerce.',
    )
    for (const title of ['Bonifico bancario', 'Carta di credito o debito', 'PayPal'])
      await expect(methods.getByRole('checkbox', { name: title, exact: true })).toBeEnabled()
    for (const title of ['Pagamento alla consegna', 'Assegno'])
      await expect(
        methods.getByRole('checkbox', { name: `${title} (disattivato in WooCommerce)` }),
      ).toBeDisabled()
    await expect(page.getByLabel('Date di consegna')).toHaveValue(settings.calendarSource)
    await expect(page.getByLabel('Fasce orarie di consegna')).toHaveValue(settings.slotSource)
    await expect(page.getByLabel('Date di consegna').locator('option')).toHaveText([
      'Plugin consegne (orddd)',
      'Calendario di riserva',
    ])

    // No credential nor the shop's address anywhere in the page.
    const html = await page.content()
    for (const secret of [
      emulator.credentials.consumerKey,
      emulator.credentials.consumerSecret,
      new URL(process.env.EMULATOR_URL as string).host,
    ]) {
      expect(html).not.toContain(secret)
    }
    await expect(page.getByText(/consumer|ck_|cs_/i)).toHaveCount(0)

    await save(page)
    await expect(outcome(page)).toHaveText('Nessuna modifica da salvare: le impostazioni sono già queste.')
    // The name is checked here first, with the server's rule.
    await page.getByLabel('Nome del negozio').fill('   ')
    await save(page)
    await expect(page.getByText('Il nome del negozio non può essere vuoto')).toBeVisible()
    await expect(page.getByLabel('Nome del negozio')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Nome del negozio')).toBeFocused()
    await expectNoSeriousViolations(page)
    expect(saves).toEqual([])
  })

  test('the brand and the welcome dialog reach the storefront', async ({ operator: page, browser }) => {
    const original = await currentSettings(page.request)
    expect(original.welcomeDialog).toBe(true)
    const brand = `Bevande Prova ${randomInt(100_000)}`
    const saves = watchSaves(page)
    // This browser has the storefront's configuration cached (GET /api/config: max-age=60).
    const before = await page.context().newPage()
    await before.goto('/')
    await expect(before.locator('.site-brand')).toHaveText(original.brand)
    await before.close()

    await openConfig(page)
    try {
      await page.getByLabel('Nome del negozio').fill(brand)
      await page.getByRole('checkbox', { name: /messaggio di benvenuto/ }).uncheck()
      const refreshed = page.waitForResponse((reply) => reply.url().endsWith('/api/config'))
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      await refreshed
      expect(saves).toEqual([{ brand, welcomeDialog: false }])
      await expect(page.locator('.admin-header__brand')).toContainText(brand)
      await expect(page).toHaveTitle(`Configurazione · Gestione · ${brand}`)

      // A new visitor: the new name, and no welcome dialog.
      const visitor = await freshStorefront(browser)
      await expect(visitor.locator('.site-brand')).toHaveText(brand)
      await visitor.waitForLoadState('networkidle')
      await expect(visitor.getByRole('dialog')).toHaveCount(0)
      await visitor.context().close()
      // The operator's own browser, which had the old configuration cached, shows the new one too.
      const own = await page.context().newPage()
      await own.goto('/')
      await expect(own.locator('.site-brand')).toHaveText(brand)
      await own.close()

      // Back as it was, from the form.
      await page.reload()
      await screenReady(page, 'Configurazione')
      await expect(page.getByLabel('Nome del negozio')).toHaveValue(brand)
      await page.getByLabel('Nome del negozio').fill(original.brand)
      await page.getByRole('checkbox', { name: /messaggio di benvenuto/ }).check()
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      await expect(page.locator('.admin-header__brand')).toContainText(original.brand)
    } finally {
      await putSettings(page.request, { brand: original.brand, welcomeDialog: original.welcomeDialog })
    }
    // Dialog on again: a new visitor is welcomed.
    const visitor = await freshStorefront(browser)
    await expect(visitor.getByRole('dialog', { name: WELCOME(original.brand) })).toBeVisible()
    await visitor.context().close()
  })

  test('payment methods and delivery sources: checkout follows, none ticked means all', async ({
    administrator: page,
  }) => {
    const original = await currentSettings(page.request)
    const methods = async () =>
      (
        (await (await page.request.get('/api/payment-methods')).json()) as { methods: { id: string }[] }
      ).methods.map((method) => method.id)
    const calendarSource = async () =>
      ((await (await page.request.get('/api/delivery/calendar')).json()) as { source: string }).source
    const all = await methods()
    expect(all).toEqual(['bacs', 'stripe', 'ppcp-gateway'])
    const saves = watchSaves(page)
    await openConfig(page)
    const group = page.getByRole('group', { name: 'Metodi di pagamento al checkout' })
    try {
      await group.getByRole('checkbox', { name: 'Bonifico bancario' }).check()
      await group.getByRole('checkbox', { name: 'PayPal' }).check()
      await page.getByLabel('Date di consegna').selectOption('fallback')
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      expect(saves).toEqual([{ paymentMethods: ['bacs', 'ppcp-gateway'], calendarSource: 'fallback' }])
      expect(await methods()).toEqual(['bacs', 'ppcp-gateway'])
      expect(await calendarSource()).toBe('fallback')

      // None ticked: every method enabled in WooCommerce again.
      await group.getByRole('checkbox', { name: 'Bonifico bancario' }).uncheck()
      await group.getByRole('checkbox', { name: 'PayPal' }).uncheck()
      await page.getByLabel('Date di consegna').selectOption('orddd')
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      expect(saves[1]).toEqual({ paymentMethods: [], calendarSource: 'orddd' })
      expect(await methods()).toEqual(all)
      expect(await calendarSource()).toBe('orddd')
      await expectNoSeriousViolations(page)
    } finally {
      await putSettings(page.request, {
        paymentMethods: original.paymentMethods,
        calendarSource: original.calendarSource,
        slotSource: original.slotSource,
      })
    }
  })

  test('the bank account for transfers: checked as typed, saved normalised, a warning without one', async ({
    administrator: page,
  }) => {
    const original = await currentSettings(page.request)
    const saves = watchSaves(page)
    await openConfig(page)
    const account = page.getByRole('group', { name: 'Conto per i bonifici' })
    // The embedded shop's demo account, the IBAN in groups of four.
    await expect(account.getByLabel('IBAN')).toHaveValue('IT60 X054 2811 1010 0000 0123 456')
    await expect(account.getByLabel('Intestatario del conto')).toHaveValue('Bari Bevande S.r.l.')
    await expect(page.getByTestId('bank-warning')).toHaveCount(0)
    try {
      // A digit wrong: refused here with the server's rule, nothing sent.
      await account.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 457')
      await save(page)
      await expect(account.getByText("L'IBAN non è valido: le cifre di controllo non tornano")).toBeVisible()
      await expect(account.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true')
      await expect(account.getByLabel('IBAN')).toBeFocused()
      expect(saves).toEqual([])

      // As people type it: small letters and spaces; saved normalised.
      await account.getByLabel('IBAN').fill('it40 s054 2811 1010 0000 0123 456')
      await account.getByLabel('Intestatario del conto').fill('Bevande di Bari S.r.l.')
      await account.getByLabel('Banca (facoltativo)').fill('')
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      expect(saves).toEqual([
        {
          bankAccount: {
            iban: 'it40 s054 2811 1010 0000 0123 456',
            holder: 'Bevande di Bari S.r.l.',
            bank: '',
          },
        },
      ])
      expect((await currentSettings(page.request)).bankAccount).toEqual({
        iban: 'IT40S0542811101000000123456',
        holder: 'Bevande di Bari S.r.l.',
        bank: '',
      })
      await expect(account.getByLabel('IBAN')).toHaveValue('IT40 S054 2811 1010 0000 0123 456')
      // The log below says who changed the account, from what to what.
      const logged = page
        .getByRole('region', { name: 'Registro delle modifiche' })
        .getByRole('row')
        .filter({ hasText: 'Conto per i bonifici' })
        .first()
      await expect(logged).toContainText('admin@')
      await expect(logged).toContainText('(amministratore)')
      await expect(logged).toContainText('IT40S0542811101000000123456')

      // No account: the warning says what customers paying by transfer get.
      for (const label of ['IBAN', 'Intestatario del conto']) await account.getByLabel(label).fill('')
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      await expect(page.getByTestId('bank-warning')).toContainText('Nessun conto per i bonifici.')
      expect((await currentSettings(page.request)).bankAccount).toBeNull()

      // Orders paid on delivery: on hold by default, or processing.
      await expect(page.getByLabel('Ordini pagati alla consegna (contanti, assegno)')).toHaveValue('on-hold')
      // Named as WooCommerce's Italian back office names them, with no English left.
      await expect(
        page.getByLabel('Ordini pagati alla consegna (contanti, assegno)').locator('option'),
      ).toHaveText(['In sospeso', 'In lavorazione'])
      await page.getByLabel('Ordini pagati alla consegna (contanti, assegno)').selectOption('processing')
      await save(page)
      await expect(outcome(page)).toHaveText('Impostazioni salvate')
      expect(saves.at(-1)).toEqual({ onDeliveryStatus: 'processing' })
      await expectNoSeriousViolations(page)
    } finally {
      await putSettings(page.request, {
        bankAccount: original.bankAccount,
        onDeliveryStatus: original.onDeliveryStatus,
      })
    }
  })

  test("WooCommerce's payment gateways: switched on and off from here, never the last one", async ({
    administrator: page,
  }) => {
    const woo = await wooApi()
    /** Each gateway's `enabled`, as WooCommerce has it. */
    const inStore = async () =>
      Object.fromEntries(
        ((await (await woo.get('payment_gateways')).json()) as { id: string; enabled: boolean }[]).map(
          (g) => [g.id, g.enabled],
        ),
      )
    const checkoutMethods = async () =>
      (
        (await (await page.request.get('/api/payment-methods')).json()) as { methods: { id: string }[] }
      ).methods.map((method) => method.id)
    // The embedded shop's seed; cash on delivery must end off again (the storefront's tests expect it so).
    const before = await inStore()
    expect(before).toEqual({ bacs: true, stripe: true, 'ppcp-gateway': true, cod: false, cheque: false })
    const saves = watchSaves(page)
    await openConfig(page)
    const panel = page.getByRole('region', { name: 'Metodi di pagamento in WooCommerce' })
    const toggle = (name: string) => panel.getByRole('switch', { name, exact: true })
    const outcomeHere = panel.getByRole('status')
    const checkout = page.getByRole('group', { name: 'Metodi di pagamento al checkout' })
    try {
      for (const [name, on] of [
        ['Bonifico bancario', true],
        ['Carta di credito o debito', true],
        ['PayPal', true],
        ['Pagamento alla consegna', false],
        ['Assegno', false],
      ] as const)
        await expect(toggle(name)).toBeChecked({ checked: on })
      await expect(panel).toContainText(
        'Almeno un metodo con cui i clienti possono pagare resta sempre attivo.',
      )

      // Cash on delivery on, in WooCommerce itself: checkout offers it, and it can be chosen above.
      await toggle('Pagamento alla consegna').click()
      await expect(outcomeHere).toHaveText(
        '«Pagamento alla consegna» attivato in WooCommerce: i clienti possono pagare così.',
      )
      await expect(toggle('Pagamento alla consegna')).toBeChecked()
      expect((await inStore()).cod).toBe(true)
      expect(await checkoutMethods()).toContain('cod')
      await expect(
        checkout.getByRole('checkbox', { name: 'Pagamento alla consegna', exact: true }),
      ).toBeEnabled()
      await expectNoSeriousViolations(page)

      // And off again.
      await toggle('Pagamento alla consegna').click()
      await expect(outcomeHere).toHaveText(
        '«Pagamento alla consegna» disattivato in WooCommerce: al checkout non compare più.',
      )
      await expect(toggle('Pagamento alla consegna')).not.toBeChecked()
      expect((await inStore()).cod).toBe(false)
      expect(await checkoutMethods()).not.toContain('cod')
      await expect(
        checkout.getByRole('checkbox', { name: 'Pagamento alla consegna (disattivato in WooCommerce)' }),
      ).toBeDisabled()

      // Card and PayPal off from here: the bank transfer is then the last one, and stays on.
      await toggle('Carta di credito o debito').click()
      await expect(outcomeHere).toContainText('«Carta di credito o debito» disattivato')
      await toggle('PayPal').click()
      await expect(outcomeHere).toContainText('«PayPal» disattivato')
      await toggle('Bonifico bancario').click()
      await expect(panel.getByRole('alert')).toHaveText(
        '«Bonifico bancario» è l’ultimo metodo di pagamento attivo in WooCommerce: se lo disattivi, i clienti non possono pagare. Attiva prima un altro metodo. Non è cambiato nulla.',
      )
      await expect(toggle('Bonifico bancario')).toBeChecked()
      await expect(toggle('Bonifico bancario')).toBeFocused()
      expect((await inStore()).bacs).toBe(true)
      expect(await checkoutMethods()).toEqual(['bacs'])
      await expectNoSeriousViolations(page)

      // Back on, from here too.
      await toggle('Carta di credito o debito').click()
      await expect(outcomeHere).toContainText('«Carta di credito o debito» attivato')
      await expect(panel.getByRole('alert')).toHaveCount(0)
      await toggle('PayPal').click()
      await expect(outcomeHere).toContainText('«PayPal» attivato')
      expect(await inStore()).toEqual(before)
      // The switches save nothing of the shop's own settings.
      expect(saves).toEqual([])
    } finally {
      for (const [id, enabled] of Object.entries(before))
        await woo.put(`payment_gateways/${id}`, { data: { enabled } })
    }
    expect(await inStore()).toEqual(before)
  })

  test("the server's refusal shows at its field", async ({ administrator: page }) => {
    await openConfig(page)
    // A gateway unknown to WooCommerce (as if it had been removed meanwhile): the server refuses it.
    await page.route('**/api/admin/config', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback()
      await route.continue({ postData: JSON.stringify({ paymentMethods: ['bacs', 'sconosciuto'] }) })
    })
    await page
      .getByRole('group', { name: 'Metodi di pagamento al checkout' })
      .getByRole('checkbox', { name: 'Bonifico bancario' })
      .check()
    await save(page)
    const group = page.getByRole('group', { name: 'Metodi di pagamento al checkout' })
    await expect(group.locator('.field__error')).toHaveText('Metodi di pagamento sconosciuti: sconosciuto')
    await expect(page.getByRole('alert')).toHaveText('Impostazioni non salvate: correggi i campi segnalati.')
    expect((await currentSettings(page.request)).paymentMethods).not.toContain('sconosciuto')
  })
})
