/**
 * orddd's lockout and the portal's van capacity count the live orders booked for a date and slot,
 * read from the orders' delivery meta as @shop/orders writes and reads it.
 */
import { deliveryMeta, ORDER_META_KEYS } from '@shop/orders'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VAN_CAPACITY_PER_SLOT } from '../src/plugins/timeslot'
import { type Client, startTestEmulator } from './harness'

let t: Client
// A Monday far from the seeded orders, which lie around today.
const DATE = '2031-01-13'
const SLOT = '09:00 - 10:00'

beforeAll(async () => {
  t = await startTestEmulator({ customers: 40 })
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

const daySlots = async () =>
  (
    (await t.call('GET', `/wp-json/orddd/v1/delivery_schedule/0?date=${DATE}`, { auth: 'none' })).body as {
      time_slot: string
    }[]
  ).map((s) => s.time_slot)

const vanSlots = async (vehicle: string) =>
  (await t.call('GET', `/timeslot.php?date=${DATE}&vehicle=${encodeURIComponent(vehicle)}`, { auth: 'none' }))
    .body as string[] | { available_slots: string[] }

const book = (status: string, meta: { key: string; value: string }[]) =>
  t.call('POST', '/wp-json/wc/v3/orders', { body: { status, meta_data: meta } })

describe('booked orders', () => {
  it("fill a slot up to orddd's lockout; given up orders and other slots do not count", async () => {
    const control = await fetch(`${t.emulator.url}/__emulator/orddd`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lockout: 2 }),
    })
    expect(control.status).toBe(200)
    const meta = deliveryMeta({ date: DATE, slot: SLOT, zoneName: 'Japigia' })
    expect(await daySlots()).toContain(SLOT)

    expect((await book('processing', meta)).status).toBe(201)
    expect((await book('cancelled', meta)).status).toBe(201)
    expect(
      (await book('processing', deliveryMeta({ date: DATE, slot: '10:00 - 11:00', zoneName: 'Japigia' })))
        .status,
    ).toBe(201)
    expect(
      (await book('processing', deliveryMeta({ date: '2031-01-14', slot: SLOT, zoneName: 'Japigia' })))
        .status,
    ).toBe(201)
    expect(await daySlots()).toContain(SLOT)

    // An order placed through orddd's own checkout has only orddd's own slot meta.
    const ordddOnly = meta.filter((m) => m.key !== ORDER_META_KEYS.timeSlot)
    expect((await book('on-hold', ordddOnly)).status).toBe(201)
    const slots = await daySlots()
    expect(slots).not.toContain(SLOT)
    expect(slots).toContain('10:00 - 11:00')
  })

  it("fill a van's slot on the portal up to its capacity, counted by the assigned vehicle", async () => {
    const slot = '11:00 - 12:00'
    const meta = [
      ...deliveryMeta({ date: DATE, slot, zoneName: 'Japigia' }),
      { key: ORDER_META_KEYS.vehicle, value: 'Fiorino' },
    ]
    const shown = (answer: string[] | { available_slots: string[] }) =>
      Array.isArray(answer) ? answer : answer.available_slots
    for (let i = 0; i < VAN_CAPACITY_PER_SLOT - 1; i++) expect((await book('pending', meta)).status).toBe(201)
    expect(shown(await vanSlots('Fiorino'))).toContain(slot)
    expect((await book('pending', meta)).status).toBe(201)
    expect(shown(await vanSlots('Fiorino'))).not.toContain(slot)
    expect(shown(await vanSlots('Mega Ducato'))).toContain(slot)
  })
})
