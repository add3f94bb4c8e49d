import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('the invoice numbers on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('numbers orders 1, 2, 3 in the year, keeps an order’s number and date, and starts again in January', async () => {
    const numbers = opened.stores.invoiceNumbers
    expect(await numbers.numberOf(701)).toBeNull()
    expect(await numbers.numberFor(701, '2026-12-30', 1000)).toEqual({
      orderId: 701,
      year: 2026,
      number: 1,
      date: '2026-12-30',
      issuedAt: 1000,
    })
    expect((await numbers.numberFor(702, '2026-12-31', 2000)).number).toBe(2)
    // A later export of 701, on another day: the same number and date.
    expect(await numbers.numberFor(701, '2027-01-02', 3000)).toMatchObject({ number: 1, date: '2026-12-30' })
    expect((await numbers.numberFor(703, '2027-01-02', 4000)).number).toBe(1)
    expect((await numbers.numberFor(704, '2027-01-02', 5000)).number).toBe(2)
    expect(await numbers.numberOf(702)).toMatchObject({ year: 2026, number: 2 })
  })

  it('gives 8 orders exported at once 8 consecutive numbers, and one order exported 8 times one', async () => {
    const numbers = opened.stores.invoiceNumbers
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => numbers.numberFor(800 + i, '2026-11-25', 10 + i)),
    )
    expect(many.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const same = await Promise.all(Array.from({ length: 8 }, () => numbers.numberFor(900, '2026-11-25', 99)))
    expect(new Set(same.map((invoice) => invoice.number))).toEqual(new Set([9]))
    expect(await opened.count('invoice_numbers')).toBe(9)
  })

  it('refuses a date that is not YYYY-MM-DD, giving no number', async () => {
    await expect(opened.stores.invoiceNumbers.numberFor(1, '25/11/2026', 1)).rejects.toThrow(RangeError)
    expect(await opened.count('invoice_numbers')).toBe(0)
  })
})

describe.each(STORE_BACKENDS)('the invoice numbers of several API instances on $name', (backend) => {
  it('never gives two orders one number, nor skips one', async () => {
    const instances = await backend.openShared(3)
    try {
      const given = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          instances[i % 3]?.stores.invoiceNumbers.numberFor(1000 + i, '2026-11-25', i),
        ),
      )
      expect(given.map((invoice) => invoice?.number).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      )
    } finally {
      for (const opened of instances) await opened.close()
    }
  })
})
