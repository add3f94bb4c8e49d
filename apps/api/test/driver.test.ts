/**
 * Issue 26, the van's day over HTTP: the driver roster and the vans of a day (operators), the
 * driver's login and day, every action at the door (delivered with cash, the ID check, the proof;
 * not delivered with a reason), each replayed (idempotent per stop), what each leaves in
 * WooCommerce (status, meta) and sends the customer, the customer's new slot after a failed
 * delivery, and the day's cash per van.
 */
import { randomUUID } from 'node:crypto'
import { FORM_MESSAGES } from '@shop/forms'
import { isoDateOf, romeDayNumber, TIME_SLOTS } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, JAPIGIA_HOME, moveToRomeTime, startApi, type TestApi, testClock } from './harness'

let t: TestApi
const clock = testClock()
let date: string
let nextDate: string
let water = 0
let beer = 0
let staff: Browser
let driver: Browser
let driverId = 0
let vehicle = ''
let glass = 0

/** A 1×1 PNG: the signature the phone sends. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

beforeAll(async () => {
  t = await startApi({ now: clock, emulator: { plugins: { shopStatuses: true } } })
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[2] as string
  nextDate = dates[3] as string
  for (const van of ['Molisia', 'Fiat new Ducato', 'Fiorino', 'Fiat Ducato'])
    await t.control('/timeslots', 'POST', { vehicle: van, slots: [...TIME_SLOTS] })
  t.emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'cod'",
  )
  const [birra] = await t.wooRest<{ id: number }[]>('GET', '/products/categories?slug=birra')
  water = (
    await t.wooRest<{ id: number }>('POST', '/products', {
      name: `Acqua Lete 6 × 1,5 l ${randomUUID().slice(0, 6)}`,
      regular_price: '3.90',
      manage_stock: true,
      stock_quantity: 500,
    })
  ).id
  beer = (
    await t.wooRest<{ id: number }>('POST', '/products', {
      name: `Birra Peroni 66 cl ${randomUUID().slice(0, 6)}`,
      regular_price: '1.80',
      manage_stock: true,
      stock_quantity: 500,
      categories: [{ id: birra?.id }],
    })
  ).id
  await logIn()
  const all = await t.deps.woo.listAllProducts({ status: 'publish' })
  glass =
    all.find((p) => p.categories?.some((c) => c.slug === 'acqua-in-vetro') && p.type === 'simple')?.id ?? 0
  await t.deps.woo.updateStock(glass, 5000)
  // A crate of 12 glass bottles: 12 × 0,20 € + the crate 3,00 € of deposit.
  const marked = await staff.put(`/api/admin/products/${glass}/returnable`, {
    empties: [
      { kind: 'bottiglia', count: 12, depositCents: 20 },
      { kind: 'cassa', count: 1, depositCents: 300 },
    ],
  })
  expect(marked.status, marked.text).toBe(200)
}, 60_000)

/** The operator and the driver sign in (again after the clock moved days on: sessions end). */
async function logIn(): Promise<void> {
  staff = await t.loggedIn('shop_manager')
  const account = t.demo('customer', 1)
  driver = t.browser()
  if (driverId) {
    const again = await driver.post('/api/auth/login', {
      login: account.username,
      password: account.password,
      driver: true,
    })
    expect(again.status, again.text).toBe(200)
    return
  }
  // Not on the roster yet: the right password opens no driver session.
  const refused = await driver.post('/api/auth/login', {
    login: account.username,
    password: account.password,
    driver: true,
  })
  expect(refused.status).toBe(403)
  expect(refused.body.error).toEqual({
    code: 'driver_only',
    message: "Questo account non è abilitato come autista. Chiedi all'ufficio di abilitarlo.",
  })
  const added = await staff.post('/api/admin/drivers', { email: account.email })
  expect(added.status, added.text).toBe(200)
  driverId = added.body.drivers.find((d: { email: string }) => d.email === account.email).userId
  const login = await driver.post('/api/auth/login', {
    login: account.username,
    password: account.password,
    driver: true,
  })
  expect(login.status, login.text).toBe(200)
}

afterAll(async () => {
  await t?.stop()
})

