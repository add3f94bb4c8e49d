import { deliveryMeta, withAssignedVehicle } from '@shop/orders'
import { availableSlots } from '@shop/slots'
import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { INDUSTRIAL_ZONE, type PersonMaker } from './create-person-maker'
import type { Random } from './create-random'
import { type CustomerModel, ZONE_POPULATION } from './generate-customers'
import type { ProductModel } from './generate-products'
import { dayToIsoDate, nextDeliveryDay, romeDay, romeInstant, romeMinuteOfDay, weekdayOf } from './rome-time'
import {
  PAYMENT_METHOD_TITLES,
  SEED_ORDER_STATUSES,
  type SeedBillingAddress,
  type SeedOrder,
  type SeedOrderLine,
  type SeedOrderStatus,
  type SeedPaymentMethod,
  type SeedShippingAddress,
} from './seed-data'

const DAY_MS = 86_400_000
/** Orders spread over the 120 days before now, plus orders already placed for the next days. */
export const HISTORY_DAYS = 120
const HISTORY_ORDERS = 552
const AHEAD_ORDERS = 30
const DRAFT_ORDERS = 2

/** Statuses of orders whose delivery is still to come (the products must be in stock). */
const OPEN_STATUSES: ReadonlySet<SeedOrderStatus> = new Set([
  'pending',
  'processing',
  'on-hold',
  'checkout-draft',
])

interface Buyer {
  email: string | null
  billing: SeedBillingAddress
  shipping: SeedShippingAddress
  zone: DeliveryZone
  business: boolean
}

/** An order before its payment and lines are drawn. */
interface Plan {
  created: number
  deliveryDay: number
  slot: string
  status: SeedOrderStatus
  buyer: Buyer
}

export interface GenerateOrdersInput {
  random: Random
  now: number
  products: readonly ProductModel[]
  customers: readonly CustomerModel[]
  people: PersonMaker
  zones?: readonly DeliveryZone[]
}

const HOME_NOTES = [
  'Lasciare al portiere, grazie',
  'Consegnare dopo le 10, grazie',
  'Terzo piano senza ascensore',
  'Chiamare prima di arrivare',
  'Se non ci sono lasciare ai vicini del piano di sotto',
  'Ritirare i vuoti di vetro, grazie',
  'Ingresso dal cortile interno',
  'Il citofono non funziona: chiamare al cellulare',
  'Cancello verde, suonare due volte',
]
const BUSINESS_NOTES = [
  'Consegna dal retro, ingresso merci',
  'Chiudiamo alle 13:00, consegnare prima',
  'Consegnare al bar, non al magazzino',
  'Chiedere del titolare',
  'Fattura intestata alla società, grazie',
]

const CATEGORY_WEIGHT = {
  home: { acqua: 5, birra: 2.2, bevande: 2, vino: 1.1 },
  business: { acqua: 4, birra: 3.5, bevande: 3, vino: 1 },
} as const

/** The end of a slot in minutes after midnight: '09:00 - 10:00' -> 600. */
const slotEnd = (slot: string) => Number(slot.slice(8, 10)) * 60 + Number(slot.slice(11, 13))

function paymentFor(random: Random, status: SeedOrderStatus, ageDays: number) {
  if (status === 'checkout-draft') return { method: '' as const, paid: false }
  const old = ageDays >= 60
  const pick = (weights: Partial<Record<SeedPaymentMethod, number>>): SeedPaymentMethod =>
    random.weighted(Object.keys(weights) as SeedPaymentMethod[], (m) =>
      m === 'cod' && !old ? 0 : (weights[m] ?? 0),
    )
  switch (status) {
    case 'completed':
      return { method: pick({ stripe: 45, 'ppcp-gateway': 27, bacs: 18, cod: 8 }), paid: true }
    case 'processing':
      return { method: pick({ stripe: 50, 'ppcp-gateway': 30, bacs: 20 }), paid: true }
    case 'on-hold':
      return { method: 'bacs' as const, paid: false }
    case 'pending':
    case 'failed':
      return { method: pick({ stripe: 60, 'ppcp-gateway': 40 }), paid: false }
    case 'refunded':
      return { method: pick({ stripe: 60, 'ppcp-gateway': 30, bacs: 10 }), paid: true }
    case 'cancelled':
      return { method: pick({ bacs: 50, stripe: 25, 'ppcp-gateway': 15, cod: 10 }), paid: false }
  }
}

function quantityFor(random: Random, product: ProductModel, business: boolean): number {
  const { top, container, count } = product.entry
  if (top === 'acqua' && container === 'pet')
    return business
      ? random.int(4, 20)
      : random.weighted([1, 2, 3, 4, 5, 6], (q) => [3, 5, 4, 3, 1, 1.5][q - 1] ?? 0)
  if (top === 'acqua')
    return business ? random.int(2, 8) : random.weighted([1, 2, 3], (q) => [5, 3, 1][q - 1] ?? 0)
  if (top === 'vino' && count === 1)
    return business ? random.pick([6, 6, 12, 12, 18, 24]) : random.pick([1, 1, 2, 2, 3, 6])
  if (count === 1) return random.int(1, 4)
  if (count <= 6) return business ? random.int(2, 8) : random.int(1, 4)
  return business ? random.int(2, 6) : random.weighted([1, 2, 3], (q) => [6, 3, 1][q - 1] ?? 0)
}

