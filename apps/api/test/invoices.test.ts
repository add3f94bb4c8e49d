/**
 * Invoices for businesses (issue 27), over HTTP on the emulator: 'Richiedo la fattura' stored with
 * the order (WooCommerce's meta and billing company), refused with Italian field errors and no
 * order when wrong, the account's invoice data, and the FatturaPA 1.2 XML of a bank-transfer, a
 * card and a cash order, each checked against the official XSD and its totals against the order;
 * the invoice numbers under parallel exports, and the 409s.
 */
import { randomUUID } from 'node:crypto'
import { type InvoiceRequest, invoiceRequestSchema } from '@shop/forms'
import { ORDER_META_KEYS } from '@shop/orders'
import type { Order, Product } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SELLER } from '../src/config'
import { deliveryCalendar } from '../src/delivery-service'
import { INVOICE_MSG } from '../src/invoices/invoice-messages'
import { INVOICE_PROFILE_META_KEY } from '../src/invoices/invoice-request'
import { fatturaPaErrors } from './fattura-pa-xsd'
import {
  type Browser,
  cardToken,
  freeEveryVan,
  JAPIGIA_HOME,
  startApi,
  type TestApi,
  unique,
} from './harness'

let t: TestApi
let dates: string[]
let water: Product
let plain: Product
let admin: Browser

/** What a bar in Bari types in 'Richiedo la fattura'. */
const BAR_INVOICE = {
  companyName: 'Bar Centrale di Lorusso & C. S.n.c.',
  vatNumber: 'IT 06363391001',
  taxCode: '06363391001',
  recipientCode: 'm5uxcr1',
  pec: '',
  street: 'Corso Vittorio Emanuele II, 15',
  postcode: '70122',
  city: 'Bari',
  province: 'BA',
}
const STORED_BAR = invoiceRequestSchema.parse(BAR_INVOICE)

const CRATE = {
  empties: [
    { kind: 'bottiglia', count: 12, depositCents: 20 },
    { kind: 'cassa', count: 1, depositCents: 300 },
  ],
}

const cents = (value: string | undefined | null) => Math.round(Number(value ?? '0') * 100)
const meta = (o: { meta_data?: { key: string; value: unknown }[] }, key: string) =>
  o.meta_data?.find((entry) => entry.key === key)?.value

let dateIndex = 0
function checkout(
  items: { productId: number; quantity: number }[],
  paymentMethod: string,
  extra: Record<string, unknown> = {},
) {
  dateIndex = (dateIndex + 1) % dates.length
  return {
    items,
    ...JAPIGIA_HOME,
    delivery: { date: dates[dateIndex], slot: '10:00 - 11:00' },
    paymentMethod,
    ...extra,
  }
}
const guest = () => ({
  guest: {
    firstName: 'Nicola',
    lastName: 'Lorusso',
    email: `${unique('bar')}@example.it`,
    phone: '3331234567',
  },
})
const place = (browser: Browser, body: unknown) =>
  browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': `invoice-${randomUUID()}` } })
const wooOrder = async (id: number) => (await t.deps.woo.getOrder(id)) as Order

async function orderCount(): Promise<number> {
  const info = (await (await t.control('', 'GET')).json()) as { counts: { orders: number } }
  return info.counts.orders
}

/** The text of every `name` element of `xml`, in order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1] as string)
const one = (xml: string, name: string) => all(xml, name)[0]
const xmlCents = (text: string | undefined) => Math.round(Number(text) * 100)

/**
 * The checks an invoice passes whatever the order: valid against the XSD, the document's total is
 * the order's, each recap's taxable amount is its lines' nets plus its rounding, its VAT that rate
 * of it within a cent, and the lines, the recaps and the payment add up to the total.
 */
