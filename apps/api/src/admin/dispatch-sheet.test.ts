import { describe, expect, it } from 'vitest'
import type { AdminOrderView } from './admin-order-view'
import { dispatchSheet } from './dispatch-sheet'

let next = 1
function order(
  slot: string | null,
  vehicle: string | null,
  items: [number, string, number][],
  extra: Partial<AdminOrderView> = {},
): AdminOrderView {
  const id = next++
  return {
    id,
    number: String(id),
    status: 'processing',
    total: 10.1,
    currency: 'EUR',
    createdAt: `2026-11-20T08:00:${String(60 - id).padStart(2, '0')}.000Z`,
    orderKey: `wc_order_${id}`,
    delivery: { date: '2026-11-23', slot, zoneName: 'Centro', vehicle },
    items: items.map(([productId, name, quantity]) => ({ productId, name, quantity, total: 1, image: null })),
    shipping: {
      firstName: 'A',
      lastName: 'B',
      address1: 'Via X 1',
      city: 'Bari',
      postcode: '70121',
      province: 'BA',
      phone: '',
    },
    paymentMethod: { id: 'cod', title: 'Contanti' },
    needsPayment: false,
    bankDetails: null,
    customer: { id: 1, name: 'A B', email: 'a@example.com', phone: '' },
    address: 'Via X 1, 70121 Bari (BA)',
    dateCreated: null,
    paymentMethodTitle: 'Contanti',
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
    expect(dispatchSheet([second, first]).groups[0]?.orders.map((o) => o.id)).toEqual([first.id, second.id])
  })
})
