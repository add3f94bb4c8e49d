import boundaries from './data/bari-zones.json' with { type: 'json' }
import type { DeliveryZone } from './delivery-zone-schema'
import type { Vehicle } from './vehicles'
import {
  CITY_ZONE_CHARGES,
  DEFAULT_PREFERRED_SLOTS,
  DEFAULT_ZONE_DESCRIPTION,
  TOWN_ZONE_CHARGES,
} from './zone-defaults'

const FIORINO: Vehicle = 'Fiorino'
const DUCATO: Vehicle = 'Fiat Ducato'
const NEW_DUCATO: Vehicle = 'Fiat new Ducato'
const MEGA_DUCATO: Vehicle = 'Mega Ducato'
const MOLISIA: Vehicle = 'Molisia'
const RENAULT_MASTER: Vehicle = 'Renault Master'

/** The hourly slot that starts at `hour`: 7 -> '07:00 - 08:00'. */
function hourSlot(hour: number): string {
  const pad = (h: number) => String(h).padStart(2, '0')
  return `${pad(hour)}:00 - ${pad(hour + 1)}:00`
}

interface ZoneRow {
  name: string
  color: string
  vehicle?: Vehicle
  /** Per-slot vehicles: vehicle -> the start hours of its slots. */
  bySlot?: Partial<Record<Vehicle, number[]>>
  excluded: number[]
}

/**
 * The shop's zone table, row by row, in its order: name, map colour, default vehicle, the vehicle
 * of each slot, excluded slots (start hours). Colours are chosen so that no two neighbouring zones
 * share one on the map.
 */
