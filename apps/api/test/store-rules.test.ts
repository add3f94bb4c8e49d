/**
 * Issue 15: the shop on what a real WooCommerce answers (shared/reference/woocommerce/
 * REAL-STORE-DIFFERENCES.md), through the real server over HTTP on the emulator, which answers
 * like the real store: prices with Italian VAT (bug 2, row 2), the bank account from the shop's
 * configuration (bug 3, row 3), cash on delivery and cheques (bug 6, row 14), and what the shop
 * sends and reads (rows 7, 9, 12).
 */
import { randomUUID } from 'node:crypto'
import { formatEuro } from '@shop/catalog'
import { ORDER_META_KEYS } from '@shop/orders'
import { TIME_SLOTS } from '@shop/slots'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { findCheckoutOrder } from '../src/orders/checkout-marker'
import { liveStock } from '../src/orders/stock-holds'
import { type Browser, cardToken, JAPIGIA_HOME, startApi, type TestApi } from './harness'

let t: TestApi
let date: string

/** The emulator's demo bank account, the embedded default when BANK_IBAN is unset. */
const DEMO_BANK = {
  holder: 'Bari Bevande S.r.l.',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  bank: 'Banca Popolare di Bari',
}

/** A product of the store at `price` (VAT included, as the store enters prices), with `stock` units counted. */
async function product(price: string, stock = 500): Promise<number> {
  const created = await t.wooRest('POST', '/products', {
    name: `Acqua di prova ${price} ${randomUUID().slice(0, 6)}`,
    regular_price: price,
    manage_stock: true,
    stock_quantity: stock,
  })
  return created.id
}

const guest = () => ({
  firstName: 'Lucia',
  lastName: 'Di Bari',
  email: `lucia.${randomUUID().slice(0, 8)}@example.it`,
  phone: '333 123 4567',
})

/** A guest checkout; answers the reply and the guest's email. */
async function checkout(
  items: { productId: number; quantity: number }[],
  paymentMethod: string,
  browser: Browser = t.browser(),
) {
  const who = guest()
  const reply = await browser.request('POST', '/api/orders', {
    body: {
      items,
      ...JAPIGIA_HOME,
      delivery: { date, slot: '10:00 - 11:00' },
      paymentMethod,
      ...(browser.cookies.size > 0 ? {} : { guest: who }),
    },
    headers: { 'Idempotency-Key': `rules-${randomUUID()}` },
  })
  return { reply, email: who.email }
}

async function mailTo(email: string): Promise<string> {
  await expect.poll(() => t.outbox(email), { timeout: 5000 }).toBeDefined()
  return (await t.outbox(email))?.body ?? ''
}

/** Turns a payment gateway on or off in the emulator's WooCommerce (cash on delivery and cheques are off there). */
function setGateway(id: string, enabled: boolean): void {
  t.emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json(?)) WHERE id = ?",
    enabled ? 'true' : 'false',
    id,
  )
}

async function operator(): Promise<Browser> {
  const browser = t.browser()
  const account = t.demo('administrator')
  expect(
    (await browser.post('/api/auth/login', { login: account.username, password: account.password })).status,
  ).toBe(200)
  return browser
}

async function stockOf(id: number): Promise<number | null> {
  return (await t.deps.woo.getProduct(id))?.stock_quantity ?? null
}

const cents = (euros: number) => Math.round(euros * 100)

beforeAll(async () => {
  t = await startApi()
  // The order mails of online payments go at once here (they wait for the payment otherwise:
  // test/order-mails.test.ts); these tests read what they say about amounts and bank details.
  t.deps.config.orderMailWaitSeconds = 0
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[dates.length - 1] as string
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  setGateway('cod', true)
  setGateway('cheque', true)
})

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  await t.control('/faults', 'DELETE')
  await t.control('/taxes', 'DELETE')
})

