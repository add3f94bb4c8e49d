/**
 * Issue 17: messages that tell the truth, one per real event. The API over HTTP on the emulator,
 * its mail going through the durable queue to a real SMTP server on 127.0.0.1; each mail is read
 * back as it arrived (mailparser): subject, text part and HTML part.
 */
import { randomUUID } from 'node:crypto'
import { formatEuro } from '@shop/catalog'
import { orderWording } from '@shop/payments'
import { deliveryDateLabel, TIME_SLOTS } from '@shop/slots'
import type { ParsedMail } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMessageQueue, type MessageQueue } from '../src/adapters/message-queue'
import { createSmtpMail } from '../src/adapters/smtp-mail'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, cardToken, JAPIGIA_HOME, startApi, type TestApi } from './harness'
import { mailbox, startSmtp, type TestSmtp } from './transports'

let t: TestApi
let smtp: TestSmtp
let queue: MessageQueue
let closeMail: () => void
let date: string

/** The emulator's demo bank account, the embedded default when BANK_IBAN is unset. */
const DEMO_IBAN = 'IT60 X054 2811 1010 0000 0123 456'
const NOTE = '<script>alert("x")</script> Citofono "Rossi" & figli, 3° piano'

beforeAll(async () => {
  smtp = await startSmtp()
  const mail = createSmtpMail({ url: smtp.url, from: 'Bari Bevande <ordini@baribevande.example>' })
  closeMail = mail.close
  t = await startApi({
    messaging: ({ stores, log, now }) => {
      queue = createMessageQueue({ messages: stores.messages, log, now, mail: mail.deliver })
      return { mail: queue.mail ?? undefined }
    },
  })
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[dates.length - 1] as string
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  for (const id of ['cod', 'cheque'])
    t.emulator.context.store.run(
      "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = ?",
      id,
    )
}, 60_000)

afterAll(async () => {
  await queue?.stop()
  closeMail?.()
  await t?.stop()
  await smtp?.close()
})

afterEach(() => {
  t.deps.config.orderMailWaitSeconds = 600
})

async function product(price: string): Promise<{ id: number; name: string }> {
  const created = await t.wooRest<{ id: number; name: string }>('POST', '/products', {
    name: `Birra <Peroni> & C. ${randomUUID().slice(0, 6)}`,
    regular_price: price,
    manage_stock: true,
    stock_quantity: 500,
  })
  return created
}

interface Placed {
  id: number
  number: string
  orderKey: string
  total: number
  tax: number
}

/** A guest checkout with the note; the reply, the guest's email and the request to replay it. */
async function checkout(productId: number, paymentMethod: string, key = `mails-${randomUUID()}`) {
  const email = `cliente.${randomUUID().slice(0, 8)}@example.it`
  const body = {
    items: [{ productId, quantity: 2 }],
    ...JAPIGIA_HOME,
    delivery: { date, slot: '10:00 - 11:00' },
    paymentMethod,
    note: NOTE,
    guest: { firstName: 'Lucia', lastName: 'Di Bari', email, phone: '333 123 4567' },
  }
  const send = () => t.browser().request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': key } })
  const reply = await send()
  expect(reply.status, reply.text).toBe(201)
  return { order: reply.body as Placed, email, replay: send }
}

const { settled } = mailbox(
  () => smtp,
  () => queue,
)

const text = (mail: ParsedMail | undefined) => mail?.text ?? ''
const html = (mail: ParsedMail | undefined) => (typeof mail?.html === 'string' ? mail.html : '')

async function operator(): Promise<Browser> {
  const browser = t.browser()
  const account = t.demo('shop_manager')
  expect(
    (await browser.post('/api/auth/login', { login: account.username, password: account.password })).status,
  ).toBe(200)
  return browser
}

async function setStatus(staff: Browser, id: number, status: string): Promise<void> {
  const reply = await staff.put(`/api/admin/orders/${id}/status`, { status })
  expect(reply.status, reply.text).toBe(200)
}

