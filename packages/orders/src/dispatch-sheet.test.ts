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
    payment: { state: 'paid' },
    ...extra,
  }
}

const stopsOf = (van: { stops: { slot: string | null; order: Order }[] } | undefined) =>
  van?.stops.map((stop) => [stop.slot, stop.order.id])

describe('dispatchSheet', () => {
  it('gives each van its stops in slot order (labels normalised); no slot, and no vehicle, come last', () => {
    const late = order('15:00-16:00', 'Fiorino', [[1, 'Acqua', 2]])
    const early = order('9:00 - 10:00', 'Mega Ducato', [[1, 'Acqua', 1]])
    const earlyFiorino = order('09:00 - 10:00', 'Fiorino', [[2, 'Birra', 3]])
    const noSlot = order(null, 'Fiorino', [[2, 'Birra', 1]])
    const noVan = order('09:00 - 10:00', null, [[3, 'Vino', 1]])
    const sheet = dispatchSheet([late, early, noSlot, earlyFiorino, noVan])
    expect(sheet.vans.map((van) => van.vehicle)).toEqual(['Fiorino', 'Mega Ducato', null])
    expect(stopsOf(sheet.vans[0])).toEqual([
      ['09:00 - 10:00', earlyFiorino.id],
      ['15:00 - 16:00', late.id],
      [null, noSlot.id],
    ])
    expect(stopsOf(sheet.vans[1])).toEqual([['09:00 - 10:00', early.id]])
    expect(stopsOf(sheet.vans[2])).toEqual([['09:00 - 10:00', noVan.id]])
  })

  it('leaves out cancelled, refunded and failed orders, and sums each van load by product', () => {
    const a = order('09:00 - 10:00', 'Fiorino', [
      [1, 'Acqua Lete 6x1,5 L', 2],
      [2, 'Birra Peroni', 1],
    ])
    const b = order('10:00 - 11:00', 'Fiorino', [[1, 'Acqua Lete 6x1,5 L', 3]], { total: 0.2 })
    const given = (['cancelled', 'refunded', 'failed'] as const).map((status) =>
      order('10:00 - 11:00', 'Fiorino', [[1, 'Acqua Lete 6x1,5 L', 50]], { status }),
    )
    const [van, ...others] = dispatchSheet([a, b, ...given]).vans
    expect(others).toEqual([])
    expect(van?.stops.map((stop) => stop.order.id)).toEqual([a.id, b.id])
    expect({ ...van, stops: undefined }).toEqual({
      vehicle: 'Fiorino',
      orders: 2,
      pieces: 6,
      total: 10.3,
      toCollect: 0,
      departed: false,
      stops: undefined,
      items: [
        { productId: 1, name: 'Acqua Lete 6x1,5 L', quantity: 5 },
        { productId: 2, name: 'Birra Peroni', quantity: 1 },
      ],
    })
  })

  it('lists the stops of a slot in the order they were placed, and gives the orders back as they were', () => {
    const first = order('09:00 - 10:00', 'Fiorino', [], { createdAt: '2026-11-20T07:00:00.000Z' })
    const second = order('09:00 - 10:00', 'Fiorino', [], { createdAt: '2026-11-20T09:00:00.000Z' })
    const earlier = order('08:00 - 09:00', 'Fiorino', [], { createdAt: '2026-11-20T10:00:00.000Z' })
    const [van] = dispatchSheet([second, first, earlier]).vans
    expect(van?.stops.map((stop) => stop.order.id)).toEqual([earlier.id, first.id, second.id])
    // The orders come back as given, with the fields the sheet does not read.
    expect(van?.stops[1]?.order).toBe(first)
    expect(van?.stops[1]?.order.number).toBe(String(first.id))
  })

  it('says at each stop what to collect: the total of an order paid at the door, a missing transfer, nothing when paid', () => {
    const cod = order('09:00 - 10:00', 'Fiorino', [], { total: 23.4, payment: { state: 'on-delivery' } })
    const transfer = order('10:00 - 11:00', 'Fiorino', [], { payment: { state: 'awaiting-transfer' } })
    const paid = order('11:00 - 12:00', 'Fiorino', [], { payment: { state: 'paid' } })
    const cheque = order('12:00 - 13:00', 'Fiorino', [], { total: 0.1, payment: { state: 'on-delivery' } })
    const [van] = dispatchSheet([paid, transfer, cod, cheque]).vans
    expect(van?.stops.map((stop) => stop.collect?.text ?? null)).toEqual([
      'Da incassare 23,40\u00a0€',
      'Bonifico non ricevuto',
      null,
      'Da incassare 0,10\u00a0€',
    ])
    // The day's cash and cheques, to the cent (0.1 + 23.4 is not 23.5 in floating point).
    expect(van?.toCollect).toBe(23.5)
  })

  it('says nothing of leaving while no stop of the van has left', () => {
    const transfer = order('09:00 - 10:00', 'Fiorino', [], {
      status: 'on-hold',
      payment: { state: 'awaiting-transfer' },
    })
    const paid = order('10:00 - 11:00', 'Fiorino', [])
    const [van] = dispatchSheet([transfer, paid]).vans
    expect(van?.departed).toBe(false)
    expect(van?.stops.map((stop) => stop.departure)).toEqual([null, null])
  })

  it('once the van has left, marks each stop left, delivered, or stayed behind with why (the departure’s own rule)', () => {
    const onTheWay = order('09:00 - 10:00', 'Fiorino', [], { status: 'out-for-delivery' })
    const transfer = order('10:00 - 11:00', 'Fiorino', [], {
      status: 'on-hold',
      payment: { state: 'awaiting-transfer' },
    })
    const online = order('11:00 - 12:00', 'Fiorino', [], {
      status: 'pending',
      payment: { state: 'to-pay-online' },
    })
    const delivered = order('12:00 - 13:00', 'Fiorino', [], {
      status: 'completed',
      payment: { state: 'paid' },
    })
    // Paid, yet still 'In lavorazione' after the van left (put on the van afterwards): no reason to give.
    const late = order('13:00 - 14:00', 'Fiorino', [], { status: 'processing' })
    // Another van, not gone: its transfer is not called left behind.
    const other = order('09:00 - 10:00', 'Mega Ducato', [], {
      status: 'on-hold',
      payment: { state: 'awaiting-transfer' },
    })
    const [fiorino, ducato] = dispatchSheet([late, delivered, online, transfer, onTheWay, other]).vans
    expect(fiorino?.departed).toBe(true)
    expect(fiorino?.stops.map((stop) => [stop.order.id, stop.departure])).toEqual([
      [onTheWay.id, { state: 'left' }],
      [transfer.id, { state: 'stayed', reason: 'Bonifico non ricevuto' }],
      [online.id, { state: 'stayed', reason: 'Pagamento online non ricevuto' }],
      [delivered.id, { state: 'delivered' }],
      [late.id, { state: 'stayed', reason: null }],
    ])
    expect(ducato?.departed).toBe(false)
    expect(ducato?.stops[0]?.departure).toBeNull()
  })

  it('marks a stop brought back from the door not delivered, and its van left', () => {
    const back = order('09:00 - 10:00', 'Fiorino', [], { status: 'delivery-failed' })
    const [van] = dispatchSheet([back]).vans
    expect(van?.departed).toBe(true)
    expect(van?.stops[0]?.departure).toEqual({ state: 'not-delivered' })
  })

  it('calls a van left when its only orders were delivered', () => {
    const delivered = order('09:00 - 10:00', 'Fiorino', [], { status: 'completed' })
    const [van] = dispatchSheet([delivered]).vans
    expect(van?.departed).toBe(true)
    expect(van?.stops[0]?.departure).toEqual({ state: 'delivered' })
  })
})
