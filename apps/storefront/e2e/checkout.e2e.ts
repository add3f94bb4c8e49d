import { formatEuro } from '@shop/catalog'
import { clientAddress, logIn, makeCustomer, wooApi } from './accounts'
import { chooseAddress, emulatorOrder, fillCart, meta } from './checkout'
import { expect, expectNoSeriousViolations, screenReady, test } from './fixtures'

/**
 * Checkout as a customer walks it: cart, address typed and chosen among the suggestions, the zone
 * found, a date and a slot, a payment method, one order; then the order as WooCommerce holds it.
 */

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

test('un ospite ordina a Japigia con il bonifico: zona, giorno, fascia, un ordine', async ({ page }) => {
  await fillCart(page)
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Procedi all’ordine' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await screenReady(page)

  await page.getByLabel('Nome', { exact: true }).first().fill('Vito')
  await page.getByLabel('Cognome').first().fill('Abbrescia')
  await page.getByLabel('Email').fill('vito.abbrescia@example.com')
  await page.getByLabel('Telefono', { exact: true }).fill('333 111 2233')
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await address.getByLabel('Nome', { exact: true }).fill('Vito')
  await address.getByLabel('Cognome').fill('Abbrescia')
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await expect(address.getByLabel('CAP')).toHaveValue('70126')
  await address.getByLabel('Telefono per la consegna').fill('333 111 2233')

  const slots = page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio')
  await expect(slots.first()).toBeChecked()
  const slot = (await slots.nth(1).getAttribute('value')) ?? ''
  await slots.nth(1).check()
  const date = await page.getByLabel('Giorno di consegna').inputValue()
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'Conferma l’ordine' }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+&chiave=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, ordine ricevuto!' })).toBeVisible()
  // The success animation plays (its player loaded with this page only).
  await expect(page.getByTestId('success-animation').locator('svg')).toBeVisible()
  await expect(page.getByTestId('order-delivery')).toContainText(slot)
  // The shop's own bank account (WooCommerce's REST API has none to give).
  await expect(page.getByTestId('bank-details')).toContainText('IT60 X054 2811 1010 0000 0123 456')
  await expect(page.getByTestId('bank-details')).toContainText('Bari Bevande S.r.l.')
  await expect(page.getByTestId('order-payment')).toContainText('In attesa del bonifico')
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await expectNoSeriousViolations(page)

  const id = Number(new URL(page.url()).searchParams.get('ordine'))
  const order = await emulatorOrder(id)
  expect(order.payment_method).toBe('bacs')
  // WooCommerce keeps the lines without VAT; the page shows each with its VAT, adding up to the total.
  expect(order.prices_include_tax).toBe(true)
  expect(Number(order.total_tax)).toBeGreaterThan(0)
  const lines = page.getByTestId('order-lines')
  await expect(lines.locator('tbody td.order-lines__amount')).toHaveText(
    order.line_items.map((line) => formatEuro(Number(line.total) + Number(line.total_tax))),
  )
  await expect(page.getByTestId('order-total')).toContainText(formatEuro(order.total))
  await expect(page.getByTestId('order-total')).toContainText(`di cui IVA ${formatEuro(order.total_tax)}`)
  expect(order.billing.email).toBe('vito.abbrescia@example.com')
  expect(meta(order, 'Data di consegna')).toBe(date)
  expect(meta(order, 'Fascia oraria')).toBe(slot)
  expect(meta(order, 'Zona di consegna')).toBe('Japigia')
  expect(typeof meta(order, 'Veicolo assegnato')).toBe('string')

  // A reload of the confirmation reads the order again (the guest's order key).
  await page.reload()
  await expect(page.getByTestId('order-number')).not.toBeEmpty()
})