/**
 * About 600 orders: the 120 days before `now` (mostly completed, some cancelled, refunded or
 * failed), orders placed for the next days (processing, on-hold, pending), two checkout drafts,
 * and a short history for each demo customer. Sorted by date_created.
 */
export function generateOrders(input: GenerateOrdersInput): SeedOrder[] {
  const { random, now, products, customers, people } = input
  const zones = input.zones ?? builtInZones()
  const today = romeDay(now)
  const nowMinute = romeMinuteOfDay(now)

  const regulars = customers.filter((m) => !m.demo && m.customer.role === 'customer' && m.zone !== null)
  const cumulative: number[] = []
  let total = 0
  for (const model of regulars) {
    total += model.activity
    cumulative.push(total)
  }

  function pickCustomer(created: number): CustomerModel | null {
    for (let attempt = 0; attempt < 30; attempt++) {
      const target = random.next() * total
      let lo = 0
      let hi = cumulative.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if ((cumulative[mid] ?? 0) > target) hi = mid
        else lo = mid + 1
      }
      const model = regulars[lo]
      if (model && model.created < created - 3_600_000) return model
    }
    return null
  }

  function buyerOf(model: CustomerModel): Buyer {
    const { customer } = model
    return {
      email: customer.email,
      billing: { ...customer.billing },
      shipping: { ...customer.shipping },
      zone: model.zone as DeliveryZone,
      business: model.business,
    }
  }

  function guest(): Buyer {
    const zone = random.weighted(zones, (z) => ZONE_POPULATION[z.name] ?? 5)
    const business = zone.name === INDUSTRIAL_ZONE || random.chance(0.05)
    const person = people.make(random, zone, business)
    const shipping: SeedShippingAddress = {
      first_name: person.first_name,
      last_name: person.last_name,
      company: person.company,
      address_1: person.residence.address_1,
      address_2: person.residence.address_2,
      city: person.residence.city,
      state: 'BA',
      postcode: person.residence.postcode,
      country: 'IT',
      phone: person.phone,
    }
    return { email: null, billing: { ...shipping, email: person.email }, shipping, zone, business }
  }

  function buyerFor(created: number): Buyer {
    const model = random.chance(0.9) ? pickCustomer(created) : null
    return model ? buyerOf(model) : guest()
  }

  function slotFor(zone: DeliveryZone, day: number): string {
    const slots = availableSlots(zone)
    // Saturday rounds are morning rounds.
    const morning = weekdayOf(day) === 6 ? slots.filter((slot) => Number(slot.slice(0, 2)) < 13) : []
    return random.pick(morning.length > 0 ? morning : slots)
  }

  function statusFor(deliveryDay: number, slot: string): SeedOrderStatus {
    const delivered = deliveryDay < today || (deliveryDay === today && slotEnd(slot) <= nowMinute)
    if (delivered) {
      const weights = { completed: 86, cancelled: 5, refunded: 3, failed: 3 }
      return random.weighted(Object.keys(weights) as (keyof typeof weights)[], (s) => weights[s])
    }
    if (deliveryDay === today) return 'processing'
    const weights = { processing: 62, 'on-hold': 20, pending: 15, cancelled: 3 }
    return random.weighted(Object.keys(weights) as (keyof typeof weights)[], (s) => weights[s])
  }

  /** A plan whose delivery date and slot follow from its creation. */
  function plan(created: number, deliveryDay: number, buyer: Buyer, status?: SeedOrderStatus): Plan {
    const slot = slotFor(buyer.zone, deliveryDay)
    return { created, deliveryDay, slot, buyer, status: status ?? statusFor(deliveryDay, slot) }
  }

  const plans: Plan[] = []

  // The past 120 days: fewer orders on Sundays, slowly growing towards today.
  while (plans.length < HISTORY_ORDERS) {
    const daysAgo = random.int(1, HISTORY_DAYS)
    const day = today - daysAgo
    const weight =
      (weekdayOf(day) === 0 ? 0.55 : 1) * (0.75 + (0.25 * (HISTORY_DAYS - daysAgo)) / HISTORY_DAYS)
    if (!random.chance(weight)) continue
    const evening = random.chance(0.4)
    const minute = Math.round(evening ? 20.5 * 60 + random.normal() * 80 : 11 * 60 + random.normal() * 90)
    const created = romeInstant(day, Math.min(23 * 60 + 50, Math.max(7 * 60, minute)))
    const lead = random.weighted([1, 2, 3, 4], (d) => [50, 30, 15, 5][d - 1] ?? 0)
    plans.push(plan(created, nextDeliveryDay(day + lead), buyerFor(created)))
  }

  // Orders placed in the last two days for deliveries in the coming week.
  for (let i = 0; i < AHEAD_ORDERS; i++) {
    const created = now - random.int(10, 48 * 60) * 60_000
    const day = nextDeliveryDay(Math.max(today + 1, romeDay(created) + random.int(1, 6)))
    plans.push(plan(created, day, buyerFor(created)))
  }

  // Two checkouts left half-way in the last hours.
  for (let i = 0; i < DRAFT_ORDERS; i++) {
    const created = now - random.int(5, 180) * 60_000
    plans.push(plan(created, nextDeliveryDay(today + random.int(1, 3)), buyerFor(created), 'checkout-draft'))
  }

  // Every status occurs, whatever the seed: turn a spare order of the right kind when one is missing.
  for (const status of SEED_ORDER_STATUSES) {
    if (plans.some((p) => p.status === status)) continue
    const future = status === 'pending' || status === 'processing' || status === 'on-hold'
    const counts = new Map<SeedOrderStatus, number>()
    for (const p of plans) counts.set(p.status, (counts.get(p.status) ?? 0) + 1)
    const spare = plans.find(
      (p) =>
        p.status !== 'checkout-draft' &&
        (counts.get(p.status) ?? 0) > 1 &&
        (future ? p.deliveryDay > today : p.deliveryDay < today),
    )
    if (spare) spare.status = status
  }

  // The demo customers' own history, so that their account pages and reorder have something to show.
  const demoScripts: [number, SeedOrderStatus][][] = [
    [
      [95, 'completed'],
      [63, 'completed'],
      [50, 'cancelled'],
      [34, 'completed'],
      [12, 'completed'],
      [0, 'processing'],
    ],
    [
      [88, 'completed'],
      [57, 'completed'],
      [29, 'completed'],
      [20, 'refunded'],
      [9, 'completed'],
      [0, 'on-hold'],
    ],
    [
      [110, 'completed'],
      [75, 'completed'],
      [44, 'completed'],
      [23, 'completed'],
      [6, 'completed'],
      [0, 'processing'],
    ],
  ]
  const demoCustomers = customers.filter((m) => m.demo && m.zone !== null)
  demoCustomers.forEach((model, index) => {
    for (const [daysAgo, status] of demoScripts[index % demoScripts.length] ?? []) {
      const created =
        daysAgo === 0
          ? now - random.int(2, 20) * 3_600_000
          : romeInstant(today - daysAgo, random.int(9 * 60, 21 * 60))
      const day =
        daysAgo === 0
          ? nextDeliveryDay(Math.max(today + 1, romeDay(created) + 1))
          : nextDeliveryDay(romeDay(created) + 1)
      plans.push(plan(created, day, buyerOf(model), status))
    }
  })

  const orders = plans
    .sort((a, b) => a.created - b.created)
    .map((p): SeedOrder => {
      const { buyer, status, slot, deliveryDay } = p
      const createdDay = romeDay(p.created)
      const payment = paymentFor(random, status, (now - p.created) / DAY_MS)
      const open = OPEN_STATUSES.has(status)
      const pool = products.filter(
        (m) => m.createdDay <= createdDay && (!open || m.product.stock_quantity > 0),
      )
      const weights = buyer.business ? CATEGORY_WEIGHT.business : CATEGORY_WEIGHT.home
      const lineCount = random.weighted([1, 2, 3, 4, 5], (k) => [30, 30, 22, 12, 6][k - 1] ?? 0)
      const chosen = new Set<ProductModel>()
      for (let attempt = 0; chosen.size < lineCount && attempt < 20; attempt++) {
        chosen.add(
          random.weighted(pool, (m) =>
            chosen.has(m) ? 0 : weights[m.entry.top] * m.entry.popularity * (m.product.featured ? 1.3 : 1),
          ),
        )
      }
      const line_items: SeedOrderLine[] = [...chosen].map((m) => ({
        sku: m.product.sku,
        quantity: quantityFor(random, m, buyer.business),
      }))
      const notes = buyer.business
        ? BUSINESS_NOTES
        : [...HOME_NOTES, `Citofonare ${buyer.shipping.last_name}`]
      const order: SeedOrder = {
        customerEmail: buyer.email,
        status,
        date_created: new Date(p.created).toISOString(),
        payment_method: payment.method,
        payment_method_title: payment.method === '' ? '' : PAYMENT_METHOD_TITLES[payment.method],
        set_paid: payment.paid,
        billing: { ...buyer.billing },
        shipping: { ...buyer.shipping },
        line_items,
        ...(random.chance(0.12) ? { customer_note: random.pick(notes) } : {}),
        meta_data: deliveryMeta({ date: dayToIsoDate(deliveryDay), slot, zoneName: buyer.zone.name }),
      }
      return withAssignedVehicle(order, zones, { zone: buyer.zone, slot })
    })
  return orders
}