async function expectSoundInvoice(xml: string, order: Order) {
  expect(await fatturaPaErrors(xml)).toEqual([])
  const total = xmlCents(one(xml, 'ImportoTotaleDocumento'))
  expect(total).toBe(cents(order.total))
  expect(xmlCents(one(xml, 'ImportoPagamento'))).toBe(total)
  const recaps = [...xml.matchAll(/<DatiRiepilogo>(.*?)<\/DatiRiepilogo>/g)].map((m) => m[1] as string)
  const lines = [...xml.matchAll(/<DettaglioLinee>(.*?)<\/DettaglioLinee>/g)].map((m) => m[1] as string)
  let sum = 0
  for (const recap of recaps) {
    const rate = one(recap, 'AliquotaIVA')
    const nets = lines
      .filter((line) => one(line, 'AliquotaIVA') === rate)
      .reduce((acc, line) => acc + xmlCents(one(line, 'PrezzoTotale')), 0)
    const taxable = xmlCents(one(recap, 'ImponibileImporto'))
    const vat = xmlCents(one(recap, 'Imposta'))
    expect(taxable).toBe(nets + xmlCents(one(recap, 'Arrotondamento') ?? '0'))
    expect(Math.abs(vat - (taxable * Number(rate)) / 100)).toBeLessThanOrEqual(1)
    sum += taxable + vat
  }
  expect(sum).toBe(total)
  // The VAT of the invoice is WooCommerce's, but for the rounding of each line (a cent or two).
  const vat = recaps.reduce((acc, recap) => acc + xmlCents(one(recap, 'Imposta')), 0)
  expect(Math.abs(vat - cents(order.total_tax))).toBeLessThanOrEqual(lines.length)
  for (const line of lines) {
    const quantity = Number(one(line, 'Quantita'))
    const unit = Number(one(line, 'PrezzoUnitario'))
    expect(
      Math.abs(Math.round(unit * quantity * 100) - xmlCents(one(line, 'PrezzoTotale'))),
    ).toBeLessThanOrEqual(1)
  }
}

const exportXml = (browser: Browser, id: number) => browser.get(`/api/admin/orders/${id}/invoice.xml`)

beforeAll(async () => {
  t = await startApi({ zoneCharges: true })
  dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date).slice(2)
  const all = await t.deps.woo.listAllProducts({ status: 'publish' })
  const inCategory = (slug: string) =>
    all.find(
      (p) =>
        p.categories?.some((category) => category.slug === slug) &&
        p.type === 'simple' &&
        p.purchasable !== false &&
        cents(p.price) > 0,
    ) as Product
  water = inCategory('acqua-in-vetro')
  plain = inCategory('acqua-naturale')
  expect([water, plain].every(Boolean)).toBe(true)
  for (const p of [water, plain]) await t.deps.woo.updateStock(p.id, 5000)
  await freeEveryVan(t)
  admin = await t.loggedIn('administrator')
  expect((await admin.put(`/api/admin/products/${water.id}/returnable`, CRATE)).status).toBe(200)
  // Cash on delivery, installed but off in the seeded store.
  expect((await admin.put('/api/admin/payment-gateways/cod', { enabled: true })).status).toBe(200)
})

afterAll(async () => {
  await t?.stop()
})

/** A cart between Japigia's minimum (15 €) and its free delivery (39 €): the 2,90 € fee is charged. */
function feeCart() {
  const waterCents = cents(water.price)
  const plainCents = cents(plain.price)
  const waterQuantity = Math.max(1, Math.floor(1000 / waterCents))
  const plainQuantity = Math.max(1, Math.ceil((1600 - waterQuantity * waterCents) / plainCents))
  const subtotal = waterQuantity * waterCents + plainQuantity * plainCents
  expect(subtotal).toBeGreaterThanOrEqual(1500)
  expect(subtotal).toBeLessThan(3900)
  return [
    { productId: water.id, quantity: waterQuantity },
    { productId: plain.id, quantity: plainQuantity },
  ]
}

