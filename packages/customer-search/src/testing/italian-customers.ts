/**
 * Realistic, deterministic test customers around Bari: Italian names, Bari-area streets, cities and
 * CAPs, +39 landline and mobile numbers written in the many forms operators meet, registration dates
 * from 2019 to 2026, a few non-customer roles and a few incomplete records. A test helper, not part
 * of the package's entry.
 */
import type { SearchableCustomer } from '../searchable-customer'

export interface TestCustomer extends SearchableCustomer {
  email: string
  first_name: string
  last_name: string
  username: string
  role: string
  date_created: string
  billing: {
    first_name: string
    last_name: string
    company: string
    address_1: string
    address_2: string
    city: string
    state: string
    postcode: string
    country: string
    email: string
    phone: string
  }
  shipping: {
    first_name: string
    last_name: string
    company: string
    address_1: string
    address_2: string
    city: string
    state: string
    postcode: string
    country: string
    phone: string
  }
}

export interface GeneratedCustomers {
  customers: TestCustomer[]
  /** Each customer's billing phone as an Italian national number ('0801234567'), by id; '' when none. */
  nationalPhone: Map<number, string>
}

/** mulberry32: a small seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const FIRST_NAMES = [
  'Giuseppe',
  'Maria',
  'Antonio',
  'Anna',
  'Francesco',
  'Giovanna',
  'Vito',
  'Rosa',
  'Nicola',
  'Angela',
  'Michele',
  'Francesca',
  'Domenico',
  'Lucia',
  'Giovanni',
  'Teresa',
  'Luigi',
  'Carmela',
  'Pasquale',
  'Anna Maria',
  'Vincenzo',
  'Grazia',
  'Savino',
  'Isabella',
  'Nicolò',
  'Mariangela',
  'Gianluca',
  'Chiara',
  'Sabino',
  'Annalisa',
  'Donato',
  'Rossella',
  'Onofrio',
  'Ilaria',
  'Raffaele',
  'Marianna',
  'Cosimo',
  'Sara',
  'Leonardo',
  'Federica',
  'Matteo',
  'Alessia',
  'Gaetano',
  'Valentina',
  'Rocco',
  'Martina',
  'Emanuele',
  'Giulia',
  'Pietro',
  'Noemi',
] as const

export const LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Lorusso',
  'Losito',
  'Lacalamita',
  'Abbrescia',
  'Amoruso',
  'Carone',
  'Decaro',
  'Digiesi',
  'Fanelli',
  'Mastrandrea',
  'Palmisano',
  'Quarto',
  'Scarongella',
  'Schiavone',
  'Tatò',
  "D'Amico",
  'Di Bari',
  'Nitti',
  'Caputo',
  'Sblendorio',
  'Lagioia',
  'Brunetti',
  'Cassano',
  'Lovecchio',
  'Sisto',
  'Tarantini',
  'Ventura',
  'Laforgia',
  'Dell’Aera',
  'Capriati',
] as const

export const STREETS = [
  'Via Sparano da Bari',
  'Corso Cavour',
  'Via Argiro',
  'Via Putignani',
  'Via Calefati',
  'Via Abate Gimma',
  'Corso Vittorio Emanuele II',
  'Via Dante Alighieri',
  'Viale della Repubblica',
  'Via Giovanni Amendola',
  'Via Capruzzi',
  'Via Napoli',
  'Lungomare Nazario Sauro',
  'Via Giulio Petroni',
  'Via Fanelli',
  'Viale Japigia',
  'Via Caldarola',
  'Via Camillo Rosalba',
  'Via Re David',
  'Via Bruno Buozzi',
  'Via Tommaso Fiore',
  "Viale Unità d'Italia",
  'Via Principe Amedeo',
  'Via Manzoni',
  'Corso Alcide De Gasperi',
  'Via Omodeo',
  'Via Gentile',
  'Via Matarrese',
  'Strada San Giorgio Martire',
  'Via Roma',
  'Via Giuseppe Garibaldi',
  'Piazza Umberto I',
  'Via Vittorio Veneto',
  'Via Bitritto',
] as const

/** City and CAP pairs around Bari; Bari itself has several CAPs. */
export const PLACES = [
  ...[70121, 70122, 70123, 70124, 70125, 70126, 70127, 70128, 70129, 70131, 70132].map((cap) => ({
    city: 'Bari',
    postcode: String(cap),
  })),
  { city: 'Modugno', postcode: '70026' },
  { city: 'Triggiano', postcode: '70019' },
  { city: 'Capurso', postcode: '70010' },
  { city: 'Valenzano', postcode: '70010' },
  { city: 'Casamassima', postcode: '70010' },
  { city: 'Adelfia', postcode: '70010' },
  { city: 'Cellamare', postcode: '70010' },
  { city: 'Bitritto', postcode: '70020' },
  { city: 'Noicattaro', postcode: '70016' },
  { city: 'Mola di Bari', postcode: '70042' },
  { city: 'Bitonto', postcode: '70032' },
  { city: 'Giovinazzo', postcode: '70054' },
] as const

