import type { DeliveryCharge } from './delivery-charge'
import { euroText } from './euro-text'
import { zoneName } from './zone-name'

/**
 * The hint that tells the customer how much more makes delivery free, in Italian; null when
 * delivery is free already or no threshold can make it so.
 *
 * @example
 * ```ts
 * freeDeliveryMessage(deliveryCharge(zone, 3490)) // 'Mancano 4,10 € per la consegna gratuita' (threshold 39,00 €)
 * ```
 */
export function freeDeliveryMessage(charge: Pick<DeliveryCharge, 'freeDeliveryMissingCents'>): string | null {
  const missing = charge.freeDeliveryMissingCents
  return missing > 0 ? `Mancano ${euroText(missing)} per la consegna gratuita` : null
}

/**
 * Why an order is too small for its zone, in Italian, naming the zone, its minimum and what is
 * missing; null when the subtotal reaches the minimum.
 *
 * @example
 * ```ts
 * minimumOrderMessage(triggiano, deliveryCharge(triggiano, 1090))
 * // "L'ordine minimo per la zona Triggiano è 20,00 €: mancano 9,10 €"
 * ```
 */
export function minimumOrderMessage(
  zone: { name?: unknown; minimumOrderCents?: number | undefined },
  charge: Pick<DeliveryCharge, 'belowMinimumByCents'>,
): string | null {
  const missing = charge.belowMinimumByCents
  if (!(missing > 0)) return null
  const minimum = zone.minimumOrderCents ?? missing
  return `L'ordine minimo per la zona ${zoneName(zone)} è ${euroText(minimum)}: mancano ${euroText(missing)}`
}
