import {
  CALENDAR_FALLBACK_MESSAGE,
  calendarLoadedMessage,
  type DeliveryDate,
  type FilteredSlot,
  fallbackCalendar,
  fallbackSlots,
  filterSlots,
  parseDaySlots,
  parseDeliverySchedule,
  parseVehicleSlots,
  slotApiErrorMessage,
  vehiclesForZone,
} from '@shop/slots'
import { isWooError } from '@shop/woo-client'
import type { DeliveryZone } from '@shop/zones'
import { createTtlCache, type TtlCache } from './catalog/ttl-cache'
import { offeredCalendar } from './delivery/slot-offer'
import type { ServerDeps } from './server-deps'
import { currentSettings } from './settings'

export interface Calendar {
  dates: DeliveryDate[]
  /** 'fallback': the shop's own calendar (the next 30 days without Sundays), under its rules. */
  source: 'orddd' | 'fallback'
  /**
   * SPEC.md section 8: 'Date disponibili caricate da API WooCommerce' (orddd), or 'Calendario
   * fallback generato' when orddd failed. None when the shop's own calendar is the source by the
   * store's configuration (no Order Delivery Date plugin, or the operators' choice): nothing to say.
   */
  message?: string
}

export interface DaySlots {
  date: string
  slots: FilteredSlot[]
  source: 'orddd' | 'fallback'
  /** Set when orddd failed: 'Errore API slot orari: {status}'. Not when the store has no orddd. */
  message?: string
}

/**
 * The next 30 delivery dates: orddd's, or the fallback calendar when orddd fails, is not installed
 * or is switched off; without the days the shop's rules close (holidays, closures for every zone or
 * for `zoneId`, days whose slots are all past their cut-off: delivery/slot-offer.ts).
 */
export async function deliveryCalendar(deps: ServerDeps, zoneId: string | null = null): Promise<Calendar> {
  const calendar = await sourceCalendar(deps)
  return { ...calendar, dates: offeredCalendar(deps, calendar.dates, zoneId) }
}

async function sourceCalendar(deps: ServerDeps): Promise<Calendar> {
  const fallback = (message?: string): Calendar => ({
    dates: fallbackCalendar(deps.now()),
    source: 'fallback',
    ...(message ? { message } : {}),
  })
  if (currentSettings(deps).calendarSource !== 'orddd') return fallback()
  const answer = await deps.deliveryPlugins.ask('orddd', () => deps.woo.getDeliveryDates(30))
  // No Order Delivery Date on this store: the shop's own calendar, a normal configuration.
  if (answer.status === 'missing') return fallback()
  if (answer.status === 'failed') {
    deps.log.warn('orddd calendar call failed; using the fallback calendar', { error: answer.error })
    return fallback(CALENDAR_FALLBACK_MESSAGE)
  }
  const dates = parseDeliverySchedule(answer.value)
  if (dates && dates.length > 0)
    return { dates, source: 'orddd', message: calendarLoadedMessage('WooCommerce') }
  deps.log.warn('orddd answered no delivery dates; using the fallback calendar')
  return fallback(CALENDAR_FALLBACK_MESSAGE)
}

/**
 * The slots a zone can be served in on a date (SPEC.md section 5 "Slot filtering"): the day's
 * slots from orddd (the fixed fallback slots when that call fails, with 'Errore API slot orari';
 * the same slots without a message when the store has no orddd), then one timeslot.php call per
 * distinct vehicle of the zone, in parallel; a vehicle whose call fails is not filtered, nor is
 * any when the store has no portal. Preferred slots first.
 */
export async function slotsFor(deps: ServerDeps, zone: DeliveryZone, date: string): Promise<DaySlots> {
  let daySlots: string[] | null = null
  let message: string | undefined
  if (currentSettings(deps).slotSource === 'orddd') {
    const answer = await deps.deliveryPlugins.ask('orddd', () => deps.woo.getDaySlots(date))
    if (answer.status === 'answered') {
      daySlots = parseDaySlots(answer.value)
      if (daySlots === null) message = slotApiErrorMessage(200)
    } else if (answer.status === 'failed') {
      const { error } = answer
      message = slotApiErrorMessage(isWooError(error) ? error.status : 0)
      deps.log.warn('orddd slot call failed; using the fallback slots', { date, error })
    }
  }
  const source = daySlots === null ? 'fallback' : 'orddd'
  const slots = daySlots ?? fallbackSlots(date)
  const vehicles = vehiclesForZone(zone, slots)
  const answers = await Promise.all(
    vehicles.map(async (vehicle) => {
      const answer = await deps.deliveryPlugins.ask('portal', () => deps.woo.getVehicleSlots(date, vehicle))
      if (answer.status === 'answered') return [vehicle, parseVehicleSlots(answer.value)] as const
      if (answer.status === 'failed') {
        deps.log.warn('vehicle availability call failed; no filter for this vehicle', {
          vehicle,
          date,
          error: answer.error,
        })
      }
      return [vehicle, null] as const
    }),
  )
  const availability = Object.fromEntries(answers)
  return { date, slots: filterSlots({ zone, slots, availability }), source, ...(message ? { message } : {}) }
}

/** The slot answers shown to shoppers, per server (SLOTS_CACHE_SECONDS; see cachedSlotsFor). */
const slotCaches = new WeakMap<ServerDeps, TtlCache<DaySlots>>()

function slotCache(deps: ServerDeps): TtlCache<DaySlots> {
  let cache = slotCaches.get(deps)
  if (!cache) {
    cache = createTtlCache<DaySlots>({
      ttlMs: deps.config.slotsCacheSeconds * 1000,
      maxEntries: 500,
      now: () => deps.now().getTime(),
    })
    slotCaches.set(deps, cache)
  }
  return cache
}

/**
 * slotsFor for the slot picker: many shoppers asking for the same zone and date within
 * SLOTS_CACHE_SECONDS share one answer (and one set of orddd and timeslot.php calls). The key holds
 * the zones version and the slot source, so a zone edit or a settings change is seen at once, and
 * every order placed clears the cache (forgetSlots). Placing an order checks the slot live.
 */
export function cachedSlotsFor(
  deps: ServerDeps,
  zone: DeliveryZone,
  date: string,
  zonesVersion: number,
): Promise<DaySlots> {
  const key = `${zonesVersion}\u0000${zone.id}\u0000${date}\u0000${currentSettings(deps).slotSource}`
  return slotCache(deps).get(key, () => slotsFor(deps, zone, date))
}

/** Forgets the cached slot answers (after an order took a place in a slot). */
export function forgetSlots(deps: ServerDeps): void {
  slotCaches.get(deps)?.clear()
}