test('un indirizzo fuori zona: il messaggio, la mappa, e nessun ordine possibile', async ({ page }) => {
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  // Altamura, 40 km away: typed by hand (the shop's geocoder does not know it), in province BA.
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await address.getByRole('combobox', { name: 'Via e numero civico' }).fill('Via Roma, 1')
  await address.getByLabel('Comune').fill('Altamura')
  await address.getByLabel('CAP').fill('70022')
  await address.getByLabel('Provincia').fill('BA')
  await address.getByLabel('Telefono per la consegna').focus()
  await expect(page.getByTestId('checkout-zone')).toContainText(
    'Non consegniamo ad Altamura: non è tra i comuni e i quartieri delle nostre zone.',
  )
  await expect(
    page.getByTestId('checkout-zone').getByRole('link', { name: 'Apri la mappa delle zone di consegna' }),
  ).toHaveAttribute('href', '/zone-map')
  await expect(page.getByRole('button', { name: 'Conferma l’ordine' })).toBeDisabled()
})

test('una via trovata in un altro comune non dà le sue coordinate all’indirizzo scritto', async ({
  page,
}) => {
  // A geocoding service may answer a typed Altamura address with a Bari street of the same name.
  await page.route('**/api/geocode?*', (route) =>
    route.fulfill({
      json: {
        results: [
          {
            label: 'Via Roma, Carbonara, Bari',
            street: 'Via Roma',
            houseNumber: null,
            city: 'Bari',
            postalCode: null,
            province: 'BA',
            lat: 41.0797,
            lng: 16.8664,
            kind: 'street',
          },
        ],
      },
    }),
  )
  const resolved: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/zones/resolve')) resolved.push(request.postDataJSON())
  })
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await address.getByRole('combobox', { name: 'Via e numero civico' }).fill('Via Roma, 1')
  await address.getByLabel('Comune').fill('Altamura')
  await address.getByLabel('CAP').fill('70022')
  await address.getByLabel('Telefono per la consegna').focus()
  await expect(page.getByTestId('checkout-zone')).toContainText('Non consegniamo ad Altamura')
  expect(resolved).toEqual([
    { address: { postalCode: '70022', city: 'Altamura', province: 'BA', address: 'Via Roma, 1' } },
  ])
})

