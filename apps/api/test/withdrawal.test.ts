/**
 * Issue 27, the online withdrawal 'Recedi dal contratto qui' (art. 54-bis Codice del Consumo) over
 * HTTP: the statement and the confirmation by a customer, by a guest with the order's number and
 * e-mail and with its key; the orders that cannot be withdrawn from (given up, 14 days past the
 * delivery); one withdrawal per order under 8 confirmations at once; the receipt mail with the date
 * and time; the note and meta in WooCommerce; the operators' list; bad bodies.
 */
import { randomUUID } from 'node:crypto'
import { FORM_LIMITS, FORM_MESSAGES } from '@shop/forms'
import { ORDER_META_KEYS, WITHDRAWAL_TERMS } from '@shop/orders'
import { TIME_SLOTS } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { refundOf, romeDateTime } from '../src/orders/withdrawal'
import { type Browser, JAPIGIA_HOME, moveToRomeTime, startApi, type TestApi, testClock } from './harness'

let t: TestApi
const clock = testClock()
let date = ''
let water = 0
let glass = 0
let staff: Browser

const NOT_FOUND = { error: { code: 'not_found', message: 'Ordine non trovato' } }

/** A browser from its own address (the server trusts X-Forwarded-For here), so limits do not mix. */
function from(ip: string): Browser {
  const browser = t.browser()
  return {
    ...browser,
    get: (path, headers) => browser.get(path, { 'X-Forwarded-For': ip, ...headers }),
    post: (path, body, headers) => browser.post(path, body, { 'X-Forwarded-For': ip, ...headers }),
  }
}

beforeAll(async () => {
  t = await startApi({ now: clock, env: { TRUST_PROXY: 'true' } })
  date = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)[2] as string
  for (const vehicle of ['Molisia', 'Fiat new Ducato', 'Fiorino', 'Fiat Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  t.emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'cod'",
  )
  const product = (name: string, price: string) =>
    t.wooRest<{ id: number }>('POST', '/products', {
      name: `${name} ${randomUUID().slice(0, 6)}`,
      regular_price: price,
      manage_stock: true,
      stock_quantity: 500,
    })
  water = (await product('Acqua Lete 6 × 1,5 l', '3.90')).id
  glass = (await product('Acqua Frisia vetro 12 × 1 l', '9.60')).id
  staff = await t.loggedIn('shop_manager')
  const marked = await staff.put(`/api/admin/products/${glass}/returnable`, {
    empties: [
      { kind: 'bottiglia', count: 12, depositCents: 20 },
      { kind: 'cassa', count: 1, depositCents: 300 },
    ],
  })
  expect(marked.status, marked.text).toBe(200)
}, 60_000)

afterAll(async () => {
  await t?.stop()
})

/** A checkout of water and a crate of glass; a guest's unless `browser` is a customer's. */
async function checkout(browser: Browser = t.browser(), paymentMethod = 'bacs') {
  const email = `recesso.${randomUUID().slice(0, 8)}@example.it`
  const reply = await browser.request('POST', '/api/orders', {
    body: {
      items: [
        { productId: water, quantity: 3 },
        { productId: glass, quantity: 1 },
      ],
      ...JAPIGIA_HOME,
      delivery: { date, slot: '10:00 - 11:00' },
      paymentMethod,
      ...(browser.cookies.size > 0
        ? {}
        : { guest: { firstName: 'Lucia', lastName: 'Di Bari', email, phone: '347 000 1122' } }),
    },
    headers: { 'Idempotency-Key': `withdrawal-${randomUUID()}` },
  })
  expect(reply.status, reply.text).toBe(201)
  return {
    id: reply.body.id as number,
    number: reply.body.number as string,
    key: reply.body.orderKey as string,
    email,
  }
}

const wooOrder = async (id: number) => (await t.deps.woo.getOrder(id)) as Order
const meta = (order: Order, key: string) => order.meta_data?.find((entry) => entry.key === key)?.value
const notes = (id: number) =>
  t.wooRest<{ note: string; customer_note: boolean }[]>('GET', `/orders/${id}/notes`)