describe("'Richiedo la fattura' at checkout", () => {
  it('keeps the request with the order (meta _shop_invoice) and the company on the billing', async () => {
    const reply = await place(t.browser(), {
      ...checkout(feeCart(), 'bacs'),
      ...guest(),
      invoice: BAR_INVOICE,
    })
    expect(reply.status, reply.text).toBe(201)
    const stored = await wooOrder(reply.body.id)
    expect(JSON.parse(String(meta(stored, ORDER_META_KEYS.invoice)))).toEqual(STORED_BAR)
    expect(stored.billing?.company).toBe(BAR_INVOICE.companyName)
    const view = await admin.get(`/api/admin/orders/${reply.body.id}`)
    expect(view.body.invoice).toEqual(STORED_BAR)
  })

  it('refuses wrong invoice data with 400 and Italian field errors, and makes no order', async () => {
    const before = await orderCount()
    const reply = await place(t.browser(), {
      ...checkout(feeCart(), 'bacs'),
      ...guest(),
      invoice: { ...BAR_INVOICE, vatNumber: '06363391002', recipientCode: '0000000', taxCode: '' },
    })
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.error.fields).toEqual({
      'invoice.vatNumber':
        "La partita IVA ha 11 cifre e l'ultima controlla le altre: ricontrollala sulla visura o su una fattura",
      'invoice.taxCode': "Il codice fiscale è obbligatorio (per un'azienda è spesso uguale alla partita IVA)",
    })
    const noPec = await place(t.browser(), {
      ...checkout(feeCart(), 'bacs'),
      ...guest(),
      invoice: { ...BAR_INVOICE, recipientCode: '0000000' },
    })
    expect(noPec.status, noPec.text).toBe(400)
    expect(noPec.body.error.fields).toEqual({
      'invoice.pec': 'Con il codice destinatario 0000000 indica la PEC a cui mandare la fattura',
    })
    expect(await orderCount()).toBe(before)
  })
})

describe('the account’s invoice data', () => {
  it('are kept on the WooCommerce customer, checked, and pre-filled from the first checkout that asks for an invoice', async () => {
    const customer = await t.loggedIn('customer', 2)
    const me = (await customer.get('/api/auth/me')).body.user.id as number
    expect((await customer.get('/api/account/invoice-profile')).body).toEqual({ profile: null })

    // The first invoice at checkout becomes the account's.
    const ordered = await place(customer, { ...checkout(feeCart(), 'bacs'), invoice: BAR_INVOICE })
    expect(ordered.status, ordered.text).toBe(201)
    expect((await customer.get('/api/account/invoice-profile')).body).toEqual({ profile: STORED_BAR })

    const bad = await customer.put('/api/account/invoice-profile', {
      ...BAR_INVOICE,
      pec: 'fatture@',
      recipientCode: '',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ pec: INVOICE_PEC_MESSAGE })

    const office: InvoiceRequest = {
      ...STORED_BAR,
      companyName: 'Studio Dentistico Lorusso S.r.l.',
      recipientCode: '',
      pec: 'amministrazione@pec.studiolorusso.it',
    }
    const saved = await customer.put('/api/account/invoice-profile', office)
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.profile).toEqual(office)
    const woo = await t.deps.woo.getCustomer(me)
    expect(JSON.parse(String(meta(woo ?? {}, INVOICE_PROFILE_META_KEY)))).toEqual(office)

    // A later checkout with other data does not overwrite the account's.
    const again = await place(customer, { ...checkout(feeCart(), 'bacs'), invoice: BAR_INVOICE })
    expect(again.status, again.text).toBe(201)
    expect((await customer.get('/api/account/invoice-profile')).body.profile).toEqual(office)
  })

  it('are the logged-in customer’s only', async () => {
    expect((await t.browser().get('/api/account/invoice-profile')).status).toBe(401)
    expect((await t.browser().put('/api/account/invoice-profile', BAR_INVOICE)).status).toBe(401)
  })
})

const INVOICE_PEC_MESSAGE = 'Inserisci un indirizzo PEC valido, per esempio fatture@pec.example.it'

