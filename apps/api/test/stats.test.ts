import { describe, expect, it } from 'vitest'
import { median } from '../dev/stats'

describe('median', () => {
  it('takes the middle value of an odd list, whatever its order', () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([98, 97, 99, 97, 98])).toBe(98)
  })
  it('averages the two middle values of an even list', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('does not reorder the list it is given', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError)
  })
})
