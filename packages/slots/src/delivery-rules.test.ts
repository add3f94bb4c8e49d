import { VEHICLES } from '@shop/zones'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DELIVERY_RULES, DEFAULT_VAN_PAYLOADS, vanCapacityOf, vanPayloadOf } from './delivery-rules'
import { deliveryRulesSchema } from './delivery-rules-schema'

describe('deliveryRulesSchema', () => {
  it('takes the default rules and a full set', () => {
    expect(deliveryRulesSchema.parse(DEFAULT_DELIVERY_RULES)).toEqual(DEFAULT_DELIVERY_RULES)
    const rules = {
      defaultCapacity: { orders: 8 },
      vans: { Fiorino: { orders: 4 } },
      cutoffs: { sameDay: false, nextDayUntil: { 1: '18:00', 6: null }, minHoursBeforeSlot: 2 },
      closures: [{ from: '2026-12-24', to: '2026-12-24', reason: 'Vigilia' }],
    }
    expect(deliveryRulesSchema.parse(rules)).toEqual(rules)
  })

  it.each([
    [{ defaultCapacity: { orders: -1 } }, 'La capienza non può essere negativa (0 chiude il furgone)'],
    [{ defaultCapacity: { orders: 2.5 } }, 'La capienza è un numero intero di ordini per fascia'],
    [{ vans: { Fiorino: { orders: 201 } } }, 'La capienza può essere al massimo 200 ordini per fascia'],
    [{ payloads: { Fiorino: -5 } }, 'Il carico utile non può essere negativo (0 chiude il furgone)'],
    [{ payloads: { Fiorino: 12.5 } }, 'Il carico utile è un numero intero di chili'],
    [{ payloads: { Fiorino: 5001 } }, 'Il carico utile può essere al massimo 5000 kg'],
    [
      { vans: { ' ': { orders: 2 } } },
      'Il nome del furgone non può essere vuoto né più lungo di 60 caratteri',
    ],
  ])('refuses %j in Italian', (change, message) => {
    const result = deliveryRulesSchema.safeParse({ ...DEFAULT_DELIVERY_RULES, ...change })
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})

describe('vanCapacityOf', () => {
  const rules = {
    ...DEFAULT_DELIVERY_RULES,
    defaultCapacity: { orders: 8 },
    vans: { Fiorino: { orders: 4 } },
  }

  it("gives a van's own figure, else the default", () => {
    expect(vanCapacityOf(rules, 'Fiorino')).toEqual({ orders: 4 })
    expect(vanCapacityOf(rules, 'Molisia')).toEqual({ orders: 8 })
    expect(vanCapacityOf(rules, null)).toEqual({ orders: 8 })
  })

  it('is no limit without a default, and never reads inherited names', () => {
    expect(vanCapacityOf(DEFAULT_DELIVERY_RULES, 'Fiorino')).toBeNull()
    expect(vanCapacityOf(rules, 'toString')).toEqual({ orders: 8 })
  })
})

describe('vanPayloadOf', () => {
  it("gives a van's own payload, else the real van's, else no limit", () => {
    expect(vanPayloadOf(DEFAULT_DELIVERY_RULES, 'Fiorino')).toBe(600)
    expect(vanPayloadOf(DEFAULT_DELIVERY_RULES, 'Mega Ducato')).toBe(1800)
    expect(vanPayloadOf({ payloads: { Fiorino: 550 } }, 'Fiorino')).toBe(550)
    expect(vanPayloadOf({ payloads: { Fiorino: 550 } }, 'Renault Master')).toBe(1400)
    expect(vanPayloadOf({ payloads: { 'Furgone nuovo': 900 } }, 'Furgone nuovo')).toBe(900)
    expect(vanPayloadOf(DEFAULT_DELIVERY_RULES, 'Furgone nuovo')).toBeNull()
    expect(vanPayloadOf(DEFAULT_DELIVERY_RULES, null)).toBeNull()
  })

  it('knows every van of the built-in zones', () => {
    for (const van of VEHICLES) expect(DEFAULT_VAN_PAYLOADS[van], van).toBeGreaterThan(0)
  })

  it('takes rules with payloads, and rules saved before there were any', () => {
    const rules = { ...DEFAULT_DELIVERY_RULES, payloads: { Fiorino: 550 } }
    expect(deliveryRulesSchema.parse(rules)).toEqual(rules)
  })
})
