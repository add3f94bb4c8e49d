import { describe, expect, it } from 'vitest'
import { linkedOrderId } from './orders-page'

describe('linkedOrderId', () => {
  it('reads an order’s id from ?ordine=', () => {
    expect(linkedOrderId('123')).toBe(123)
  })

  it('ignores anything that is not a positive whole number', () => {
    for (const value of [null, '', '0', '-4', '1.5', '12abc', ' 12', '99999999999'])
      expect(linkedOrderId(value)).toBeNull()
  })
})
