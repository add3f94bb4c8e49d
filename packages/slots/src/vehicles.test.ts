import { VEHICLES } from '@shop/zones'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Vehicle } from './index'
import * as slots from './index'

describe('Vehicle', () => {
  it('is the type of the vans of @shop/zones, not a copy', () => {
    expectTypeOf<Vehicle>().toEqualTypeOf<(typeof VEHICLES)[number]>()
    expect(VEHICLES).toContain('Fiorino' satisfies Vehicle)
    // The list itself is @shop/zones' VEHICLES: @shop/slots re-exports no value of @shop/zones.
    expect('VEHICLES' in slots).toBe(false)
  })
})
