import { randomUUID } from 'node:crypto'
import type { Decision, Granted, LedgerRules, Take } from '@shop/bookings'
import { isDispatched, readDelivery } from '@shop/orders'
import {
  dayNumberOfIso,
  deliveryDateLabel,
  isoDateOf,
  normalizeSlotLabel,
  romeDayNumber,
  vanCapacityOf,
  vanPayloadOf,
} from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { ApiError } from '../http/api-error'
import { guestCapOf } from '../orders/guest-caps'
import { ordersWeightKg } from '../orders/order-weight'
import { orderPayDeadline } from '../orders/pay-deadline'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { StoredLedger } from '../store/bookings-ledger'

/** The places taken in one van's slot of one date (orders and live holds). */
export interface SlotBookingCount {
  date: string
  slot: string
  vehicle: string
  orders: number
}

/*
 * The places in the vans' slots, kept in the store's bookings ledger (@shop/bookings, issue 23): a
 * place is the resource `place:<date>:<slot>:<van>` with the van's capacity in orders (none: no
 * limit); a checkout's hold and an order's share are claims on it. Every order with a delivery
 * counts, whoever made it: the shop's checkout books it, and orders found in WooCommerce (its back
 * office, phone orders, orders from before) are recorded as they are (forced claims) by the order
 * watch (orders/order-watch.ts), even past the van's capacity, which the week view then shows.
 * A released place never comes back: an order given up and then reopened claims a new one.
 * What a function reads of the ledger to decide its claim is read in the claim's transaction
 * (`atomically`), so two API processes on one store cannot both act on the same reading.
 */

/**
 * How many live holds one holder may have at once: a checkout's hold key, a client address, a
 * signed-in account. Two, so that a family can compare two slots, and no visitor can take a day.
 */
export const HOLDS_PER_HOLDER = 2
/** How many times an unpaid claim's expiry may be moved on. */
const EXTENSIONS = 1

const PLACE = /^place:(\d{4}-\d{2}-\d{2}):(\d{2}:\d{2} - \d{2}:\d{2}):(.*)$/
const KG = /^kg:(\d{4}-\d{2}-\d{2}):(\d{2}:\d{2} - \d{2}:\d{2}):(.*)$/

/** The resource of one place in `vehicle`'s `slot` on `date` (the slot as normalizeSlotLabel writes it). */
export function placeResource(date: string, slot: string, vehicle: string): string {
  return `place:${date}:${normalizeSlotLabel(slot)}:${vehicle}`
}

/**
 * The kilograms `vehicle` carries in `slot` on `date`: an order takes its weight of them (whole
 * kg, rounded up), under the van's payload (@shop/slots vanPayloadOf).
 */
export function kgResource(date: string, slot: string, vehicle: string): string {
  return `kg:${date}:${normalizeSlotLabel(slot)}:${vehicle}`
}

/** The date, slot and van of a kilograms resource; null for another resource. */
export function parseKg(resource: string): { date: string; slot: string; vehicle: string } | null {
  const match = KG.exec(resource)
  if (!match?.[1] || !match[2] || match[3] === undefined) return null
  return { date: match[1], slot: match[2], vehicle: match[3] }
}

/** The kilograms taken per slot and van on `date` (orders' loads). */
export async function kgTaken(
  deps: ServerDeps,
  date: string,
  now: number,
): Promise<{ slot: string; vehicle: string; kg: number }[]> {
  return (await bookingsLedger(deps).takenBetween(`kg:${date}:`, `kg:${date};`, now)).flatMap(
    ({ resource, taken }) => {
      const load = parseKg(resource)
      return load ? [{ slot: load.slot, vehicle: load.vehicle, kg: taken }] : []
    },
  )
}

/**
 * What the vans carry on `date`: the places taken per slot and van (placesTaken) and the kilograms
 * (kgTaken), in one read of the ledger (the slots route asks for both on every call).
 */