describe('bug 2: prices as Italians read them (IVA 22 %, prices entered with it)', () => {
  it('shows every line with its VAT: the lines add up to the total to the cent, with "di cui IVA", everywhere', async () => {
    // Prices and quantities whose VAT, rounded line by line, could drift from the shelf prices.
    const lines = [
      { price: '13.50', quantity: 1 },
      { price: '19.90', quantity: 1 },
      { price: '0.39', quantity: 7 },
      { price: '2.49', quantity: 12 },
      { price: '6.90', quantity: 3 },
      { price: '27.50', quantity: 2 },
    ]
    const ids = await Promise.all(lines.map((line) => product(line.price)))
    const items = lines.map((line, i) => ({ productId: ids[i] as number, quantity: line.quantity }))
    const shelf = lines.map((line) => cents(Number(line.price)) * line.quantity)
    const customer = t.browser()
    const account = t.demo('customer', 2)
    expect(
      (await customer.post('/api/auth/login', { login: account.email, password: account.password })).status,
    ).toBe(200)
    const { reply } = await checkout(items, 'bacs', customer)
    expect(reply.status, reply.text).toBe(201)
    const view = reply.body
    const stored = await t.deps.woo.getOrder(view.id)
    if (!stored) throw new Error('order not in WooCommerce')
    // WooCommerce keeps the lines without VAT...
    expect(stored.prices_include_tax).toBe(true)
    expect(Number(stored.line_items?.[0]?.total)).toBe(11.07)
    // ...the shop shows each line as it was priced, and they add up to WooCommerce's total.
    expect(view.items.map((item: { total: number }) => cents(item.total))).toEqual(shelf)
    expect(cents(view.total)).toBe(shelf.reduce((a, b) => a + b, 0))
    expect(view.total).toBe(Number(stored.total))
    expect(view.tax).toBe(Number(stored.total_tax))
    expect(view.tax).toBeGreaterThan(0)
    expect(view.charges).toEqual([])
    expect(view.rounding).toBe(0)

    // The confirmation e-mail: the lines with VAT, the total, and the VAT it includes.
    const mail = await mailTo(account.email)
    expect(mail).toContain('- 1 × ')
    expect(mail).toContain(nbsp(': 13,50 €\n'))
    expect(mail).toContain(nbsp(': 19,90 €\n'))
    expect(mail).toContain(nbsp(': 2,73 €\n')) // 7 × 0,39
    expect(mail).toContain(`Totale: ${euro(view.total)} (di cui IVA ${euro(view.tax)})`)
    expect(mail).not.toMatch(/11,07|16,31/)

    // The order page, pay-now and the account's orders read the same.
    for (const path of [`/api/orders/${view.id}`]) expect((await customer.get(path)).body).toEqual(view)
    expect((await customer.get(`/api/orders/${view.id}/payment`)).body.order).toEqual(view)
    const mine = (await customer.get('/api/orders')).body.orders.find((o: { id: number }) => o.id === view.id)
    expect(mine).toEqual(view)
    // The operators' order, list and dispatch sheet too.
    const staff = await operator()
    const detail = (await staff.get(`/api/admin/orders/${view.id}`)).body
    expect(detail.items.map((item: { total: number }) => cents(item.total))).toEqual(shelf)
    expect(detail.tax).toBe(view.tax)
    const sheet = (await staff.get(`/api/admin/dispatch?date=${date}`)).body
    const dispatched = sheet.vans
      .flatMap((van: { stops: { order: { id: number; items: { total: number }[] } }[] }) =>
        van.stops.map((stop) => stop.order),
      )
      .find((o: { id: number }) => o.id === view.id)
    expect(dispatched.items.map((item: { total: number }) => cents(item.total))).toEqual(shelf)
  })

  it('with VAT off in WooCommerce, shows the prices as they are and no VAT', async () => {
    expect((await t.control('/taxes', 'PUT', { enabled: false, pricesIncludeTax: false })).status).toBe(200)
    const id = await product('13.50')
    const { reply, email } = await checkout([{ productId: id, quantity: 2 }], 'stripe')
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body).toMatchObject({ total: 27, tax: 0, rounding: 0 })
    expect(reply.body.items[0].total).toBe(27)
    const mail = await mailTo(email)
    expect(mail).toContain(nbsp('Totale: 27,00 €\n'))
    expect(mail).not.toContain('di cui IVA')
  })

  it("shows a cent WooCommerce's own figures disagree by as its own line, and charges WooCommerce's total", async () => {
    // A store that rounds tax at subtotal level: three lines of 0,42 € make 1,25 € there.
    expect((await t.control('/taxes', 'PUT', { roundAtSubtotal: true })).status).toBe(200)
    const ids = await Promise.all(['0.42', '0.42', '0.42'].map((price) => product(price)))
    const { reply, email } = await checkout(
      ids.map((productId) => ({ productId, quantity: 1 })),
      'bacs',
    )
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.items.map((item: { total: number }) => item.total)).toEqual([0.42, 0.42, 0.42])
    expect(reply.body).toMatchObject({ rounding: -0.01, total: 1.25, tax: 0.23 })
    const mail = await mailTo(email)
    expect(mail).toContain(nbsp('Arrotondamento: -0,01 €\nTotale: 1,25 € (di cui IVA 0,23 €)'))
  })
})

