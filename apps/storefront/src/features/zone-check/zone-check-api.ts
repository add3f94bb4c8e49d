import type { PublicZone, ZoneResolveAnswer } from '@shop/api/contract'
import { apiGet, apiPost } from '../../lib/api'

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
