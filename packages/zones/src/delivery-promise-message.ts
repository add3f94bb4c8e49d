import type { DeliveryPromise, DeliveryPromiseField } from './delivery-promise'
import type { ZoneAddress } from './zone-address'
import { zoneName } from './zone-name'

const SEE_MAP = 'Guarda la mappa delle zone per vedere dove arriviamo.'
/** With a street typed: the geocoder's suggestions for it, or the map. */
const CHOOSE = 'scegli la via tra i suggerimenti o indica il punto sulla mappa delle zone.'
/** Without a street (a CAP or a town alone): there are no suggestions to choose from yet. */
const ADD_STREET = 'scrivi anche la via e il numero civico, oppure indica il punto sulla mappa delle zone.'

/** A field as the customer typed it, for a message: trimmed, single spaces; '' when absent. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
}

/** A place name with a capital first letter ('molfetta' -> 'Molfetta'). */
function placeName(value: unknown): string {
  const text = shown(value)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** 'a Molfetta', 'ad Altamura' (the Italian 'a' before a vowel a). */
function toPlace(name: string): string {
  return /^a/i.test(name) ? `ad ${name}` : `a ${name}`
}

/** The typed address in one line: 'Via Napoli 5, 70127 Bari'; '' without a street or a town. */
function addressLine(address: ZoneAddress): string {
  const street = shown(address.address)
  const city = placeName(address.city)
  if (!street && !city) return ''
  const place = [shown(address.postalCode), city].filter(Boolean).join(' ')
  return [street, place].filter(Boolean).join(', ')
}

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`
}

function fieldPhrase(field: DeliveryPromiseField, address: ZoneAddress): string {
  switch (field) {
    case 'coordinates':
      return 'la posizione sulla mappa'
    case 'postalCode':
      return `il CAP ${shown(address.postalCode)}`
    case 'city':
      return `il comune di ${placeName(address.city)}`
    case 'province':
      return `la provincia ${shown(address.province).toUpperCase()}`
  }
}

/**
 * The Italian message for a promise that is not `inside`, saying where it looked and pointing to
 * the zone map (`address` is the one the promise was made for); null for `inside`.
 *
 * @example
 * ```ts
 * deliveryPromiseMessage({ status: 'outside', by: 'city' }, { city: 'Molfetta' })
 * // 'Non consegniamo a Molfetta: non è tra i comuni e i quartieri delle nostre zone. Guarda la mappa delle zone per vedere dove arriviamo.'
 * ```
 */
export function deliveryPromiseMessage(promise: DeliveryPromise, address: ZoneAddress = {}): string | null {
  const a: ZoneAddress = address && typeof address === 'object' ? address : {}
  if (promise.status === 'inside') return null
  if (promise.status === 'outside') {
    switch (promise.by) {
      case 'coordinates': {
        const line = addressLine(a)
        // A point alone (placed on the map) is no address: say what was checked.
        const what = line || (shown(a.postalCode) ? 'Questo indirizzo' : 'Il punto indicato')
        return `${what} è fuori dalle zone in cui consegniamo. ${SEE_MAP}`
      }
      case 'city':
        return `Non consegniamo ${toPlace(placeName(a.city))}: non è tra i comuni e i quartieri delle nostre zone. ${SEE_MAP}`
      case 'postalCode':
        return `Non consegniamo nel CAP ${shown(a.postalCode)}: nessuna delle nostre zone lo comprende. ${SEE_MAP}`
      case 'province':
        return `Non consegniamo in provincia di ${shown(a.province).toUpperCase()}: nessuna delle nostre zone vi si trova. ${SEE_MAP}`
    }
  }
  const next = shown(a.address) ? CHOOSE : ADD_STREET
  switch (promise.reason) {
    case 'postalCodeSpansZones':
      return `Il CAP ${shown(a.postalCode)} comprende più zone di consegna: ${next}`
    case 'citySpansZones':
      return `${placeName(a.city)} comprende più zone di consegna: ${next}`
    case 'conflict': {
      if (promise.fields.includes('coordinates')) {
        const zone = zoneName(promise.candidates[0])
        return `La posizione sulla mappa è nella zona ${zone}, che non comprende la provincia ${shown(a.province).toUpperCase()}: controlla l’indirizzo o indica il punto sulla mappa delle zone.`
      }
      const phrases = promise.fields.map((field) => fieldPhrase(field, a))
      const sentence = listed(phrases)
      return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} non indicano la stessa zona di consegna: controlla l’indirizzo, ${next}`
    }
    case 'noAddress':
      return 'Per sapere se consegniamo da te scrivi via, CAP e comune, oppure indica il punto sulla mappa delle zone.'
  }
}
