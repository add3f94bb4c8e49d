import { isoAddDays, romeWallClockInstant } from '@shop/vitest-config/instants'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WITHDRAWAL_TERMS, withdrawalNextSteps } from './withdrawal-terms'
import { deliveredAtOf, withdrawalWindow } from './withdrawal-window'

/** WooCommerce's date_completed_gmt of an instant: GMT, no zone, whole seconds. */
const gmt = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 19)

describe('withdrawalWindow', () => {
  it('is open from the placing, before any delivery', () => {
    for (const status of ['pending', 'on-hold', 'processing', 'out-for-delivery', 'delivery-failed'])
      expect(withdrawalWindow({ status }, new Date('2026-11-25T09:00:00Z')), status).toEqual({
        open: true,
        closed: null,
        deliveredOn: null,
        lastDay: null,
      })
  })

  it('runs until the 14th day after the Rome day of delivery, that day included', () => {
    // Delivered at 00:30 in Rome on 23 November (still the 22nd in GMT).
    const order = { status: 'completed', date_completed_gmt: '2026-11-22T23:30:00' }
    const lastMoment = new Date(romeWallClockInstant('2026-12-07', '23:59') + 59_999)
    expect(withdrawalWindow(order, lastMoment)).toEqual({
      open: true,
      closed: null,
      deliveredOn: '2026-11-23',
      lastDay: '2026-12-07',
    })
    const after = withdrawalWindow(order, new Date(lastMoment.getTime() + 1))
    expect(after.open).toBe(false)
    expect(after.closed).toEqual({
      reason: 'expired',
      message:
        'Il termine per recedere da questo ordine è scaduto lunedì 7 dicembre 2026: 14 giorni dopo la consegna di lunedì 23 novembre 2026. Se c’è un problema con i prodotti, contattaci.',
    })
  })

  it('counts calendar days in Rome across the change of the clocks', () => {
    // Delivered on Saturday 21 March 2026 at 18:00 in Rome; the clocks go forward on the 29th.
    const order = {
      status: 'completed',
      date_completed_gmt: gmt(romeWallClockInstant('2026-03-21', '18:00')),
    }
    expect(withdrawalWindow(order, new Date(romeWallClockInstant('2026-04-04', '23:59'))).open).toBe(true)
    expect(withdrawalWindow(order, new Date(romeWallClockInstant('2026-04-05', '00:00'))).open).toBe(false)
  })

  it('property: open exactly while Rome’s today is at most 14 days after the delivery day', () => {
    const from = Date.parse('2025-01-01T00:00:00Z')
    const to = Date.parse('2030-12-31T00:00:00Z')
    fc.assert(
      fc.property(
        fc.integer({ min: from, max: to }),
        fc.integer({ min: 0, max: 40 * 24 * 3600 * 1000 }),
        (deliveredMs, laterMs) => {
          const delivered = Math.floor(deliveredMs / 1000) * 1000
          const window = withdrawalWindow(
            { status: 'completed', date_completed_gmt: gmt(delivered) },
            new Date(delivered + laterMs),
          )
          const romeDay = (ms: number) =>
            new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date(ms))
          expect(window.deliveredOn).toBe(romeDay(delivered))
          expect(window.lastDay).toBe(isoAddDays(romeDay(delivered), 14))
          expect(window.open).toBe(romeDay(delivered + laterMs) <= (window.lastDay as string))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('is closed for orders cancelled, refunded, failed or never placed, whatever the date', () => {
    const now = new Date('2026-11-25T09:00:00Z')
    const reasons = Object.fromEntries(
      ['cancelled', 'refunded', 'failed', 'checkout-draft', 'trash'].map((status) => [
        status,
        withdrawalWindow({ status, date_completed_gmt: '2026-11-24T10:00:00' }, now).closed?.reason,
      ]),
    )
    expect(reasons).toEqual({
      cancelled: 'cancelled',
      refunded: 'refunded',
      failed: 'failed',
      'checkout-draft': 'not-placed',
      trash: 'not-placed',
    })
    expect(withdrawalWindow({ status: 'cancelled' }, now).closed?.message).toBe(
      'Questo ordine è stato annullato: non c’è più un contratto da cui recedere.',
    )
  })

  it('reads no delivery from a completion date that is missing or not a date', () => {
    for (const value of [null, undefined, '', 'ieri', 42, '2026-13-45T99:99:99', {}])
      expect(deliveredAtOf({ date_completed_gmt: value }), String(value)).toBeNull()
    expect(deliveredAtOf({ date_completed_gmt: '2026-11-24T10:00:00' })?.toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    )
  })
})

describe('withdrawalNextSteps', () => {
  it('says how the goods come back and how the money does', () => {
    expect(withdrawalNextSteps({ delivered: true, paid: true, paidAtDoor: false })).toEqual([
      WITHDRAWAL_TERMS.pickup,
      WITHDRAWAL_TERMS.refund,
    ])
    expect(withdrawalNextSteps({ delivered: true, paid: true, paidAtDoor: true })).toEqual([
      WITHDRAWAL_TERMS.pickup,
      WITHDRAWAL_TERMS.refund,
      WITHDRAWAL_TERMS.refundCash,
    ])
    expect(withdrawalNextSteps({ delivered: false, paid: false, paidAtDoor: false })).toEqual([
      WITHDRAWAL_TERMS.notDelivered,
      WITHDRAWAL_TERMS.nothingToPay,
    ])
  })

  it('names the opened goods the law lets the shop refuse, and the article', () => {
    expect(WITHDRAWAL_TERMS.sealedGoods).toContain('art. 59, comma 1, lettera e')
    expect(Object.isFrozen(WITHDRAWAL_TERMS)).toBe(true)
  })
})