/** The outbox mails to `to` whose subject matches (after the messages sent after the answer went). */
async function mailsTo(to: string, subject: RegExp) {
  await new Promise((resolve) => setTimeout(resolve, 100))
  return (await t.stores.outbox.outbox(500)).filter((m) => m.to === to && subject.test(m.subject))
}

describe('a customer’s withdrawal', () => {
  it('shows the statement, then records the confirmation once, with its receipt, note and meta', async () => {
    const customer = await t.loggedIn('customer', 1)
    const account = t.demo('customer', 1)
    const placed = await checkout(customer, 'cod')

    const statement = await customer.get(`/api/orders/${placed.id}/withdrawal`)
    expect(statement.status, statement.text).toBe(200)
    expect(statement.body).toMatchObject({
      open: true,
      closed: null,
      deliveredOn: null,
      lastDay: null,
      deadline: 'Puoi recedere fin da ora e fino a 14 giorni dopo la consegna.',
      deposit: 5.4,
      exclusions: [WITHDRAWAL_TERMS.sealedGoods, WITHDRAWAL_TERMS.deposit],
      // Cash on delivery, not delivered: nothing paid, nothing to collect.
      next: [WITHDRAWAL_TERMS.notDelivered, WITHDRAWAL_TERMS.nothingToPay],
      customer: { email: account.email },
      withdrawal: null,
    })
    expect(statement.body.lines).toHaveLength(2)
    for (const line of statement.body.lines)
      expect(line).toMatchObject({ returnable: true, condition: 'Si può restituire se ancora sigillato' })
    expect(statement.body.order.id).toBe(placed.id)

    // Another customer, and nobody, read nothing of it.
    expect((await (await t.loggedIn('customer', 2)).get(`/api/orders/${placed.id}/withdrawal`)).body).toEqual(
      NOT_FOUND,
    )
    expect((await t.browser().post(`/api/orders/${placed.id}/withdrawal`, {})).body).toEqual(NOT_FOUND)

    const confirmed = await customer.post(`/api/orders/${placed.id}/withdrawal`, {
      reason: '  Ho ordinato due volte  ',
    })
    expect(confirmed.status, confirmed.text).toBe(201)
    const withdrawal = confirmed.body.withdrawal
    expect(withdrawal).toMatchObject({
      orderId: placed.id,
      number: placed.number,
      reason: 'Ho ordinato due volte',
      email: account.email,
    })
    expect(withdrawal.atText).toBe(romeDateTime(Date.parse(withdrawal.at)))
    expect(withdrawal.atText).toMatch(/^mercoledì 25 novembre 2026 alle 10:\d\d$/)
    expect(confirmed.body.open).toBe(false)

    // Confirmed again: the same withdrawal, nothing new.
    const again = await customer.post(`/api/orders/${placed.id}/withdrawal`, { reason: 'altro' })
    expect(again.status).toBe(200)
    expect(again.body.withdrawal).toEqual(withdrawal)
    expect((await customer.get(`/api/orders/${placed.id}/withdrawal`)).body).toMatchObject({
      open: false,
      closed: null,
      withdrawal,
    })

    // The receipt, at once: the order, the date and time, the lines, what happens next.
    const mails = await mailsTo(account.email, /recesso ricevuto/)
    expect(mails).toHaveLength(1)
    const receipt = mails[0] as { subject: string; body: string }
    expect(receipt.subject).toBe(`Bari Bevande: recesso ricevuto per l’ordine n. ${placed.number}`)
    expect(receipt.body).toContain(
      `Abbiamo ricevuto il tuo recesso dal contratto dell’ordine n. ${placed.number} ${withdrawal.atText} (ora italiana). Questa email è la tua ricevuta.`,
    )
    expect(receipt.body).toContain('3 × Acqua Lete 6 × 1,5 l')
    expect(receipt.body).toContain('Ho ordinato due volte')
    expect(receipt.body).toContain(WITHDRAWAL_TERMS.notDelivered)
    expect(receipt.body).toContain(WITHDRAWAL_TERMS.sealedGoods)
    expect(receipt.body).toContain(WITHDRAWAL_TERMS.deposit)
    expect(receipt.body).toContain(`/account/ordini/${placed.id}`)

    // WooCommerce: one private note and the 'Recesso' meta; the status is the operators'.
    const order = await wooOrder(placed.id)
    expect(meta(order, ORDER_META_KEYS.withdrawal)).toBe(withdrawal.at)
    expect(order.status).not.toBe('cancelled')
    const recorded = (await notes(placed.id)).filter((note) => note.note.startsWith('Recesso dal contratto'))
    expect(recorded).toHaveLength(1)
    expect(recorded[0]?.customer_note).toBe(false)
    expect(recorded[0]?.note).toContain(withdrawal.atText)
    expect(recorded[0]?.note).toContain('Motivo indicato: «Ho ordinato due volte»')
  })

  it('sends the receipt to the account’s e-mail when the order has no billing e-mail', async () => {
    const customer = await t.loggedIn('customer', 2)
    const account = t.demo('customer', 2)
    const me = (await customer.get('/api/auth/me')).body
    const userId = me.user.id as number
    // An order an operator made in the back office for the customer, with no billing address.
    const made = await t.wooRest<{ id: number; number: string }>('POST', '/orders', {
      customer_id: userId,
      status: 'processing',
      line_items: [{ product_id: water, quantity: 1 }],
    })
    const statement = await customer.get(`/api/orders/${made.id}/withdrawal`)
    expect(statement.body.customer.email).toBe(account.email)
    const confirmed = await customer.post(`/api/orders/${made.id}/withdrawal`, {})
    expect(confirmed.status, confirmed.text).toBe(201)
    expect(confirmed.body.withdrawal.email).toBe(account.email)
    expect(
      await mailsTo(account.email, new RegExp(`recesso ricevuto per l’ordine n. ${made.number}$`)),
    ).toHaveLength(1)
  })
})

