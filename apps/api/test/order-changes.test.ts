/**
 * Issue 27, the customer changes their own order before its slot's cut-off, over HTTP: a move (the
 * new van place claimed first, the old one released: a full slot keeps the old), a cancel of card,
 * PayPal, bank-transfer and unpaid orders (refunds through the sandboxes and the emulator's
 * WooCommerce refunds, or queued for operators), the refusal after the cut-off, parallel requests,
 * bad input, and the mails.
 */
import { randomUUID } from 'node:crypto'
import { DEFAULT_DELIVERY_RULES, type DeliveryRules, isoDateOf, romeDayNumber } from '@shop/slots'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import {
  type Browser,
  cardToken,
  freeEveryVan,
  JAPIGIA_HOME,
  moveToRomeTime,
  startApi,
  type TestApi,
  testClock,
} from './harness'

let t: TestApi
let staff: Browser
const clock = testClock()
let productId = 0
let dates: string[] = []
const JAPIGIA = builtInZones().find((zone) => zone.name === 'Japigia')?.id as string

beforeAll(async () => {
  t = await startApi({ now: clock })
  await freeEveryVan(t)
  productId = (
    await t.wooRest<{ id: number }>('POST', '/products', {
      name: `Acqua Minerale 6 × 1,5 l ${randomUUID().slice(0, 6)}`,
      regular_price: '4.20',
      manage_stock: true,
      stock_quantity: 5000,
    })
  ).id
  staff = await t.loggedIn('shop_manager')
  const today = isoDateOf(romeDayNumber(clock()) + 7)
  dates = (await deliveryCalendar(t.deps, JAPIGIA)).dates
    .map((d) => d.date)
    .filter((d) => d >= today && new Date(`${d}T12:00:00Z`).getUTCDay() !== 6)
}, 60_000)

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  clock.reset()
  await setRules({})
})

async function setRules(rules: Partial<DeliveryRules>) {
  const reply = await staff.put('/api/admin/delivery-rules', { ...DEFAULT_DELIVERY_RULES, ...rules })
  expect(reply.status, reply.text).toBe(200)
}

interface Placed {
  id: number
  key: string
  email: string
  total: number
}

/** A guest's order for `date` and `slot`, paid as `how` says (card and PayPal through the sandboxes). */
async function placeOrder(
  date: string,
  slot: string,
  how: 'bacs' | 'bacs-paid' | 'stripe' | 'ppcp-gateway' = 'bacs',
): Promise<Placed> {
  const email = `cambio.${randomUUID().slice(0, 8)}@example.it`
  const reply = await t.browser().request('POST', '/api/orders', {
    body: {
      items: [{ productId, quantity: 2 }],
      ...JAPIGIA_HOME,
      delivery: { date, slot },
      paymentMethod: how === 'bacs-paid' ? 'bacs' : how,
      guest: { firstName: 'Teresa', lastName: 'Lorusso', email, phone: '347 111 2233' },
    },
    headers: { 'Idempotency-Key': `changes-${randomUUID()}` },
  })
  expect(reply.status, reply.text).toBe(201)
  const placed = { id: reply.body.id, key: reply.body.orderKey, email, total: reply.body.total }
  const buyer = t.browser()
  if (how === 'stripe') {
    const paid = await buyer.post(`/api/orders/${placed.id}/card`, {
      key: placed.key,
      token: await cardToken(t),
    })
    expect(paid.status, paid.text).toBe(200)
  }
  if (how === 'ppcp-gateway') {
    const start = await buyer.post(`/api/orders/${placed.id}/wallet`, { key: placed.key })
    expect(start.status, start.text).toBe(201)
    const providerOrderId = start.body.providerOrderId as string
    await fetch(`${t.emulator.url}/sandbox/paypal/approve/${providerOrderId}`, { method: 'POST' })
    const paid = await buyer.post(`/api/orders/${placed.id}/wallet/capture`, {
      providerOrderId,
      key: placed.key,
    })
    expect(paid.status, paid.text).toBe(200)
  }
  if (how === 'bacs-paid') {
    // The operator saw the transfer arrive.
    const marked = await staff.put(`/api/admin/orders/${placed.id}/status`, { status: 'processing' })
    expect(marked.status, marked.text).toBe(200)
  }
  return placed
}