export async function dayLoad(
  deps: ServerDeps,
  date: string,
  now: number,
): Promise<{ places: SlotBookingCount[]; kg: { slot: string; vehicle: string; kg: number }[] }> {
  const rows = await bookingsLedger(deps).takenIn(
    [
      [`place:${date}:`, `place:${date};`],
      [`kg:${date}:`, `kg:${date};`],
    ],
    now,
  )
  return {
    places: rows.flatMap(({ resource, taken }) => {
      const place = parsePlace(resource)
      return place ? [{ ...place, orders: taken }] : []
    }),
    kg: rows.flatMap(({ resource, taken }) => {
      const load = parseKg(resource)
      return load ? [{ slot: load.slot, vehicle: load.vehicle, kg: taken }] : []
    }),
  }
}

/** The date, slot and van of a place resource; null for another resource. */
export function parsePlace(resource: string): { date: string; slot: string; vehicle: string } | null {
  const match = PLACE.exec(resource)
  if (!match?.[1] || !match[2] || match[3] === undefined) return null
  return { date: match[1], slot: match[2], vehicle: match[3] }
}

/**
 * The ledger's rules for the shop: the vans' capacities and payloads as the delivery rules in force
 * say, and the guests' allowances. A product's stock (`stock:<id>`) has no capacity of its own
 * here: each stock claim carries the one WooCommerce answered a moment before (orders/stock-holds.ts).
 */
function ledgerRules(deps: ServerDeps): LedgerRules {
  return {
    capacityOf(resource) {
      const place = parsePlace(resource)
      if (!place) {
        const load = parseKg(resource)
        if (load)
          return vanPayloadOf(currentSettings(deps).deliveryRules, load.vehicle) ?? Number.POSITIVE_INFINITY
        return guestCapOf(deps, resource) ?? Number.POSITIVE_INFINITY
      }
      return (
        vanCapacityOf(currentSettings(deps).deliveryRules, place.vehicle)?.orders ?? Number.POSITIVE_INFINITY
      )
    },
    maxHoldsPerHolder: HOLDS_PER_HOLDER,
    maxExtensions: EXTENSIONS,
  }
}

const ledgers = new WeakMap<ServerDeps, StoredLedger>()

/** The store's ledger under the shop's rules (one per server: its rules read the settings in force). */
export function bookingsLedger(deps: ServerDeps): StoredLedger {
  let ledger = ledgers.get(deps)
  if (!ledger) {
    ledger = deps.stores.bookings.ledger(ledgerRules(deps))
    ledgers.set(deps, ledger)
  }
  return ledger
}

const holderOfHold = (hold: string) => `hold:${hold}`
const holderOfOrder = (orderId: number) => `order:${orderId}`
const newId = (prefix: string) => `${prefix}:${randomUUID()}`

/** The places taken per date, slot and van, dates `from` to `to` (ISO, inclusive): orders and live holds. */
export async function placesTaken(
  deps: ServerDeps,
  from: string,
  to: string,
  now: number,
): Promise<SlotBookingCount[]> {
  const taken = await bookingsLedger(deps).takenBetween(`place:${from}:`, `place:${to};`, now)
  return taken.flatMap(({ resource, taken: orders }) => {
    const place = parsePlace(resource)
    return place ? [{ ...place, orders }] : []
  })
}

export type PlaceHoldResult =
  | { ok: true; expiresAt: number }
  /**
   * `full`: no place left; `taken`: this hold already belongs to an order; `too-many`: the
   * visitor (address or account) already holds HOLDS_PER_HOLDER places.
   */
  | { ok: false; reason: 'full' | 'taken' | 'too-many' }
  /**
   * Something taken with the place ran out: the van's kilograms, or a guest's allowance
   * (orders/guest-caps.ts); `resource` says which, `left` how much of it is still free.
   */
  | { ok: false; reason: 'allowance'; resource: string; left: number }

/**
 * Holds (or moves, or renews) the place of the checkout's `hold` in a van's slot until
 * `expiresAt`: one claim replacing the hold's earlier one in the same decision, so that the hold's
 * own place is not counted against it, and a refused move keeps the place held before.
 */