describe('a guest’s withdrawal', () => {
  it('by the order’s number and e-mail: the look-up’s rules, its 404 and its limit', async () => {
    const placed = await checkout()
    const guest = from('10.27.0.1')
    const statement = await guest.post('/api/withdrawals/lookup', {
      number: `n. ${placed.number}`,
      email: placed.email.toUpperCase(),
    })
    expect(statement.status, statement.text).toBe(200)
    expect(statement.body).toMatchObject({
      open: true,
      customer: { name: 'Lucia Di Bari', email: placed.email },
    })
    expect(statement.body.order.orderKey).toBe(placed.key)
    // Bank transfer not made yet: nothing to pay.
    expect(statement.body.next).toEqual([WITHDRAWAL_TERMS.notDelivered, WITHDRAWAL_TERMS.nothingToPay])

    // A wrong e-mail is the look-up's 404, on both steps; nothing recorded.
    const wrong = { number: placed.number, email: 'altra@example.it' }
    const lookup = await guest.post('/api/orders/lookup', wrong)
    expect(lookup.status).toBe(404)
    expect((await guest.post('/api/withdrawals/lookup', wrong)).body).toEqual(lookup.body)
    const refused = await guest.post(`/api/orders/${placed.id}/withdrawal`, { email: wrong.email })
    expect(refused.status).toBe(404)
    expect(refused.body).toEqual(NOT_FOUND)
    expect(await t.stores.withdrawals.withdrawalOf(placed.id)).toBeNull()

    const confirmed = await guest.post(`/api/orders/${placed.id}/withdrawal`, { email: placed.email })
    expect(confirmed.status, confirmed.text).toBe(201)
    expect(confirmed.body.withdrawal).toMatchObject({ orderId: placed.id, reason: '', email: placed.email })
    const [receipt] = await mailsTo(placed.email, /recesso ricevuto/)
    expect(receipt?.body).toContain(`/ordine?ordine=${placed.id}&chiave=${encodeURIComponent(placed.key)}`)

    // Every attempt by e-mail counts against the address's limit, as the look-up's (10 in 15 minutes).
    const limited = from('10.27.0.2')
    const answers: number[] = []
    for (let i = 0; i < 11; i++)
      answers.push(
        (await limited.post(`/api/orders/${placed.id}/withdrawal`, { email: `x${i}@example.it` })).status,
      )
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404))
    expect(answers[10]).toBe(429)
  })

  it('by the order key of the order page; a wrong key is not found', async () => {
    const placed = await checkout()
    const guest = t.browser()
    expect((await guest.get(`/api/orders/${placed.id}/withdrawal?key=wc_order_sbagliata`)).body).toEqual(
      NOT_FOUND,
    )
    const statement = await guest.get(`/api/orders/${placed.id}/withdrawal?key=${placed.key}`)
    expect(statement.body.open).toBe(true)
    const confirmed = await guest.post(`/api/orders/${placed.id}/withdrawal`, { key: placed.key })
    expect(confirmed.status, confirmed.text).toBe(201)
  })

  it('of 8 confirmations at once records one withdrawal, one receipt and one note', async () => {
    const placed = await checkout()
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t
          .browser()
          .post(`/api/orders/${placed.id}/withdrawal`, { key: placed.key, reason: `tentativo ${i}` }),
      ),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    const first = replies.find((r) => r.status === 201)?.body.withdrawal
    for (const reply of replies) expect(reply.body.withdrawal).toEqual(first)
    expect(await mailsTo(placed.email, /recesso ricevuto/)).toHaveLength(1)
    expect((await notes(placed.id)).filter((n) => n.note.startsWith('Recesso dal contratto'))).toHaveLength(1)
    expect(
      (await t.stores.withdrawals.listWithdrawals(500, 0)).items.filter((w) => w.orderId === placed.id),
    ).toHaveLength(1)
  })
})