// biome-ignore format: one row per zone, as in the shop's table
const ZONE_TABLE: ZoneRow[] = [
  { name: 'Triggiano', color: '#2563EB', vehicle: FIORINO, bySlot: { [FIORINO]: [7], [NEW_DUCATO]: [11, 14, 15] }, excluded: [8, 9, 10, 12, 13] },
  { name: 'Capurso', color: '#16A34A', vehicle: NEW_DUCATO, bySlot: { [FIORINO]: [7, 9], [NEW_DUCATO]: [11, 14, 15] }, excluded: [8, 10, 12, 13] },
  { name: 'Valenzano', color: '#DC2626', vehicle: FIORINO, bySlot: { [FIORINO]: [7], [DUCATO]: [11, 12, 14, 15] }, excluded: [8, 9, 10, 13] },
  { name: 'Carbonara-Ceglie del Campo', color: '#9333EA', vehicle: FIORINO, bySlot: { [FIORINO]: [7, 8, 9], [DUCATO]: [11, 14, 15] }, excluded: [10, 12, 13] },
  { name: 'Poggiofranco-Carbonara', color: '#EA580C', vehicle: DUCATO, bySlot: { [FIORINO]: [7, 8], [DUCATO]: [9, 10, 11, 14, 15] }, excluded: [12, 13] },
  { name: 'Mungivacca', color: '#0891B2', vehicle: NEW_DUCATO, excluded: [12, 13] },
  { name: 'Via Amendola-SanPasquale', color: '#CA8A04', vehicle: NEW_DUCATO, excluded: [13] },
  { name: 'Poggiofranco', color: '#DB2777', vehicle: DUCATO, excluded: [15] },
  { name: 'Japigia', color: '#4F46E5', bySlot: { [MOLISIA]: [7, 10, 11], [NEW_DUCATO]: [14, 15] }, excluded: [8, 9, 12, 13] },
  { name: 'Carrassi-SanPasquale', color: '#059669', bySlot: { [MOLISIA]: [7, 8, 9, 10], [NEW_DUCATO]: [12, 13, 14] }, excluded: [11, 15] },
  { name: 'Madonnella', color: '#0D9488', vehicle: MEGA_DUCATO, excluded: [15] },
  { name: 'Centro', color: '#C026D3', vehicle: MEGA_DUCATO, excluded: [15] },
  { name: 'Libertà', color: '#65A30D', vehicle: MEGA_DUCATO, excluded: [9, 12] },
  { name: 'Sangirolamo-Fesca', color: '#2563EB', vehicle: MEGA_DUCATO, bySlot: { [FIORINO]: [7], [MEGA_DUCATO]: [10, 11, 12, 14, 15] }, excluded: [8, 9, 13] },
  { name: 'Palese', color: '#16A34A', vehicle: MEGA_DUCATO, excluded: [7, 8, 9, 10, 13, 14] },
  { name: 'SanPaolo', color: '#DC2626', vehicle: DUCATO, excluded: [10, 13] },
  { name: 'Stanic', color: '#9333EA', vehicle: MEGA_DUCATO, excluded: [8, 9, 10, 13] },
  { name: 'Zona Industriale Modugno-Sanpaolo', color: '#0891B2', bySlot: { [FIORINO]: [9], [MEGA_DUCATO]: [10, 11, 12, 14, 15] }, excluded: [7, 8, 13] },
  { name: 'Modugno', color: '#CA8A04', bySlot: { [MOLISIA]: [7, 8, 9], [MEGA_DUCATO]: [11, 14, 15] }, excluded: [10, 12, 13] },
  { name: 'Loseto', color: '#CA8A04', bySlot: { [FIORINO]: [7, 8], [DUCATO]: [11, 12, 14, 15] }, excluded: [9, 10, 13] },
  { name: 'Bitritto', color: '#DB2777', vehicle: RENAULT_MASTER, excluded: [11, 12, 13, 14, 15] },
  { name: 'Adelfia', color: '#4F46E5', vehicle: RENAULT_MASTER, excluded: [10, 11, 12, 13, 14] },
  { name: 'Cellamare', color: '#059669', bySlot: { [FIORINO]: [7, 8, 9], [NEW_DUCATO]: [10, 11, 14, 15] }, excluded: [12, 13] },
  { name: 'SanGiorgio', color: '#0D9488', bySlot: { [MOLISIA]: [10, 11, 12], [NEW_DUCATO]: [14, 15] }, excluded: [7, 8, 9, 13] },
  { name: 'Torre a Mare', color: '#C026D3', bySlot: { [FIORINO]: [7], [MOLISIA]: [10, 11, 12], [NEW_DUCATO]: [14, 15] }, excluded: [8, 9, 13] },
  { name: 'Casamassima', color: '#65A30D', vehicle: DUCATO, bySlot: { [DUCATO]: [11, 12, 15] }, excluded: [7, 8, 9, 10, 13, 14] },
]

/** Built-in zones get fixed ids of the zona-<timestamp> form: 2025-01-01T00:00:00Z plus the row number in ms. */
const BUILT_IN_ID_EPOCH = Date.UTC(2025, 0, 1)
const builtInZoneId = (index: number) => `zona-${BUILT_IN_ID_EPOCH + index + 1}`

interface BoundaryFeature {
  properties: {
    name: string
    cities: string[]
    provinces: string[]
    postalCodes: string[]
    center: { lat: number; lng: number }
    source: string
    approximate: boolean
    approximateNote?: string
  }
  geometry: { type: string; coordinates: number[][][] }
}

const features = (boundaries as { features: BoundaryFeature[] }).features

function boundaryOf(name: string): BoundaryFeature {
  const feature = features.find((f) => f.properties.name === name)
  if (!feature)
    throw new Error(`@shop/zones: no boundary for the built-in zone "${name}" in data/bari-zones.json`)
  return feature
}

/** vehiclesByTimeSlot in time order, so that its first vehicle is the earliest slot's. */
function vehiclesByTimeSlot(bySlot: ZoneRow['bySlot']): Record<string, string> | undefined {
  if (!bySlot) return undefined
  const pairs: [number, string][] = []
  for (const [vehicle, hours] of Object.entries(bySlot))
    for (const hour of hours ?? []) pairs.push([hour, vehicle])
  pairs.sort((a, b) => a[0] - b[0])
  return Object.fromEntries(pairs.map(([hour, vehicle]) => [hourSlot(hour), vehicle]))
}

