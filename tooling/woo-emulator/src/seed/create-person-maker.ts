import type { DeliveryZone } from '@shop/zones'
import { type GazetteerStreet, residentialStreetsByZone } from './bari-streets'
import type { Random } from './create-random'
import {
  APULIAN_SURNAMES,
  COMPANY_SUFFIXES,
  FEMALE_FIRST_NAMES,
  INDUSTRIAL_BUSINESSES,
  ITALIAN_SURNAMES,
  MALE_FIRST_NAMES,
  TOWN_BUSINESSES,
  VENUE_NAMES,
} from './italian-names'
import type { LatLng } from './seed-data'
import { asciiFold } from './text'
import { FALLBACK_STREETS, TOWNS } from './town-streets'
import { jitterInZone, randomPointInZone } from './zone-points'

/** Where someone lives or works, inside one zone. */
export interface Residence {
  address_1: string
  address_2: string
  city: string
  postcode: string
  coordinates: LatLng
}

/** A made-up person (or business contact) with a unique email and phone number. */
export interface Person {
  first_name: string
  last_name: string
  /** '' for private customers. */
  company: string
  email: string
  phone: string
  residence: Residence
}

export interface PersonMaker {
  /** A new person living (or working, when `business`) in the zone. */
  make(random: Random, zone: DeliveryZone, business: boolean): Person
  /** Marks an email and a phone number as taken (the demo accounts'). */
  reserve(email: string, phone: string): void
}

/** The zone where every customer is a business. */
export const INDUSTRIAL_ZONE = 'Zona Industriale Modugno-Sanpaolo'

const EMAIL_DOMAINS: readonly [string, number][] = [
  ['gmail.com', 40],
  ['libero.it', 20],
  ['hotmail.it', 12],
  ['alice.it', 10],
  ['virgilio.it', 10],
  ['tiscali.it', 6],
]

// biome-ignore format: one line
const MOBILE_PREFIXES = ['320', '324', '327', '328', '329', '330', '331', '333', '334', '335', '338', '339', '340', '342', '345', '346', '347', '348', '349', '350', '351', '366', '368', '370', '371', '377', '380', '388', '389', '391', '392', '393']

const HOME_DETAILS = [
  'Scala A, interno 3',
  'Scala B, interno 4',
  'Scala C, piano 2',
  'Piano 1',
  'Piano 3, interno 7',
  'Interno 12',
  'Palazzina B',
  'Palazzina C, piano terra',
  'Int. 5',
  'Scala D, piano 4, int. 9',
  'Citofono 21',
]
const SHOP_DETAILS = ['Piano terra', 'Locale commerciale', 'Angolo piazza', 'Ingresso laterale']
const INDUSTRIAL_DETAILS = [
  'Lotto 4',
  'Lotto 12',
  'Lotto 27',
  'Capannone 3',
  'Capannone B',
  'Lotto 8, capannone 2',
]

/** The phone digits used to tell numbers apart: no separators, no +39. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/[\s\-()+]/g, '')
  return digits.startsWith('39') && digits.length > 10 ? digits.slice(2) : digits
}

function formatPhone(random: Random, digits: string): string {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
  const forms = digits.startsWith('080')
    ? [
        `${a}-${b}-${c}`,
        `${a} ${b}${c}`,
        `(${a}) ${b} ${c}`,
        `+39${digits}`,
        digits,
        `${a} ${b} ${c}`,
        `+39 ${a} ${b}${c}`,
      ]
    : [
        `+39 ${a} ${b} ${c}`,
        digits,
        `${a} ${b}${c}`,
        `${a}-${b}-${c}`,
        `+39${digits}`,
        `${a} ${b} ${c}`,
        `+39 ${digits}`,
      ]
  return random.pick(forms)
}

/** A house number: mostly low, sometimes with a letter ('12/A'). */
function houseNumber(random: Random): string {
  const n = 1 + Math.floor(160 * random.next() ** 2)
  return random.chance(0.07) ? `${n}/${random.pick(['A', 'B', 'C'])}` : String(n)
}