test('un CAP di più zone senza la via: la cassa chiede di sceglierla, poi trova la zona', async ({
  page,
}) => {
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  const zone = page.getByTestId('checkout-zone')
  await address.getByRole('combobox', { name: 'Via e numero civico' }).fill('Via che non esiste, 3')
  await address.getByLabel('Comune').fill('Bari')
  await address.getByLabel('CAP').fill('70123')
  await address.getByLabel('Telefono per la consegna').focus()
  await expect(zone).toContainText(
    'Il CAP 70123 comprende più zone di consegna: scegli la via tra i suggerimenti o indica il punto sulla mappa delle zone.',
  )
  await expect(zone.getByRole('link', { name: 'guarda la mappa delle zone di consegna' })).toHaveAttribute(
    'href',
    '/zone-map',
  )
  await expect(page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio')).toHaveCount(0)
  await expectNoSeriousViolations(page)
  // Fixed with a suggestion: its coordinates decide.
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
})

test('un cliente con l’indirizzo salvato ordina due volte di fila con un doppio clic: un solo ordine', async ({
  page,
}) => {
  const customer = await makeCustomer('checkout')
  await page.goto('/login')
  await logIn(page, customer.email, customer.password)
  await expect(page).toHaveURL(/\/account$/)
  await fillCart(page, 1)
  await page.goto('/checkout')
  await screenReady(page)
  // The account's address (Via Abate Gimma 45, Bari) is looked up by itself.
  await expect(page.getByTestId('checkout-zone')).toContainText('Zona di consegna:')
  await expect(page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio').first()).toBeChecked()
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check()
  await page.getByRole('button', { name: 'Conferma l’ordine' }).dblclick()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+/)
  const list = await (await page.request.get('/api/orders')).json()
  expect(list.orders).toHaveLength(1)
})

test('alla consegna: «Pagherai alla consegna», nessun pagamento online, e WooCommerce scala la giacenza', async ({
  page,
}) => {
  const woo = await wooApi()
  // The store's operator turns cash on delivery on in WooCommerce (it is off in the seeded store).
  expect((await woo.put('payment_gateways/cod', { data: { enabled: true } })).ok()).toBe(true)
  try {
    const customer = await makeCustomer('consegna')
    await page.goto('/login')
    await logIn(page, customer.email, customer.password)
    await expect(page).toHaveURL(/\/account$/)
    await fillCart(page, 1)
    await page.goto('/checkout')
    await screenReady(page)
    await expect(page.getByTestId('checkout-zone')).toContainText('Zona di consegna:')
    await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check()
    await page.getByRole('button', { name: 'Conferma l’ordine' }).click()
    // Straight to the confirmation: nothing to pay online.
    await expect(page).toHaveURL(/\/order-success\?ordine=\d+/)
    await expect(page.getByTestId('order-payment')).toContainText('Pagherai alla consegna')
    await expect(
      page.getByText(/Pagherai alla consegna \(.+\): non devi pagare nulla online\./),
    ).toBeVisible()
    await expect(page.locator('a[href*="/paga"]')).toHaveCount(0)
    await expectNoSeriousViolations(page)
    const id = Number(new URL(page.url()).searchParams.get('ordine'))
    const order = await emulatorOrder(id)
    expect([order.payment_method, order.status]).toEqual(['cod', 'on-hold'])
    // WooCommerce took the stock (the line says so), and the account offers no 'Paga ora'.
    expect(order.line_items[0]?.meta_data?.some((m) => m.key === '_reduced_stock')).toBe(true)
    await page.goto('/account')
    const card = page.locator('.order-card').filter({ hasText: `Ordine n. ${order.id}` })
    await expect(card).toContainText('Pagherai alla consegna')
    await expect(card.getByRole('link', { name: /Paga ora/ })).toHaveCount(0)
  } finally {
    await woo.put('payment_gateways/cod', { data: { enabled: false } })
  }
})

test('con la carta: una carta rifiutata, poi una buona; i dati della carta non passano dal negozio', async ({
  page,
}) => {
  const shopCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/')) shopCalls.push(request.postData() ?? '')
  })
  await fillCart(page, 1)
  await page.goto('/checkout')
  const who = page.getByRole('group', { name: /I tuoi dati/ })
  await who.getByLabel('Nome', { exact: true }).fill('Carla')
  await who.getByLabel('Cognome').fill('Carta')
  await who.getByLabel('Email').fill(`carla.carta.${Date.now()}@example.com`)
  await who.getByLabel('Telefono').fill('340 555 6677')
  const address = page.getByRole('group', { name: /Indirizzo di consegna/ })
  await address.getByLabel('Nome', { exact: true }).fill('Carla')
  await address.getByLabel('Cognome').fill('Carta')
  await address.getByLabel('Telefono per la consegna').fill('340 555 6677')
  await chooseAddress(page, 'Via Peucetia 22', 'Japigia')
  await page.getByRole('radio', { name: /Carta di credito o debito/ }).check()
  await page.getByRole('button', { name: 'Conferma l’ordine' }).click()
  await expect(page).toHaveURL(/\/paga\?ordine=\d+&chiave=/)
  const id = Number(new URL(page.url()).searchParams.get('ordine'))

  const card = page.getByRole('form', { name: 'Pagamento con carta' })
  await expect(card.getByLabel('Numero della carta')).toBeVisible()
  await expectNoSeriousViolations(page)
  await card.getByLabel('Numero della carta').fill('4000 0000 0000 0002')
  await card.getByLabel('Scadenza (MM/AA)').fill('12/39')
  await card.getByLabel('Codice di sicurezza (CVC)').fill('123')
  await card.getByRole('button', { name: /^Paga / }).click()
  await expect(card.getByRole('alert')).toHaveText(
    'La carta è stata rifiutata: controlla i dati o usa un’altra carta.',
  )
  expect((await emulatorOrder(id)).status).toBe('pending')

  await card.getByLabel('Numero della carta').fill('4242 4242 4242 4242')
  await card.getByRole('button', { name: /^Paga / }).click()
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+/)
  const order = await emulatorOrder(id)
  expect(order.status).toBe('processing')
  expect(order.payment_method).toBe('stripe')
  expect(shopCalls.join('\n')).not.toContain('4242')
})
