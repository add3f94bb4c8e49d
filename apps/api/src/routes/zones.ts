/**
 * Delivery zones: the public list and the zone of an address for the storefront, and the
 * operators' editor (save, restore the built-in zones, history).
 *
 * GET /api/zones
 *   200 { version: number (0 = the built-in zones), builtIn: boolean, zones: DeliveryZone[] }
 *   The zones in force; a strong ETag and `Cache-Control: no-cache` (clients revalidate: a saved
 *   version shows at once); If-None-Match with the current ETag gets 304.
 *
 * POST /api/zones/resolve
 *   body { address: { coordinates?: { lat: -90..90, lng: -180..180 }, postalCode?: string,
 *          city?: string, province?: string, address?: string } }
 *        strings at most 200 characters; null counts as absent; no other keys.
 *   200 { status: 'inside' | 'outside' | 'unclear',
 *         zone: { id, name, color, vehicle?, timeSlotRestrictions: { preferredSlots, excludedSlots },
 *                 minimumOrderCents?, deliveryFeeCents?, freeDeliveryFromCents? } | null,
 *         zoneName: string | null,
 *         by?: 'coordinates' | 'postalCode' | 'city' | 'province',      (inside, outside: what decided)
 *         reason?: 'postalCodeSpansZones' | 'citySpansZones' | 'conflict' | 'noAddress',   (unclear)
 *         fields?: ('coordinates' | 'postalCode' | 'city' | 'province')[],   (unclear conflict: which disagree)
 *         candidates?: { id, name }[],   (unclear: the zones the address may be in)
 *         message: string | null,        (Italian, where it looked and the map; null when inside)
 *         map: '/zone-map' }
 *   @shop/zones deliveryPromise against the zones in force (issue 14): with coordinates the polygon
 *   decides (outside every polygon is outside, whatever CAP or town say); without them only a CAP or
 *   a town that names exactly one zone decides. It is the rule the checkout places orders with
 *   (place-order.ts), so what this answers is what placing the order will decide. zone and zoneName
 *   are null unless status is 'inside'; zoneName is @shop/zones zoneName ('Zona sconosciuta' for a
 *   zone without a name).
 *   One rule for every caller: the `checkout` flag that once chose SPEC.md's five steps without the
 *   province step is gone (400 as any unknown key).
 *
 * Staff only (administrator or shop_manager; 401 without a session, 403 for a customer):
 * PUT /api/admin/zones
 *   body { version: number (the version the operator edited; 0 = built-in), zones: DeliveryZone[],
 *          confirm?: boolean }
 *   200 { version: number (the new one), zones: DeliveryZone[], savedAt: string (ISO 8601) }
 *   400 invalid_request with @shop/zones' Italian message and `fields` by path ('zones.3.polygon.coordinates.0')
 *   409 { error: { code: 'stale_zones', message: 'Le zone sono state modificate da un altro operatore: ricarica la pagina e riprova.' } }
 *       when `version` is not the current one; nothing is saved.
 *   409 { error: { code: 'confirm_zone_removal', message: 'Stai eliminando 14 zone: confermi?',
 *         data: { removed: { id, name }[] } } } when the save leaves no zone or removes more than half
 *       of the zones in force (@shop/zones zoneRemoval) and `confirm` is not true; nothing is saved.
 *       The editor asks the operator that question and sends the save again with confirm: true.
 * POST /api/admin/zones/restore
 *   body { version: number, confirm?: boolean } -> saves the 26 built-in zones as a new version;
 *   same answers as PUT (a restore over zones of other ids removes them: the same confirmation).
 * GET /api/admin/zones/history
 *   200 { history: { version: number, savedAt: string (ISO 8601), savedBy: string (email) }[] }, newest first, at most 50.
 */
import {
  type DeliveryZone,
  validateZones,
  type ZoneAddress,
  zoneName,
  zoneRemoval,
  zoneRemovalQuestion,
} from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { type Representation, representationOf, sendRepresentation } from '../catalog/representation'
import { ApiError } from '../http/api-error'
import { readBody } from '../http/validate'
import { requireAdministrator, requireStaff } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'
import type { Session } from '../store/session-store'
import type { SavedZones } from '../store/zone-store'
import { promiseFor, promiseView, publicZone, ZONE_MAP_PATH, type ZoneResolveAnswer } from '../zone-promise'

export const STALE_ZONES_MESSAGE =
  'Le zone sono state modificate da un altro operatore: ricarica la pagina e riprova.'
const HISTORY_LIMIT = 50

/** A message for a value of the wrong type; zod's own (Italian) one for anything else, such as an unknown key. */
const onlyType = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? message : undefined