const move = (order: Placed, body: Record<string, unknown>) =>
  t.browser().post(`/api/orders/${order.id}/move`, { key: order.key, ...body })
const cancel = (order: Placed) => t.browser().post(`/api/orders/${order.id}/cancel`, { key: order.key })

async function slot(date: string, label: string) {
  const reply = await t.browser().get(`/api/delivery/slots?date=${date}&zoneId=${JAPIGIA}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.slots.find((s: { slot: string }) => s.slot === label) as {
    remaining: number | null
    bookable: boolean
  }
}

/** The slots offered and bookable on `date`, in the day's order. */
async function offered(date: string): Promise<string[]> {
  const reply = await t.browser().get(`/api/delivery/slots?date=${date}&zoneId=${JAPIGIA}`)
  return reply.body.slots
    .filter((s: { bookable: boolean }) => s.bookable)
    .map((s: { slot: string }) => s.slot)
}

const meta = async (id: number, key: string) =>
  (await t.deps.woo.getOrder(id))?.meta_data?.find((m) => m.key === key)?.value

/** The subjects of the mails sent to `email`, once `count` of them are there. */
async function subjects(email: string, count: number): Promise<{ subject: string; body: string }[]> {
  for (let i = 0; i < 100; i++) {
    const found = (await t.stores.outbox.outbox(1000)).filter((m) => m.to === email)
    if (found.length >= count) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return (await t.stores.outbox.outbox(1000)).filter((m) => m.to === email)
}

describe('moving an order before the cut-off', () => {
  it('a full slot is refused and the old place kept; a free one takes the new place then frees the old; the mail says the new delivery', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = dates[0] as string
    const [a, b] = (await offered(date)) as [string, string]
    const mine = await placeOrder(date, a)
    await placeOrder(date, b)
    expect(await slot(date, a)).toMatchObject({ remaining: 0, bookable: false })

    const state = await t.browser().get(`/api/orders/${mine.id}/changes?key=${mine.key}`)
    expect(state.body).toMatchObject({ changeable: true, refusal: null, zone: { id: JAPIGIA } })

    const full = await move(mine, { date, slot: b })
    expect([full.status, full.body.error.code]).toEqual([409, 'slot_full'])
    expect(full.body.error.message).toContain('è già pieno')
    expect(await meta(mine.id, 'Fascia oraria')).toBe(a)
    expect(await slot(date, a)).toMatchObject({ remaining: 0 })

    const to = dates[1] as string
    const [c] = (await offered(to)) as [string]
    const moved = await move(mine, { date: to, slot: c })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.order.delivery).toMatchObject({ date: to, slot: c })
    expect(await meta(mine.id, 'Data di consegna')).toBe(to)
    expect(await slot(to, c)).toMatchObject({ remaining: 0, bookable: false })
    expect(await slot(date, a)).toMatchObject({ remaining: 1, bookable: true })
    // The same move again (a retry after a lost answer): the order as it is, no second mail.
    expect((await move(mine, { date: to, slot: c })).status).toBe(200)
    const mails = await subjects(mine.email, 2)
    const movedMails = mails.filter((m) => m.subject.includes('nuova consegna'))
    expect(movedMails).toHaveLength(1)
    expect(movedMails[0]?.body).toContain(c)
  })

  it('bad input in Italian, another’s order a 404, and nothing changes', async () => {
    const date = dates[2] as string
    const [a] = (await offered(date)) as [string]
    const mine = await placeOrder(date, a)
    const bad = await move(mine, { date: 'domani', slot: '10:00 - 11:00' })
    expect([bad.status, bad.body.error.code]).toEqual([400, 'invalid_request'])
    expect(JSON.stringify(bad.body)).toContain('AAAA-MM-GG')
    const noSlot = await move(mine, { date, slot: '' })
    expect(noSlot.status).toBe(400)
    expect(JSON.stringify(noSlot.body)).toContain('Scegli la fascia oraria')
    const notServed = await move(mine, { date: '2027-01-03', slot: '10:00 - 11:00' })
    expect([notServed.status, notServed.body.error.code]).toEqual([409, 'date_unavailable'])
    expect(
      (
        await t
          .browser()
          .post(`/api/orders/${mine.id}/move`, { key: 'sbagliata', date, slot: '10:00 - 11:00' })
      ).status,
    ).toBe(404)
    expect((await t.browser().post(`/api/orders/${mine.id}/cancel`, {})).status).toBe(404)
    expect((await t.browser().post('/api/orders/abc/cancel', {})).status).toBe(400)
    expect(await meta(mine.id, 'Fascia oraria')).toBe(a)
    expect((await t.deps.woo.getOrder(mine.id))?.status).toBe('on-hold')
  })
})

describe('cancelling an order before the cut-off', () => {
  it('a card order: cancelled, its place free, paid back through the card sandbox and recorded in WooCommerce’s refunds', async () => {
    await setRules({ defaultCapacity: { orders: 5 } })
    const date = dates[3] as string
    const [a] = (await offered(date)) as [string]
    const order = await placeOrder(date, a, 'stripe')
    expect((await slot(date, a)).remaining).toBe(4)
    const done = await cancel(order)
    expect(done.status, done.text).toBe(200)
    expect(done.body).toMatchObject({ changeable: false, refusal: 'status' })
    const refunds = await t.deps.woo.listRefunds(order.id)
    expect(refunds.map((r) => [r.amount, r.reason, r.refunded_payment])).toEqual([
      [order.total.toFixed(2), 'Ordine annullato dal cliente', false],
    ])
    // Cancelled, then refunded whole: the store makes it 'refunded', as the real one does.
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('refunded')
    expect((await slot(date, a)).remaining).toBe(5)
    const [record] = await t.deps.stores.refunds.forOrder(order.id)
    expect(record).toMatchObject({ method: 'card', state: 'done' })
    // Again: the same answer, no second refund.
    expect((await cancel(order)).status).toBe(200)
    expect(await t.deps.woo.listRefunds(order.id)).toHaveLength(1)
    const mails = await subjects(order.email, 3)
    const cancelled = mails.find((m) => m.subject.includes('annullato'))
    expect(cancelled?.body).toContain('Ti abbiamo rimborsato')
    expect(cancelled?.body).toContain('sulla carta con cui hai pagato')
  })

  it('a card provider down at the cancel: the order cancelled, the refund failed; the next cancel refunds it once', async () => {
    const [a] = (await offered(dates[3] as string)) as [string]
    const order = await placeOrder(dates[3] as string, a, 'stripe')
    await t.control('/faults', 'POST', { path: '/sandbox/card/v1/refunds', status: 500, times: 10 })
    try {
      expect((await cancel(order)).status).toBe(200)
    } finally {
      await t.control('/faults', 'DELETE')
    }
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('cancelled')
    expect(await t.deps.stores.refunds.get(`cancel:${order.id}`)).toMatchObject({ state: 'failed' })
    expect(await t.deps.woo.listRefunds(order.id)).toEqual([])
    expect((await cancel(order)).status).toBe(200)
    expect(await t.deps.stores.refunds.get(`cancel:${order.id}`)).toMatchObject({ state: 'done' })
    expect(await t.deps.woo.listRefunds(order.id)).toHaveLength(1)
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('refunded')
  })

  it('a PayPal order: refunded through the PayPal sandbox, then WooCommerce’s record', async () => {
    const [, b] = (await offered(dates[3] as string)) as [string, string]
    const order = await placeOrder(dates[3] as string, b, 'ppcp-gateway')
    const done = await cancel(order)
    expect(done.status, done.text).toBe(200)
    const [record] = await t.deps.stores.refunds.forOrder(order.id)
    expect(record).toMatchObject({
      method: 'wallet',
      state: 'done',
      amountCents: Math.round(order.total * 100),
    })
    expect(await t.deps.woo.listRefunds(order.id)).toHaveLength(1)
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('refunded')
    const cancelled = (await subjects(order.email, 3)).find((m) => m.subject.includes('annullato'))
    expect(cancelled?.body).toContain('sul tuo conto PayPal')
  })

  it('a bank transfer received: cancelled, the refund queued for the operators; one not paid yet: nothing to refund', async () => {
    const [a, b] = (await offered(dates[4] as string)) as [string, string]
    const paid = await placeOrder(dates[4] as string, a, 'bacs-paid')
    expect((await cancel(paid)).status).toBe(200)
    expect((await t.deps.woo.getOrder(paid.id))?.status).toBe('cancelled')
    expect(await t.deps.woo.listRefunds(paid.id)).toEqual([])
    const queue = await staff.get('/api/admin/refunds')
    expect(queue.body.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: paid.id, method: 'bank', state: 'queued' }),
      ]),
    )
    const mail = (await subjects(paid.email, 3)).find((m) => m.subject.includes('annullato'))
    expect(mail?.body).toContain('con un bonifico sul conto da cui hai pagato')

    const unpaid = await placeOrder(dates[4] as string, b)
    expect((await cancel(unpaid)).status).toBe(200)
    expect((await t.deps.woo.getOrder(unpaid.id))?.status).toBe('cancelled')
    expect(await t.deps.stores.refunds.forOrder(unpaid.id)).toEqual([])
    const unpaidMail = (await subjects(unpaid.email, 2)).find((m) => m.subject.includes('annullato'))
    expect(unpaidMail?.body).toContain('non devi pagare nulla')
  })

  it('8 cancels at once: one cancellation, one refund; a move and a cancel at once leave no place held', async () => {
    const date = dates[5] as string
    const [a, b, c] = (await offered(date)) as [string, string, string]
    const order = await placeOrder(date, a, 'stripe')
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(order)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(await t.deps.woo.listRefunds(order.id)).toHaveLength(1)
    expect(await t.deps.stores.refunds.forOrder(order.id)).toHaveLength(1)

    await setRules({ defaultCapacity: { orders: 1 } })
    const other = await placeOrder(date, b)
    const [moved, cancelled] = await Promise.all([move(other, { date, slot: c }), cancel(other)])
    expect(cancelled.status, cancelled.text).toBe(200)
    expect([200, 409]).toContain(moved.status)
    if (moved.status === 409) expect(moved.body.error.code).toBe('not_changeable')
    expect((await t.deps.woo.getOrder(other.id))?.status).toBe('cancelled')
    // Whichever went first, the cancelled order holds no place.
    expect(await slot(date, b)).toMatchObject({ remaining: 1 })
    expect(await slot(date, c)).toMatchObject({ remaining: 1 })
  })
})

describe('after the cut-off', () => {
  it('no change from the site: 409 past_cutoff saying whom to call, and the order is untouched', async () => {
    const date = dates[6] as string
    const last = (await offered(date)).at(-1) as string
    const order = await placeOrder(date, last, 'stripe')
    // The morning of its day: the slot has not started, but its cut-off (the day before) is past.
    moveToRomeTime(clock, date, '06:30')
    const state = await t.browser().get(`/api/orders/${order.id}/changes?key=${order.key}`)
    expect(state.body).toMatchObject({ changeable: false, refusal: 'cutoff' })
    const late = await cancel(order)
    expect([late.status, late.body.error.code]).toEqual([409, 'past_cutoff'])
    expect(late.body.error.message).toContain('chiama il servizio clienti')
    const lateMove = await move(order, { date: dates[7] as string, slot: last })
    expect([lateMove.status, lateMove.body.error.code]).toEqual([409, 'past_cutoff'])
    const now = await t.deps.woo.getOrder(order.id)
    expect(now?.status).toBe('processing')
    expect(now?.meta_data?.find((m) => m.key === 'Data di consegna')?.value).toBe(date)
    expect(await t.deps.woo.listRefunds(order.id)).toEqual([])
  })
})
