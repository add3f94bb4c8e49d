import type { DeliveryRules } from './delivery-rules-schema'

/**
 * The rules until an operator sets them: no capacity limit, tomorrow always orderable, no
 * same-day orders, no closures but the holidays.
 */
export const DEFAULT_DELIVERY_RULES: Readonly<DeliveryRules> = /* @__PURE__ */ Object.freeze({
  defaultCapacity: null,
  vans: {},
  cutoffs: { sameDay: false, nextDayUntil: {}, minHoursBeforeSlot: 0 },
  closures: [],
})

/**
 * What the shop's vans carry per slot, in kilograms: their makers' payload figures for the
 * versions the shop runs, rounded down, so that a full van still brakes as it should. A rules'
 * `payloads` entry replaces a van's figure (vanPayloadOf).
 *
 * - Fiorino (Fiat Fiorino Cargo): 600 kg (up to 660 by the maker);
 * - Fiat Ducato and Fiat new Ducato (Ducato 33, medium body): 1,200 kg;
 * - Mega Ducato (Ducato Maxi 35): 1,800 kg;
 * - Renault Master (3.5 t, L2H2): 1,400 kg;
 * - Molisia (a 3.5 t van with an insulated body): 1,000 kg.
 */
export const DEFAULT_VAN_PAYLOADS: Readonly<Record<string, number>> = /* @__PURE__ */ Object.freeze({
  Fiorino: 600,
  'Fiat Ducato': 1200,
  'Fiat new Ducato': 1200,
  'Mega Ducato': 1800,
  'Renault Master': 1400,
  Molisia: 1000,
})

/**
 * What a van carries per slot under `rules`, in kilograms: its `payloads` entry, else
 * DEFAULT_VAN_PAYLOADS'; null (no weight limit) for a van neither knows, or no van.
 *
 * @example
 * ```ts
 * vanPayloadOf(DEFAULT_DELIVERY_RULES, 'Fiorino') // 600
 * vanPayloadOf({ ...DEFAULT_DELIVERY_RULES, payloads: { Fiorino: 550 } }, 'Fiorino') // 550
 * ```
 */
export function vanPayloadOf(rules: Pick<DeliveryRules, 'payloads'>, vehicle: string | null): number | null {
  if (vehicle === null) return null
  if (rules.payloads && Object.hasOwn(rules.payloads, vehicle)) return rules.payloads[vehicle] ?? null
  return Object.hasOwn(DEFAULT_VAN_PAYLOADS, vehicle) ? (DEFAULT_VAN_PAYLOADS[vehicle] ?? null) : null
}

/**
 * A van's capacity per slot under `rules`: its own figure, else the default; null is no limit.
 *
 * @example
 * ```ts
 * vanCapacityOf({ ...DEFAULT_DELIVERY_RULES, defaultCapacity: { orders: 8 }, vans: { Fiorino: { orders: 4 } } }, 'Fiorino')
 * // { orders: 4 }
 * ```
 */
export function vanCapacityOf(rules: DeliveryRules, vehicle: string | null): { orders: number } | null {
  if (vehicle !== null && Object.hasOwn(rules.vans, vehicle)) return rules.vans[vehicle] ?? null
  return rules.defaultCapacity
}