const addressText = (label: string) =>
  z
    .string({ error: `${label} deve essere un testo` })
    .max(200, `${label} può avere al massimo 200 caratteri`)
    .nullish()

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} deve essere un numero` })
    .min(-limit, `${label} deve stare tra -${limit} e ${limit}`)
    .max(limit, `${label} deve stare tra -${limit} e ${limit}`)

const resolveSchema = z.strictObject(
  {
    address: z.strictObject(
      {
        coordinates: z
          .strictObject(
            { lat: coordinate('La latitudine', 90), lng: coordinate('La longitudine', 180) },
            { error: onlyType('Le coordinate sono un oggetto { lat, lng }') },
          )
          .nullish(),
        postalCode: addressText('Il CAP'),
        city: addressText('La città'),
        province: addressText('La provincia'),
        address: addressText("L'indirizzo"),
      },
      { error: onlyType("L'indirizzo è un oggetto con coordinates, postalCode, city, province o address") },
    ),
  },
  { error: onlyType('Invia un oggetto { address }') },
)

const versionSchema = z
  .number({ error: 'La versione delle zone è un numero' })
  .int('La versione delle zone è un numero intero')
  .min(0, 'La versione delle zone non può essere negativa')

const confirmSchema = z.boolean({ error: 'confirm deve essere true o false' }).optional()
/** The zone list of a save, checked with validateZones (each zone, unique ids, no overlaps). */
const zonesSchema = z.unknown().transform((zones, ctx): DeliveryZone[] => {
  const result = validateZones(zones)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: zones })
  }
  return z.NEVER
})
const saveSchema = z.strictObject({
  version: versionSchema,
  zones: zonesSchema,
  confirm: confirmSchema,
})
const restoreSchema = z.strictObject({ version: versionSchema, confirm: confirmSchema })

function savedAnswer(saved: SavedZones) {
  return { version: saved.version, zones: saved.zones, savedAt: new Date(saved.savedAt).toISOString() }
}

export function zoneRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  // A version's zones never change once saved: its answer is built once.
  let listed: { version: number; representation: Representation } | null = null

  app.get('/api/zones', (c) => {
    const current = deps.zones.current()
    if (!listed || listed.version !== current.version) {
      listed = {
        version: current.version,
        representation: representationOf({
          version: current.version,
          builtIn: current.builtIn,
          zones: current.zones,
        }),
      }
    }
    return sendRepresentation(c, listed.representation, 'no-cache')
  })

  app.post('/api/zones/resolve', async (c) => {
    const body = await readBody(c, resolveSchema)
    const { coordinates, postalCode, city, province, address: street } = body.address
    const address: ZoneAddress = {
      ...(coordinates ? { coordinates } : {}),
      ...(postalCode ? { postalCode } : {}),
      ...(city ? { city } : {}),
      ...(province ? { province } : {}),
      ...(street ? { address: street } : {}),
    }
    const promise = promiseFor(deps, address)
    const zone = promise.status === 'inside' ? promise.zone : null
    const answer: ZoneResolveAnswer = {
      ...promiseView(promise, address),
      zone: zone ? publicZone(zone) : null,
      zoneName: zone ? zoneName(zone) : null,
      map: ZONE_MAP_PATH,
    }
    return c.json(answer)
  })

  const save = async (
    c: Context<AppEnv>,
    { version: expected, confirm }: { version: number; confirm?: boolean | undefined },
    zones: DeliveryZone[],
    session: Session,
  ) => {
    const { email } = session
    const current = deps.zones.current()
    if (current.version !== expected) throw new ApiError(409, 'stale_zones', STALE_ZONES_MESSAGE)
    const removal = zoneRemoval(current.zones, zones)
    // Removing zones is for administrators (shop managers draw and move them, issue 23).
    if (removal.removed.length > 0) requireAdministrator(session, 'togliere zone di consegna')
    // A save that leaves no zone, or removes most of them, is done only when the editor confirmed it.
    if (removal.needsConfirmation && confirm !== true) {
      throw new ApiError(409, 'confirm_zone_removal', zoneRemovalQuestion(removal.removed.length), {
        data: { removed: removal.removed.map((zone) => ({ id: zone.id, name: zoneName(zone) })) },
      })
    }
    const saved = await deps.stores.zones.saveZones(expected, zones, email, deps.now().getTime())
    if (!saved) throw new ApiError(409, 'stale_zones', STALE_ZONES_MESSAGE)
    deps.log.info('delivery zones saved', { version: saved.version, zones: zones.length, by: email })
    await deps.stores.settings.logSettingsChange({
      userId: session.userId,
      email,
      role: session.role,
      at: saved.savedAt,
      key: 'zones',
      before: { version: current.version, zones: current.zones.length },
      after: {
        version: saved.version,
        zones: zones.length,
        ...(removal.removed.length > 0 ? { removed: removal.removed.map((zone) => zoneName(zone)) } : {}),
      },
    })
    return c.json(savedAnswer(saved))
  }

  app.put('/api/admin/zones', async (c) => {
    const session = requireStaff(c)
    const body = await readBody(c, saveSchema)
    return save(c, body, body.zones, session)
  })

  app.post('/api/admin/zones/restore', async (c) => {
    const session = requireStaff(c)
    const body = await readBody(c, restoreSchema)
    return save(c, body, structuredClone(builtInZones()) as DeliveryZone[], session)
  })

  app.get('/api/admin/zones/history', async (c) => {
    requireStaff(c)
    const history = (await deps.stores.zones.zoneHistory(HISTORY_LIMIT)).map((entry) => ({
      version: entry.version,
      savedAt: new Date(entry.savedAt).toISOString(),
      savedBy: entry.savedBy,
    }))
    return c.json({ history })
  })
}
