import { CHECKOUT_RESOLUTION_STEPS, type DeliveryZone, type ZoneLogger } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { describe, expect, it, vi } from 'vitest'
import type { OrderMetaEntry } from './read-delivery'
import { withAssignedVehicle } from './with-assigned-vehicle'

const zone = (name: string): DeliveryZone => {
  const found = builtInZones().find((z) => z.name === name)
  if (!found) throw new Error(`no built-in zone ${name}`)
  return found
}
const silent = () => ({ warn: vi.fn<ZoneLogger['warn']>() })

interface TestOrder {
  id?: number
  status: string
  shipping?: { city?: string; state?: string; postcode?: string; address_1?: string }
  meta_data?: OrderMetaEntry[]
  line_items?: { product_id: number; quantity: number }[]
}

// Postcode 70019 is Triggiano's (default vehicle Fiorino; 11, 14, 15 by Fiat new Ducato).
const triggiano = { city: 'Triggiano', state: 'BA', postcode: '70019', address_1: 'Via Casalino 12' }
// Postcode 70125 resolves to Mungivacca (default Fiat new Ducato, no per-slot vehicles).
const mungivacca = { city: 'Bari', state: 'BA', postcode: '70125', address_1: 'Via Caldarola 5' }
// Postcode 70026 resolves to Zona Industriale Modugno-Sanpaolo: no default vehicle; 09 Fiorino, 10 Mega Ducato.
const industrialZone = { city: 'Modugno', state: 'BA', postcode: '70026', address_1: 'Via dei Gladioli 3' }
const milan = { city: 'Milano', state: 'MI', postcode: '20121', address_1: 'Via Dante 1' }

const vehicleMeta = (order: object) =>
  (order as TestOrder).meta_data?.filter((m) => m.key === 'Veicolo assegnato').map((m) => m.value)

