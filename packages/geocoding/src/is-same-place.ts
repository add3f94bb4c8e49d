import type { GeocodeResult } from './geocoder'
import { normalizeAddress } from './normalize-address'

/** What a customer typed beside the street: the town and the CAP. */
export interface TypedPlace {
  city?: string | null
  postalCode?: string | null
}

/**
 * Whether a geocode result lies where the customer said it does: its town is the typed town
 * (compared in the normal form: case, accents, punctuation), and, when both are known, its CAP is
 * the typed CAP. A blank typed town matches nothing. A caller attaches a result's coordinates to a
 * typed address only then: 'Via Roma 1' typed in Altamura must not take the point of a Via Roma in
 * Bari.
 */
export function isSamePlace(result: Pick<GeocodeResult, 'city' | 'postalCode'>, typed: TypedPlace): boolean {
  const town = normalizeAddress(typed?.city)
  if (town === '' || normalizeAddress(result?.city) !== town) return false
  const typedCap = typeof typed.postalCode === 'string' ? typed.postalCode.trim() : ''
  const resultCap = typeof result.postalCode === 'string' ? result.postalCode.trim() : ''
  return typedCap === '' || resultCap === '' || typedCap === resultCap
}
