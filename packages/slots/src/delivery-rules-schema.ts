import { z } from 'zod'
import { closureSchema } from './closure-schema'
import { cutoffRulesSchema } from './cutoff-rules-schema'

const ordersSchema = z
  .number({ error: 'La capienza è un numero di ordini per fascia, per esempio 6' })
  .int({ error: 'La capienza è un numero intero di ordini per fascia' })
  .min(0, { error: 'La capienza non può essere negativa (0 chiude il furgone)' })
  .max(200, { error: 'La capienza può essere al massimo 200 ordini per fascia' })

/** How many orders one van takes in one hourly slot, with Italian messages. */
export const vanCapacitySchema = z.object({ orders: ordersSchema })

const payloadSchema = z
  .number({ error: 'Il carico utile è un numero di chili, per esempio 1200' })
  .int({ error: 'Il carico utile è un numero intero di chili' })
  .min(0, { error: 'Il carico utile non può essere negativo (0 chiude il furgone)' })
  .max(5000, { error: 'Il carico utile può essere al massimo 5000 kg' })

/**
 * The operators' delivery rules, which offerSlots and offerCalendar apply:
 * - `defaultCapacity`: the orders a van takes per slot, for every van without its own figure;
 *   null means no limit;
 * - `vans`: a van's own capacity per slot, by the vehicle's name (as the zones name it);
 * - `cutoffs`: until when a day can be ordered (cutoffRulesSchema);
 * - `closures`: days or ranges with no delivery, for all zones or some (closureSchema; holidays
 *   are added by closureFor on their own);
 * - `payloads` (optional): the kilograms a van carries per slot, by the vehicle's name; a van not
 *   listed carries DEFAULT_VAN_PAYLOADS' figure (vanPayloadOf).
 *
 * @example
 * ```ts
 * deliveryRulesSchema.safeParse({ ...DEFAULT_DELIVERY_RULES, defaultCapacity: { orders: -1 } })
 *   .error?.issues[0]?.message
 * // 'La capienza non può essere negativa (0 chiude il furgone)'
 * ```
 */
export const deliveryRulesSchema = z.object({
  defaultCapacity: vanCapacitySchema.nullable(),
  vans: z
    .record(z.string(), vanCapacitySchema, { error: 'La capienza dei furgoni è un elenco nome → { orders }' })
    .refine((vans) => Object.keys(vans).every((name) => name.trim() !== '' && name.length <= 60), {
      error: 'Il nome del furgone non può essere vuoto né più lungo di 60 caratteri',
    })
    .refine((vans) => Object.keys(vans).length <= 100, { error: 'Al massimo 100 furgoni' }),
  cutoffs: cutoffRulesSchema,
  closures: z.array(closureSchema).max(500, { error: 'Al massimo 500 chiusure' }),
  payloads: z
    .record(z.string(), payloadSchema, { error: 'Il carico dei furgoni è un elenco nome → chili' })
    .refine((vans) => Object.keys(vans).every((name) => name.trim() !== '' && name.length <= 60), {
      error: 'Il nome del furgone non può essere vuoto né più lungo di 60 caratteri',
    })
    .refine((vans) => Object.keys(vans).length <= 100, { error: 'Al massimo 100 furgoni' })
    .optional(),
})

export type DeliveryRules = z.infer<typeof deliveryRulesSchema>
