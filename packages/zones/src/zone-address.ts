import type { LatLng } from './delivery-zone-schema'
import type { Position } from './geometry'

/** What an address offers for finding its zone. Every field is optional. */
export interface ZoneAddress {
  coordinates?: LatLng | null
  postalCode?: string | null
  city?: string | null
  province?: string | null
  /** The street line (address_1); carried along, not used by the five steps. */
  address?: string | null
}

/** resolveZone's five steps, in the order they are tried. */
export const ZONE_RESOLUTION_STEPS = ['coordinates', 'postalCode', 'city', 'province', 'name'] as const
/** One of resolveZone's steps. */
export type ZoneResolutionStep = (typeof ZONE_RESOLUTION_STEPS)[number]

/**
 * The steps used at checkout for an address whose coordinates are known: all but the province step:
 * the province step alone would accept any address in province BA, 40 km away, as deliverable.
 */
export const CHECKOUT_RESOLUTION_STEPS: readonly ZoneResolutionStep[] = [
  'coordinates',
  'postalCode',
  'city',
  'name',
]

/** Where lookups report malformed input (console by default); only `warn` is used. */
export interface ZoneLogger {
  warn(message: string, ...details: unknown[]): void
}

/** Which steps resolveZone runs, and where it reports what it could not read. */
export interface ResolveZoneOptions {
  /** Which of the five steps run (default all five); they always run in ZONE_RESOLUTION_STEPS' order. */
  steps?: readonly ZoneResolutionStep[]
  /** Where lookup problems are reported (default: console). */
  logger?: ZoneLogger
}

/** Shopping platform shipping address fields the zone is resolved from. */
export interface ShippingAddressLike {
  city?: string | null
  state?: string | null
  postcode?: string | null
  address_1?: string | null
}

/**
 * The zone address of an order's shipping address: city, state as province, postcode, address_1.
 *
 * @example
 * ```ts
 * zoneAddressFromShipping({ city: 'Triggiano', state: 'BA', postcode: '70019', address_1: 'Via Roma 1' })
 * // { city: 'Triggiano', province: 'BA', postalCode: '70019', address: 'Via Roma 1' }
 * ```
 */
export function zoneAddressFromShipping(shipping: ShippingAddressLike | null | undefined): ZoneAddress {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  const source = shipping && typeof shipping === 'object' ? shipping : {}
  const address: ZoneAddress = {}
  const city = text(source.city)
  const province = text(source.state)
  const postalCode = text(source.postcode)
  const street = text(source.address_1)
  if (city !== undefined) address.city = city
  if (province !== undefined) address.province = province
  if (postalCode !== undefined) address.postalCode = postalCode
  if (street !== undefined) address.address = street
  return address
}

/** An address as the steps read it: every field normalised, '' when absent. */
export interface ReadAddress {
  point: Position | null
  postalCode: string
  city: string
  province: string
}

/** Case-, accent- and spacing-insensitive form of a place name ('Libertà ' -> 'liberta'). */
export function normalizePlace(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim())
    return Number.isFinite(n) ? n : null
  }
  return null
}

function readText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/**
 * Reads an address defensively: anything that is not an object is null; unusable coordinates
 * (not numbers, out of range) are reported and left out, so the other steps still run.
 */
export function readZoneAddress(
  address: unknown,
  logger: ZoneLogger,
  caller = 'resolveZone',
): ReadAddress | null {
  if (!address || typeof address !== 'object' || Array.isArray(address)) {
    logger.warn(`[@shop/zones] ${caller}: the address is not an object; no zone`, address)
    return null
  }
  const a = address as Record<string, unknown>
  let point: Position | null = null
  const coordinates = a.coordinates
  if (coordinates !== undefined && coordinates !== null) {
    const c = coordinates as Record<string, unknown>
    const lat = typeof c === 'object' ? readNumber(c.lat) : null
    const lng = typeof c === 'object' ? readNumber(c.lng ?? c.lon) : null
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      logger.warn(
        `[@shop/zones] ${caller}: coordinates are not {lat, lng} in range; polygon step skipped`,
        coordinates,
      )
    } else {
      point = [lng, lat]
    }
  }
  return {
    point,
    postalCode: readText(a.postalCode),
    city: normalizePlace(a.city),
    province: readText(a.province).toUpperCase(),
  }
}

/** Which steps to run: the given ones that exist, in ZONE_RESOLUTION_STEPS' order. */
export function readSteps(steps: unknown, logger: ZoneLogger): readonly ZoneResolutionStep[] {
  if (steps === undefined) return ZONE_RESOLUTION_STEPS
  if (!Array.isArray(steps)) {
    logger.warn('[@shop/zones] resolveZone: options.steps is not a list; running all five steps', steps)
    return ZONE_RESOLUTION_STEPS
  }
  const unknown = steps.filter((s) => !(ZONE_RESOLUTION_STEPS as readonly unknown[]).includes(s))
  if (unknown.length > 0) logger.warn('[@shop/zones] resolveZone: unknown steps ignored', unknown)
  return ZONE_RESOLUTION_STEPS.filter((s) => steps.includes(s))
}
