/**
 * Delivery dates and slots for checkout (SPEC.md sections 5 and 8), from src/delivery-service.ts.
 *
 * GET /api/delivery/calendar
 *   200 { dates: { date: 'YYYY-MM-DD', day: string, slots: [], available: true }[],
 *         source: 'orddd' | 'fallback', message?: string }
 *   message 'Date disponibili caricate da API WooCommerce' (orddd), or 'Calendario fallback generato'
 *   (the next 30 days from tomorrow without Sundays) when orddd fails. A store without the Order
 *   Delivery Date plugin (or operators who chose the shop's calendar) gets that calendar with no
 *   message: a normal configuration, nothing to tell customers. `Cache-Control: no-store`.
 *
 * GET /api/delivery/slots?date=YYYY-MM-DD&zoneId=zona-…
 *   200 { date: string, zone: { id: string, name: string }, slots: { slot: string, vehicle: string | null,
 *         preferred: boolean }[], source: 'orddd' | 'fallback', message?: string }
 *   The day's slots (orddd; the fixed fallback slots with message 'Errore API slot orari: {status}'
 *   when orddd fails, without a message when the store has no orddd) minus the zone's excluded
 *   ones, kept only where the slot's vehicle is available (a vehicle whose availability cannot be
 *   read, or a store without the portal's timeslot.php, filters nothing); preferred first.
 *   400 invalid_request 'Data di consegna non valida' for a date that is malformed, not a real
 *       day, before today (Europe/Rome) or more than 60 days ahead; 400 when zoneId is missing.
 *   404 { error: { code: 'zone_not_found', message: 'Zona non trovata' } } for a zone id not in force.
 *   `Cache-Control: no-store` (availability changes with every order). In the server the answer of a
 *   zone and date is shared for SLOTS_CACHE_SECONDS (default 10; cleared by every order placed, keyed
 *   by the zones version and the slot source); placing an order checks the slot live.
 */
import { dayNumberOfIso, normalizeSlotLabel, romeDayNumber, sameSlot } from '@shop/slots'
import { zoneName } from '@shop/zones'
import type { Hono } from 'hono'
import { z } from 'zod'
import { holdSlot } from '../delivery/slot-holds'
import { offeredSlots } from '../delivery/slot-offer'
import { releaseHold } from '../delivery/van-places'
import { cachedSlotsFor, deliveryCalendar } from '../delivery-service'
import { ApiError } from '../http/api-error'
import { readBody, readQuery } from '../http/validate'
import { ORDER_MSG } from '../orders/order-messages'
import { clientIp, consume, LIMITS } from '../security/rate-limit'
import { visitorHolders } from '../security/visitor'
import type { AppEnv, ServerDeps } from '../server-deps'

/** How far ahead a delivery date may be asked for. */
export const MAX_DAYS_AHEAD = 60
export const INVALID_DATE_MESSAGE = 'Data di consegna non valida'

const slotsQuerySchema = z.object({
  date: z.string({ error: INVALID_DATE_MESSAGE }).trim().max(10, INVALID_DATE_MESSAGE),
  zoneId: z
    .string({ error: 'Indica la zona di consegna (zoneId)' })
    .trim()
    .min(1, 'Indica la zona di consegna (zoneId)')
    .max(100, 'Zona non trovata'),
})

const HOLD_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
const HOLD_MESSAGE = 'Prenotazione della fascia oraria non valida: scegli di nuovo la fascia'

/** POST /api/delivery/holds: the shopper's own random hold id (16 to 64 of [A-Za-z0-9_-]). */
const holdSchema = slotsQuerySchema.extend({
  slot: z
    .string({ error: 'Indica la fascia oraria' })
    .trim()
    .min(1, 'Indica la fascia oraria')
    .max(40, 'Fascia oraria non valida'),
  hold: z.string({ error: HOLD_MESSAGE }).regex(HOLD_PATTERN, { error: HOLD_MESSAGE }),
})

const calendarQuerySchema = z.object({
  zoneId: z.string({ error: 'Zona non trovata' }).trim().max(100, 'Zona non trovata').optional(),
})

export function deliveryRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.get('/api/delivery/calendar', async (c) => {
    const { zoneId } = readQuery(c, calendarQuerySchema)
    const calendar = await deliveryCalendar(deps, zoneId ?? null)
    // Not kept: a closure an operator adds shows at once.
    c.header('Cache-Control', 'no-store')
    return c.json({
      dates: calendar.dates,
      source: calendar.source,
      ...(calendar.message ? { message: calendar.message } : {}),
    })
  })

  /** The zone in force and the date of a slot request (400/404 in Italian otherwise). */
  const zoneAndDate = (query: { date: string; zoneId: string }) => {
    const day = dayNumberOfIso(query.date)
    // Today in Europe/Rome (DECISIONS.md section 3).
    const today = romeDayNumber(deps.now())
    if (day === null || day < today || day > today + MAX_DAYS_AHEAD) {
      throw new ApiError(400, 'invalid_request', INVALID_DATE_MESSAGE, {
        fields: { date: INVALID_DATE_MESSAGE },
      })
    }
    const inForce = deps.zones.current()
    const zone = inForce.zones.find((candidate) => candidate.id === query.zoneId)
    if (!zone) throw new ApiError(404, 'zone_not_found', 'Zona non trovata')
    return { zone, version: inForce.version }
  }

  app.get('/api/delivery/slots', async (c) => {
    const query = readQuery(c, slotsQuerySchema)
    const { zone, version } = zoneAndDate(query)
    const answer = await cachedSlotsFor(deps, zone, query.date, version)
    c.header('Cache-Control', 'no-store')
    return c.json({
      date: answer.date,
      zone: { id: zone.id, name: zoneName(zone) },
      // Each with its state under the shop's rules and bookings (never cached: places change).
      slots: await offeredSlots(deps, zone.id, answer.date, answer.slots),
      source: answer.source,
      ...(answer.message ? { message: answer.message } : {}),
    })
  })

  app.post('/api/delivery/holds', async (c) => {
    const body = await readBody(c, holdSchema)
    await consume(deps, `slot-hold:${clientIp(c, deps)}`, LIMITS.slotHoldsPerIp)
    const { zone, version } = zoneAndDate(body)
    // Only a date the zone's calendar offers, as checkout (orders/place-order.ts) requires: a hold
    // that no order could use would only keep a place from others.
    const [calendar, day] = await Promise.all([
      deliveryCalendar(deps, zone.id),
      cachedSlotsFor(deps, zone, body.date, version),
    ])
    const slot = calendar.dates.some((d) => d.date === body.date)
      ? day.slots.find((s) => sameSlot(normalizeSlotLabel(s.slot), normalizeSlotLabel(body.slot)))
      : undefined
    if (!slot) throw new ApiError(409, 'slot_unavailable', ORDER_MSG.slotUnavailable)
    const visitor = visitorHolders({
      address: clientIp(c, deps),
      userId: c.get('session')?.userId ?? null,
    })
    const held = await holdSlot(deps, { hold: body.hold, zoneId: zone.id, date: body.date, slot, visitor })
    return c.json(
      { hold: held.hold, expiresAt: new Date(held.expiresAt).toISOString(), slot: held.slot },
      201,
    )
  })

  app.delete('/api/delivery/holds/:hold', async (c) => {
    const hold = c.req.param('hold')
    if (HOLD_PATTERN.test(hold)) await releaseHold(deps, hold, deps.now().getTime())
    return c.body(null, 204)
  })
}
