import { z } from 'zod'
import { chargesIssue, type DeliveryZone, deliveryZoneSchema } from './delivery-zone-schema'
import { findZoneOverlaps } from './find-zone-overlaps'

/** What validateZones answers: zod's safeParse result for a zone list. */
export type ZonesValidation = z.ZodSafeParseResult<DeliveryZone[]>

/** A shared area in Italian: `1.234 m²` below a square kilometre, `1,2 km²` from one up. */
function areaText(m2: number): string {
  if (Math.round(m2) < 1_000_000) {
    return `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' }).format(m2)} m²`
  }
  const km2 = m2 / 1_000_000
  return `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, useGrouping: 'always' }).format(km2)} km²`
}

/** The list schema, made at the first validation (not when the module is loaded). */
let zonesSchema: z.ZodType<DeliveryZone[]> | undefined

function listSchema(): z.ZodType<DeliveryZone[]> {
  zonesSchema ??= z.array(deliveryZoneSchema).superRefine((zones, ctx) => {
    const seen = new Map<string, number>()
    zones.forEach((zone, index) => {
      const charges = chargesIssue(zone)
      if (charges) ctx.addIssue({ code: 'custom', path: [index, 'freeDeliveryFromCents'], message: charges })
      const first = seen.get(zone.id)
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `L'id ${zone.id} è già usato dalla zona ${first + 1}: ogni zona ha un id diverso`,
        })
      } else {
        seen.set(zone.id, index)
      }
    })
    // Overlaps only between polygons that passed their own checks: a broken one is reported already.
    const polygonRefused = ctx.issues.some(
      (issue) => typeof issue.path?.[0] === 'number' && issue.path[1] === 'polygon',
    )
    if (polygonRefused) return
    for (const { first, second, areaM2 } of findZoneOverlaps(zones)) {
      ctx.addIssue({
        code: 'custom',
        path: [second, 'polygon', 'coordinates'],
        message: `La zona «${zones[second]?.name}» si sovrappone alla zona «${zones[first]?.name}» per circa ${areaText(areaM2)}: sposta i vertici in modo che le zone si tocchino soltanto sul confine.`,
      })
    }
  })
  return zonesSchema
}

/**
 * Checks a zone list as it is saved and exported (a deliveryZones.json file): every zone must pass
 * deliveryZoneSchema, ids must be unique, a free-delivery threshold may not be below the zone's
 * minimum order, and polygons must not overlap (they may share a border).
 * An overlap is reported on the later zone's `polygon.coordinates`, with the shared area; overlaps
 * are looked for only when every polygon passed its own checks. Messages are in Italian, for the
 * operator. Answers like zod's `safeParse` (`{ success, data }` or `{ success, error }`); never
 * throws.
 *
 * @example
 * ```ts
 * const result = validateZones(JSON.parse(text))
 * if (!result.success)
 *   for (const issue of result.error.issues) console.log(issue.path.join('.'), issue.message)
 * // 12.polygon.coordinates La zona «Libertà» si sovrappone alla zona «Centro» per circa 8.218 m²: …
 * ```
 */
export function validateZones(zones: unknown): ZonesValidation {
  return listSchema().safeParse(zones)
}
