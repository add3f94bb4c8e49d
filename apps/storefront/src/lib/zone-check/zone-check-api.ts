import type { PublicZone, ZoneResolveAnswer } from '@shop/api/contract'
import { normalizeAddress } from '@shop/geocoding'
import { apiGet, apiPost } from '../api'

/** A suggestion of GET /api/geocode. */
export interface AddressSuggestion {
  label: string
  street: string | null
  houseNumber: string | null
  city: string
  postalCode: string | null
  province: string
  lat: number
  lng: number
  kind: 'street' | 'town'
  /** Whether its point lies in a delivery zone. */
  inZone: boolean
}

export type ResolvedZone = PublicZone

/** POST /api/zones/resolve: the delivery promise (inside, outside or unclear, with the message). */
export type ZoneAnswer = ZoneResolveAnswer

export function suggestAddresses(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return apiGet<{ results: AddressSuggestion[] }>('/geocode', { q, limit: 6 }, signal).then(
    (answer) => answer.results,
  )
}

/** A suggestion's street and number ('Via Sparano da Bari 84'), or null for a town. */
function streetOf(suggestion: AddressSuggestion): string | null {
  if (!suggestion.street) return null
  return suggestion.houseNumber ? `${suggestion.street} ${suggestion.houseNumber}` : suggestion.street
}

/** The zone of a chosen suggestion: its coordinates decide (the polygon). */
export function zoneOfSuggestion(suggestion: AddressSuggestion): Promise<ZoneAnswer> {
  const street = streetOf(suggestion)
  return apiPost<ZoneAnswer>('/zones/resolve', {
    address: {
      coordinates: { lat: suggestion.lat, lng: suggestion.lng },
      ...(street ? { address: street } : {}),
      ...(suggestion.postalCode ? { postalCode: suggestion.postalCode } : {}),
      city: suggestion.city,
      province: suggestion.province,
    },
  })
}

/** The zone of a CAP alone: decided only when the CAP lies wholly in one zone. */
export function zoneOfPostalCode(postalCode: string): Promise<ZoneAnswer> {
  return apiPost<ZoneAnswer>('/zones/resolve', { address: { postalCode } })
}

/** The zone of a place typed alone ('Torre a Mare', 'Altamura'): a town or quartiere of one zone, or none. */
export function zoneOfPlace(city: string): Promise<ZoneAnswer> {
  return apiPost<ZoneAnswer>('/zones/resolve', { address: { city } })
}

/** A point on the map, as the customer placed it ('Indica il punto sulla mappa'). */
export interface MapPoint {
  lat: number
  lng: number
}

/** What the customer typed along with a point: the street, CAP, town and province ('' when not given). */
export interface TypedPlace {
  address?: string
  postalCode?: string
  city?: string
  province?: string
}

/**
 * The address POST /api/zones/resolve is asked about for a point placed on the map: the point
 * (whose polygon decides) with the fields the customer typed, trimmed, leaving out empty ones.
 * The typed fields only shape the server's message ('Via Inesistente 3, 70126 Bari è fuori …'),
 * and a province the point's zone does not list is a conflict, as when the order is placed.
 */
export function pointAddress(point: MapPoint, typed: TypedPlace = {}) {
  const text = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ') || undefined
  const address = text(typed.address)
  const postalCode = text(typed.postalCode)
  const city = text(typed.city)
  const province = text(typed.province)?.toUpperCase()
  return {
    coordinates: { lat: point.lat, lng: point.lng },
    ...(address ? { address } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(city ? { city } : {}),
    ...(province ? { province } : {}),
  }
}

/** The zone of a point placed on the map (its polygon decides), with what was typed along with it. */
export function zoneOfPoint(point: MapPoint, typed?: TypedPlace): Promise<ZoneAnswer> {
  return apiPost<ZoneAnswer>('/zones/resolve', { address: pointAddress(point, typed) })
}

/** The words of a text as @shop/geocoding compares addresses, those of 3 letters or more. */
function wordsOf(text: string): string[] {
  return normalizeAddress(text)
    .split(' ')
    .filter((word) => word.length >= 3)
}

/**
 * The street suggestions worth offering for a name typed alone ('Altamura'): those whose name has
 * every word typed (not the geocoder's near misses: 'Molfetta' is no 'Via Pietro Colletta') and
 * that lie in a delivery zone (never one the check would then refuse).
 */
export function streetsNamed(query: string, found: readonly AddressSuggestion[]): AddressSuggestion[] {
  const typed = wordsOf(query)
  return found.filter((suggestion) => {
    if (suggestion.kind !== 'street' || !suggestion.inZone) return false
    const named = new Set(wordsOf(suggestion.street ?? suggestion.label))
    return typed.length > 0 && typed.every((word) => named.has(word))
  })
}

/** The town of a typed address, after its last comma ('Piazza del Duomo, Milano' → 'Milano'), or null. */
export function typedTown(query: string): string | null {
  const parts = query.split(',')
  const last =
    parts.length > 1
      ? parts
          .at(-1)
          ?.replace(/\b\d{5}\b/, '')
          .trim()
      : ''
  return last && /\p{L}{2}/u.test(last) ? last : null
}
