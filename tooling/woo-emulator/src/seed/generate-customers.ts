import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { INDUSTRIAL_ZONE, type Person, type PersonMaker } from './create-person-maker'
import type { Random } from './create-random'
import { DEMO_ACCOUNTS, DEMO_HOMES } from './demo-accounts'
import { romeDay, romeInstant } from './rome-time'
import type { DemoAccount, SeedCustomer } from './seed-data'

/** A generated customer with what the orders need to know about them. */
export interface CustomerModel {
  customer: SeedCustomer
  /** null for the staff. */
  zone: DeliveryZone | null
  business: boolean
  /** When they registered (ms). */
  created: number
  /** How often they order, relative to an average customer (0 for the staff). */
  activity: number
  demo: boolean
}

/**
 * Roughly how many people each zone holds, in thousands (ISTAT 2021-2023 for the comuni, the
 * Municipi's quartieri for Bari): customers are spread in proportion, at least 15 per zone.
 */
export const ZONE_POPULATION: Readonly<Record<string, number>> = {
  Triggiano: 26,
  Capurso: 15,
  Valenzano: 17,
  'Carbonara-Ceglie del Campo': 30,
  'Poggiofranco-Carbonara': 12,
  Mungivacca: 10,
  'Via Amendola-SanPasquale': 16,
  Poggiofranco: 30,
  Japigia: 30,
  'Carrassi-SanPasquale': 40,
  Madonnella: 22,
  Centro: 45,
  Libertà: 38,
  'Sangirolamo-Fesca': 18,
  Palese: 14,
  SanPaolo: 28,
  Stanic: 5,
  [INDUSTRIAL_ZONE]: 2,
  Modugno: 37,
  Loseto: 6,
  Bitritto: 11,
  Adelfia: 16,
  Cellamare: 6,
  SanGiorgio: 4,
  'Torre a Mare': 6,
  Casamassima: 20,
}

const MIN_PER_ZONE = 15
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%&*+?'

/**
 * How many customers live in each zone: at least `min(15, total / zones)` each, the rest in
 * proportion to ZONE_POPULATION (largest remainders), in zone order.
 */
export function customersPerZone(
  total: number,
  zones: readonly DeliveryZone[] = builtInZones(),
): Map<string, number> {
  const floor = Math.min(MIN_PER_ZONE, Math.floor(total / zones.length))
  const weights = zones.map((zone) => ZONE_POPULATION[zone.name] ?? 5)
  const sum = weights.reduce((a, b) => a + b, 0)
  const spare = total - floor * zones.length
  const exact = weights.map((weight) => (spare * weight) / sum)
  const counts = exact.map((value) => floor + Math.floor(value))
  let left = total - counts.reduce((a, b) => a + b, 0)
  const order = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0])
  for (const [, index] of order) {
    if (left-- <= 0) break
    counts[index] = (counts[index] ?? 0) + 1
  }
  return new Map(zones.map((zone, index) => [zone.name, counts[index] ?? 0]))
}

function password(random: Random): string {
  let text = ''
  const length = random.int(12, 16)
  for (let i = 0; i < length; i++)
    text += PASSWORD_ALPHABET.charAt(random.int(0, PASSWORD_ALPHABET.length - 1))
  return text
}

function customerFromPerson(
  person: Person,
  zone: DeliveryZone,
  password: string,
  created: number,
): SeedCustomer {
  const { residence } = person
  const shipping = {
    first_name: person.first_name,
    last_name: person.last_name,
    company: person.company,
    address_1: residence.address_1,
    address_2: residence.address_2,
    city: residence.city,
    state: 'BA',
    postcode: residence.postcode,
    country: 'IT',
    phone: person.phone,
  }
  return {
    email: person.email,
    username: person.email,
    password,
    first_name: person.first_name,
    last_name: person.last_name,
    role: 'customer',
    billing: { ...shipping, email: person.email },
    shipping,
    date_created: new Date(created).toISOString(),
    zoneName: zone.name,
    coordinates: residence.coordinates,
  }
}

function demoModel(account: DemoAccount, created: number, zones: readonly DeliveryZone[]): CustomerModel {
  const home = DEMO_HOMES[account.email]
  const zone = home ? (zones.find((z) => z.name === home.zoneName) ?? null) : null
  const base = { first_name: account.first_name, last_name: account.last_name, company: '' }
  const shipping = home
    ? {
        ...base,
        address_1: home.address_1,
        address_2: home.address_2,
        city: home.city,
        state: 'BA',
        postcode: home.postcode,
        country: 'IT',
        phone: home.phone,
      }
    : { ...base, address_1: '', address_2: '', city: '', state: '', postcode: '', country: '', phone: '' }
  return {
    customer: {
      email: account.email,
      username: account.username,
      password: account.password,
      first_name: account.first_name,
      last_name: account.last_name,
      role: account.role,
      billing: { ...shipping, email: account.email },
      shipping,
      date_created: new Date(created).toISOString(),
      zoneName: zone?.name ?? null,
      coordinates: home?.coordinates ?? null,
    },
    zone,
    business: false,
    created,
    activity: 0,
    demo: true,
  }
}

/**
 * The shop's users: DEMO_ACCOUNTS first, then `customerCount - 3` customers spread over every
 * zone, sorted by registration date over the 3 years before `now`.
 */
export function generateCustomers(
  random: Random,
  now: number,
  customerCount: number,
  people: PersonMaker,
  zones: readonly DeliveryZone[] = builtInZones(),
): CustomerModel[] {
  const today = romeDay(now)
  const demo = DEMO_ACCOUNTS.map((account, index) => {
    const home = DEMO_HOMES[account.email]
    if (home) people.reserve(account.email, home.phone)
    return demoModel(account, romeInstant(today - 1095 + index, 9 * 60 + index * 17), zones)
  })
  const firstDay = today - 1090

  const generated: CustomerModel[] = []
  const demoCustomers = DEMO_ACCOUNTS.filter((account) => account.role === 'customer').length
  for (const [zoneName, count] of customersPerZone(customerCount - demoCustomers, zones)) {
    const zone = zones.find((z) => z.name === zoneName)
    if (!zone) continue
    const businessShare =
      zone.name === INDUSTRIAL_ZONE
        ? 1
        : ['Centro', 'Madonnella', 'Libertà'].includes(zone.name)
          ? 0.15
          : 0.08
    for (let i = 0; i < count; i++) {
      const business = random.chance(businessShare)
      const person = people.make(random, zone, business)
      // More sign-ups lately: the density of registrations grows over the three years.
      const share = Math.sqrt(random.next())
      const day = Math.min(today - 1, firstDay + Math.floor(share * (today - firstDay)))
      let created = romeInstant(day, random.int(7 * 60, 23 * 60 + 30))
      if (created >= now) created = now - random.int(1, 12) * 3_600_000
      const customer = customerFromPerson(person, zone, password(random), created)
      const activity = business ? 6 : random.weighted([3, 1, 0.25], (w) => (w === 3 ? 25 : w === 1 ? 35 : 40))
      generated.push({ customer, zone, business, created, activity, demo: false })
    }
  }
  generated.sort((a, b) => a.created - b.created)
  // Registrations are never all in the same second: keep them strictly increasing.
  for (let i = 1; i < generated.length; i++) {
    const previous = generated[i - 1] as CustomerModel
    const current = generated[i] as CustomerModel
    if (current.created <= previous.created) {
      current.created = previous.created + 1000
      current.customer.date_created = new Date(current.created).toISOString()
    }
  }
  if (generated.some((model) => model.created >= now))
    throw new Error('seed: a customer registered after now')
  return [...demo, ...generated]
}
