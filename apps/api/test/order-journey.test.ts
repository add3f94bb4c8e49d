/**
 * Issue 17, the rest of an order's journey: 'In consegna' (the dispatch sheet's 'Partito' and the
 * operator's status change) with its e-mail and, when the customer asked, its SMS; status changes
 * made in WooCommerce's back office (order-watch.ts); and the 'received' mail of an online order,
 * whose wait for the payment survives a restart. The API over HTTP on the emulator, mail through
 * the durable queue to a real SMTP server, SMS to a local HTTP provider.
 */
import { randomUUID } from 'node:crypto'
import { formatEuro } from '@shop/catalog'
import { dayNumberOfIso, deliveryDateLabel, isoDateOf, romeDayNumber, TIME_SLOTS } from '@shop/slots'
import { gmtDateTime } from '@shop/woo-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMessageQueue, type MessageQueue } from '../src/adapters/message-queue'
import { createSmsProvider } from '../src/adapters/sms-provider'
import { createSmtpMail } from '../src/adapters/smtp-mail'
import { deliveryCalendar } from '../src/delivery-service'
import { pauseOrderMails, resumeOrderMails } from '../src/orders/order-mail-events'
import { createOrderWatch, ORDER_WATCH_MARK, ORDER_WATCH_SETTLE_MS } from '../src/orders/order-watch'
import { type Browser, JAPIGIA_HOME, moveToRomeTime, startApi, type TestApi, testClock } from './harness'
import { mailbox, type RecordedRequest, startHttp, startSmtp, type TestSmtp } from './transports'

let t: TestApi
let smtp: TestSmtp
let sms: { url: string; requests: RecordedRequest[]; close(): Promise<void> }
let queue: MessageQueue
let closeMail: () => void
let date: string
const clock = testClock()

beforeAll(async () => {
  smtp = await startSmtp()
  sms = await startHttp(() => ({ status: 200, body: '{"id":"m1"}' }))
  const mail = createSmtpMail({ url: smtp.url, from: 'Bari Bevande <ordini@baribevande.example>' })
  closeMail = mail.close
  t = await startApi({
    now: clock,
    messaging: ({ stores, log, now }) => {
      queue = createMessageQueue({
        messages: stores.messages,
        log,
        now,
        mail: mail.deliver,
        sms: createSmsProvider({ provider: 'generic', url: sms.url, token: 'tok', sender: 'BariBevande' }),
      })
      return { mail: queue.mail ?? undefined, sms: queue.sms ?? undefined }
    },
    // The shop's store registers 'In consegna' (docs/out-for-delivery-status.php).
    emulator: { plugins: { shopStatuses: true } },
  })
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[dates.length - 2] as string
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  t.emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'cod'",
  )
}, 60_000)

afterAll(async () => {
  pauseOrderMails(t.deps)
  await queue?.stop()
  closeMail?.()
  await t?.stop()
  await smtp?.close()
  await sms?.close()
})

afterEach(async () => {
  clock.reset()
  t.deps.config.orderMailWaitSeconds = 600
  await t.control('/plugins', 'PUT', { shopStatuses: true })
})

let productId = 0
async function product(): Promise<number> {
  if (productId) return productId
  const created = await t.wooRest<{ id: number }>('POST', '/products', {
    name: `Acqua Lete 6 × 1,5 l ${randomUUID().slice(0, 6)}`,
    regular_price: '3.90',
    manage_stock: true,
    stock_quantity: 500,
  })
  productId = created.id
  return productId
}

interface Placed {
  id: number
  number: string
  orderKey: string
  total: number
}