/** What every order mail says of the order: number, delivery in words, slot, address, note, lines, total with IVA. */
function expectOrderFacts(mail: ParsedMail | undefined, order: Placed, productName: string): void {
  const body = text(mail)
  expect(body).toContain(`Ordine: n. ${order.number}`)
  expect(body).toMatch(new RegExp(`${deliveryDateLabel(date)}, 10:00 - 11:00`))
  expect(body).toContain('Indirizzo: Giuseppe Abbrescia, Via Peucetia, 22, 70126 Bari (BA)')
  expect(body).toContain(`Note per la consegna: ${NOTE}`)
  expect(body).toContain(`- 2 × ${productName}: ${formatEuro(order.total)}`)
  expect(body).toContain(`Totale: ${formatEuro(order.total)} (di cui IVA ${formatEuro(order.tax)})`)
  const page = html(mail)
  expect(page).toContain(`n. ${order.number}`)
  expect(page).toContain(deliveryDateLabel(date))
  expect(page).toContain('Via Peucetia, 22')
  // Every customer text escaped: the note and a product name with markup show as text.
  expect(page).toContain(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Citofono &quot;Rossi&quot; &amp; figli',
  )
  expect(page).toContain('Birra &lt;Peroni&gt; &amp; C.')
  expect(page).not.toContain('<script')
  expect(page).not.toContain('<Peroni>')
  expect(page).toContain(formatEuro(order.total))
  expect(page).toContain('di cui IVA')
}

