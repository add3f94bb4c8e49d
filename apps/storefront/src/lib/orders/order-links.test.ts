import { describe, expect, it } from 'vitest'
import { orderPagePath, reschedulePath, withdrawalPath } from './order-links'

describe('order links', () => {
  it('opens a guest’s order by its key, a customer’s in the account', () => {
    expect(orderPagePath(812, 'wc_order_a&b')).toBe('/ordine?ordine=812&chiave=wc_order_a%26b')
    expect(orderPagePath(812, null)).toBe('/account/ordini/812')
  })
  it('chooses a new delivery with the mail’s link, or by the session without a key', () => {
    expect(reschedulePath(812, 'wc_order_a&b')).toBe(
      '/ordine/nuova-consegna?ordine=812&chiave=wc_order_a%26b',
    )
    expect(reschedulePath(812, null)).toBe('/ordine/nuova-consegna?ordine=812')
  })
  it('withdraws with the order key for a guest, by the session for a customer', () => {
    expect(withdrawalPath(812, 'wc_order_a&b')).toBe('/recesso?ordine=812&chiave=wc_order_a%26b')
    expect(withdrawalPath(812, null)).toBe('/recesso?ordine=812')
  })
})