describe('orders that cannot be withdrawn from', () => {
  it('refuses cancelled, refunded and failed orders with the reason, recording nothing', async () => {
    for (const [status, message] of [
      ['cancelled', 'Questo ordine è stato annullato: non c’è più un contratto da cui recedere.'],
      ['refunded', 'Questo ordine è già stato rimborsato: non c’è più un contratto da cui recedere.'],
      [
        'failed',
        'Il pagamento di questo ordine non è andato a buon fine, quindi l’ordine non è stato concluso: non c’è un contratto da cui recedere.',
      ],
    ] as const) {
      const placed = await checkout()
      await t.wooRest('PUT', `/orders/${placed.id}`, { status })
      const statement = await t.browser().get(`/api/orders/${placed.id}/withdrawal?key=${placed.key}`)
      expect(statement.body).toMatchObject({ open: false, closed: { reason: status, message } })
      const watch = t.stores.watchData()
      const refused = await t.browser().post(`/api/orders/${placed.id}/withdrawal`, { key: placed.key })
      expect(refused.status).toBe(409)
      expect(refused.body.error).toEqual({ code: 'withdrawal_closed', message, data: { reason: status } })
      expect(watch()).toEqual([])
      expect(await mailsTo(placed.email, /recesso/)).toHaveLength(0)
    }
  })

  it('is open until the 14th day after delivery, that day included, then refused in Italian', async () => {
    const placed = await checkout()
    // Delivered on Friday 27 November 2026 at 11:20 (the store records the completion at its now).
    const moved = moveToRomeTime(clock, '2026-11-27', '11:20')
    let back = moved
    try {
      await t.wooRest('PUT', `/orders/${placed.id}`, { status: 'completed' })
      back += moveToRomeTime(clock, '2026-12-11', '23:59')
      const last = await t.browser().get(`/api/orders/${placed.id}/withdrawal?key=${placed.key}`)
      expect(last.body).toMatchObject({
        open: true,
        deliveredOn: '2026-11-27',
        lastDay: '2026-12-11',
        deadline: 'Puoi recedere fino a venerdì 11 dicembre 2026 compreso.',
      })
      // Delivered and paid? Not yet (a transfer never made): the van still collects.
      expect(last.body.next[0]).toBe(WITHDRAWAL_TERMS.pickup)
      back += moveToRomeTime(clock, '2026-12-12', '00:01')
      const watch = t.stores.watchData()
      const late = await t.browser().post(`/api/orders/${placed.id}/withdrawal`, { key: placed.key })
      expect(late.status).toBe(409)
      expect(late.body.error).toEqual({
        code: 'withdrawal_closed',
        message:
          'Il termine per recedere da questo ordine è scaduto venerdì 11 dicembre 2026: 14 giorni dopo la consegna di venerdì 27 novembre 2026. Se c’è un problema con i prodotti, contattaci.',
        data: { reason: 'expired' },
      })
      expect(watch()).toEqual([])
    } finally {
      clock.advance(-back)
    }
  })
})