/** A guest checkout at 10:00 - 11:00 of `date`; `smsUpdates` is the checkout's SMS box. */
async function checkout(paymentMethod: string, options: { smsUpdates?: boolean; phone?: string } = {}) {
  const email = `cliente.${randomUUID().slice(0, 8)}@example.it`
  const reply = await t.browser().request('POST', '/api/orders', {
    body: {
      items: [{ productId: await product(), quantity: 3 }],
      ...JAPIGIA_HOME,
      delivery: { date, slot: '10:00 - 11:00' },
      paymentMethod,
      ...(options.smsUpdates !== undefined ? { smsUpdates: options.smsUpdates } : {}),
      guest: { firstName: 'Lucia', lastName: 'Di Bari', email, phone: options.phone ?? '333 123 4567' },
    },
    headers: { 'Idempotency-Key': `journey-${randomUUID()}` },
  })
  expect(reply.status, reply.text).toBe(201)
  return { order: reply.body as Placed, email }
}

const { mailsTo, settled } = mailbox(
  () => smtp,
  () => queue,
)

const smsTo = (phone: string) =>
  sms.requests.map((r) => JSON.parse(r.body) as { to: string; text: string }).filter((m) => m.to === phone)

async function operator(): Promise<Browser> {
  const browser = t.browser()
  const account = t.demo('shop_manager')
  expect(
    (await browser.post('/api/auth/login', { login: account.username, password: account.password })).status,
  ).toBe(200)
  return browser
}

async function vehicleOf(staff: Browser, id: number): Promise<string> {
  const reply = await staff.get(`/api/admin/orders/${id}`)
  expect(reply.status).toBe(200)
  return reply.body.delivery.vehicle as string
}

