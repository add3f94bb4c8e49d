import { describe, expect, it } from 'vitest'
import type { SlotChoice } from '../../lib/checkout/checkout-api'
import { forgetSlotHold, SLOT_HOLD_STORAGE_KEY, slotHoldId } from './checkout-key'
import { holdEndTime, shownSlots, slotToChoose } from './delivery-slots'

const slot = (label: string, state: SlotChoice['state']): SlotChoice => ({
  slot: label,
  vehicle: 'Furgone 1',
  preferred: false,
  state,
  remaining: state === 'full' ? 0 : null,
  label: state === 'full' ? 'Esaurita' : state === 'few' ? 'Ultimi posti' : null,
  bookable: state === 'open' || state === 'few',
})

const DAY = [
  slot('09:00 - 10:00', 'past-cutoff'),
  slot('10:00 - 11:00', 'full'),
  slot('11:00 - 12:00', 'few'),
  slot('12:00 - 13:00', 'open'),
  slot('13:00 - 14:00', 'closed'),
]

describe('shownSlots', () => {
  it('keeps open, few and full slots, in order', () => {
    expect(shownSlots(DAY).map((s) => s.slot)).toEqual(['10:00 - 11:00', '11:00 - 12:00', '12:00 - 13:00'])
  })
})

describe('slotToChoose', () => {
  it('keeps a bookable choice', () => expect(slotToChoose(DAY, '12:00 - 13:00', false)).toBe('12:00 - 13:00'))
  it('never chooses a full slot: the first bookable one instead', () => {
    expect(slotToChoose(DAY, '10:00 - 11:00', false)).toBe('11:00 - 12:00')
    expect(slotToChoose(DAY, '', false)).toBe('11:00 - 12:00')
  })
  it('leaves the choice to the customer after their slot filled up', () =>
    expect(slotToChoose(DAY, '10:00 - 11:00', true)).toBe(''))
  it('chooses nothing on a day without places', () =>
    expect(slotToChoose([slot('10:00 - 11:00', 'full')], '', false)).toBe(''))
})

describe('holdEndTime', () => {
  it('is the Rome time', () => expect(holdEndTime('2026-11-25T13:35:00.000Z')).toBe('14:35'))
  it('is empty for a bad instant', () => expect(holdEndTime('x')).toBe(''))
})

describe('slotHoldId', () => {
  const memory = () => {
    const values = new Map<string, string>()
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }
  }
  it('is made once per checkout, 32 letters and digits, and forgotten after the order', () => {
    const storage = memory()
    const id = slotHoldId(storage)
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(slotHoldId(storage)).toBe(id)
    expect(storage.getItem(SLOT_HOLD_STORAGE_KEY)).toBe(id)
    forgetSlotHold(storage)
    expect(slotHoldId(storage)).not.toBe(id)
  })
  it('works without storage', () => expect(slotHoldId(null)).toMatch(/^[0-9a-f]{32}$/))
})
