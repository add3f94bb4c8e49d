import { deliveryZoneSchema } from '@shop/zones'
import { describe, expect, it } from 'vitest'
import { centsToEuroInput, euroInputToCents } from './zone-money'

describe('zone amounts between the editor (euros with a comma) and the zone (cents)', () => {
  it('reads euros with a comma or a dot, whole euros and a euro sign', () => {
    expect(euroInputToCents('2,90')).toEqual({ cents: 290 })
    expect(euroInputToCents('2.9')).toEqual({ cents: 290 })
    expect(euroInputToCents(' 15 € ')).toEqual({ cents: 1500 })
    expect(euroInputToCents('0,05')).toEqual({ cents: 5 })
    expect(euroInputToCents('')).toEqual({ cents: undefined })
  })

  it('passes a negative amount on, for the zone schema to refuse in its words', () => {
    const read = euroInputToCents('-1')
    expect(read).toEqual({ cents: -100 })
    const parsed = deliveryZoneSchema.shape.deliveryFeeCents.safeParse('cents' in read ? read.cents : 0)
    expect(parsed.error?.issues[0]?.message).toBe('Il costo di consegna non può essere sotto 0,00\u00a0€')
  })

  it('refuses what is not an amount in euros with at most two decimals', () => {
    for (const text of ['abc', '2,905', '1.000,00', '2,']) {
      expect(euroInputToCents(text)).toEqual({
        error: 'Scrivi un importo in euro con al massimo due decimali, per esempio 2,90',
      })
    }
  })

  it('shows cents as euros with a comma, and unset as empty', () => {
    expect(centsToEuroInput(290)).toBe('2,90')
    expect(centsToEuroInput(3900)).toBe('39,00')
    expect(centsToEuroInput(undefined)).toBe('')
  })
})
