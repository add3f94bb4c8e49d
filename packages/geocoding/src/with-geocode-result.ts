import type { GeocodeResult } from './geocoder'
import { normalizeAddress, STREET_TYPES } from './normalize-address'

/** An address as a customer types it: the street line, town, CAP and province ('' when not given). */
export interface TypedAddress {
  street: string
  city: string
  postalCode: string
  province: string
}

/** Words an address may end with that say nothing about the street ('(BA)', 'Italia'). */
const TRAILING_NOISE = new Set(['ba', 'italia', 'italy', 'puglia', 'it'])
const POSTAL_CODE = /^\d{5}$/

/**
 * The street a customer typed, without the town, CAP or province they typed after it: 'Via Roma
 * 5, 70019 Triggiano (BA)' in Triggiano is 'Via Roma 5'. Only a trailing town that is `city`
 * (compared in the normal form) goes, so 'Via Bari 3' in Triggiano keeps its 'Bari'. The street is
 * kept as typed otherwise (its case, accents and abbreviations). The town typed alone gives '':
 * it names no street.
 */
export function streetWithoutPlace(street: string, city: string): string {
  if (typeof street !== 'string') return ''
  const town = normalizeAddress(city).split(' ').filter(Boolean)
  // Words with where each starts, so the street is cut in the text as typed.
  const words = [...street.matchAll(/[^\s,;]+/g)].map((match) => ({
    index: match.index,
    word: normalizeAddress(match[0]),
  }))
  let end = words.length
  for (;;) {
    const last = words[end - 1]
    if (!last) break
    if (last.word === '' || POSTAL_CODE.test(last.word) || TRAILING_NOISE.has(last.word)) {
      end--
      continue
    }
    const tail = words.slice(end - town.length, end).map((entry) => entry.word)
    const before = words.slice(0, end - town.length)
    // 'Via Triggiano' is a street named after the town: only a bare street type before it stays.
    const named = before.length > 0 && before.every((entry) => STREET_TYPES.has(entry.word))
    if (town.length > 0 && end >= town.length && tail.join(' ') === town.join(' ') && !named) {
      end -= town.length
      continue
    }
    break
  }
  const cut = end < words.length ? (words[end]?.index ?? street.length) : street.length
  return street
    .slice(0, cut)
    .replace(/[\s,;(\-–]+$/u, '')
    .trim()
}

/** A street result's street and number as the first address line: 'Via Sparano da Bari, 84'. */
function streetLine(result: GeocodeResult): string {
  const street = result.street ?? ''
  return result.houseNumber ? `${street}, ${result.houseNumber}` : street
}

/**
 * The typed address with a chosen geocode result written in.
 *
 * - A **street** replaces the street line ('Via Sparano da Bari, 84') and sets town and province.
 * - A **town** never replaces the street: what was typed stays, without the town, CAP or province
 *   typed after it ('Via Roma 5, Triggiano' is 'Via Roma 5'); town and province are set.
 * - The **CAP** is the result's when it has one (a town's, a street's whose zone has one CAP, or
 *   the CAP the query gave). Otherwise the typed CAP stays when the typed town is the result's
 *   town, and is emptied when it was another town's: a wrong CAP is worse than none.
 */
export function withGeocodeResult(typed: TypedAddress, result: GeocodeResult): TypedAddress {
  const sameTown =
    normalizeAddress(typed.city) !== '' && normalizeAddress(typed.city) === normalizeAddress(result.city)
  const postalCode = result.postalCode ?? (sameTown ? typed.postalCode : '')
  return {
    street:
      result.kind === 'street' && result.street
        ? streetLine(result)
        : streetWithoutPlace(typed.street, result.city),
    city: result.city,
    postalCode,
    province: result.province || typed.province,
  }
}