describe('withAssignedVehicle', () => {
  it("adds 'Veicolo assegnato' with the zone's default vehicle to an order without a slot", () => {
    const order: TestOrder = {
      status: 'processing',
      shipping: triggiano,
      meta_data: [{ key: 'Note', value: 'citofono' }],
    }
    const result = withAssignedVehicle(order, builtInZones())
    expect(result).toEqual({
      status: 'processing',
      shipping: triggiano,
      meta_data: [
        { key: 'Note', value: 'citofono' },
        { key: 'Veicolo assegnato', value: 'Fiorino' },
      ],
    })
  })

  it('creates meta_data when the order has none', () => {
    const order: TestOrder = { status: 'pending', shipping: mungivacca }
    const result = withAssignedVehicle(order, builtInZones())
    expect(result.meta_data).toEqual([{ key: 'Veicolo assegnato', value: 'Fiat new Ducato' }])
  })

  it.each([
    ["meta 'Fascia oraria'", [{ key: 'Fascia oraria', value: '11:00 - 12:00' }]],
    ["meta '_orddd_time_slot'", [{ key: '_orddd_time_slot', value: '11:00 - 12:00' }]],
    ["orddd's 12-hour '_orddd_time_slot'", [{ key: '_orddd_time_slot', value: '11:00 AM - 12:00 PM' }]],
    [
      "'Fascia oraria' before '_orddd_time_slot'",
      [
        { key: '_orddd_time_slot', value: '07:00 - 08:00' },
        { key: 'Fascia oraria', value: '14:00-15:00' },
      ],
    ],
  ])("uses the vehicle of the order's slot from %s", (_, meta) => {
    const result = withAssignedVehicle(
      { status: 'pending', shipping: triggiano, meta_data: meta },
      builtInZones(),
    )
    expect(vehicleMeta(result)).toEqual(['Fiat new Ducato'])
    expect(result.meta_data?.slice(0, meta.length)).toEqual(meta)
  })

  it('prefers options.slot over the meta', () => {
    const order = {
      status: 'pending',
      shipping: triggiano,
      meta_data: [{ key: 'Fascia oraria', value: '14:00 - 15:00' }],
    }
    expect(vehicleMeta(withAssignedVehicle(order, builtInZones(), { slot: '07:00 - 08:00' }))).toEqual([
      'Fiorino',
    ])
  })

  it('falls back to the meta when options.slot is blank', () => {
    const order = {
      status: 'pending',
      shipping: triggiano,
      meta_data: [{ key: 'Fascia oraria', value: '14:00 - 15:00' }],
    }
    expect(vehicleMeta(withAssignedVehicle(order, builtInZones(), { slot: ' ' }))).toEqual([
      'Fiat new Ducato',
    ])
  })

  it("uses the zone's first vehicle for a slot without one in a zone without a default", () => {
    const order = { status: 'pending', shipping: industrialZone }
    expect(vehicleMeta(withAssignedVehicle(order, builtInZones(), { slot: '10:00 - 11:00' }))).toEqual([
      'Mega Ducato',
    ])
    expect(vehicleMeta(withAssignedVehicle(order, builtInZones(), { slot: '16:00 - 17:00' }))).toEqual([
      'Fiorino',
    ])
  })

  it('leaves an order without a slot unchanged in a zone without a default vehicle', () => {
    const order = { status: 'pending', shipping: industrialZone, meta_data: [] }
    expect(withAssignedVehicle(order, builtInZones())).toBe(order)
  })

  it("never overwrites an existing 'Veicolo assegnato'", () => {
    const order = {
      status: 'pending',
      shipping: triggiano,
      meta_data: [
        { key: 'Fascia oraria', value: '14:00 - 15:00' },
        { key: 'Veicolo assegnato', value: 'Molisia' },
      ],
    }
    const result = withAssignedVehicle(order, builtInZones())
    expect(result).toBe(order)
    expect(vehicleMeta(result)).toEqual(['Molisia'])
    const blank = {
      status: 'pending',
      shipping: triggiano,
      meta_data: [{ key: 'Veicolo assegnato', value: '' }],
    }
    expect(withAssignedVehicle(blank, builtInZones())).toBe(blank)
  })

  it.each<[string, TestOrder]>([
    ['an address outside every zone', { status: 'pending', shipping: milan }],
    ['an order without shipping', { status: 'pending' }],
    ['an empty shipping address', { status: 'pending', shipping: {} }],
  ])('leaves %s unchanged', (_, order) => {
    expect(withAssignedVehicle(order, builtInZones(), { logger: silent() })).toBe(order)
  })

  it('never changes the input order', () => {
    const order: TestOrder = {
      id: 7,
      status: 'pending',
      shipping: triggiano,
      meta_data: [{ key: 'Fascia oraria', value: '11:00 - 12:00' }],
      line_items: [{ product_id: 3, quantity: 2 }],
    }
    const frozen = Object.freeze({ ...order, meta_data: Object.freeze([...(order.meta_data ?? [])]) })
    const before = structuredClone(order)
    const result = withAssignedVehicle(order, builtInZones())
    expect(order).toEqual(before)
    expect(result).not.toBe(order)
    expect(result.meta_data).not.toBe(order.meta_data)
    expect(result.line_items).toBe(order.line_items)
    expect(() => withAssignedVehicle(frozen, builtInZones())).not.toThrow()
  })

  it('keeps the caller order type (and its other fields)', () => {
    const order: TestOrder = { id: 12, status: 'pending', shipping: mungivacca }
    const result: TestOrder = withAssignedVehicle(order, builtInZones())
    expect(result.id).toBe(12)
  })

  it('passes the resolution steps to resolveZone', () => {
    // With state BA, the province step alone would match Triggiano (the first zone in BA); the
    // checkout steps leave it out, so the name step finds Japigia.
    const order: TestOrder = { status: 'pending', shipping: { city: 'Japigia', state: 'BA' } }
    expect(vehicleMeta(withAssignedVehicle(order, builtInZones(), { slot: '14:00 - 15:00' }))).toEqual([
      'Fiat new Ducato',
    ])
    expect(vehicleMeta(withAssignedVehicle(order, builtInZones()))).toEqual(['Fiorino'])
    const checkout = { steps: CHECKOUT_RESOLUTION_STEPS }
    expect(withAssignedVehicle(order, builtInZones(), checkout)).toBe(order)
    expect(
      vehicleMeta(withAssignedVehicle(order, builtInZones(), { ...checkout, slot: '10:00 - 11:00' })),
    ).toEqual(['Molisia'])
  })

  it('uses options.zone instead of resolving, and null there means no zone', () => {
    const order: TestOrder = { status: 'pending', shipping: milan }
    expect(vehicleMeta(withAssignedVehicle(order, [], { zone: zone('Bitritto') }))).toEqual([
      'Renault Master',
    ])
    expect(
      vehicleMeta(withAssignedVehicle(order, [], { zone: zone('Japigia'), slot: '07:00 - 08:00' })),
    ).toEqual(['Molisia'])
    const inTriggiano: TestOrder = { status: 'pending', shipping: triggiano }
    expect(withAssignedVehicle(inTriggiano, builtInZones(), { zone: null })).toBe(inTriggiano)
  })

  it('reports a failed lookup to the logger and leaves the order unchanged', () => {
    const logger = silent()
    const order: TestOrder = { status: 'pending', shipping: triggiano }
    expect(withAssignedVehicle(order, 'not a list' as never, { logger })).toBe(order)
    expect(logger.warn).toHaveBeenCalled()
  })

  it('leaves an order whose meta_data is not a list unchanged, and says so', () => {
    const logger = silent()
    const order = { status: 'pending', shipping: triggiano, meta_data: 'x' as never }
    expect(withAssignedVehicle(order, builtInZones(), { logger })).toBe(order)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('meta_data is not a list'), 'x')
  })

  it('skips meta entries that are not objects', () => {
    const order = {
      status: 'pending',
      shipping: triggiano,
      meta_data: [null, 'x', { key: 'Fascia oraria', value: '11:00 - 12:00' }] as never[],
    }
    const result = withAssignedVehicle(order, builtInZones())
    expect(result.meta_data).toEqual([
      null,
      'x',
      { key: 'Fascia oraria', value: '11:00 - 12:00' },
      { key: 'Veicolo assegnato', value: 'Fiat new Ducato' },
    ])
  })

  it('gives back a value that is not an order as it is', () => {
    expect(withAssignedVehicle(null as never, builtInZones())).toBeNull()
  })
})