describe("'In consegna': the dispatch sheet's 'Partito' and the operator's status", () => {
  it("moves the van's orders to out-for-delivery, leaves an unpaid transfer, mails each customer once and texts the one who asked", async () => {
    const cod = await checkout('cod', { smsUpdates: true, phone: '+39 347 000 1122' })
    const quiet = await checkout('cod', { smsUpdates: false, phone: '347 000 3344' })
    const transfer = await checkout('bacs', { smsUpdates: true, phone: '347 000 5566' })
    await settled(cod.email, 1)
    await settled(quiet.email, 1)
    await settled(transfer.email, 1)

    // The van leaves on its day: half past midnight in Rome, still the day before in UTC.
    moveToRomeTime(clock, date, '00:30')
    expect(clock().toISOString().slice(0, 10)).toBe(isoDateOf((dayNumberOfIso(date) as number) - 1))
    const staff = await operator()
    const vehicle = await vehicleOf(staff, cod.order.id)
    expect(await vehicleOf(staff, transfer.order.id)).toBe(vehicle)
    const placed = [cod, quiet, transfer].map(({ order }) => order.id)
    /** The van's sheet: whether it left, and each of this test's stops' departure. */
    const sheet = async () => {
      const reply = await staff.get(`/api/admin/dispatch?date=${date}`)
      expect(reply.status, reply.text).toBe(200)
      const van = reply.body.vans.find((v: { vehicle: string | null }) => v.vehicle === vehicle)
      const stops = van.stops as { departure: unknown; order: { id: number } }[]
      return {
        departed: van.departed,
        departures: placed.map((id) => stops.find((stop) => stop.order.id === id)?.departure),
      }
    }
    expect(await sheet()).toEqual({ departed: false, departures: [null, null, null] })

    // Two operators press 'Partito' at once: each order goes once, each message goes once.
    const [first, second] = await Promise.all([
      staff.post('/api/admin/dispatch/departed', { date, vehicle }),
      (await operator()).post('/api/admin/dispatch/departed', { date, vehicle }),
    ])
    expect(first.status, first.text).toBe(200)
    expect(second.status, second.text).toBe(200)
    for (const answer of [first.body, second.body]) {
      expect(answer.left).toContainEqual({
        id: transfer.order.id,
        number: transfer.order.number,
        reason: 'Bonifico non ricevuto',
      })
    }
    const departed = [...first.body.departed, ...second.body.departed].map((o: { id: number }) => o.id)
    expect(departed).toContain(cod.order.id)
    expect(departed).toContain(quiet.order.id)
    expect(departed).not.toContain(transfer.order.id)

    for (const { order } of [cod, quiet]) {
      expect((await t.wooRest<{ status: string }>('GET', `/orders/${order.id}`)).status).toBe(
        'out-for-delivery',
      )
    }
    expect((await t.wooRest<{ status: string }>('GET', `/orders/${transfer.order.id}`)).status).toBe(
      'on-hold',
    )
    // The sheet says so, from the orders' statuses, with the departure's own reason.
    expect(await sheet()).toEqual({
      departed: true,
      departures: [
        { state: 'left' },
        { state: 'left' },
        { state: 'stayed', reason: 'Bonifico non ricevuto' },
      ],
    })

    const [, onTheWay] = await settled(cod.email, 2)
    expect(mailsTo(cod.email)).toHaveLength(2)
    expect(onTheWay?.subject).toBe(`Bari Bevande: ordine n. ${cod.order.number} in consegna`)
    expect(onTheWay?.text).toContain('Il furgone è partito, arriva tra le 10:00 e le 11:00.')
    expect(onTheWay?.text).toContain(`Tieni pronti ${formatEuro(cod.order.total)} da pagare alla consegna.`)
    expect(await settled(quiet.email, 2)).toHaveLength(2)
    expect(await settled(transfer.email, 1)).toHaveLength(1)

    // The SMS: only to the customer who asked, once, in national form for the provider adapter.
    await expect.poll(() => smsTo('+393470001122').length, { timeout: 10_000 }).toBe(1)
    expect(smsTo('+393470001122')[0]?.text).toBe(
      `Bari Bevande: il tuo ordine n. ${cod.order.number} è in consegna, arriva tra le 10:00 e le 11:00. Da pagare ${formatEuro(cod.order.total)}.`,
    )
    expect(smsTo('+393470003344')).toHaveLength(0)
    expect(smsTo('+393470005566')).toHaveLength(0)

    // Pressed again later: nothing moves, nothing is sent again.
    const again = await staff.post('/api/admin/dispatch/departed', { date, vehicle })
    expect(again.status).toBe(200)
    expect(again.body.departed).toEqual([])
    expect(again.body.already).toBeGreaterThanOrEqual(2)
    expect(await settled(cod.email, 2)).toHaveLength(2)
    expect(smsTo('+393470001122')).toHaveLength(1)
  })

  it('the operator sets In consegna on one order; a store without the status refuses with a clear Italian message and changes nothing', async () => {
    const { order, email } = await checkout('cod')
    await settled(email, 1)
    moveToRomeTime(clock, date, '07:00')
    const staff = await operator()

    await t.control('/plugins', 'PUT', { shopStatuses: false })
    const refused = await staff.put(`/api/admin/orders/${order.id}/status`, { status: 'out-for-delivery' })
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('status_not_registered')
    expect(refused.body.error.message).toContain('WooCommerce non conosce lo stato «In consegna»')
    expect((await t.wooRest<{ status: string }>('GET', `/orders/${order.id}`)).status).toBe('on-hold')
    const departure = await staff.post('/api/admin/dispatch/departed', {
      date,
      vehicle: await vehicleOf(staff, order.id),
    })
    expect(departure.status).toBe(409)
    expect(departure.body.error.code).toBe('status_not_registered')
    expect(await settled(email, 1)).toHaveLength(1)

    await t.control('/plugins', 'PUT', { shopStatuses: true })
    const moved = await staff.put(`/api/admin/orders/${order.id}/status`, { status: 'out-for-delivery' })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.status).toBe('out-for-delivery')
    const all = await settled(email, 2)
    expect(all[1]?.subject).toBe(`Bari Bevande: ordine n. ${order.number} in consegna`)
    // Asked for no SMS at checkout: none goes.
    expect(smsTo('+393331234567')).toHaveLength(0)
  })

  it("refuses 'Partito' on any sheet but today's in Rome, naming the days: nothing moves, no mail, no SMS", async () => {
    const cod = await checkout('cod', { smsUpdates: true, phone: '347 000 7788' })
    const transfer = await checkout('bacs', { smsUpdates: true, phone: '347 000 9900' })
    await settled(cod.email, 1)
    await settled(transfer.email, 1)
    const day = dayNumberOfIso(date) as number
    const statuses = async () =>
      Promise.all(
        [cod, transfer].map(
          async ({ order }) => (await t.wooRest<{ status: string }>('GET', `/orders/${order.id}`)).status,
        ),
      )
    const refusal = (today: string, tail: string) =>
      `«Partito» si segna solo sul foglio di oggi, ${deliveryDateLabel(today)}: ${tail}. Nessun ordine è cambiato.`
    const upcoming = `le consegne di ${deliveryDateLabel(date)} non possono ancora partire`

    // The shop's today (weeks before the delivery), the eve's last minute, and half past midnight
    // of the day after (in UTC still the delivery's day).
    const instants: [string | null, string][] = [
      [null, upcoming],
      [`${isoDateOf(day - 1)} 23:59`, upcoming],
      [`${isoDateOf(day + 1)} 00:30`, `${deliveryDateLabel(date)} è già passato`],
    ]
    for (const [at, tail] of instants) {
      if (at) {
        const [atDate, atTime] = at.split(' ') as [string, string]
        moveToRomeTime(clock, atDate, atTime)
      }
      const today = isoDateOf(romeDayNumber(clock()))
      expect(today).not.toBe(date)
      const staff = await operator()
      const vehicle = await vehicleOf(staff, cod.order.id)
      const reply = await staff.post('/api/admin/dispatch/departed', { date, vehicle })
      expect(reply.status, reply.text).toBe(409)
      expect(reply.body.error).toMatchObject({
        code: 'departure_not_today',
        message: refusal(today, tail),
      })
      expect(await statuses()).toEqual(['on-hold', 'on-hold'])
    }
    expect(clock().toISOString().slice(0, 10)).toBe(date)
    expect(await settled(cod.email, 1)).toHaveLength(1)
    expect(await settled(transfer.email, 1)).toHaveLength(1)
    expect(smsTo('+393470007788')).toHaveLength(0)
    expect(smsTo('+393470009900')).toHaveLength(0)
  })

  it('refuses a departure for a date that is not a real one', async () => {
    const staff = await operator()
    const reply = await staff.post('/api/admin/dispatch/departed', { date: '2026-02-31', vehicle: 'Molisia' })
    expect(reply.status).toBe(400)
    expect(reply.body.error.message).toContain('La data di consegna non è una data reale')
  })

  it('refuses a departure without a van with an Italian message', async () => {
    const staff = await operator()
    const reply = await staff.post('/api/admin/dispatch/departed', { date, vehicle: '  ' })
    expect(reply.status).toBe(400)
    expect(reply.body.error.message).toContain('Indica il furgone partito')
  })
})

