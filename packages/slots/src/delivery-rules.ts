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
