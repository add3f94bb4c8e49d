/** The money fields of a zone that deliveryCharge reads (all integer euro cents, all optional). */
export interface ZoneCharges {
  /** The smallest subtotal the zone is delivered for; unset: no minimum. */
  minimumOrderCents?: number | undefined
  /** What a delivery costs, VAT included; unset: free. */
  deliveryFeeCents?: number | undefined
  /** The subtotal from which delivery is free; unset: never free (unless the fee is 0). */
  freeDeliveryFromCents?: number | undefined
}

/** What a delivery to a zone costs for a subtotal, in integer euro cents (see deliveryCharge). */
export interface DeliveryCharge {
  /** The delivery fee to charge: the zone's fee, or 0 from the free-delivery threshold on. */
  feeCents: number
  /** How much the subtotal is short of the zone's minimum order; 0 when it reaches it (or none is set). */
  belowMinimumByCents: number
  /** How much more makes delivery free; 0 when it is free already, or when no threshold can make it so. */
  freeDeliveryMissingCents: number
}

/** A zone amount as deliveryCharge reads it: a non-negative integer, anything else as unset. */
const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined

/**
 * The delivery fee of a zone for a cart's subtotal (products, VAT included, in integer euro cents),
 * how far the subtotal is below the zone's minimum order, and how much more would make delivery
 * free. The subtotal reaching `freeDeliveryFromCents` (the threshold included) makes the fee 0.
 * Amounts a zone does not set, or sets to something other than a non-negative integer, count as
 * unset; a subtotal that is not a finite number counts as 0, a fractional one is rounded. Never
 * throws.
 *
 * @example
 * ```ts
 * const triggiano = { minimumOrderCents: 2000, deliveryFeeCents: 390, freeDeliveryFromCents: 4900 }
 * deliveryCharge(triggiano, 1090) // { feeCents: 390, belowMinimumByCents: 910, freeDeliveryMissingCents: 3810 }
 * deliveryCharge(triggiano, 4490) // { feeCents: 390, belowMinimumByCents: 0, freeDeliveryMissingCents: 410 }
 * deliveryCharge(triggiano, 4900) // { feeCents: 0, belowMinimumByCents: 0, freeDeliveryMissingCents: 0 }
 * ```
 */
export function deliveryCharge(zone: ZoneCharges | null | undefined, subtotalCents: number): DeliveryCharge {
  const subtotal = Number.isFinite(subtotalCents) ? Math.max(0, Math.round(subtotalCents)) : 0
  const minimum = amount(zone?.minimumOrderCents) ?? 0
  const fee = amount(zone?.deliveryFeeCents) ?? 0
  const freeFrom = amount(zone?.freeDeliveryFromCents)
  const free = fee === 0 || (freeFrom !== undefined && subtotal >= freeFrom)
  return {
    feeCents: free ? 0 : fee,
    belowMinimumByCents: Math.max(0, minimum - subtotal),
    freeDeliveryMissingCents: free || freeFrom === undefined ? 0 : freeFrom - subtotal,
  }
}