describe('the FatturaPA XML from the admin', () => {
  it('of a bank-transfer order, once paid: valid, with the fee, the deposit outside VAT and MP05 with the IBAN', async () => {
    const reply = await place(t.browser(), {
      ...checkout(feeCart(), 'bacs'),
      ...guest(),
      invoice: BAR_INVOICE,
    })
    expect(reply.status, reply.text).toBe(201)
    const id = reply.body.id as number
    const unpaid = await exportXml(admin, id)
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.error).toMatchObject({ code: 'order_not_paid' })
    expect(unpaid.body.error.message).toContain('La fattura si emette quando l’ordine è pagato')
    expect((await admin.put(`/api/admin/orders/${id}/status`, { status: 'processing' })).status).toBe(200)

    const xml = await exportXml(admin, id)
    expect(xml.status, xml.text).toBe(200)
    expect(xml.headers.get('content-type')).toContain('application/xml')
    expect(xml.headers.get('content-disposition')).toMatch(
      /^attachment; filename="IT12345678903_[0-9a-z]{5}\.xml"$/,
    )
    const order = await wooOrder(id)
    await expectSoundInvoice(xml.text, order)
    expect(one(xml.text, 'FormatoTrasmissione')).toBe('FPR12')
    expect(one(xml.text, 'CodiceDestinatario')).toBe('M5UXCR1')
    expect(xml.text).toContain('<Denominazione>Bar Centrale di Lorusso &amp; C. S.n.c.</Denominazione>')
    expect(all(xml.text, 'IdCodice')).toEqual([DEMO_SELLER.vatNumber, DEMO_SELLER.vatNumber, '06363391001'])
    expect(one(xml.text, 'ModalitaPagamento')).toBe('MP05')
    expect(one(xml.text, 'IBAN')).toBe(t.deps.config.bank?.iban.replace(/\s/g, ''))
    // Products at 22 %, the delivery fee (2,90 € VAT included), the deposit as N1.
    const lines = [...xml.text.matchAll(/<DettaglioLinee>(.*?)<\/DettaglioLinee>/g)].map(
      (m) => m[1] as string,
    )
    expect(lines).toHaveLength(4)
    expect(lines.map((line) => one(line, 'AliquotaIVA'))).toEqual(['22.00', '22.00', '22.00', '0.00'])
    expect(one(lines[2] as string, 'Descrizione')).toBe('Consegna a domicilio')
    expect(cents(order.shipping_lines?.[0]?.total) + cents(order.shipping_lines?.[0]?.total_tax)).toBe(290)
    expect(one(lines[3] as string, 'Natura')).toBe('N1')
    expect(xmlCents(one(lines[3] as string, 'PrezzoTotale'))).toBe(cents(order.fee_lines?.[0]?.total))
    expect(xml.text).toContain(
      '<RiferimentoNormativo>Escluso art. 15 DPR 633/72 (cauzione vuoti a rendere)</RiferimentoNormativo>',
    )
  })

  it('of a card order: MP08, and the PEC when the code is 0000000', async () => {
    const browser = t.browser()
    const reply = await place(browser, {
      ...checkout([{ productId: plain.id, quantity: Math.ceil(1600 / cents(plain.price)) }], 'stripe'),
      ...guest(),
      invoice: { ...BAR_INVOICE, recipientCode: '0000000', pec: 'fatture@pec.barcentrale.it' },
    })
    expect(reply.status, reply.text).toBe(201)
    const id = reply.body.id as number
    const paid = await browser.post(`/api/orders/${id}/card`, {
      token: await cardToken(t),
      key: reply.body.orderKey,
    })
    expect(paid.status, paid.text).toBe(200)
    const xml = await exportXml(admin, id)
    expect(xml.status, xml.text).toBe(200)
    await expectSoundInvoice(xml.text, await wooOrder(id))
    expect(one(xml.text, 'ModalitaPagamento')).toBe('MP08')
    expect(one(xml.text, 'CodiceDestinatario')).toBe('0000000')
    expect(one(xml.text, 'PECDestinatario')).toBe('fatture@pec.barcentrale.it')
    expect(xml.text).not.toContain('<IBAN>')
  })

  it('of a cash order, once delivered (completed): MP01', async () => {
    const reply = await place(t.browser(), {
      ...checkout(feeCart(), 'cod'),
      ...guest(),
      invoice: BAR_INVOICE,
    })
    expect(reply.status, reply.text).toBe(201)
    const id = reply.body.id as number
    expect((await exportXml(admin, id)).body.error?.code).toBe('order_not_paid')
    await t.deps.woo.updateOrderStatus(id, 'completed')
    const xml = await exportXml(admin, id)
    expect(xml.status, xml.text).toBe(200)
    await expectSoundInvoice(xml.text, await wooOrder(id))
    expect(one(xml.text, 'ModalitaPagamento')).toBe('MP01')
  })

  it('is refused by the schema when it is broken: the check is real', async () => {
    const reply = await place(t.browser(), {
      ...checkout(feeCart(), 'cod'),
      ...guest(),
      invoice: BAR_INVOICE,
    })
    await t.deps.woo.updateOrderStatus(reply.body.id, 'completed')
    const xml = (await exportXml(admin, reply.body.id)).text
    expect(await fatturaPaErrors(xml.replace('<TipoDocumento>TD01<', '<TipoDocumento>TD99<'))).not.toEqual([])
    expect(await fatturaPaErrors(xml.replace(/<CodiceFiscale>[^<]*<\/CodiceFiscale>/, ''))).toEqual([])
    expect(await fatturaPaErrors(xml.replace(/<Provincia>BA</, '<Provincia>Bari<'))).not.toEqual([])
  })

  it('answers 409 in Italian without an invoice request or without the seller, 404 for no order, 403 to a customer', async () => {
    const plainOrder = await place(t.browser(), { ...checkout(feeCart(), 'cod'), ...guest() })
    await t.deps.woo.updateOrderStatus(plainOrder.body.id, 'completed')
    const none = await exportXml(admin, plainOrder.body.id)
    expect(none.status).toBe(409)
    expect(none.body.error).toEqual({ code: 'invoice_not_requested', message: INVOICE_MSG.notRequested })

    const withInvoice = await place(t.browser(), {
      ...checkout(feeCart(), 'cod'),
      ...guest(),
      invoice: BAR_INVOICE,
    })
    await t.deps.woo.updateOrderStatus(withInvoice.body.id, 'completed')
    expect((await admin.put('/api/admin/config', { seller: null })).status).toBe(200)
    try {
      const noSeller = await exportXml(admin, withInvoice.body.id)
      expect(noSeller.status).toBe(409)
      expect(noSeller.body.error).toEqual({ code: 'seller_missing', message: INVOICE_MSG.sellerMissing })
    } finally {
      expect((await admin.put('/api/admin/config', { seller: DEMO_SELLER })).status).toBe(200)
    }
    // None of the refusals took a number.
    expect(await t.deps.stores.invoiceNumbers.numberOf(withInvoice.body.id)).toBeNull()
    expect((await exportXml(admin, 99_999_999)).status).toBe(404)
    expect((await exportXml(admin, 0)).status).toBe(400)
    const customer = await t.loggedIn('customer', 1)
    expect((await exportXml(customer, withInvoice.body.id)).status).toBe(403)
    expect((await exportXml(t.browser(), withInvoice.body.id)).status).toBe(401)
  })
})

