import { describe, expect, it } from 'vitest'
import { forgetSlotHold, SLOT_HOLD_STORAGE_KEY, slotHoldId } from './checkout-key'
import { holdEndTime } from './delivery-slots'

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
