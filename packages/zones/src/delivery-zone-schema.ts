import { z } from 'zod'
import { euroText } from './euro-text'
import {
  closeRing,
  containsPoint,
  findSelfIntersection,
  openRing,
  type Position,
  ringArea2,
} from './geometry'
import { ZONE_ID_PATTERN } from './zone-defaults'

const SLOT_LABEL_PATTERN = /^([01]\d|2[0-4]):[0-5]\d\s*-\s*([01]\d|2[0-4]):[0-5]\d$/

/** A point's latitude (-90 to 90) and longitude (-180 to 180), with Italian messages. */
export const latLngSchema = z.object({
  lat: z
    .number({ error: 'La latitudine deve essere un numero' })
    .min(-90, 'La latitudine deve stare tra -90 e 90')
    .max(90, 'La latitudine deve stare tra -90 e 90'),
  lng: z
    .number({ error: 'La longitudine deve essere un numero' })
    .min(-180, 'La longitudine deve stare tra -180 e 180')
    .max(180, 'La longitudine deve stare tra -180 e 180'),
})
/** A point as latitude and longitude in degrees. */
export interface LatLng extends z.infer<typeof latLngSchema> {}

const positionSchema = z.tuple(
  [
    z
      .number({ error: 'La longitudine deve essere un numero' })
      .min(-180, 'La longitudine deve stare tra -180 e 180')
      .max(180, 'La longitudine deve stare tra -180 e 180'),
    z
      .number({ error: 'La latitudine deve essere un numero' })
      .min(-90, 'La latitudine deve stare tra -90 e 90')
      .max(90, 'La latitudine deve stare tra -90 e 90'),
  ],
  { error: 'Ogni punto del poligono è una coppia [longitudine, latitudine], per esempio [16.87, 41.12]' },
)

const ringSchema = z
  .array(positionSchema, { error: 'Un anello del poligono è una lista di punti [longitudine, latitudine]' })
  .min(4, 'Un anello del poligono ha almeno 4 punti: 3 vertici più la chiusura che ripete il primo')
  .refine(
    (ring) => {
      const first = ring[0]
      const last = ring[ring.length - 1]
      return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1]
    },
    { error: "L'anello del poligono deve essere chiuso: l'ultimo punto ripete il primo" },
  )

const slotLabelSchema = z
  .string({ error: 'Una fascia oraria è un testo come "09:00 - 10:00"' })
  .regex(SLOT_LABEL_PATTERN, {
    error: 'Fascia oraria non valida: usa la forma "09:00 - 10:00" (oppure "09:00-12:00")',
    abort: true,
  })
  .refine(
    (label) => {
      const [start, end] = label.split('-').map((part) => part.trim())
      return start !== undefined && end !== undefined && start < end
    },
    { error: "Fascia oraria non valida: l'ora di fine deve venire dopo quella di inizio" },
  )

/** An amount of a zone in integer euro cents, from 0 to `max`, with Italian messages naming it. */
function centsSchema(what: string, example: string, max: number) {
  return z
    .number({ error: `${what} è un importo in centesimi di euro, per esempio ${example}` })
    .int(`${what} è un numero intero di centesimi di euro, per esempio ${example}`)
    .min(0, `${what} non può essere sotto ${euroText(0)}`)
    .max(max, `${what} supera il massimo di ${euroText(max)} (${max} centesimi)`)
}

/** The largest minimum order and free-delivery threshold a zone may have: 1.000,00 €. */
export const MAX_ORDER_AMOUNT_CENTS = 100_000
/** The largest delivery fee a zone may have: 50,00 €. */
export const MAX_DELIVERY_FEE_CENTS = 5_000

const vehicleNameSchema = z
  .string({ error: 'Il veicolo è un nome, per esempio "Fiorino"' })
  .trim()
  .min(1, 'Il nome del veicolo non può essere vuoto')
  .max(60, 'Il nome del veicolo è troppo lungo (massimo 60 caratteri)')