describe('the invoice numbers over HTTP', () => {
  it('8 exports of 8 orders at once: 8 consecutive numbers; 8 of one order: one number, the same XML', async () => {
    const paidOrder = () =>
      t.wooRest<Order>('POST', '/orders', {
        status: 'processing',
        set_paid: true,
        payment_method: 'bacs',
        payment_method_title: 'Bonifico bancario',
        billing: { first_name: 'Nicola', last_name: 'Lorusso', email: 'bar@example.it', country: 'IT' },
        line_items: [{ product_id: plain.id, quantity: 2 }],
        meta_data: [{ key: ORDER_META_KEYS.invoice, value: JSON.stringify(STORED_BAR) }],
      })
    const orders = await Promise.all(Array.from({ length: 8 }, paidOrder))
    const exports = await Promise.all(orders.map((order) => exportXml(admin, order.id)))
    expect(exports.map((reply) => reply.status)).toEqual(Array(8).fill(200))
    const numbers = exports.map((reply) => Number(one(reply.text, 'Numero')?.split('/')[0]))
    const sorted = [...numbers].sort((a, b) => a - b)
    const first = sorted[0] as number
    expect(sorted).toEqual(Array.from({ length: 8 }, (_, i) => first + i))

    const target = orders[0] as Order
    const again = await Promise.all(Array.from({ length: 8 }, () => exportXml(admin, target.id)))
    expect(new Set(again.map((reply) => reply.text))).toEqual(new Set([exports[0]?.text]))
    expect(new Set(again.map((reply) => reply.headers.get('x-invoice-number')))).toEqual(
      new Set([`${numbers[0]}/2026`]),
    )
    expect(one(exports[0]?.text ?? '', 'Data')).toBe('2026-11-25')
  })
})