describe('order mails, one per real event, through a real SMTP server', () => {
  it('bank transfer: received (prepared when the transfer arrives, with the account), payment received, delivered; never "confermato"; a replayed checkout sends nothing twice', async () => {
    const beer = await product('4.90')
    const { order, email, replay } = await checkout(beer.id, 'bacs')
    const [received] = await settled(email, 1)
    expect(received?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto, in attesa del bonifico`)
    expect(received?.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect(text(received)).toContain('Prepareremo l’ordine quando riceviamo il bonifico')
    expect(text(received)).toContain(
      `Per pagare fai un bonifico di ${formatEuro(order.total)} con causale "Ordine n. ${order.number}":`,
    )
    expect(text(received)).toContain(`IBAN: ${DEMO_IBAN}`)
    expect(text(received)).toContain(`Consegna richiesta: ${deliveryDateLabel(date)}, 10:00 - 11:00`)
    expect(text(received)).toContain('Pagamento: In attesa del bonifico')
    expect(html(received)).toContain(DEMO_IBAN)
    expect(html(received)).toContain('Prepareremo l’ordine quando riceviamo il bonifico')
    expectOrderFacts(received, order, beer.name)

    // The same checkout again (a retry with the same Idempotency-Key): the same order, no second mail.
    const again = await replay()
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.id).toBe(order.id)
    expect(await settled(email, 1)).toHaveLength(1)

    // The operator sees the transfer and moves the order to processing: payment received, once.
    const staff = await operator()
    await setStatus(staff, order.id, 'processing')
    await setStatus(staff, order.id, 'processing')
    const [, paid] = await settled(email, 2)
    expect(paid?.subject).toBe(`Bari Bevande: pagamento ricevuto per l’ordine n. ${order.number}`)
    expect(text(paid)).toContain(
      `Abbiamo ricevuto il tuo bonifico di ${formatEuro(order.total)}: ora prepariamo l’ordine.`,
    )
    expect(text(paid)).toContain('Pagamento: Pagato (Bonifico bancario)')
    expect(text(paid)).not.toContain('IBAN')
    expectOrderFacts(paid, order, beer.name)

    // Delivered: completed, once, even when an operator puts it back and completes it again.
    await setStatus(staff, order.id, 'completed')
    await setStatus(staff, order.id, 'processing')
    await setStatus(staff, order.id, 'completed')
    const all = await settled(email, 3)
    expect(all).toHaveLength(3)
    expect(all[2]?.subject).toBe(`Bari Bevande: ordine n. ${order.number} consegnato`)
    expect(text(all[2])).toContain(`Il tuo ordine n. ${order.number} è stato consegnato`)
    expectOrderFacts(all[2], order, beer.name)

    for (const mail of all) {
      expect(`${mail.subject} ${text(mail)} ${html(mail)}`).not.toMatch(/confermat/i)
      expect(text(mail)).not.toContain('non è ancora completo')
    }
    const keys = (await t.stores.messages.queuedMessages(500))
      .map((m) => m.key)
      .filter((key) => key?.startsWith(`order:${order.id}:`))
    expect(keys.sort()).toEqual([
      `order:${order.id}:delivered`,
      `order:${order.id}:paid`,
      `order:${order.id}:received`,
    ])
  })

  it('cash on delivery: received says "pagherai alla consegna" with no pay link; cancelled says nothing is owed', async () => {
    const beer = await product('3.20')
    const { order, email } = await checkout(beer.id, 'cod')
    const [received] = await settled(email, 1)
    expect(received?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto`)
    expect(text(received)).toContain(`Pagherai alla consegna: ${formatEuro(order.total)} all’autista.`)
    expect(text(received)).not.toContain('/paga')
    expect(html(received)).not.toContain('/paga')
    expectOrderFacts(received, order, beer.name)

    const staff = await operator()
    await setStatus(staff, order.id, 'cancelled')
    const all = await settled(email, 2)
    expect(all).toHaveLength(2)
    expect(all[1]?.subject).toBe(`Bari Bevande: ordine n. ${order.number} annullato`)
    expect(text(all[1])).toContain('L’ordine non verrà consegnato.')
    expect(text(all[1])).toContain('Non devi pagare nulla.')
    expect(text(all[1])).toContain('Pagamento: Nessun pagamento dovuto')
    expect(text(all[1])).toContain(`Consegna annullata: ${deliveryDateLabel(date)}, 10:00 - 11:00`)
  })

  it('card paid right after checkout: one mail, the receipt, never "non è ancora completo" nor a pay link', async () => {
    t.deps.config.orderMailWaitSeconds = 60
    const beer = await product('5.00')
    const { order, email } = await checkout(beer.id, 'stripe')
    const paid = await t
      .browser()
      .post(`/api/orders/${order.id}/card`, { token: await cardToken(t), key: order.orderKey })
    expect(paid.status, paid.text).toBe(200)
    // A second payment is refused, and sends nothing.
    expect(
      (
        await t
          .browser()
          .post(`/api/orders/${order.id}/card`, { token: await cardToken(t), key: order.orderKey })
      ).status,
    ).toBe(409)
    const all = await settled(email, 1)
    expect(all).toHaveLength(1)
    const [receipt] = all
    expect(receipt?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto e pagato`)
    expect(text(receipt)).toContain(
      `Abbiamo ricevuto l’ordine e il pagamento di ${formatEuro(order.total)}. Questa email è la tua ricevuta.`,
    )
    expect(text(receipt)).toContain('Pagamento: Pagato (Carta di credito o debito)')
    expectOrderFacts(receipt, order, beer.name)
    for (const part of [text(receipt), html(receipt)]) {
      expect(part).not.toContain('non è ancora completo')
      expect(part).not.toContain('/paga')
    }
  })

  it('PayPal not paid within the wait: received with the pay link; paid later: the receipt follows, once', async () => {
    t.deps.config.orderMailWaitSeconds = 0
    const beer = await product('6.00')
    const { order, email } = await checkout(beer.id, 'ppcp-gateway')
    const [received] = await settled(email, 1)
    expect(received?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto`)
    expect(text(received)).toContain('Il pagamento (PayPal) non è ancora completo')
    const link = `${t.url}/paga?ordine=${order.id}&chiave=${encodeURIComponent(order.orderKey)}`
    expect(text(received)).toContain(`Paga ora: ${link}`)
    expect(html(received)).toContain(`href="${link.replaceAll('&', '&amp;')}"`)
    expectOrderFacts(received, order, beer.name)

    const buyer = t.browser()
    const start = await buyer.post(`/api/orders/${order.id}/wallet`, { key: order.orderKey })
    expect(start.status, start.text).toBe(201)
    const providerOrderId = start.body.providerOrderId as string
    await fetch(`${t.emulator.url}/sandbox/paypal/approve/${providerOrderId}`, { method: 'POST' })
    const capture = await buyer.post(`/api/orders/${order.id}/wallet/capture`, {
      providerOrderId,
      key: order.orderKey,
    })
    expect(capture.status, capture.text).toBe(200)
    const all = await settled(email, 2)
    expect(all).toHaveLength(2)
    expect(all[1]?.subject).toBe(`Bari Bevande: pagamento ricevuto per l’ordine n. ${order.number}`)
    expect(text(all[1])).toContain(
      `Abbiamo ricevuto il pagamento di ${formatEuro(order.total)}. Questa email è la tua ricevuta.`,
    )
    expect(text(all[1])).toContain('Pagamento: Pagato (PayPal)')
    expect(text(all[1])).not.toContain('non è ancora completo')
    expect(html(all[1])).not.toContain('/paga')
  })
})