/** The street's CAP: the zone's Bari codes the gazetteer lists for it, always the same one per street. */
function bariPostcode(street: GazetteerStreet, zone: DeliveryZone): string {
  const inZone = street.postalCodes.filter((code) => zone.postalCodes.includes(code))
  const bari = inZone.filter((code) => code.startsWith('701'))
  const candidates = bari.length > 0 ? bari : inZone.length > 0 ? inZone : zone.postalCodes
  let hash = 0
  for (const char of street.name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return candidates[hash % candidates.length] ?? ''
}

const lettersOnly = (text: string) => asciiFold(text).replace(/[^a-z]/g, '')

/** The part of a company name people put in its email: 'Termoidraulica del Levante S.a.s.' -> 'levante'. */
function companyMailName(company: string): string {
  const words = company
    .replace(/ (&|S\.r\.l\.|S\.r\.l\.s\.|S\.n\.c\.|S\.p\.A\.|S\.a\.s\.).*$/, '')
    .split(/\s+/)
    .filter(
      (word) => !['da', 'di', 'del', 'della', 'dei', 'il', 'la', 'le', 'al'].includes(word.toLowerCase()),
    )
    .map(lettersOnly)
    .filter(Boolean)
  while (words.length > 1 && words.join('').length > 20) words.shift()
  return words.join('')
}

export function createPersonMaker(): PersonMaker {
  const streetsByZone = residentialStreetsByZone()
  const emails = new Set<string>()
  const phones = new Set<string>()

  function uniqueEmail(random: Random, locals: string[]): string {
    const domain = random.weighted(EMAIL_DOMAINS, ([, weight]) => weight)[0]
    const local = random.pick(locals)
    let email = `${local}@${domain}`
    for (let n = 2; emails.has(email); n++) email = `${local}${n === 2 ? random.int(2, 99) : n}@${domain}`
    emails.add(email)
    return email
  }

  function uniquePhone(random: Random, landline: boolean): string {
    for (;;) {
      const rest = String(random.int(0, 9_999_999)).padStart(7, '0')
      const digits = landline
        ? `080${random.int(2, 9)}${rest.slice(1)}`
        : `${random.pick(MOBILE_PREFIXES)}${rest}`
      if (phones.has(digits)) continue
      phones.add(digits)
      return formatPhone(random, digits)
    }
  }

  function residence(random: Random, zone: DeliveryZone, business: boolean): Residence {
    const streets = zone.cities.includes('Bari') ? (streetsByZone.get(zone.name) ?? []) : []
    if (streets.length >= 5) {
      const street = random.weighted(streets, (s) =>
        /^(Via|Viale|Corso|Piazza|Largo|Lungomare) /.test(s.name) ? 3 : 1,
      )
      const coordinates = jitterInZone(random, { lat: street.lat, lng: street.lng }, zone.name)
      if (coordinates) {
        const details =
          zone.name === INDUSTRIAL_ZONE ? INDUSTRIAL_DETAILS : business ? SHOP_DETAILS : HOME_DETAILS
        return {
          address_1: `${street.name}, ${houseNumber(random)}`,
          address_2: random.chance(business ? 0.25 : 0.2) ? random.pick(details) : '',
          city: 'Bari',
          postcode: bariPostcode(street, zone),
          coordinates,
        }
      }
    }
    const city = zone.cities.find((name) => name !== 'Bari') ?? zone.cities[0] ?? zone.name
    const town = TOWNS[city]
    const postcodes = zone.postalCodes.filter((code) => !code.startsWith('701'))
    return {
      address_1: `${random.pick(town?.streets ?? FALLBACK_STREETS)}, ${houseNumber(random)}`,
      address_2: random.chance(0.12) ? random.pick(business ? SHOP_DETAILS : HOME_DETAILS) : '',
      city,
      postcode: random.pick(postcodes.length > 0 ? postcodes : zone.postalCodes),
      coordinates: randomPointInZone(random, zone, town?.centre),
    }
  }

  function companyName(random: Random, zone: DeliveryZone, surname: string): string {
    if (zone.name === INDUSTRIAL_ZONE) {
      const kind = random.pick(INDUSTRIAL_BUSINESSES)
      const name = random.chance(0.6)
        ? surname
        : random.pick(['Adriatica', 'Pugliese', 'del Levante', 'Sud', 'Barese'])
      return `${kind} ${name}${random.pick(COMPANY_SUFFIXES)}`
    }
    const { kind, usesSurname } = random.pick(TOWN_BUSINESSES)
    if (usesSurname) return `${kind} ${surname}`
    return `${kind} ${random.chance(0.3) ? `da ${random.pick(MALE_FIRST_NAMES)}` : random.pick(VENUE_NAMES)}`
  }

  return {
    reserve(email, phone) {
      emails.add(email)
      phones.add(phoneKey(phone))
    },
    make(random, zone, business) {
      const female = random.chance(0.5)
      const first_name = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)
      const last_name = random.pick(random.chance(0.65) ? APULIAN_SURNAMES : ITALIAN_SURNAMES)
      const company = business ? companyName(random, zone, last_name) : ''
      const f = lettersOnly(first_name)
      const l = lettersOnly(last_name)
      const year = random.int(1950, 2004)
      const personal = [
        `${f}.${l}`,
        `${f}${l}`,
        `${f.charAt(0)}.${l}`,
        `${l}.${f}`,
        `${f}.${l}${String(year).slice(2)}`,
        `${f}${l}${year}`,
        `${f}_${l}`,
        `${l}${f.charAt(0)}`,
      ]
      const companyLocal = companyMailName(company)
      const locals = business
        ? [
            companyLocal,
            `info.${companyLocal}`,
            companyLocal.includes(l) ? `${companyLocal}.${f}` : `${companyLocal}.${l}`,
            ...personal.slice(0, 2),
          ]
        : personal
      return {
        first_name,
        last_name,
        company,
        email: uniqueEmail(random, locals),
        phone: uniquePhone(random, random.chance(business ? 0.6 : 0.2)),
        residence: residence(random, zone, business),
      }
    },
  }
}