/**
 * A zone's polygon: closed GeoJSON rings of at least 4 positions, no self-intersection, no
 * zero-area ring, and a center inside it; Italian messages that say which side to move.
 */
export const zonePolygonSchema = z
  .object({
    coordinates: z
      .array(ringSchema, {
        error: 'Il poligono è una lista di anelli GeoJSON: il contorno, poi gli eventuali buchi',
      })
      .min(1, 'Il poligono deve avere almeno il contorno esterno'),
    center: latLngSchema,
  })
  .superRefine((polygon, ctx) => {
    // zod runs this even when a field check above failed; those issues are reported already.
    const wellFormed = polygon.coordinates.every((ring) => {
      const first = ring[0]
      const last = ring[ring.length - 1]
      return ring.length >= 4 && first && last && first[0] === last[0] && first[1] === last[1]
    })
    if (!wellFormed) return
    const rings = polygon.coordinates.map((ring) => openRing(ring))
    let simple = true
    rings.forEach((ring, r) => {
      if (ring.length < 3) {
        simple = false
        ctx.addIssue({
          code: 'custom',
          path: ['coordinates', r],
          message: 'Un anello del poligono ha almeno 3 vertici distinti',
        })
        return
      }
      const crossing = findSelfIntersection(ring)
      if (crossing) {
        simple = false
        const [i, j] = crossing
        ctx.addIssue({
          code: 'custom',
          path: ['coordinates', r],
          message: `Il poligono si interseca da solo: il lato ${i + 1} tocca o incrocia il lato ${j + 1}. Sposta i vertici in modo che i lati non si incrocino.`,
        })
        return
      }
      if (ringArea2(ring) === 0) {
        simple = false
        ctx.addIssue({
          code: 'custom',
          path: ['coordinates', r],
          message: 'Il poligono ha area nulla: i vertici stanno tutti su una linea',
        })
        return
      }
    })
    const { lat, lng } = polygon.center
    if (!simple || Math.abs(lat) > 90 || Math.abs(lng) > 180) return
    const center: Position = [polygon.center.lng, polygon.center.lat]
    if (!containsPoint(rings.map(closeRing), center)) {
      ctx.addIssue({
        code: 'custom',
        path: ['center'],
        message: 'Il centro della zona deve stare dentro il suo poligono',
      })
    }
  })
/** A zone's GeoJSON polygon ([lng, lat] rings: the outline, then holes) and a center inside it. */
export interface ZonePolygon extends z.infer<typeof zonePolygonSchema> {}

/** Preferred and excluded slots, each a label 'HH:MM - HH:MM' whose end comes after its start. */
export const timeSlotRestrictionsSchema = z.object({
  preferredSlots: z.array(slotLabelSchema, { error: 'Le fasce consigliate sono una lista di fasce orarie' }),
  excludedSlots: z.array(slotLabelSchema, { error: 'Le fasce escluse sono una lista di fasce orarie' }),
})
/** A zone's preferred slots (ranges such as '09:00-12:00', or single slots) and excluded slots. */
export interface TimeSlotRestrictions extends z.infer<typeof timeSlotRestrictionsSchema> {}

/**
 * A delivery zone: id `zona-<timestamp>`, name, description, cities, provinces (2-letter codes),
 * postal codes (5 digits), map colour, default vehicle, vehicle per slot, GeoJSON polygon with a
 * center inside it, preferred and excluded slots, and optionally the money of a delivery in integer
 * euro cents: `minimumOrderCents` (the smallest order delivered; 0 to 1.000,00 €),
 * `deliveryFeeCents` (what a delivery costs, VAT included; 0 to 50,00 €) and
 * `freeDeliveryFromCents` (the subtotal from which delivery is free; validateZones also checks that
 * it is not below the minimum). Unset
 * means no minimum, no fee, no free-delivery threshold. Its messages are in Italian, for the operator
 * who edits zones. To check a whole list (unique ids, no overlaps), use validateZones.
 *
 * @example
 * ```ts
 * const result = deliveryZoneSchema.safeParse(zone)
 * if (!result.success) console.log(result.error.issues[0]?.message) // 'Il CAP ha 5 cifre, per esempio 70121'
 * ```
 */
