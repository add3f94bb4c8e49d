import { describe, expect, it } from 'vitest'
import type { SlotChoice } from '../checkout/checkout-api'
import { shownSlots, slotToChoose } from './delivery-slots'

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