/** The link 'Segui il tuo ordine' of a mail's text part, or ''. */
function orderLinkIn(mail: ParsedMail | undefined): string {
  return text(mail).match(/^Segui il tuo ordine: (\S+)$/m)?.[1] ?? ''
}

describe('order mails say what the order pages say, and link the order itself (issue 24)', () => {
  for (const [method, status, words] of [
    ['bacs', 'on-hold', /aspettiamo il bonifico/],
    ['cod', 'on-hold', /è confermato/],
  ] as const) {
    it(`${method}: the wording of @shop/payments, and a link that opens the order with its key`, async () => {
      const beer = await product('4.10')
      const { order, email } = await checkout(beer.id, method)
      const [received] = await settled(email, 1)
      // The wording the confirmation page, the order page and the account's list show.
      const view = (await t.browser().get(`/api/orders/${order.id}?key=${order.orderKey}`)).body
      expect([view.status, view.paymentMethod.id]).toEqual([status, method])
      const wording = orderWording({
        number: order.number,
        status: view.status,
        paymentMethod: method,
        needsPayment: view.needsPayment,
      })
      expect(wording.headline).toMatch(words)
      // The API's order view carries that wording for the storefront's pages.
      expect(view.wording).toEqual({ status: wording.status, headline: wording.headline, next: wording.next })
      expect(text(received)).toContain(`${wording.headline}\n`)
      expect(text(received)).toContain(wording.next)
      expect(text(received)).toContain(`Stato: ${wording.status}`)
      expect(html(received)).toContain(wording.next)
      if (method === 'bacs')
        expect(`${received?.subject} ${text(received)}`).not.toMatch(/confermat|Prepariamo/i)
      else expect(text(received)).not.toMatch(/bonifico|In attesa di conferma/i)

      // The order's own link, on the shop's public address, with the key: the page it opens
      // (/ordine) reads the order through the API with that key, no account needed.
      const link = new URL(orderLinkIn(received))
      expect(`${link.origin}${link.pathname}`).toBe(`${t.deps.config.publicUrl}/ordine`)
      expect(link.searchParams.get('ordine')).toBe(String(order.id))
      expect(link.searchParams.get('chiave')).toBe(order.orderKey)
      expect(html(received)).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`)
      const opened = await t
        .browser()
        .get(
          `/api/orders/${link.searchParams.get('ordine')}?key=${encodeURIComponent(link.searchParams.get('chiave') ?? '')}`,
        )
      expect(opened.status, opened.text).toBe(200)
      expect(opened.body).toMatchObject({ id: order.id, number: order.number, status })
      // The key is what opens it: without, the same link is 'Ordine non trovato'.
      expect((await t.browser().get(`/api/orders/${order.id}`)).status).toBe(404)
    })
  }

  it("a customer's order links their account's order page (a key opens guest orders only)", async () => {
    const beer = await product('2.30')
    const customer = t.browser()
    const account = t.demo('customer', 2)
    expect(
      (await customer.post('/api/auth/login', { login: account.username, password: account.password }))
        .status,
    ).toBe(200)
    const reply = await customer.request('POST', '/api/orders', {
      headers: { 'Idempotency-Key': `mails-${randomUUID()}` },
      body: {
        items: [{ productId: beer.id, quantity: 1 }],
        ...JAPIGIA_HOME,
        delivery: { date, slot: '10:00 - 11:00' },
        paymentMethod: 'bacs',
      },
    })
    expect(reply.status, reply.text).toBe(201)
    const [received] = await settled(account.email, 1)
    expect(orderLinkIn(received)).toBe(`${t.deps.config.publicUrl}/account/ordini/${reply.body.id}`)
    expect((await customer.get(`/api/orders/${reply.body.id}`)).status).toBe(200)
  })
})