function buildZone(row: ZoneRow, index: number): DeliveryZone {
  const { properties, geometry } = boundaryOf(row.name)
  const bySlot = vehiclesByTimeSlot(row.bySlot)
  return {
    id: builtInZoneId(index),
    name: row.name,
    description: DEFAULT_ZONE_DESCRIPTION,
    cities: [...properties.cities],
    provinces: [...properties.provinces],
    postalCodes: [...properties.postalCodes],
    color: row.color,
    ...(row.vehicle ? { vehicle: row.vehicle } : {}),
    ...(bySlot ? { vehiclesByTimeSlot: bySlot } : {}),
    polygon: {
      coordinates: geometry.coordinates.map((ring) =>
        ring.map(([lng, lat]) => [lng, lat] as [number, number]),
      ),
      center: { lat: properties.center.lat, lng: properties.center.lng },
    },
    timeSlotRestrictions: {
      preferredSlots: [...DEFAULT_PREFERRED_SLOTS],
      excludedSlots: row.excluded.map(hourSlot),
    },
    ...chargesOf(properties.cities),
  }
}

/**
 * A zone wholly in the Comune di Bari has the city's charges; a zone that reaches another town
 * (the eight comuni, and the industrial area shared with Modugno) has the towns'.
 */
function chargesOf(
  cities: readonly string[],
): Pick<DeliveryZone, 'minimumOrderCents' | 'deliveryFeeCents' | 'freeDeliveryFromCents'> {
  const inBari = cities.length > 0 && cities.every((city) => city === 'Bari')
  return { ...(inBari ? CITY_ZONE_CHARGES : TOWN_ZONE_CHARGES) }
}

let zones: readonly DeliveryZone[] | undefined
let provenance: readonly ZoneProvenance[] | undefined

/**
 * The shop's 26 delivery zones around Bari, in the order of its zone table, with polygons that
 * follow the real boundaries of Bari's quartieri and of the neighbouring comuni (ISTAT and Comune
 * di Bari data; see builtInZoneProvenance). Built at the first call, then the same deep-frozen list
 * every time: copy it (structuredClone) before editing a zone.
 *
 * @example
 * ```ts
 * import { builtInZones } from '@shop/zones/bari'
 *
 * builtInZones().length // 26
 * builtInZones()[0]?.name // 'Triggiano'
 * const editable = structuredClone(builtInZones()) as DeliveryZone[]
 * ```
 */
export function builtInZones(): readonly DeliveryZone[] {
  zones ??= deepFreeze(ZONE_TABLE.map(buildZone))
  return zones
}

/** Where each built-in zone's boundary comes from, and whether part of it is drawn by us. */
export interface ZoneProvenance {
  zoneId: string
  name: string
  source: string
  approximate: boolean
  note?: string
}

/**
 * Where each built-in zone's boundary comes from (`source`), and whether part of it is drawn by
 * hand (`approximate`, with a `note` saying which edge), in builtInZones' order. Built at the
 * first call, then the same deep-frozen list.
 *
 * @example
 * ```ts
 * import { builtInZoneProvenance } from '@shop/zones/bari'
 *
 * builtInZoneProvenance().filter((zone) => zone.approximate).map((zone) => zone.name)
 * ```
 */
export function builtInZoneProvenance(): readonly ZoneProvenance[] {
  provenance ??= deepFreeze(
    ZONE_TABLE.map((row, index) => {
      const { properties } = boundaryOf(row.name)
      const entry: ZoneProvenance = {
        zoneId: builtInZoneId(index),
        name: row.name,
        source: properties.source,
        approximate: properties.approximate,
      }
      if (properties.approximateNote) entry.note = properties.approximateNote
      return entry
    }),
  )
  return provenance
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
