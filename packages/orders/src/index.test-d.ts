import { builtInZones } from '@shop/zones/bari'
import { expectTypeOf, test } from 'vitest'
import {
  deliveryMeta,
  type OrderDelivery,
  type OrderStatus,
  readDelivery,
  type WooOrderBody,
  withAssignedVehicle,
  wooCents,
} from './index'

test('the public types', () => {
  interface MyOrder {
    id: number
    shipping: { city: string; state: string; postcode: string; address_1: string }
    meta_data: { key: string; value: string }[]
  }
  const order: MyOrder = {
    id: 1,
    shipping: { city: '', state: '', postcode: '', address_1: '' },
    meta_data: [],
  }
  expectTypeOf(withAssignedVehicle(order, builtInZones())).toEqualTypeOf<MyOrder>()
  // @ts-expect-error the zones in force come from the caller
  withAssignedVehicle(order)
  expectTypeOf(readDelivery(order)).toEqualTypeOf<OrderDelivery>()
  expectTypeOf(
    deliveryMeta({ date: '2026-11-24', slot: '09:00 - 10:00', zoneName: 'Japigia' }),
  ).toEqualTypeOf<{ key: string; value: string }[]>()
  expectTypeOf(wooCents).returns.toEqualTypeOf<number | null>()
  expectTypeOf<WooOrderBody['status']>().toEqualTypeOf<'pending' | 'on-hold'>()
  expectTypeOf<WooOrderBody['status']>().toExtend<OrderStatus>()
})
