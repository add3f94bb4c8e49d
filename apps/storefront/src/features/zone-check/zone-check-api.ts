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

export interface ResolvedZone {
  id: string
  name: string
  color: string
  timeSlotRestrictions: { preferredSlots: string[]; excludedSlots: string[] }
}

export interface ZoneAnswer {
  zone: ResolvedZone | null
  zoneName: string | null
}

export function suggestAddresses(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return apiGet<{ results: AddressSuggestion[] }>('/geocode', { q, limit: 6 }, signal).then(
    (answer) => answer.results,
  )
}

/** The zone of a chosen suggestion (its coordinates; the polygon decides). */
export function zoneOfSuggestion(suggestion: AddressSuggestion): Promise<ZoneAnswer> {
  return apiPost<ZoneAnswer>('/zones/resolve', {
    address: {
      coordinates: { lat: suggestion.lat, lng: suggestion.lng },
      ...(suggestion.postalCode ? { postalCode: suggestion.postalCode } : {}),
      city: suggestion.city,
      province: suggestion.province,
    },
    checkout: true,
  })
}

/** The zone of a CAP alone (SPEC.md section 5, step 2). */
export function zoneOfPostalCode(postalCode: string): Promise<ZoneAnswer> {
  return apiPost<ZoneAnswer>('/zones/resolve', { address: { postalCode } })
}