export async function holdPlace(
  deps: ServerDeps,
  booking: {
    hold: string
    date: string
    slot: string
    vehicle: string
    expiresAt: number
    /** The visitor's holders (visitorHolders), each limited to HOLDS_PER_HOLDER live holds. */
    visitor: readonly string[]
    /** What the hold takes besides the place: a guest's daily allowances (orders/guest-caps.ts). */
    also?: readonly Take[]
  },
  now: number,
): Promise<PlaceHoldResult> {
  const ledger = bookingsLedger(deps)
  const holder = holderOfHold(booking.hold)
  return ledger.atomically(async (): Promise<PlaceHoldResult> => {
    const earlier = await ledger.liveOf(holder, now)
    if (earlier.some((claim) => claim.state === 'booked')) return { ok: false, reason: 'taken' }
    const decision = await ledger.claim(
      {
        id: newId(holder),
        holders: [holder, ...booking.visitor],
        takes: [
          { resource: placeResource(booking.date, booking.slot, booking.vehicle), amount: 1 },
          ...(booking.also ?? []),
        ],
        state: 'held',
        expiresAt: booking.expiresAt,
        ...(earlier[0] ? { replaces: earlier[0].id } : {}),
      },
      now,
    )
    if (decision.ok) return { ok: true, expiresAt: booking.expiresAt }
    if (decision.refusal.reason === 'full')
      return parsePlace(decision.refusal.resource)
        ? { ok: false, reason: 'full' }
        : { ok: false, reason: 'allowance', resource: decision.refusal.resource, left: decision.refusal.left }
    if (decision.refusal.reason === 'holder-limit') return { ok: false, reason: 'too-many' }
    throw new Error(`van places: a hold was refused (${decision.refusal.reason})`)
  })
}

/** A hold given up (the shopper left, or chose no slot): its place is free again. */
export async function releaseHold(deps: ServerDeps, hold: string, now: number): Promise<void> {
  const ledger = bookingsLedger(deps)
  await ledger.atomically(async () => {
    for (const claim of await ledger.liveOf(holderOfHold(hold), now))
      if (claim.state === 'held') await ledger.release(claim.id, now)
  })
}

/** The place a refused checkout took for itself: gone as if never taken (a refusal changes nothing). */
export async function discardHold(deps: ServerDeps, hold: string, now: number): Promise<void> {
  const ledger = bookingsLedger(deps)
  await ledger.atomically(async () => {
    for (const claim of await ledger.liveOf(holderOfHold(hold), now))
      if (claim.state === 'held') await ledger.discard(claim.id)
  })
}

/**
 * The order made with `hold` takes its place: its own claim, replacing the hold's in one decision,
 * until `payBy` while it waits for its money (orders/pay-deadline.ts; null: until released). A
 * hold that lapsed meanwhile leaves the order to claim the place itself; the order exists in
 * WooCommerce by now, so the place is recorded even past the capacity.
 */
export async function orderTakesPlace(
  deps: ServerDeps,
  hold: string,
  order: { id: number; date: string; slot: string; vehicle: string },
  now: number,
  payBy: number | null,
): Promise<void> {
  const ledger = bookingsLedger(deps)
  await ledger.atomically(async () => {
    const held = (await ledger.liveOf(holderOfHold(hold), now)).find((claim) => claim.state === 'held')
    const request = {
      id: newId(holderOfOrder(order.id)),
      holders: [holderOfOrder(order.id)],
      // The place, and what the checkout took with it (a guest's allowances).
      takes: held?.takes ?? [{ resource: placeResource(order.date, order.slot, order.vehicle), amount: 1 }],
      state: 'booked' as const,
      expiresAt: payBy,
    }
    const replaced = held ? await ledger.claim({ ...request, replaces: held.id }, now) : null
    if (!replaced?.ok) await ledger.claim({ ...request, force: true }, now)
  })
}

/** An order given up (cancelled, refunded, failed): its place is free again; how many it had. */
export async function releaseOrderPlace(deps: ServerDeps, orderId: number, now: number): Promise<number> {
  const ledger = bookingsLedger(deps)
  return ledger.atomically(async () => {
    const live = await ledger.liveOf(holderOfOrder(orderId), now)
    for (const claim of live) await ledger.release(claim.id, now)
    return live.length
  })
}

