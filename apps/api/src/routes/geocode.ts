/**
 * Address search for the storefront: the customer types an address, picks a result, and its
 * coordinates go to POST /api/zones/resolve.
 *
 * GET /api/geocode?q=<text>&limit=<1..10>
 *   q: the address as typed, 1 to 200 characters ('via argiro 5, 70122 bari', 'Triggiano');
 *   limit: how many results at most, 1 to 10 (default 8).
 *   200 { results: { label, street, houseNumber, city, postalCode, province, lat, lng, kind: 'street' | 'town',
 *         inZone: boolean }[] }
 *       (@shop/geocoding's GeocodeResult), best first; [] when nothing matches. inZone: whether the
 *       result's point lies in a delivery zone in force (the storefront offers only such streets
 *       as 'Cercavi una di queste vie?', never one it would then refuse).
 *       `Cache-Control: public, max-age=300`.
 *   400 invalid_request: q missing or blank ("Scrivi l'indirizzo da cercare"), over 200 characters,
 *       limit not a whole number from 1 to 10; the message says which, `fields` by name.
 *   429 too_many_attempts with Retry-After and 'Troppi tentativi, riprova tra qualche minuto.' beyond
 *       60 searches per minute from one address (GEOCODE_LIMIT).
 *   503 { error: { code: 'geocoding_unavailable', message: 'Servizio di ricerca indirizzi non disponibile' } }
 *       when the configured geocoding service (GEOCODER_URL) fails or takes over 5 s.
 * The embedded offline geocoder (GEOCODER_URL unset) answers from the streets of Bari and the towns of
 * the zones; see packages/geocoding/README.md for its matching rules.
 */
import { GEOCODE_UNAVAILABLE_MESSAGE, type GeocodeResult, isGeocodeError } from '@shop/geocoding'
import type { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import { readQuery } from '../http/validate'
import { clientIp, consume, type Limit } from '../security/rate-limit'
import type { AppEnv, ServerDeps } from '../server-deps'

/** Searches per client address: a customer types a few letters a second at most, with pauses. */
export const GEOCODE_LIMIT: Limit = { max: 60, windowMs: 60_000 }
export const GEOCODE_MAX_RESULTS = 10
export const GEOCODE_DEFAULT_RESULTS = 8

export const GEOCODE_MESSAGES = {
  queryRequired: "Scrivi l'indirizzo da cercare",
  queryTooLong: "L'indirizzo da cercare può avere al massimo 200 caratteri",
  limit: `Il numero di risultati deve essere un numero intero da 1 a ${GEOCODE_MAX_RESULTS}`,
  unavailable: GEOCODE_UNAVAILABLE_MESSAGE,
} as const

const geocodeQuerySchema = z.object({
  q: z
    .string({ error: GEOCODE_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: GEOCODE_MESSAGES.queryRequired })
    .max(200, { error: GEOCODE_MESSAGES.queryTooLong }),
  limit: z
    .string({ error: GEOCODE_MESSAGES.limit })
    .regex(/^\d{1,2}$/, { error: GEOCODE_MESSAGES.limit })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: GEOCODE_MESSAGES.limit })
        .max(GEOCODE_MAX_RESULTS, { error: GEOCODE_MESSAGES.limit }),
    )
    .optional(),
})

export function geocodeRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.get('/api/geocode', async (c) => {
    await consume(deps, `geocode:${clientIp(c, deps)}`, GEOCODE_LIMIT)
    const query = readQuery(c, geocodeQuerySchema)
    let results: GeocodeResult[]
    try {
      results = await deps.geocoder.search(query.q, { limit: query.limit ?? GEOCODE_DEFAULT_RESULTS })
    } catch (error) {
      // The query is a customer's address: it stays out of the log.
      deps.log.warn('address search failed', {
        failure: isGeocodeError(error) ? error.failure : error instanceof Error ? error.name : 'unknown',
        ...(isGeocodeError(error) ? { status: error.status, detail: error.detail } : {}),
      })
      throw new ApiError(503, 'geocoding_unavailable', GEOCODE_MESSAGES.unavailable)
    }
    const { resolver } = deps.zones.current()
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({
      results: results.slice(0, GEOCODE_MAX_RESULTS).map((result) => ({
        ...result,
        inZone: resolver.zoneAt({ lat: result.lat, lng: result.lng }) !== null,
      })),
    })
  })
}
