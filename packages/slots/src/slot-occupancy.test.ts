import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slotOccupancy } from './slot-occupancy'

describe('slotOccupancy', () => {
  it('is unlimited without a capacity', () => {
    expect(slotOccupancy(undefined, { orders: 1000, crates: 1000 }, { crates: 50 })).toEqual({
      state: 'open',
      remaining: null,
    })
  })

  it.each([
    [10, 0, 'open', 10],
    [10, 7, 'open', 3],
    [10, 8, 'few', 2],
    [10, 9, 'few', 1],
    [10, 10, 'full', 0],
    [10, 12, 'full', 0],
    [20, 15, 'open', 5],
    [20, 16, 'few', 4],
    [3, 0, 'open', 3],
    [3, 1, 'few', 2],
    [0, 0, 'full', 0],
  ] as const)('capacity %i with %i booked: %s, %i left', (orders, booked, state, remaining) => {
    expect(slotOccupancy({ orders }, { orders: booked })).toEqual({ state, remaining })
  })

  it('is full when crates or kg are taken, or would be exceeded by the wanted order', () => {
    const capacity = { orders: 10, crates: 40, kg: 600 }
    expect(slotOccupancy(capacity, { orders: 5, crates: 36, kg: 300 })).toEqual({
      state: 'open',
      remaining: 5,
    })
    expect(slotOccupancy(capacity, { orders: 5, crates: 36 }, { crates: 4 })).toEqual({
      state: 'open',
      remaining: 5,
    })
    expect(slotOccupancy(capacity, { orders: 5, crates: 36 }, { crates: 5 })).toEqual({
      state: 'full',
      remaining: 0,
    })
    expect(slotOccupancy(capacity, { orders: 5, crates: 40 })).toEqual({ state: 'full', remaining: 0 })
    expect(slotOccupancy(capacity, { orders: 5, kg: 550 }, { kg: 60 })).toEqual({
      state: 'full',
      remaining: 0,
    })
    expect(slotOccupancy(capacity, { orders: 5 }, { kg: 600 })).toEqual({ state: 'open', remaining: 5 })
    // No crate limit: crates do not count.
    expect(slotOccupancy({ orders: 10 }, { orders: 5, crates: 900 }, { crates: 90 }).state).toBe('open')
  })

  it('counts numbers it cannot read as full', () => {
    expect(slotOccupancy({ orders: Number.NaN }, { orders: 0 }).state).toBe('full')
    expect(slotOccupancy({ orders: 10 }, { orders: Number.NaN }).state).toBe('full')
    expect(slotOccupancy({ orders: 10, kg: 100 }, { orders: 1, kg: Number.NaN }).state).toBe('full')
  })

  it('property: never open or few when the booked orders, crates or kg reach the capacity', () => {
    const count = fc.integer({ min: 0, max: 60 })
    fc.assert(
      fc.property(
        fc.record({
          orders: count,
          crates: fc.option(count, { nil: undefined }),
          kg: fc.option(count, { nil: undefined }),
        }),
        fc.record({
          orders: count,
          crates: fc.option(count, { nil: undefined }),
          kg: fc.option(count, { nil: undefined }),
        }),
        fc.record({ crates: fc.option(count, { nil: undefined }), kg: fc.option(count, { nil: undefined }) }),
        (capacity, booked, wanted) => {
          const { state, remaining } = slotOccupancy(capacity, booked, wanted)
          const fits = (limit?: number, used = 0, add = 0) =>
            limit === undefined || (used < limit && used + add <= limit)
          const free =
            booked.orders < capacity.orders &&
            fits(capacity.crates, booked.crates, wanted.crates) &&
            fits(capacity.kg, booked.kg, wanted.kg)
          expect(state === 'full').toBe(!free)
          expect(remaining).toBe(free ? capacity.orders - booked.orders : 0)
          if (free)
            expect(state === 'few').toBe(
              capacity.orders - booked.orders <= Math.max(2, capacity.orders * 0.2),
            )
        },
      ),
    )
  })
})