/** Where an order is delivered, as its meta says: null without a date, slot and van. */
export function orderDelivery(order: Order): { date: string; slot: string; vehicle: string } | null {
  const { date, slot, vehicle } = readDelivery(order)
  if (!date || !slot || !vehicle || dayNumberOfIso(date) === null) return null
  return { date, slot: normalizeSlotLabel(slot), vehicle }
}

/**
 * An order that is to be delivered claims its place anew (it was given up and comes back, or the
 * shop never saw it), with its `kg` in the van (orders/order-weight.ts), until `payBy` (null: until
 * released): refused when the van's slot is full or the van cannot carry it, unless `force` (a
 * fact already made in WooCommerce, recorded whatever the capacity). An order that already has its
 * place, or has no delivery, is granted as it is; a place of an order now paid (`payBy` null) then
 * lasts until released.
 */
export async function claimOrderPlace(
  deps: ServerDeps,
  order: Order,
  now: number,
  { force = false, payBy = null, kg = 0 }: { force?: boolean; payBy?: number | null; kg?: number } = {},
): Promise<{ decision: Decision<Granted>; fresh: boolean } | null> {
  const delivery = orderDelivery(order)
  if (!delivery) return null
  const ledger = bookingsLedger(deps)
  const holder = holderOfOrder(order.id)
  return ledger.atomically(async (): Promise<{ decision: Decision<Granted>; fresh: boolean }> => {
    const live = await ledger.liveOf(holder, now)
    const resource = placeResource(delivery.date, delivery.slot, delivery.vehicle)
    const same = live.find((claim) => claim.takes.some((take) => take.resource === resource))
    if (same) {
      const kept = payBy === null && same.expiresAt !== null ? await ledger.extend(same.id, null, now) : null
      const claim = kept?.ok ? kept.value : same
      return { decision: { ok: true, value: { claim, released: null } }, fresh: false }
    }
    // Moved to another date, slot or van (in WooCommerce's back office): the old place goes in the
    // same decision, and its kilograms come along when the caller did not weigh the order.
    const weight = kg > 0 ? kg : (live[0]?.takes.find((take) => parseKg(take.resource))?.amount ?? 0)
    const decision = await ledger.claim(
      {
        id: newId(holder),
        holders: [holder],
        takes: [
          { resource, amount: 1 },
          ...(weight > 0
            ? [{ resource: kgResource(delivery.date, delivery.slot, delivery.vehicle), amount: weight }]
            : []),
        ],
        state: 'booked',
        expiresAt: payBy,
        ...(live[0] ? { replaces: live[0].id } : {}),
        force,
      },
      now,
    )
    return { decision, fresh: true }
  })
}

/**
 * An operator moves an order that goes out on a van to `to` (another date, slot or van): its place
 * there is claimed under the van's capacity and kilograms, and the old one released in the same
 * decision (a refused move keeps the old place). The new claim takes what the old one took besides
 * its place and kilograms (a guest's allowances), and the same kilograms. Answers the refusal's
 * resource when the van is full (`place:`) or cannot carry it (`kg:`, with what is left), else
 * what undoes the move (the old place claimed back, recorded whatever the capacity: the order had it).
 */
export async function moveOrderPlace(
  deps: ServerDeps,
  orderId: number,
  to: { date: string; slot: string; vehicle: string },
  now: number,
): Promise<{ ok: true; undo: () => Promise<void> } | { ok: false; resource: string; left: number }> {
  const ledger = bookingsLedger(deps)
  const holder = holderOfOrder(orderId)
  return ledger.atomically(
    async (): Promise<
      { ok: true; undo: () => Promise<void> } | { ok: false; resource: string; left: number }
    > => {
      const old = (await ledger.liveOf(holder, now))[0]
      const kg = old?.takes.find((take) => parseKg(take.resource))?.amount ?? 0
      const rest = old?.takes.filter((take) => !parsePlace(take.resource) && !parseKg(take.resource)) ?? []
      const decision = await ledger.claim(
        {
          id: newId(holder),
          holders: [holder],
          takes: [
            { resource: placeResource(to.date, to.slot, to.vehicle), amount: 1 },
            ...(kg > 0 ? [{ resource: kgResource(to.date, to.slot, to.vehicle), amount: kg }] : []),
            ...rest,
          ],
          state: 'booked',
          expiresAt: old?.expiresAt ?? null,
          ...(old ? { replaces: old.id } : {}),
        },
        now,
      )
      if (!decision.ok) {
        if (decision.refusal.reason === 'full')
          return { ok: false, resource: decision.refusal.resource, left: decision.refusal.left }
        throw new Error(`van places: a move was refused (${decision.refusal.reason})`)
      }
      const moved = decision.value.claim
      return {
        ok: true,
        undo: async () => {
          const at = deps.now().getTime()
          await ledger.atomically(async () => {
            if (!old) {
              await ledger.release(moved.id, at)
              return
            }
            const back = {
              id: newId(holder),
              holders: [holder],
              takes: old.takes,
              state: 'booked' as const,
              expiresAt: old.expiresAt,
              force: true,
            }
            if (!(await ledger.claim({ ...back, replaces: moved.id }, at)).ok) await ledger.claim(back, at)
          })
        },
      }
    },
  )
}

