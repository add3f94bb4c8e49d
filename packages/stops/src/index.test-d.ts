import { expectTypeOf, test } from 'vitest'
import {
  type DistanceMatrix,
  haversineMatrix,
  type OsrmFetch,
  orderStops,
  osrmDistances,
  type RoadDistances,
  type RouteStop,
  roadDistances,
  type StopOrder,
} from './index'

/** The value, or a failed test when it is missing. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value, got undefined')
  return value
}

test('the public types', async () => {
  const depot = { lat: 41.1177, lng: 16.8697 }
  const stops = [{ id: '1042', slot: '09:00 - 10:00', point: depot, customer: 'Rossi' }]
  const order = orderStops({ depot, stops })
  // The caller's own stop type comes back.
  expectTypeOf(order).toEqualTypeOf<StopOrder<(typeof stops)[number]>>()
  expectTypeOf(defined(order.stops[0]).customer).toEqualTypeOf<string>()
  expectTypeOf(defined(order.legs[0]).from).toEqualTypeOf<string | null>()
  expectTypeOf(defined(order.slots[0]).slot).toEqualTypeOf<string | null>()
  expectTypeOf(haversineMatrix([depot])).toEqualTypeOf<DistanceMatrix>()
  expectTypeOf(osrmDistances('http://localhost:5000', [depot])).resolves.toEqualTypeOf<DistanceMatrix>()
  expectTypeOf(roadDistances([depot])).resolves.toEqualTypeOf<RoadDistances>()
  // The runtime's fetch fits the adapter's port.
  expectTypeOf(fetch).toExtend<OsrmFetch>()
  // @ts-expect-error: a stop needs a slot
  orderStops({ depot, stops: [{ id: '1', point: depot }] })
  expectTypeOf<RouteStop['point']>().toEqualTypeOf<{ readonly lat: number; readonly lng: number }>()
})