describe('bad requests', () => {
  it('answer a clear Italian 400 and change nothing', async () => {
    const placed = await checkout()
    const guest = t.browser()
    const watch = t.stores.watchData()
    const path = `/api/orders/${placed.id}/withdrawal`
    const cases: [unknown, string][] = [
      [
        { key: placed.key, reason: 'x'.repeat(FORM_LIMITS.withdrawalReason + 1) },
        FORM_MESSAGES.withdrawalReasonTooLong,
      ],
      [{ key: placed.key, reason: 42 }, FORM_MESSAGES.withdrawalReasonInvalid],
      [{ key: 'k'.repeat(101) }, FORM_MESSAGES.orderKeyInvalid],
      [{ email: 'non-una-email' }, FORM_MESSAGES.emailInvalid],
    ]
    for (const [body, message] of cases) {
      const reply = await guest.post(path, body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.error.message).toBe(message)
    }
    const notJson = await guest.request('POST', path, { raw: '{"key":' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.error.code).toBe('invalid_json')
    const badId = await guest.post('/api/orders/abc/withdrawal', { key: placed.key })
    expect(badId.status).toBe(400)
    expect(badId.body.error.code).toBe('invalid_id')
    expect(
      (await guest.post('/api/withdrawals/lookup', { number: 'abc', email: placed.email })).body.error
        .message,
    ).toBe(FORM_MESSAGES.orderNumberInvalid)
    expect(watch()).toEqual([])
    expect(await t.stores.withdrawals.withdrawalOf(placed.id)).toBeNull()
  })
})

describe('the operators’ list', () => {
  it('lists the withdrawals newest first with the order’s status and refund, for staff only', async () => {
    const older = await checkout()
    await t.browser().post(`/api/orders/${older.id}/withdrawal`, { key: older.key })
    clock.advance(60_000)
    const newer = await checkout()
    await t.browser().post(`/api/orders/${newer.id}/withdrawal`, { key: newer.key, reason: 'Cambiato idea' })
    await t.wooRest('PUT', `/orders/${older.id}`, { status: 'refunded' })

    const page = await staff.get('/api/admin/withdrawals?perPage=50')
    expect(page.status, page.text).toBe(200)
    const ids = page.body.withdrawals.map((w: { orderId: number }) => w.orderId)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    const row = page.body.withdrawals.find((w: { orderId: number }) => w.orderId === newer.id)
    expect(row).toMatchObject({
      number: newer.number,
      customerId: 0,
      customer: { name: 'Lucia Di Bari', email: newer.email },
      reason: 'Cambiato idea',
      order: { status: 'on-hold', statusLabel: 'In sospeso', refunded: false, refundedAmount: 0 },
    })
    expect(row.atText).toBe(romeDateTime(Date.parse(row.at)))
    expect(
      page.body.withdrawals.find((w: { orderId: number }) => w.orderId === older.id).order,
    ).toMatchObject({
      status: 'refunded',
      statusLabel: 'Rimborsato',
      refunded: true,
    })
    expect(page.body.total).toBeGreaterThanOrEqual(2)

    expect((await t.browser().get('/api/admin/withdrawals')).status).toBe(401)
    expect((await (await t.loggedIn('customer', 1)).get('/api/admin/withdrawals')).status).toBe(403)
    expect((await staff.get('/api/admin/withdrawals?perPage=51')).status).toBe(400)
  })

  it('reads WooCommerce’s refunds as the real store gives them (totals negative)', () => {
    const order = { id: 1, status: 'completed', total: '23.40', customer_id: 0 } as Order
    expect(refundOf(order)).toEqual({ refunded: false, amount: 0 })
    expect(
      refundOf({
        ...order,
        refunds: [
          { id: 7, reason: 'Recesso', total: '-10.00' },
          { id: 8, reason: '', total: '-3.40' },
        ],
      } as Order),
    ).toEqual({ refunded: true, amount: 13.4 })
    expect(refundOf({ ...order, status: 'refunded', refunds: [] } as Order)).toEqual({
      refunded: true,
      amount: 0,
    })
  })
})