/**
 * What WooCommerce says of an order, recorded in the ledger (the order watch's rounds, the start):
 * an order given up (or a draft, or trashed) frees its place; any other with a delivery on or after
 * `today` holds its place, forced past the capacity if need be (it exists). An unpaid order of the
 * shop's checkout keeps the place it has until its deadline (orders/pay-deadline.ts), and one the
 * ledger has no place for gets one until then (lapsed already: orders/unpaid-orders.ts cancels it);
 * once paid, its place lasts. Answers whether its van's slot is now over capacity because of it.
 */
export async function recordOrderPlace(
  deps: ServerDeps,
  order: Order,
  today: string,
  now: number,
  kg = 0,
): Promise<boolean> {
  // Only an order that goes out on a van holds a place (@shop/orders: as the dispatch sheet lists it).
  if (!isDispatched(order.status ?? '')) {
    await releaseOrderPlace(deps, order.id, now)
    return false
  }
  const delivery = orderDelivery(order)
  if (!delivery || delivery.date < today) return false
  const payBy = orderPayDeadline(deps, order, delivery)
  if (payBy !== null && (await bookingsLedger(deps).liveOf(holderOfOrder(order.id), now)).length > 0)
    return false
  const claimed = await claimOrderPlace(deps, order, now, { force: true, payBy, kg })
  if (!claimed?.fresh || !claimed.decision.ok) return false
  const { takes } = claimed.decision.value.claim
  return (await bookingsLedger(deps).overbooked(now)).some((row) =>
    takes.some((take) => take.resource === row.resource),
  )
}

/**
 * Whether recordOrderPlace would give `order` a new place (it goes out on a van on or after
 * `today` and the ledger has none for it): then its weight is wanted (orders/order-weight.ts).
 */
export async function lacksPlace(
  deps: ServerDeps,
  order: Order,
  today: string,
  now: number,
): Promise<boolean> {
  const delivery = orderDelivery(order)
  return (
    isDispatched(order.status ?? '') &&
    delivery !== null &&
    delivery.date >= today &&
    (await bookingsLedger(deps).liveOf(holderOfOrder(order.id), now)).length === 0
  )
}

/**
 * An order's status changed (order-mail-events.ts): its place follows (recordOrderPlace, on the
 * shop's today in Rome, with the order's `kg` when it gets a new place), and the operators are told in the log when its van's slot is now over
 * capacity (the week view shows it too).
 */
export async function recordPlaceChange(deps: ServerDeps, order: Order, kg = 0): Promise<void> {
  const now = deps.now()
  const today = isoDateOf(romeDayNumber(now))
  if (await recordOrderPlace(deps, order, today, now.getTime(), kg))
    deps.log.warn('van over capacity: an order back in WooCommerce took a place past it', {
      orderId: order.id,
      ...orderDelivery(order),
    })
}

/** Who brings an order back: the customer paying it, or an operator reopening it. */
export type Reopener = 'customer' | 'operator'

