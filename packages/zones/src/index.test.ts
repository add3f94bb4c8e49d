import { afterEach, describe, expect, it, vi } from 'vitest'
import * as bari from './bari'
import * as zones from './index'

describe('the public entries', () => {
  it('@shop/zones exports the zone model and the rules, and none of the Bari zones', () => {
    expect(Object.keys(zones).sort()).toEqual(
      [
        'CHECKOUT_RESOLUTION_STEPS',
        'CITY_ZONE_CHARGES',
        'MAX_DELIVERY_FEE_CENTS',
        'MAX_ORDER_AMOUNT_CENTS',
        'TOWN_ZONE_CHARGES',
        'deliveryCharge',
        'freeDeliveryMessage',
        'minimumOrderMessage',
        'DEFAULT_PREFERRED_SLOTS',
        'DEFAULT_ZONE_COLOR',
        'DEFAULT_ZONE_DESCRIPTION',
        'NEW_ZONE_NAME',
        'UNKNOWN_ZONE_NAME',
        'VEHICLES',
        'ZONE_ID_PATTERN',
        'ZONE_RESOLUTION_STEPS',
        'createZone',
        'createZoneResolver',
        'deliveryPromise',
        'deliveryPromiseMessage',
        'deliveryZoneSchema',
        'findZoneOverlaps',
        'latLngSchema',
        'polygonCenter',
        'resolveZone',
        'timeSlotRestrictionsSchema',
        'validateZones',
        'zoneAddressFromShipping',
        'zoneName',
        'zonePolygonSchema',
        'zoneRemoval',
        'zoneRemovalQuestion',
        'zonesToJson',
      ].sort(),
    )
  })

  it('@shop/zones/bari exports the three memoised getters of the Bari zones', () => {
    expect(Object.keys(bari).sort()).toEqual(['builtInResolver', 'builtInZoneProvenance', 'builtInZones'])
  })

  it('have no default export', () => {
    expect('default' in zones).toBe(false)
    expect('default' in bari).toBe(false)
  })
})

describe('loading @shop/zones/bari', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('builds nothing until the zones are asked for, then builds them once', async () => {
    vi.resetModules()
    const freeze = vi.spyOn(Object, 'freeze')
    const fresh = await import('./bari')
    expect(freeze).not.toHaveBeenCalled()
    const first = fresh.builtInZones()
    const calls = freeze.mock.calls.length
    expect(calls).toBeGreaterThan(26)
    expect(fresh.builtInZones()).toBe(first)
    expect(freeze.mock.calls.length).toBe(calls)
  })
})