/** A guest checkout at 10:00 - 11:00 of `on`; beer when `alcohol`. */
async function checkout(paymentMethod: string, options: { alcohol?: boolean; on?: string } = {}) {
  const email = `cliente.${randomUUID().slice(0, 8)}@example.it`
  const reply = await t.browser().request('POST', '/api/orders', {
    body: {
      items: [{ productId: options.alcohol ? beer : water, quantity: 3 }],
      ...JAPIGIA_HOME,
      delivery: { date: options.on ?? date, slot: '10:00 - 11:00' },
      paymentMethod,
      ...(options.alcohol ? { ageDeclared: true } : {}),
      guest: { firstName: 'Lucia', lastName: 'Di Bari', email, phone: '347 000 1122' },
    },
    headers: { 'Idempotency-Key': `driver-${randomUUID()}` },
  })
  expect(reply.status, reply.text).toBe(201)
  return {
    id: reply.body.id as number,
    total: reply.body.total as number,
    key: reply.body.orderKey as string,
    email,
  }
}

/** How many outbox mails to `to` have a subject like `subject` (after the messages sent after the answer went). */
async function mailsTo(to: string, subject: RegExp): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 100))
  return (await t.stores.outbox.outbox(500)).filter((m) => m.to === to && subject.test(m.subject)).length
}

const wooOrder = async (id: number) => (await t.deps.woo.getOrder(id)) as Order
const meta = (order: Order, key: string) => order.meta_data?.find((entry) => entry.key === key)?.value

function delivered(amount: number, extra: Record<string, unknown> = {}) {
  return {
    actionId: randomUUID(),
    result: 'delivered',
    recordedAt: clock().toISOString(),
    payment: amount > 0 ? { method: 'cash', amount } : { method: 'none', amount: 0 },
    empties: {},
    idChecked: false,
    proof: { kind: 'signature', dataUrl: SIGNATURE },
    ...extra,
  }
}

