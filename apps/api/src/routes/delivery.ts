/**
 * Delivery dates and slots for checkout (SPEC.md sections 5 and 8), from src/delivery-service.ts.
 *
 * GET /api/delivery/calendar
 *   200 { dates: { date: 'YYYY-MM-DD', day: string, slots: [], available: true }[],
 *         source: 'orddd' | 'fallback', message: string }
 *   message 'Date disponibili caricate da API WooCommerce' (orddd), or 'Calendario fallback generato'
 *   (the next 30 days from tomorrow without Sundays) when orddd fails. `Cache-Control: private, max-age=60`.
 *
 * GET /api/delivery/slots?date=YYYY-MM-DD&zoneId=zona-…
 *   200 { date: string, zone: { id: string, name: string }, slots: { slot: string, vehicle: string | null,
 *         preferred: boolean }[], source: 'orddd' | 'fallback', message?: string }
 *   The day's slots (orddd; the fixed fallback slots with message 'Errore API slot orari: {status}'
 *   when orddd fails) minus the zone's excluded ones, kept only where the slot's vehicle is
 *   available (a vehicle whose availability cannot be read filters nothing); preferred first.
 *   400 invalid_request 'Data di consegna non valida' for a date that is malformed, not a real
 *       day, before today (Europe/Rome) or more than 60 days ahead; 400 when zoneId is missing.
 *   404 { error: { code: 'zone_not_found', message: 'Zona non trovata' } } for a zone id not in force.
 *   `Cache-Control: no-store` (availability changes with every order). In the server the answer of a
 *   zone and date is shared for SLOTS_CACHE_SECONDS (default 10; cleared by every order placed, keyed
 *   by the zones version and the slot source); placing an order checks the slot live.
 */
import { dayNumberOfIso, romeDayNumber } from '@shop/slots'
import { zoneName } from '@shop/zones'
import type { Hono } from 'hono'
import { z } from 'zod'
import { cachedSlotsFor, deliveryCalendar } from '../delivery-service'
import { ApiError } from '../http/api-error'
import { readQuery } from '../http/validate'
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

export function deliveryRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.get('/api/delivery/calendar', async (c) => {
    const calendar = await deliveryCalendar(deps)
    c.header('Cache-Control', 'private, max-age=60')
    return c.json({ dates: calendar.dates, source: calendar.source, message: calendar.message })
  })

  app.get('/api/delivery/slots', async (c) => {
    const query = readQuery(c, slotsQuerySchema)
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
    const answer = await cachedSlotsFor(deps, zone, query.date, inForce.version)
    c.header('Cache-Control', 'no-store')
    return c.json({
      date: answer.date,
      zone: { id: zone.id, name: zoneName(zone) },
      slots: answer.slots,
      source: answer.source,
      ...(answer.message ? { message: answer.message } : {}),
    })
  })
}