/** The refusals of an order that cannot come back into the vans, in Italian, for whom asked. */
export const PLACE_MSG = {
  dayPast: (day: string, by: Reopener) =>
    by === 'customer'
      ? `Il giorno di consegna di questo ordine (${day}) è passato: non si può più pagare. Contattaci e fissiamo un’altra consegna.`
      : `Il giorno di consegna di questo ordine (${day}) è passato: spostalo a un altro giorno e a un’altra fascia prima di riaprirlo.`,
  vanOverweight: (day: string, slot: string, leftKg: number, by: Reopener) =>
    by === 'customer'
      ? `Il furgone di ${day}, ${slot}, può portare ancora ${leftKg} kg: non basta per questo ordine, e non è stato addebitato nulla. Contattaci e fissiamo un’altra consegna.`
      : `Il furgone di ${day}, ${slot}, può portare ancora ${leftKg} kg: non basta per questo ordine. Spostalo a un altro giorno o a un’altra fascia prima di riaprirlo.`,
  slotFull: (day: string, slot: string, by: Reopener) =>
    by === 'customer'
      ? `Il furgone di ${day}, ${slot}, non ha più posto per questo ordine: non è stato addebitato nulla. Contattaci e fissiamo un’altra consegna.`
      : `Il furgone di ${day}, ${slot}, è già pieno: sposta l’ordine a un altro giorno o a un’altra fascia prima di riaprirlo.`,
} as const

/** 409 `delivery_day_past` when the order's delivery day is before today in Rome (nothing to deliver any more). */
export function refuseDayPast(deps: ServerDeps, order: Order, by: Reopener): void {
  const delivery = orderDelivery(order)
  if (delivery && delivery.date < isoDateOf(romeDayNumber(deps.now())))
    throw new ApiError(409, 'delivery_day_past', PLACE_MSG.dayPast(deliveryDateLabel(delivery.date), by))
}

/**
 * Before the shop itself brings an order back into the vans (a payment, an operator taking it out
 * of failed or cancelled): the day must not be past (Rome's today) and its place is claimed again,
 * under the van's capacity. 409 `delivery_day_past` or `slot_full` otherwise, and nothing changes.
 * An order that still has its place keeps it. Answers what undoes the new claim, for when the
 * payment or the status change then fails.
 */
export async function claimPlaceBeforeReopening(
  deps: ServerDeps,
  order: Order,
  by: Reopener,
): Promise<() => Promise<void>> {
  const delivery = orderDelivery(order)
  if (!delivery) return async () => {}
  refuseDayPast(deps, order, by)
  // What it weighs, in case it claims anew (a place it still has keeps its kilograms).
  const hasPlace =
    (await bookingsLedger(deps).liveOf(holderOfOrder(order.id), deps.now().getTime())).length > 0
  const kg = hasPlace ? 0 : ((await ordersWeightKg(deps, [order])).get(order.id) ?? 0)
  const now = deps.now()
  const day = deliveryDateLabel(delivery.date)
  // A customer paying: a place claimed anew lasts the hold time, and becomes the order's for good
  // once paid (pay-order.ts); an operator reopening brings the order back for delivery.
  const payBy = by === 'customer' ? now.getTime() + deps.config.stockHoldMinutes * 60_000 : null
  const claimed = await claimOrderPlace(deps, order, now.getTime(), { payBy, kg })
  if (!claimed) return async () => {}
  const { decision } = claimed
  if (!decision.ok) {
    if (decision.refusal.reason === 'full' && parseKg(decision.refusal.resource))
      throw new ApiError(
        409,
        'van_overweight',
        PLACE_MSG.vanOverweight(day, delivery.slot, decision.refusal.left, by),
        {
          data: { leftKg: decision.refusal.left },
        },
      )
    if (decision.refusal.reason === 'full')
      throw new ApiError(409, 'slot_full', PLACE_MSG.slotFull(day, delivery.slot, by))
    throw new Error(`van places: an order's place was refused (${decision.refusal.reason})`)
  }
  if (!claimed.fresh) return async () => {}
  const { claim, released } = decision.value
  return async () => {
    // Undone only while nothing replaced it; a place it moved from is not given back (the order
    // moved in WooCommerce's back office meanwhile: the watch records it as it is there).
    if (released === null) await bookingsLedger(deps).release(claim.id, deps.now().getTime())
  }
}
