import type { ZoneCharges } from './delivery-charge'

/** Default colour of a new zone. */
export const DEFAULT_ZONE_COLOR = '#3B82F6'
/** Description of a new zone and of every built-in zone. */
export const DEFAULT_ZONE_DESCRIPTION = 'Servizio consegne attivo con fasce orarie disponibili'
/** Preferred (recommended) slots of a new zone and of every built-in zone: ranges, not hourly slots. */
export const DEFAULT_PREFERRED_SLOTS = ['09:00-12:00', '15:00-18:00'] as const
/** A zone id: `zona-` and a creation timestamp in milliseconds, e.g. `zona-1718000000000`. */
export const ZONE_ID_PATTERN = /^zona-\d+$/
/** The three amounts of a built-in zone, all set. */
type BuiltInCharges = Readonly<Required<{ [K in keyof ZoneCharges]: number }>>

/**
 * The delivery money of the built-in zones inside the Comune di Bari (integer euro cents, VAT
 * included): minimum order 15,00 €, fee 2,90 €, free delivery from 39,00 €.
 */
export const CITY_ZONE_CHARGES: BuiltInCharges = {
  minimumOrderCents: 1500,
  deliveryFeeCents: 290,
  freeDeliveryFromCents: 3900,
}
/**
 * The delivery money of the built-in zones in the towns around Bari (longer drives): minimum
 * order 20,00 €, fee 3,90 €, free delivery from 49,00 €.
 */
export const TOWN_ZONE_CHARGES: BuiltInCharges = {
  minimumOrderCents: 2000,
  deliveryFeeCents: 390,
  freeDeliveryFromCents: 4900,
}