/** An amount as the shop writes it ('13,50 €', a no-break space before the sign). */
const euro = (value: number) => formatEuro(value)
/** A text with the shop's amounts: every '€' preceded by a no-break space, as formatEuro writes them. */
const nbsp = (text: string) => text.replaceAll(' €', '\u00a0€')

describe('bug 3: the bank details come from the shop, not from WooCommerce', () => {
  it('shows the configured account for a bank transfer: confirmation, e-mail and pay-now', async () => {
    const id = await product('4.90')
    const { reply, email } = await checkout([{ productId: id, quantity: 1 }], 'bacs')
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.status).toBe('on-hold')
    expect(reply.body.payment).toEqual({ state: 'awaiting-transfer', label: 'In attesa del bonifico' })
    expect(reply.body.bankDetails).toEqual(DEMO_BANK)
    const mail = await mailTo(email)
    expect(mail).toContain(
      nbsp(`Per pagare fai un bonifico di 4,90 € con causale "Ordine n. ${reply.body.number}":`),
    )
    expect(mail).toContain(
      `Intestatario: ${DEMO_BANK.holder}\nIBAN: ${DEMO_BANK.iban}\nBanca: ${DEMO_BANK.bank}`,
    )
    const pay = await t
      .browser()
      .get(`/api/orders/${reply.body.id}/payment?key=${encodeURIComponent(reply.body.orderKey)}`)
    expect(pay.body.order.bankDetails).toEqual(DEMO_BANK)
    expect(pay.body.payable).toBe(false)
  })

  it('lets operators set the account, checks the IBAN in Italian, and says the details follow by e-mail when there is none', async () => {
    const staff = await operator()
    const before = (await staff.get('/api/admin/config')).body.settings
    expect(before.bankAccount).toEqual({ ...DEMO_BANK, iban: 'IT60X0542811101000000123456' })
    try {
      for (const [iban, message] of [
        ['DE89 3704 0044 0532 0130 00', "L'IBAN deve essere di un conto italiano: inizia con IT"],
        [
          'IT60 X054 2811 1010 0000 0123 45',
          'Un IBAN italiano ha 27 caratteri, spazi esclusi: questo ne ha 26',
        ],
        [
          'IT61 X054 2811 1010 0000 0123 456',
          "L'IBAN non è valido: le cifre di controllo non tornano. Controlla di averlo copiato bene",
        ],
      ] as const) {
        const refused = await staff.put('/api/admin/config', {
          bankAccount: { iban, holder: 'Bari Bevande S.r.l.', bank: '' },
        })
        expect(refused.status).toBe(400)
        expect(refused.body.error.fields['bankAccount.iban']).toBe(message)
      }
      const noHolder = await staff.put('/api/admin/config', {
        bankAccount: { iban: 'IT40S0542811101000000123456', holder: ' ', bank: '' },
      })
      expect(noHolder.body.error.fields['bankAccount.holder']).toBe(
        "Scrivi l'intestatario del conto: è il beneficiario del bonifico",
      )
      expect((await staff.get('/api/admin/config')).body.settings.bankAccount).toEqual(before.bankAccount)

      // Spaces and small letters as typed: stored normalised, shown in groups of four.
      const saved = await staff.put('/api/admin/config', {
        bankAccount: {
          iban: ' it40 s054 2811 1010 0000 0123 456',
          holder: 'Bevande di Bari S.r.l.',
          bank: '',
        },
      })
      expect(saved.status, saved.text).toBe(200)
      expect(saved.body.settings.bankAccount).toEqual({
        iban: 'IT40S0542811101000000123456',
        holder: 'Bevande di Bari S.r.l.',
        bank: '',
      })
      const id = await product('4.90')
      const { reply, email } = await checkout([{ productId: id, quantity: 1 }], 'bacs')
      expect(reply.body.bankDetails).toEqual({
        holder: 'Bevande di Bari S.r.l.',
        iban: 'IT40 S054 2811 1010 0000 0123 456',
        bank: '',
      })
      const mail = await mailTo(email)
      expect(mail).toContain(
        'Intestatario: Bevande di Bari S.r.l.\nIBAN: IT40 S054 2811 1010 0000 0123 456\n',
      )
      expect(mail).not.toContain('Banca:')

      // No account: the transfer is still awaited, and the details follow by e-mail.
      const cleared = await staff.put('/api/admin/config', {
        bankAccount: { iban: '', holder: '', bank: '' },
      })
      expect(cleared.body.settings.bankAccount).toBeNull()
      const second = await checkout([{ productId: id, quantity: 1 }], 'bacs')
      expect(second.reply.body.bankDetails).toBeNull()
      expect(second.reply.body.payment.state).toBe('awaiting-transfer')
      const without = await mailTo(second.email)
      expect(without).toContain(
        nbsp(
          'Ti mandiamo con una prossima email le coordinate bancarie per il bonifico di 4,90 €, con causale',
        ),
      )
      expect(without).not.toContain('IBAN')
    } finally {
      await staff.put('/api/admin/config', { bankAccount: before.bankAccount })
    }
  })
})

