// The calendar sweep (issue 22) for the orders' date rule: the delivery meta's orddd timestamp of
// the days around each sweep instant, against the EU summer-time rule (no Intl).
import {
  describeAtInstants,
  isoAddDays,
  MACHINE_TIME_ZONES,
  romeWallClockInstant,
} from '@shop/vitest-config/instants'
import { expect, it } from 'vitest'
import { deliveryMeta, ordddTimestamp } from './index'

describeAtInstants(
  'ordddTimestamp at the sweep instants',
  (instant) => {
    const today = instant.romeDate
    const tomorrow = isoAddDays(today, 1)

    it('today in Rome began at its timestamp and ends at the next one', () => {
      expect(ordddTimestamp(today) * 1000).toBeLessThanOrEqual(instant.epochMs)
      expect(ordddTimestamp(tomorrow) * 1000).toBeGreaterThan(instant.epochMs)
    })

    it('is 00:00 Rome time on each of the next 31 days (23, 24 or 25 hours apart)', () => {
      for (let i = -1; i <= 31; i++) {
        const date = isoAddDays(today, i)
        expect(ordddTimestamp(date) * 1000, date).toBe(romeWallClockInstant(date, '00:00'))
      }
    })

    it("deliveryMeta writes tomorrow's timestamp with tomorrow's date", () => {
      const meta = deliveryMeta({ date: tomorrow, slot: '09:00 - 10:00', zoneName: 'Japigia' })
      expect(meta.find((entry) => entry.key === 'Data di consegna')?.value).toBe(tomorrow)
      expect(meta.find((entry) => entry.key === '_orddd_timestamp')?.value).toBe(
        String(romeWallClockInstant(tomorrow, '00:00') / 1000),
      )
    })
  },
  { machineZones: MACHINE_TIME_ZONES },
)
