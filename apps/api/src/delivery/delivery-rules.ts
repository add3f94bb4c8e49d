import { closureSchema, cutoffRulesSchema, DEFAULT_CUTOFF_RULES } from '@shop/slots'
import { z } from 'zod'

const ordersSchema = z
  .number({ error: 'La capienza è un numero di ordini per fascia, per esempio 6' })
  .int({ error: 'La capienza è un numero intero di ordini per fascia' })
  .min(0, { error: 'La capienza non può essere negativa (0 chiude il furgone)' })
  .max(200, { error: 'La capienza può essere al massimo 200 ordini per fascia' })

/** How many orders one van takes in one hourly slot. */
export const vanCapacitySchema = z.object({ orders: ordersSchema })

/**
 * The operators' delivery rules (admin 'Calendario consegne'; @shop/slots applies them):
 * - `defaultCapacity`: the orders a van takes per slot, for every van without its own figure;
 *   null means no limit;
 * - `vans`: a van's own capacity per slot, by the vehicle's name (as the zones name it);
 * - `cutoffs`: until when a day can be ordered (@shop/slots cutoffRulesSchema);
 * - `closures`: days or ranges with no delivery, for all zones or some (holidays are added by
 *   @shop/slots on their own).
 */
export const deliveryRulesSchema = z.object({
  defaultCapacity: vanCapacitySchema.nullable(),
  vans: z
    .record(
      z.string().trim().min(1, { error: 'Il nome del furgone non può essere vuoto' }).max(60),
      vanCapacitySchema,
      { error: 'La capienza dei furgoni è un elenco nome → { orders }' },
    )
    .refine((vans) => Object.keys(vans).length <= 100, { error: 'Al massimo 100 furgoni' }),
  cutoffs: cutoffRulesSchema,
  closures: z.array(closureSchema).max(500, { error: 'Al massimo 500 chiusure' }),
})

export type DeliveryRules = z.infer<typeof deliveryRulesSchema>

/**
 * Until an operator sets them: no capacity limit (as before the rules existed), tomorrow always
 * orderable, no same-day orders, no closures but the holidays.
 */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  defaultCapacity: null,
  vans: {},
  cutoffs: { ...DEFAULT_CUTOFF_RULES, nextDayUntil: {} },
  closures: [],
}

/** A van's capacity per slot under `rules` (its own, else the default); null: no limit. */
export function capacityOf(rules: DeliveryRules, vehicle: string | null): { orders: number } | null {
  if (vehicle !== null && Object.hasOwn(rules.vans, vehicle)) return rules.vans[vehicle] ?? null
  return rules.defaultCapacity
}