export const deliveryZoneSchema = z.object({
  id: z
    .string({ error: "L'id della zona è un testo come zona-1718000000000" })
    .regex(
      ZONE_ID_PATTERN,
      "L'id della zona deve avere la forma zona-<timestamp>, per esempio zona-1718000000000",
    ),
  name: z
    .string({ error: 'Il nome della zona è un testo' })
    .trim()
    .min(1, 'Il nome della zona è obbligatorio')
    .max(120, 'Il nome della zona è troppo lungo (massimo 120 caratteri)'),
  description: z
    .string({ error: 'La descrizione della zona è un testo' })
    .max(500, 'La descrizione è troppo lunga (massimo 500 caratteri)'),
  cities: z.array(
    z
      .string({ error: 'Una città è un testo' })
      .trim()
      .min(1, 'Il nome di una città non può essere vuoto')
      .max(120),
    { error: 'Le città sono una lista di nomi' },
  ),
  provinces: z.array(
    z
      .string({ error: 'Una provincia è una sigla di 2 lettere' })
      .regex(/^[A-Z]{2}$/, 'La provincia si scrive con la sigla di 2 lettere maiuscole, per esempio BA'),
    { error: 'Le province sono una lista di sigle' },
  ),
  postalCodes: z.array(
    z
      .string({ error: 'Un CAP è un testo di 5 cifre' })
      .regex(/^\d{5}$/, 'Il CAP ha 5 cifre, per esempio 70121'),
    { error: 'I CAP sono una lista' },
  ),
  color: z
    .string({ error: 'Il colore è un testo esadecimale' })
    .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Il colore è un esadecimale, per esempio #3B82F6'),
  vehicle: vehicleNameSchema.optional(),
  vehiclesByTimeSlot: z
    .record(slotLabelSchema, vehicleNameSchema, {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'Fascia oraria non valida: usa la forma "09:00 - 10:00"'
          : 'I veicoli per fascia sono un oggetto come { "07:00 - 08:00": "Fiorino" }',
    })
    .optional(),
  polygon: zonePolygonSchema,
  timeSlotRestrictions: timeSlotRestrictionsSchema,
  minimumOrderCents: centsSchema("L'ordine minimo", '1500 per 15,00 €', MAX_ORDER_AMOUNT_CENTS).optional(),
  deliveryFeeCents: centsSchema('Il costo di consegna', '290 per 2,90 €', MAX_DELIVERY_FEE_CENTS).optional(),
  freeDeliveryFromCents: centsSchema(
    'La soglia della consegna gratuita',
    '3900 per 39,00 €',
    MAX_ORDER_AMOUNT_CENTS,
  ).optional(),
})

/**
 * The Italian message for a zone whose free-delivery threshold is below its minimum order, or null.
 * A rule between two fields, checked by validateZones rather than by deliveryZoneSchema, so that
 * the schema stays a plain object (zod refuses `.pick`, `.omit` and `.partial` on a refined one).
 */
export function chargesIssue(zone: {
  minimumOrderCents?: number | undefined
  freeDeliveryFromCents?: number | undefined
}): string | null {
  const { minimumOrderCents: minimum, freeDeliveryFromCents: freeFrom } = zone
  if (minimum === undefined || freeFrom === undefined || freeFrom >= minimum) return null
  return `La soglia della consegna gratuita (${euroText(freeFrom)}) non può essere sotto l'ordine minimo (${euroText(minimum)}): alzala almeno all'ordine minimo, o toglila`
}

/** A delivery zone, as deliveryZoneSchema reads it. */
export interface DeliveryZone extends z.infer<typeof deliveryZoneSchema> {}