describe('bug 6: cash on delivery and cheques', () => {
  for (const [method, label] of [
    ['cod', 'Pagherai alla consegna'],
    ['cheque', 'Pagherai con assegno alla consegna'],
  ] as const) {
    it(`moves a ${method} order to on-hold right after checkout: WooCommerce takes the stock once, the hold goes, and it says '${label}'`, async () => {
      const id = await product('3.20', 5)
      const { reply, email } = await checkout([{ productId: id, quantity: 2 }], method)
      expect(reply.status, reply.text).toBe(201)
      expect(reply.body).toMatchObject({
        status: 'on-hold',
        needsPayment: false,
        payment: { state: 'on-delivery', label },
      })
      expect((await t.deps.woo.getOrder(reply.body.id))?.status).toBe('on-hold')
      expect(await stockOf(id)).toBe(3)
      // WooCommerce has the units: the shop's hold is gone, and the other 3 can be sold.
      expect(await liveStock(t.deps, reply.body.id, t.deps.now().getTime())).toEqual([])
      expect((await checkout([{ productId: id, quantity: 3 }], method)).reply.status).toBe(201)
      expect((await checkout([{ productId: id, quantity: 1 }], method)).reply.status).toBe(409)
      expect(await stockOf(id)).toBe(0)

      const mail = await mailTo(email)
      expect(mail).toContain(`${label}: `)
      expect(mail).toContain('non devi pagare nulla online.')
      expect(mail).not.toContain('/paga')
      // Never paid online.
      const key = encodeURIComponent(reply.body.orderKey)
      const pay = await t.browser().get(`/api/orders/${reply.body.id}/payment?key=${key}`)
      expect(pay.body).toMatchObject({ payable: false, order: { payment: { state: 'on-delivery' } } })
      const card = await t.browser().post(`/api/orders/${reply.body.id}/card`, {
        token: await cardToken(t),
        key: reply.body.orderKey,
      })
      expect(card.status).toBe(409)
      expect(card.body.error).toEqual({
        code: 'paid_on_delivery',
        message: 'Questo ordine si paga alla consegna: non serve pagarlo online.',
      })
    })
  }

  it('moves them to processing instead when the operators chose so', async () => {
    const staff = await operator()
    expect((await staff.put('/api/admin/config', { onDeliveryStatus: 'processing' })).status).toBe(200)
    try {
      const id = await product('3.20', 5)
      const { reply } = await checkout([{ productId: id, quantity: 1 }], 'cod')
      expect(reply.body).toMatchObject({ status: 'processing', payment: { state: 'on-delivery' } })
      expect(await stockOf(id)).toBe(4)
      const refused = await staff.put('/api/admin/config', { onDeliveryStatus: 'completed' })
      expect(refused.status).toBe(400)
      expect(refused.body.error.fields.onDeliveryStatus).toBe(
        "onDeliveryStatus deve essere 'on-hold' (in attesa) o 'processing' (in lavorazione)",
      )
    } finally {
      await staff.put('/api/admin/config', { onDeliveryStatus: 'on-hold' })
    }
  })

  it('keeps holding the stock when WooCommerce refuses the move: the order stays pending, still paid at the door', async () => {
    const id = await product('3.20', 1)
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/orders/',
      method: 'PUT',
      status: 500,
      times: 1,
    })
    const { reply } = await checkout([{ productId: id, quantity: 1 }], 'cod')
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body).toMatchObject({
      status: 'pending',
      needsPayment: false,
      payment: { state: 'on-delivery' },
    })
    expect(await stockOf(id)).toBe(1)
    expect(await liveStock(t.deps, reply.body.id, t.deps.now().getTime())).not.toEqual([])
    expect((await checkout([{ productId: id, quantity: 1 }], 'stripe')).reply.status).toBe(409)
    expect(t.logs.some((line) => line.includes('left pending'))).toBe(true)
  })

  it("says an online order is to be paid, with the pay-now link, and 'Pagato' once paid", async () => {
    const id = await product('5.00')
    const { reply, email } = await checkout([{ productId: id, quantity: 1 }], 'stripe')
    expect(reply.body).toMatchObject({
      needsPayment: true,
      payment: { state: 'to-pay-online', label: 'Da pagare online' },
    })
    const mail = await mailTo(email)
    expect(mail).toContain(`/paga?ordine=${reply.body.id}&chiave=`)
    const paid = await t.browser().post(`/api/orders/${reply.body.id}/card`, {
      token: await cardToken(t),
      key: reply.body.orderKey,
    })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.body).toMatchObject({ needsPayment: false, payment: { state: 'paid', label: 'Pagato' } })
  })
})