describe("the van's day", () => {
  let cod: Awaited<ReturnType<typeof checkout>>
  let alcohol: Awaited<ReturnType<typeof checkout>>
  let transfer: Awaited<ReturnType<typeof checkout>>
  const crates: { id: number; total: number }[] = []

  beforeAll(async () => {
    cod = await checkout('cod')
    alcohol = await checkout('cod', { alcohol: true })
    transfer = await checkout('bacs')
    // A customer's two crates of glass water, delivered one after the other today.
    const customer = await t.loggedIn('customer', 2)
    for (const list of [crates, crates]) {
      const placed = await customer.request('POST', '/api/orders', {
        body: {
          items: [{ productId: glass, quantity: 1 }],
          ...JAPIGIA_HOME,
          delivery: { date, slot: '10:00 - 11:00' },
          paymentMethod: 'cod',
        },
        headers: { 'Idempotency-Key': `driver-${randomUUID()}` },
      })
      expect(placed.status, placed.text).toBe(201)
      list.push({ id: placed.body.id, total: placed.body.total })
    }
    vehicle = (await staff.get(`/api/admin/orders/${cod.id}`)).body.delivery.vehicle
    for (const order of [alcohol, transfer, ...crates])
      expect((await staff.get(`/api/admin/orders/${order.id}`)).body.delivery.vehicle, String(order.id)).toBe(
        vehicle,
      )
    moveToRomeTime(clock, date, '08:00')
    await logIn()
    const assigned = await staff.put('/api/admin/van-drivers', { date, vehicle, userId: driverId })
    expect(assigned.status, assigned.text).toBe(200)
    expect(assigned.body.vans).toContainEqual({
      vehicle,
      driver: { userId: driverId, name: expect.any(String) },
    })
  })

  it('shows the driver their van and its stops, with what to collect, the unpaid transfer and the alcohol', async () => {
    const day = await driver.get('/api/driver/day')
    expect(day.status, day.text).toBe(200)
    expect(day.body).toMatchObject({ date, vehicle, driver: { userId: driverId } })
    const stops = day.body.stops as { orderId: number; position: number }[]
    expect(stops.map((stop) => stop.position)).toEqual(stops.map((_, i) => i + 1))
    const stop = (id: number) => day.body.stops.find((s: { orderId: number }) => s.orderId === id)
    expect(stop(cod.id)).toMatchObject({
      collect: { amount: cod.total, text: expect.stringMatching(/^Da incassare /) },
      unpaid: null,
      alcohol: false,
      state: 'to-deliver',
      location: JAPIGIA_HOME.coordinates,
      customer: { name: 'Lucia Di Bari', phone: '347 000 1122' },
      address: { line: 'Via Peucetia, 22', city: 'Bari', postcode: '70126' },
    })
    expect(stop(cod.id).mapsUrl).toContain('destination=41.11158%2C16.89587')
    expect(stop(alcohol.id).alcohol).toBe(true)
    expect(stop(transfer.id)).toMatchObject({ collect: null, unpaid: 'Bonifico non ricevuto' })
    const crateTotals = crates.reduce((sum, crate) => sum + crate.total, 0)
    expect(day.body.cash.due).toBeCloseTo(cod.total + alcohol.total + crateTotals, 2)
  })

  it('records a delivery once: completed with its outcome and proof, the customer mailed once, a replay answers the same', async () => {
    const body = delivered(cod.total)
    const first = await driver.post(`/api/driver/stops/${cod.id}/outcome`, body)
    expect(first.status, first.text).toBe(200)
    expect(first.body.stop).toMatchObject({
      orderId: cod.id,
      state: 'delivered',
      outcome: { result: 'delivered' },
    })
    const again = await driver.post(`/api/driver/stops/${cod.id}/outcome`, body)
    expect(again.status, again.text).toBe(200)
    expect(again.body.stop.outcome).toEqual(first.body.stop.outcome)
    const order = await wooOrder(cod.id)
    expect(order.status).toBe('completed')
    const outcome = JSON.parse(String(meta(order, '_shop_delivery_outcome')))
    expect(outcome).toMatchObject({
      actionId: body.actionId,
      result: 'delivered',
      date,
      vehicle,
      payment: { method: 'cash', amount: cod.total },
      proof: 'signature',
      driver: { userId: driverId },
    })
    expect(JSON.stringify(outcome)).not.toContain('base64')
    // The shop's private note, beside WooCommerce's own on the status change.
    const notes = await t.deps.woo.listOrderNotes(cod.id, { type: 'internal' })
    expect(notes.map((note) => note.note)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Consegnato da .+ \\(${vehicle}\\) alle 08:\\d\\d: contanti .+, firma raccolta\\.$`),
      ),
    )
    const proof = await staff.request('GET', `/api/admin/orders/${cod.id}/proof`)
    expect(proof.status).toBe(200)
    expect(proof.headers.get('content-type')).toBe('image/png')
    expect((await driver.get(`/api/admin/orders/${cod.id}/proof`)).status).toBe(403)
    // The customer's 'consegnato' mail, once.
    expect((await t.outbox(cod.email))?.subject).toMatch(/ordine n\. \d+ consegnato$/)
    expect(await mailsTo(cod.email, / consegnato$/)).toBe(1)
    // Another action for the same stop: refused, with the stop as recorded.
    const other = await driver.post(`/api/driver/stops/${cod.id}/outcome`, delivered(1))
    expect(other.status).toBe(409)
    expect(other.body.error.code).toBe('stop_recorded')
    expect(other.body.error.data.stop.outcome.actionId).toBe(body.actionId)
  })

  it('takes back the empties at the door: the customer’s next stop expects them, and they become credit', async () => {
    const [first, second] = crates as [{ id: number; total: number }, { id: number; total: number }]
    const stopOf = async (id: number) =>
      (await driver.get('/api/driver/day')).body.stops.find(
        (stop: { orderId: number }) => stop.orderId === id,
      )
    // Nothing held before the first crate.
    expect((await stopOf(second.id)).empties).toEqual([])
    expect((await driver.post(`/api/driver/stops/${first.id}/outcome`, delivered(first.total))).status).toBe(
      200,
    )
    // The first crate lent 12 bottles and a crate: the second stop expects them back.
    expect((await stopOf(second.id)).empties).toEqual([
      { kind: 'bottiglia', label: '12 bottiglie', expected: 12 },
      { kind: 'cassa', label: '1 cassa', expected: 1 },
    ])
    const back = delivered(second.total, { empties: { bottiglia: 12, cassa: 1 } })
    expect((await driver.post(`/api/driver/stops/${second.id}/outcome`, back)).status).toBe(200)
    // Replayed: counted once.
    expect((await driver.post(`/api/driver/stops/${second.id}/outcome`, back)).status).toBe(200)
    const customer = await t.loggedIn('customer', 2)
    const empties = await customer.get('/api/account/empties')
    expect(empties.status, empties.text).toBe(200)
    // The returned ones are credit (12 × 0,20 € + 3,00 €); the second crate's are held now.
    expect(empties.body).toMatchObject({ credit: 5.4, held: { bottiglia: 12, cassa: 1 } })
  })

  it('refuses to deliver alcohol without the ID check, and an unpaid transfer, changing nothing', async () => {
    const noId = await driver.post(`/api/driver/stops/${alcohol.id}/outcome`, delivered(alcohol.total))
    expect(noId.status).toBe(409)
    expect(noId.body.error.code).toBe('id_check_required')
    const unpaid = await driver.post(`/api/driver/stops/${transfer.id}/outcome`, delivered(0))
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.error).toMatchObject({
      code: 'stop_unpaid',
      message: expect.stringMatching(/^Bonifico non ricevuto/),
    })
    for (const id of [alcohol.id, transfer.id]) {
      const order = await wooOrder(id)
      expect(order.status).not.toBe('completed')
      expect(meta(order, '_shop_delivery_outcome')).toBeUndefined()
    }
  })

  it('refuses a body that does not hold, in Italian, changing nothing', async () => {
    // A data URL that says PNG over bytes that are not one.
    const bad = await driver.post(`/api/driver/stops/${alcohol.id}/outcome`, {
      ...delivered(alcohol.total, { idChecked: true }),
      proof: { kind: 'signature', dataUrl: 'data:image/png;base64,aGVsbG8=' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ 'proof.dataUrl': FORM_MESSAGES.proofInvalid })
    const negative = await driver.post(`/api/driver/stops/${alcohol.id}/outcome`, {
      ...delivered(alcohol.total, { idChecked: true }),
      empties: { bottiglia: -1 },
    })
    expect(negative.status).toBe(400)
    expect(negative.body.error.fields).toEqual({ 'empties.bottiglia': FORM_MESSAGES.emptiesInvalid })
    // 'Altro' without saying what.
    const other = await driver.post(`/api/driver/stops/${alcohol.id}/outcome`, {
      actionId: randomUUID(),
      result: 'failed',
      recordedAt: clock().toISOString(),
      reason: 'other',
      note: ' ',
    })
    expect(other.status).toBe(400)
    expect(other.body.error.fields).toEqual({ note: FORM_MESSAGES.failureNoteRequired })
    const noNote = await driver.post(`/api/driver/stops/${alcohol.id}/outcome`, {
      actionId: 'not-a-uuid',
      result: 'failed',
      recordedAt: clock().toISOString(),
      reason: 'forse',
      note: '',
    })
    expect(noNote.status).toBe(400)
    expect(Object.keys(noNote.body.error.fields).sort()).toEqual(['actionId', 'reason'])
    expect((await wooOrder(alcohol.id)).status).not.toBe('delivery-failed')
  })

  it('records a failed delivery under many phones at once: one wins, the status and meta say why, the customer gets the link', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => ({
      actionId: randomUUID(),
      result: 'failed',
      recordedAt: clock().toISOString(),
      reason: i === 0 ? 'underage' : 'absent',
      note: '',
    }))
    const replies = await Promise.all(
      bodies.map((body) => driver.post(`/api/driver/stops/${alcohol.id}/outcome`, body)),
    )
    const won = replies.filter((reply) => reply.status === 200)
    expect(won, replies.map((r) => r.status).join()).toHaveLength(1)
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(7)
    const order = await wooOrder(alcohol.id)
    expect(order.status).toBe('delivery-failed')
    const outcome = JSON.parse(String(meta(order, '_shop_delivery_outcome')))
    expect(outcome.actionId).toBe(won[0]?.body.stop.outcome.actionId)
    // The winner replayed: the same answer, still one mail.
    const winner = bodies.find((body) => body.actionId === outcome.actionId)
    expect((await driver.post(`/api/driver/stops/${alcohol.id}/outcome`, winner)).status).toBe(200)
    const notes = await t.deps.woo.listOrderNotes(alcohol.id, { type: 'internal' })
    expect(notes.filter((note) => note.note.startsWith('Non consegnato da '))).toHaveLength(1)
    const mail = await t.outbox(alcohol.email)
    expect(mail?.subject).toMatch(/non consegnato$/)
    expect(await mailsTo(alcohol.email, /non consegnato$/)).toBe(1)
    expect(mail?.body).toContain(
      `/ordine/nuova-consegna?ordine=${alcohol.id}&chiave=${encodeURIComponent(alcohol.key)}`,
    )
  })

  it('reports the day’s cash per van: due, recorded, the difference', async () => {
    const report = await staff.get(`/api/admin/cash?date=${date}`)
    expect(report.status, report.text).toBe(200)
    const van = report.body.vans.find((v: { vehicle: string }) => v.vehicle === vehicle)
    expect(van.driver).toMatchObject({ userId: driverId })
    const row = (id: number) => van.stops.find((s: { orderId: number }) => s.orderId === id)
    expect(row(cod.id)).toMatchObject({
      due: cod.total,
      recorded: cod.total,
      method: 'cash',
      result: 'delivered',
      difference: 0,
    })
    expect(row(alcohol.id)).toMatchObject({ result: 'failed', recorded: 0, difference: 0 })
    expect(row(transfer.id)).toBeUndefined()
    const others = van.stops.filter(
      (s: { orderId: number }) => s.orderId !== cod.id && s.orderId !== alcohol.id,
    )
    const pending = others.reduce(
      (sum: number, s: { difference: number }) => sum + Math.round(s.difference * 100),
      0,
    )
    expect(Math.round(van.difference * 100)).toBe(pending)
    expect((await driver.get(`/api/admin/cash?date=${date}`)).status).toBe(403)
  })

  it('lets the customer choose a new slot once, by the link: the order goes back to the vans on the new date', async () => {
    const view = await t
      .browser()
      .get(`/api/orders/${alcohol.id}/reschedule?key=${encodeURIComponent(alcohol.key)}`)
    expect(view.status, view.text).toBe(200)
    expect(view.body).toMatchObject({
      open: true,
      zone: { id: expect.any(String) },
      failed: {
        date,
        reason: 'l’ordine contiene alcolici e non è stato possibile verificare la maggiore età',
      },
    })
    expect((await t.browser().get(`/api/orders/${alcohol.id}/reschedule?key=wrong`)).status).toBe(404)
    const choice = { key: alcohol.key, date: nextDate, slot: '11:00 - 12:00' }
    const [first, second] = await Promise.all([
      t.browser().post(`/api/orders/${alcohol.id}/reschedule`, choice),
      t.browser().post(`/api/orders/${alcohol.id}/reschedule`, { ...choice, slot: '12:00 - 13:00' }),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses, `${first.text} ${second.text}`).toEqual([200, 409])
    const chosen = first.status === 200 ? first : second
    const order = await wooOrder(alcohol.id)
    expect(order.status).toBe('processing')
    expect(meta(order, 'Data di consegna')).toBe(nextDate)
    expect(chosen.body.open).toBe(false)
    expect(meta(order, '_shop_delivery_outcome')).toBe('')
    expect(JSON.parse(String(meta(order, '_shop_delivery_attempts')))).toHaveLength(1)
    // Not waiting any more: a new choice is refused.
    const late = await t
      .browser()
      .post(`/api/orders/${alcohol.id}/reschedule`, { ...choice, slot: '15:00 - 16:00' })
    expect(late.status).toBe(409)
  })

  it('keeps others out: no session 401, a customer 403, a driver taken off the roster 403 at once', async () => {
    expect((await t.browser().get('/api/driver/day')).status).toBe(401)
    const customer = await t.loggedIn('customer', 2)
    expect((await customer.get('/api/driver/day')).status).toBe(403)
    expect((await customer.post(`/api/driver/stops/${transfer.id}/outcome`, delivered(0))).status).toBe(403)
    // A stop of another van, or another day: not the driver's.
    const tomorrow = await checkout('cod', { on: nextDate })
    const notMine = await driver.post(`/api/driver/stops/${tomorrow.id}/outcome`, delivered(tomorrow.total))
    expect(notMine.status).toBe(404)
    expect(notMine.body.error.code).toBe('stop_not_found')
    const removed = await staff.request('DELETE', `/api/admin/drivers/${driverId}`)
    expect(removed.status, removed.text).toBe(200)
    expect((await driver.get('/api/driver/day')).status).toBe(403)
    expect(await t.deps.stores.drivers.vanOf(date, driverId)).toBeNull()
    await staff.post('/api/admin/drivers', { email: t.demo('customer', 1).email })
  })
})

it('answers a driver without a van today with an empty day', async () => {
  const today = isoDateOf(romeDayNumber(clock()))
  await staff.put('/api/admin/van-drivers', { date: today, vehicle, userId: null })
  const day = await driver.get('/api/driver/day')
  expect(day.status, day.text).toBe(200)
  expect(day.body).toMatchObject({ date: today, vehicle: null, stops: [], cash: { due: 0, recorded: 0 } })
})
