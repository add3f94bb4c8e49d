import { describe, expect, it } from 'vitest'
import { sameSlot } from './same-slot'

describe('sameSlot', () => {
  it.each([
    ['09:00-10:00', '09:00 - 10:00'],
    ['09:00 - 10:00', '09:00 - 10:00'],
    [' 09:00 -10:00 ', '09:00- 10:00'],
    ['09:00\t-\n10:00', '09:00-10:00'],
    ['09 : 00 - 10 : 00', '09:00-10:00'],
    ['09:00-12:00', '09:00 - 12:00'],
  ])('equates %j and %j (whitespace ignored)', (a, b) => {
    expect(sameSlot(a, b)).toBe(true)
    expect(sameSlot(b, a)).toBe(true)
  })

  it.each([
    ['09:00 - 10:00', '10:00 - 11:00'],
    ['9:00 - 10:00', '09:00 - 10:00'],
    ['09:00 - 10:00', '09.00 - 10.00'],
    ['09:00 - 10:00', '09:00 - 10:00 AM'],
  ])('tells %j and %j apart (only whitespace is ignored)', (a, b) => {
    expect(sameSlot(a, b)).toBe(false)
  })

  it.each([
    [null, '09:00 - 10:00'],
    ['09:00 - 10:00', undefined],
    [900, 900],
    [undefined, undefined],
  ])('is false unless both are strings (%j, %j)', (a, b) => {
    expect(sameSlot(a, b)).toBe(false)
  })
})
