import { normalizePlace, type ReadAddress, type ZoneResolutionStep } from './zone-address'

/** A zone's text fields, normalised once for the postal-code, city, province and name steps. */
export interface ZoneText {
  postalCodes: string[]
  cities: string[]
  provinces: string[]
  name: string
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** Reads a zone's text fields; anything malformed simply matches nothing. */
export function zoneText(zone: unknown): ZoneText {
  const z = zone && typeof zone === 'object' ? (zone as Record<string, unknown>) : {}
  return {
    postalCodes: strings(z.postalCodes)
      .map((code) => code.trim())
      .filter((code) => code !== ''),
    cities: strings(z.cities)
      .map(normalizePlace)
      .filter((city) => city !== ''),
    provinces: strings(z.provinces)
      .map((province) => province.trim().toUpperCase())
      .filter((province) => province !== ''),
    name: normalizePlace(z.name),
  }
}

/** Case-insensitive substring match in either direction; an empty text matches nothing. */
function overlaps(a: string, b: string): boolean {
  return a !== '' && b !== '' && (a.includes(b) || b.includes(a))
}

/** Whether one of the text steps of resolveZone (all but coordinates) matches a zone. */
export function matchesTextStep(
  step: Exclude<ZoneResolutionStep, 'coordinates'>,
  address: ReadAddress,
  zone: ZoneText,
): boolean {
  switch (step) {
    case 'postalCode':
      return address.postalCode !== '' && zone.postalCodes.includes(address.postalCode)
    case 'city':
      return zone.cities.some((city) => overlaps(city, address.city))
    case 'province':
      return address.province !== '' && zone.provinces.includes(address.province)
    case 'name':
      return overlaps(zone.name, address.city)
  }
}