describe('what the shop sends and reads (rows 7, 9, 12)', () => {
  it('row 7: never sends a line of quantity 0 (the real store crashes): 400, nothing created', async () => {
    const id = await product('1.00')
    const { reply } = await checkout([{ productId: id, quantity: 0 }], 'bacs')
    expect(reply.status).toBe(400)
    expect(reply.body.error.code).toBe('invalid_request')
  })

  it('row 12: looks for a retried checkout among the orders of the last 15 minutes, in GMT', async () => {
    const id = await product('1.00')
    const browser = t.browser()
    const key = `rules-${randomUUID()}`
    const reply = await browser.request('POST', '/api/orders', {
      body: {
        items: [{ productId: id, quantity: 1 }],
        ...JAPIGIA_HOME,
        delivery: { date, slot: '10:00 - 11:00' },
        paymentMethod: 'bacs',
        guest: guest(),
      },
      headers: { 'Idempotency-Key': key },
    })
    expect(reply.status).toBe(201)
    const marker = (await t.deps.woo.getOrder(reply.body.id))?.meta_data?.find(
      (m) => m.key === ORDER_META_KEYS.checkoutKey,
    )
    expect(typeof marker?.value).toBe('string')
    const at = (minutes: number) => ({
      ...t.deps,
      now: () => new Date(t.deps.now().getTime() + minutes * 60_000),
    })
    expect((await findCheckoutOrder(at(10), 0, String(marker?.value)))?.id).toBe(reply.body.id)
    // 20 minutes on, the order is older than the look-back: read in GMT, not in Rome's time.
    expect(await findCheckoutOrder(at(20), 0, String(marker?.value))).toBeNull()
  })

  it('row 9: reads order meta back as text, numbers included', async () => {
    const id = await product('1.00')
    const { reply } = await checkout([{ productId: id, quantity: 1 }], 'bacs')
    const stored = await t.deps.woo.getOrder(reply.body.id)
    const timestamp = stored?.meta_data?.find((m) => m.key === ORDER_META_KEYS.ordddTimestamp)
    expect(typeof timestamp?.value).toBe('string')
    // The shop's own view reads the delivery meta it wrote.
    expect(reply.body.delivery).toMatchObject({ date, slot: '10:00 - 11:00', zoneName: 'Japigia' })
  })
})
