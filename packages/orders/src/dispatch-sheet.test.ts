import { describe, expect, it } from 'vitest'
import { type DispatchOrder, dispatchSheet } from './dispatch-sheet'

let next = 1
/** An order as an API might give it: what dispatchSheet reads, and a field it keeps. */
interface Order extends DispatchOrder {
  number: string
}

function order(
  slot: string | null,
  vehicle: string | null,
  items: [number, string, number][],
  extra: Partial<Order> = {},
): Order {
  const id = next++
  return {
    id,
    number: String(id),
    status: 'processing',
    total: 10.1,
    createdAt: `2026-11-20T08:00:${String(60 - id).padStart(2, '0')}.000Z`,
    delivery: { slot, vehicle },
    items: items.map(([productId, name, quantity]) => ({ productId, name, quantity })),
    ...extra,
  }
}

describe('dispatchSheet', () => {
  it('groups by slot in time order, then by vehicle; orders without a slot or a vehicle come last', () => {
    const late = order('15:00-16:00', 'Fiorino', [[1, 'Acqua', 2]])
    const early = order('9:00 - 10:00', 'Mega Ducato', [[1, 'Acqua', 1]])
    const earlyFiorino = order('09:00 - 10:00', 'Fiorino', [[2, 'Birra', 3]])
    const noSlot = order(null, 'Fiorino', [[2, 'Birra', 1]])
    const noVan = order('09:00 - 10:00', null, [[3, 'Vino', 1]])
    const sheet = dispatchSheet([late, early, noSlot, earlyFiorino, noVan])
    expect(sheet.groups.map((g) => [g.slot, g.vehicle, g.orders.map((o) => o.id)])).toEqual([
      ['09:00 - 10:00', 'Fiorino', [earlyFiorino.id]],
      ['09:00 - 10:00', 'Mega Ducato', [early.id]],
      ['09:00 - 10:00', null, [noVan.id]],
      ['15:00 - 16:00', 'Fiorino', [late.id]],
      [null, 'Fiorino', [noSlot.id]],
    ])
  })

  it('leaves out cancelled, refunded and failed orders, and sums each van load by product', () => {
    const a = order('09:00 - 10:00', 'Fiorino', [
      [1, 'Acqua Lete 6x1,5 L', 2],
      [2, 'Birra Peroni', 1],
    ])
    const b = order('10:00 - 11:00', 'Fiorino', [[1, 'Acqua Lete 6x1,5 L', 3]], { total: 0.2 })
    const cancelled = order('10:00 - 11:00', 'Fiorino', [[1, 'Acqua Lete 6x1,5 L', 50]], {
      status: 'cancelled',
    })
    const sheet = dispatchSheet([a, b, cancelled])
    expect(sheet.groups.flatMap((g) => g.orders.map((o) => o.id))).not.toContain(cancelled.id)
    expect(sheet.loads).toEqual([
      {
        vehicle: 'Fiorino',
        orders: 2,
        pieces: 6,
        total: 10.3,
        items: [
          { productId: 1, name: 'Acqua Lete 6x1,5 L', quantity: 5 },
          { productId: 2, name: 'Birra Peroni', quantity: 1 },
        ],
      },
    ])
  })

  it('lists the orders of a group in the order they were placed', () => {
    const first = order('09:00 - 10:00', 'Fiorino', [], { createdAt: '2026-11-20T07:00:00.000Z' })
    const second = order('09:00 - 10:00', 'Fiorino', [], { createdAt: '2026-11-20T09:00:00.000Z' })
    const [group] = dispatchSheet([second, first]).groups
    expect(group?.orders.map((o) => o.id)).toEqual([first.id, second.id])
    // The orders come back as given, with the fields the sheet does not read.
    expect(group?.orders[0]).toBe(first)
    expect(group?.orders[0]?.number).toBe(String(first.id))
  })
})