const DOMAINS = ['gmail.com', 'libero.it', 'alice.it', 'hotmail.it', 'yahoo.it', 'virgilio.it', 'tiscali.it']
const SECOND_LINES = [
  'Scala B, int. 4',
  'Piano 3',
  'Interno 12',
  'c/o Studio Rossi',
  'Scala A',
  'Piano terra',
]
const MOBILE_PREFIXES = [
  '320',
  '328',
  '329',
  '333',
  '338',
  '339',
  '340',
  '347',
  '348',
  '349',
  '366',
  '380',
  '389',
  '393',
]

/** The written forms of a national number ('0801234567' or '3471234567'). */
export function phoneForms(national: string): string[] {
  const [a, b, c] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)]
  return [
    `+39 ${a} ${b} ${c}`,
    `0039 ${a} ${b}${c}`,
    national,
    `${a}-${b}-${c}`,
    `(${a}) ${b} ${c}`,
    `+39${national}`,
    `${a} ${b}${c}`,
    `${a}/${b}${c}`,
  ]
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

/**
 * `count` customers from a seed, ids from 101 in registration order. Billing phones are unique
 * national numbers written in varied forms; about 1 % have no phone, 3 % another role than
 * 'customer', 15 % a different shipping address, 3 % an empty shipping address, 20 % an address
 * line 2, and now and then two customers registered in the same second.
 */
export function generateCustomers(count: number, seed = 1): GeneratedCustomers {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('')
  const start = Date.UTC(2019, 0, 1)
  const end = Date.UTC(2026, 10, 1)
  const times = Array.from(
    { length: count },
    () => start + Math.floor((random() * (end - start)) / 1000) * 1000,
  )
  times.sort((a, b) => a - b)
  for (let i = 1; i < times.length; i++) {
    if (random() < 0.01) times[i] = times[i - 1] as number
  }

  const usedPhones = new Set<string>()
  const usedEmails = new Set<string>()
  const customers: TestCustomer[] = []
  const nationalPhone = new Map<number, string>()

  for (let i = 0; i < count; i++) {
    const id = 101 + i
    const first = pick(FIRST_NAMES)
    const last = pick(LAST_NAMES)
    let national = ''
    if (random() >= 0.01) {
      do {
        national = random() < 0.55 ? `${pick(MOBILE_PREFIXES)}${digits(7)}` : `080${digits(7)}`
      } while (usedPhones.has(national))
      usedPhones.add(national)
    }
    const phone = national === '' ? '' : pick(phoneForms(national))
    let local = `${slug(first)}.${slug(last)}`
    if (usedEmails.has(`${local}@`) || random() < 0.3) local = `${local}${Math.floor(random() * 90) + 10}`
    let email = `${local}@${pick(DOMAINS)}`
    while (usedEmails.has(email)) email = `${local}${i}@${pick(DOMAINS)}`
    usedEmails.add(email)
    usedEmails.add(`${slug(first)}.${slug(last)}@`)
    const place = pick(PLACES)
    const address1 = `${pick(STREETS)} ${Math.floor(random() * 180) + 1}`
    const address2 = random() < 0.2 ? pick(SECOND_LINES) : ''
    const billing = {
      first_name: first,
      last_name: last,
      company: '',
      address_1: address1,
      address_2: address2,
      city: place.city,
      state: 'BA',
      postcode: place.postcode,
      country: 'IT',
      email,
      phone,
    }
    const shippingKind = random()
    const otherPlace = pick(PLACES)
    const shipping =
      shippingKind < 0.03
        ? {
            ...billing,
            address_1: '',
            address_2: '',
            city: '',
            state: '',
            postcode: '',
            country: '',
            phone: '',
          }
        : shippingKind < 0.18
          ? {
              ...billing,
              company: random() < 0.5 ? `${last} S.r.l.` : '',
              address_1: `${pick(STREETS)} ${Math.floor(random() * 180) + 1}`,
              address_2: random() < 0.3 ? pick(SECOND_LINES) : '',
              city: otherPlace.city,
              postcode: otherPlace.postcode,
              phone: '',
            }
          : { ...billing, phone: '' }
    const { email: _email, ...shippingFields } = shipping as typeof billing
    const roleDraw = random()
    customers.push({
      id,
      date_created: new Date(times[i] as number).toISOString().slice(0, 19),
      email,
      first_name: first,
      last_name: last,
      role: roleDraw < 0.02 ? 'subscriber' : roleDraw < 0.03 ? 'shop_manager' : 'customer',
      username: random() < 0.8 ? local : `${slug(first)}${slug(last)}${Math.floor(random() * 900) + 100}`,
      billing,
      shipping: shippingFields,
    })
    nationalPhone.set(id, national)
  }
  return { customers, nationalPhone }
}