describe("changes made in WooCommerce's back office", () => {
  it('a transfer marked paid and then completed in WooCommerce sends payment received and delivered, once each', async () => {
    const watch = createOrderWatch(t.deps)
    await t.stores.marks.setMark(ORDER_WATCH_MARK, new Date(clock().getTime() - 1_000).toISOString())
    const { order, email } = await checkout('bacs')
    await settled(email, 1)

    await t.wooRest('PUT', `/orders/${order.id}`, { status: 'processing' })
    // A change younger than the settle time waits for the next round.
    expect(await watch.runOnce()).toBe(0)
    clock.advance(ORDER_WATCH_SETTLE_MS + 2_000)
    expect(await watch.runOnce()).toBe(1)
    const [, paid] = await settled(email, 2)
    expect(paid?.subject).toBe(`Bari Bevande: pagamento ricevuto per l’ordine n. ${order.number}`)

    // Later (the shop's clock only moves on), completed in WooCommerce.
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    await t.wooRest('PUT', `/orders/${order.id}`, { status: 'completed' })
    expect(await watch.runOnce()).toBe(0)
    clock.advance(ORDER_WATCH_SETTLE_MS + 2_000)
    expect(await watch.runOnce()).toBe(1)
    // Seen again (the rounds overlap by a second): nothing new.
    expect(await watch.runOnce()).toBe(0)
    const all = await settled(email, 3)
    expect(all).toHaveLength(3)
    expect(all[2]?.subject).toBe(`Bari Bevande: ordine n. ${order.number} consegnato`)
  })

  it('two instances watching at once: one round looks, the change is told once', async () => {
    const [first, second] = [createOrderWatch(t.deps), createOrderWatch(t.deps)]
    await t.stores.marks.setMark(ORDER_WATCH_MARK, new Date(clock().getTime() - 1_000).toISOString())
    const { order, email } = await checkout('bacs')
    await settled(email, 1)
    await t.wooRest('PUT', `/orders/${order.id}`, { status: 'processing' })
    clock.advance(ORDER_WATCH_SETTLE_MS + 2_000)
    // The second watch finds the round's lock taken (store/serialised.ts whenFree) and does nothing:
    // WooCommerce is asked once (one page of orders).
    const asked = vi.spyOn(t.deps.woo, 'listOrders')
    const counted = await Promise.all([first.runOnce(), second.runOnce()])
    const calls = asked.mock.calls.length
    asked.mockRestore()
    expect(calls).toBe(1)
    expect(counted.sort()).toEqual([0, 1])
    expect(await settled(email, 2)).toHaveLength(2)
  })

  it('a change the shop made itself is not taken for one made in the back office', async () => {
    const watch = createOrderWatch(t.deps)
    await t.stores.marks.setMark(ORDER_WATCH_MARK, new Date(clock().getTime() - 1_000).toISOString())
    const { order, email } = await checkout('cod')
    await settled(email, 1)
    const staff = await operator()
    expect((await staff.put(`/api/admin/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(
      200,
    )
    await settled(email, 2)
    clock.advance(ORDER_WATCH_SETTLE_MS + 2_000)
    // The round does look at the order (it was modified in the window), and finds nothing new.
    const since = gmtDateTime(new Date(clock().getTime() - 60_000))
    const seen = await t.wooRest<{ id: number }[]>(
      'GET',
      `/orders?modified_after=${since}&dates_are_gmt=true&per_page=100`,
    )
    expect(seen.map((o) => o.id)).toContain(order.id)
    expect(await watch.runOnce()).toBe(0)
    expect(await settled(email, 2)).toHaveLength(2)
  })
})

describe("the 'received' mail of an online order waits in the store", () => {
  it('a restart takes the wait up again: unpaid when it ends, the mail goes with the pay link', async () => {
    t.deps.config.orderMailWaitSeconds = 600
    const { order, email } = await checkout('stripe')
    await expect
      .poll(async () => (await t.stores.mailWaits.orderMailWaits()).map((w) => w.orderId))
      .toContain(order.id)
    // The process stops (its timers are gone) and starts again eleven minutes later.
    pauseOrderMails(t.deps)
    clock.advance(11 * 60_000)
    expect(await resumeOrderMails(t.deps)).toBeGreaterThanOrEqual(1)
    const [received] = await settled(email, 1)
    expect(received?.subject).toBe(`Bari Bevande: ordine n. ${order.number} ricevuto`)
    expect(received?.text).toContain('non è ancora completo')
    expect((await t.stores.mailWaits.orderMailWaits()).map((w) => w.orderId)).not.toContain(order.id)
    // Resumed once more: the wait is over, nothing goes twice.
    await resumeOrderMails(t.deps)
    expect(await settled(email, 1)).toHaveLength(1)
  })
})
