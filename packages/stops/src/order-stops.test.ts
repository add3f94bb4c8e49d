import { describe, expect, it } from 'vitest'
import type { DistanceMatrix } from './distance-matrix'
import { haversineMeters } from './haversine-meters'
import { orderStops, type RouteStop, routePoints } from './order-stops'

/** The value, or a failed test when it is missing. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value, got undefined')
  return value
}

const DEPOT = { lat: 41.1, lng: 16.8 }
const stop = (id: string, slot: string, lat: number, lng: number): RouteStop => ({
  id,
  slot,
  point: { lat, lng },
})
const ids = (stops: readonly RouteStop[]) => stops.map((s) => s.id)

describe('orderStops', () => {
  it('visits stops on a line from the depot in order along the line, whatever the input order', () => {
    const stops = [
      stop('c', '09:00 - 10:00', 41.1, 16.83),
      stop('a', '09:00 - 10:00', 41.1, 16.81),
      stop('e', '09:00 - 10:00', 41.1, 16.85),
      stop('b', '09:00 - 10:00', 41.1, 16.82),
      stop('d', '09:00 - 10:00', 41.1, 16.84),
    ]
    const order = orderStops({ depot: DEPOT, stops })
    expect(ids(order.stops)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(order.legs.map((leg) => [leg.from, leg.to])).toEqual([
      [null, 'a'],
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'e'],
    ])
    expect(order.legs[0]?.meters).toBeCloseTo(haversineMeters(DEPOT, defined(stops[1]).point) * 1.3, 6)
    expect(order.totalMeters).toBeCloseTo(
      order.legs.reduce((sum, leg) => sum + leg.meters, 0),
      6,
    )
    // Along one parallel the legs add up to (nearly) the straight drive to the far end.
    expect(order.totalMeters / (haversineMeters(DEPOT, defined(stops[2]).point) * 1.3)).toBeCloseTo(1, 4)
  })

  it('keeps slot order even when a later slot’s stop is next to the depot', () => {
    const order = orderStops({
      depot: DEPOT,
      stops: [
        stop('near-but-later', '10:00 - 11:00', 41.1001, 16.8001),
        stop('far-but-first', '09:00 - 10:00', 41.14, 16.94),
      ],
    })
    expect(ids(order.stops)).toEqual(['far-but-first', 'near-but-later'])
    expect(order.slots.map((run) => run.slot)).toEqual(['09:00 - 10:00', '10:00 - 11:00'])
  })

  it('orders slots by their start time, reading 9:00 and 09:00 (and 12-hour labels) as the same time', () => {
    const order = orderStops({
      depot: DEPOT,
      stops: [
        stop('t13', '13:00 - 14:00', 41.1, 16.81),
        stop('t10-12', '10:00 AM - 12:00 PM', 41.1, 16.82),
        stop('t9-padded', '09:00 - 10:00', 41.1, 16.9),
        stop('t10-11', '10:00-11:00', 41.1, 16.83),
        stop('t9', '9:00 - 10:00', 41.1, 16.85),
      ],
    })
    expect(order.slots.map((run) => [run.slot, ids(run.stops)])).toEqual([
      ['09:00 - 10:00', ['t9', 't9-padded']],
      ['10:00 - 11:00', ['t10-11']],
      ['10:00 - 12:00', ['t10-12']],
      ['13:00 - 14:00', ['t13']],
    ])
  })

  it('starts each later slot from the previous slot’s last stop, not from the depot', () => {
    // From the depot (west) the 10:00 slot would go west-first; the van is in the east by then.
    const order = orderStops({
      depot: DEPOT,
      stops: [
        stop('west', '10:00 - 11:00', 41.1, 16.82),
        stop('east', '10:00 - 11:00', 41.1, 16.92),
        stop('far-east', '09:00 - 10:00', 41.1, 16.95),
      ],
    })
    expect(ids(order.stops)).toEqual(['far-east', 'east', 'west'])
  })

  it('keeps stops at identical coordinates together, in id order, with nothing driven between them', () => {
    const stops = [
      stop('z-same', '09:00 - 10:00', 41.12, 16.87),
      stop('m', '09:00 - 10:00', 41.11, 16.85),
      stop('b-same', '09:00 - 10:00', 41.12, 16.87),
      stop('x', '09:00 - 10:00', 41.13, 16.9),
      stop('a-same', '09:00 - 10:00', 41.12, 16.87),
    ]
    const order = orderStops({ depot: DEPOT, stops })
    const visited = ids(order.stops)
    const at = visited.indexOf('a-same')
    expect(visited.slice(at, at + 3)).toEqual(['a-same', 'b-same', 'z-same'])
    expect(
      order.legs.filter((leg) => leg.to === 'b-same' || leg.to === 'z-same').map((l) => l.meters),
    ).toEqual([0, 0])
  })

  it('puts the stops whose slot cannot be read last, in input order', () => {
    const order = orderStops({
      depot: DEPOT,
      stops: [
        stop('unknown-far', 'mattina', 41.14, 16.94),
        stop('known', '11:00 - 12:00', 41.13, 16.9),
        stop('unknown-near', '', 41.1001, 16.8001),
        stop('unknown-odd', 42 as unknown as string, 41.12, 16.85),
      ],
    })
    expect(ids(order.stops)).toEqual(['known', 'unknown-far', 'unknown-near', 'unknown-odd'])
    expect(order.slots.map((run) => run.slot)).toEqual(['11:00 - 12:00', null])
  })

  it('is deterministic: the same input gives the same order, and so does a shuffled one', () => {
    const stops = Array.from({ length: 11 }, (_, i) =>
      stop(
        `s${i}`,
        i % 2 ? '09:00 - 10:00' : '10:00 - 11:00',
        41.06 + ((i * 37) % 11) / 120,
        16.81 + ((i * 53) % 13) / 90,
      ),
    )
    const first = ids(orderStops({ depot: DEPOT, stops }).stops)
    expect(ids(orderStops({ depot: DEPOT, stops }).stops)).toEqual(first)
    expect(ids(orderStops({ depot: DEPOT, stops: [...stops].reverse() }).stops)).toEqual(first)
    // 30 stops in one slot: the heuristic's case, seeded.
    const many = Array.from({ length: 30 }, (_, i) =>
      stop(`m${i}`, '12:00 - 13:00', 41.05 + ((i * 71) % 29) / 290, 16.8 + ((i * 43) % 31) / 207),
    )
    expect(ids(orderStops({ depot: DEPOT, stops: many }).stops)).toEqual(
      ids(orderStops({ depot: DEPOT, stops: many }).stops),
    )
  })

  it('drives back to the depot with returnToDepot, and counts that leg', () => {
    const stops = [stop('a', '09:00 - 10:00', 41.11, 16.82), stop('b', '10:00 - 11:00', 41.12, 16.85)]
    const open = orderStops({ depot: DEPOT, stops })
    const round = orderStops({ depot: DEPOT, stops, returnToDepot: true })
    expect(open.legs).toHaveLength(2)
    expect(round.legs).toHaveLength(3)
    const back = defined(round.legs.at(-1))
    expect(back).toMatchObject({ from: 'b', to: null })
    expect(back.meters).toBeCloseTo(haversineMeters(defined(stops[1]).point, DEPOT) * 1.3, 6)
    expect(round.totalMeters).toBeCloseTo(open.totalMeters + back.meters, 6)
    expect(round.slots.at(-1)?.meters).toBeCloseTo(defined(open.slots.at(-1)).meters + back.meters, 6)
  })

  it('ends far from the depot on an open path, and near it when it must come back', () => {
    const stops = [
      stop('near', '09:00 - 10:00', 41.1, 16.81),
      stop('mid', '09:00 - 10:00', 41.12, 16.84),
      stop('far', '09:00 - 10:00', 41.1, 16.87),
    ]
    const open = orderStops({ depot: DEPOT, stops })
    expect(ids(open.stops)).toEqual(['near', 'mid', 'far'])
    const round = orderStops({ depot: DEPOT, stops, returnToDepot: true })
    expect(ids(round.stops).at(-1)).not.toBe('far')
    const openOrderBack = open.totalMeters + haversineMeters(defined(stops[2]).point, DEPOT) * 1.3
    expect(round.totalMeters).toBeLessThan(openOrderBack - 100)
  })

  it('uses the distance matrix it is given, one-way streets and all', () => {
    const stops = [stop('a', '09:00 - 10:00', 41.11, 16.81), stop('b', '09:00 - 10:00', 41.12, 16.82)]
    // Indexes over routePoints: 0 depot, 1 a, 2 b. Only depot → b → a is cheap.
    const cheap = new Set(['0>2', '2>1'])
    const distance: DistanceMatrix = (from, to) =>
      from === to ? 0 : cheap.has(`${from}>${to}`) ? 100 : 5_000
    const order = orderStops({ depot: DEPOT, stops, distance })
    expect(ids(order.stops)).toEqual(['b', 'a'])
    expect(order.totalMeters).toBe(200)
    expect(routePoints({ depot: DEPOT, stops })).toEqual([
      DEPOT,
      defined(stops[0]).point,
      defined(stops[1]).point,
    ])
  })

  it('scales the distances, not the order, with detourFactor', () => {
    const stops = [
      stop('a', '09:00 - 10:00', 41.11, 16.82),
      stop('b', '09:00 - 10:00', 41.13, 16.9),
      stop('c', '09:00 - 10:00', 41.06, 16.85),
    ]
    const base = orderStops({ depot: DEPOT, stops })
    const longer = orderStops({ depot: DEPOT, stops, detourFactor: 1.4 })
    expect(ids(longer.stops)).toEqual(ids(base.stops))
    expect(longer.totalMeters).toBeCloseTo((base.totalMeters / 1.3) * 1.4, 6)
  })

  it('keeps the caller’s own fields on the stops', () => {
    const order = orderStops({
      depot: DEPOT,
      stops: [{ ...stop('a', '09:00 - 10:00', 41.11, 16.82), customer: 'Rossi', orderId: 1042 }],
    })
    expect(order.stops[0]?.customer).toBe('Rossi')
    expect(order.slots[0]?.stops[0]?.orderId).toBe(1042)
  })

  it('orders nothing when there is nothing to order', () => {
    expect(orderStops({ depot: DEPOT, stops: [] })).toEqual({
      stops: [],
      legs: [],
      slots: [],
      totalMeters: 0,
    })
    expect(orderStops({ depot: DEPOT, stops: [], returnToDepot: true }).legs).toEqual([])
  })

  it('explains what is wrong with its input, and shows the right form', () => {
    const ok = stop('a', '09:00 - 10:00', 41.11, 16.82)
    expect(() => orderStops({ depot: { lat: 141, lng: 16 }, stops: [] })).toThrow(
      /depot must be \{ lat, lng \} in degrees .*as in orderStops\(\{ depot: \{ lat: 41\.1177/,
    )
    expect(() => orderStops({ depot: DEPOT, stops: 'a' as unknown as RouteStop[] })).toThrow(
      /stops is an array/,
    )
    expect(() =>
      orderStops({ depot: DEPOT, stops: [ok, { slot: 'x', point: DEPOT } as unknown as RouteStop] }),
    ).toThrow(/stops\[1\]\.id must be a string/)
    expect(() =>
      orderStops({ depot: DEPOT, stops: [ok, { id: '7', slot: 'x', point: { lat: Number.NaN, lng: 16 } }] }),
    ).toThrow(/stops\[1\]\.point \(id "7"\) must be \{ lat, lng \} in degrees .*got \{"lat":"NaN","lng":16\}/)
    expect(() => orderStops({ depot: DEPOT, stops: [ok], distance: () => 1, detourFactor: 1.2 })).toThrow(
      /pass either \{ distance \} or \{ detourFactor \}/,
    )
    expect(() => orderStops({ depot: DEPOT, stops: [ok], distance: 5 as unknown as DistanceMatrix })).toThrow(
      /distance is a function \(from, to\) => metres/,
    )
    expect(() => orderStops({ depot: DEPOT, stops: [ok], distance: () => Number.NaN })).toThrow(
      /distance\(0, 1\) gave NaN; a DistanceMatrix gives finite metres ≥ 0/,
    )
    expect(() => orderStops({ depot: DEPOT, stops: [ok], detourFactor: 0.5 })).toThrow(RangeError)
  })
})
