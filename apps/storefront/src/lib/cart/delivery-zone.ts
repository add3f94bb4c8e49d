import type { PublicZone } from '@shop/api/contract'

/** What the cart and the checkout need of the customer's delivery zone: its name and its money. */
export type DeliveryZoneCharges = Pick<
  PublicZone,
  'id' | 'name' | 'minimumOrderCents' | 'deliveryFeeCents' | 'freeDeliveryFromCents'
>

/** Where the zone of the last address found inside a zone is kept for the cart (issue 18). */
export const DELIVERY_ZONE_KEY = 'shop.deliveryZone'

const storage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const cents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined

/**
 * Keeps the zone of an address just found inside one (the checkout's address, "Consegniamo da
 * te?"), so that the cart can show its fee and what is missing for free delivery. Only a hint: the
 * checkout resolves the address again, and the server decides. A write failure is ignored.
 */
export function rememberDeliveryZone(zone: PublicZone): void {
  const kept: DeliveryZoneCharges = {
    id: zone.id,
    name: zone.name,
    ...(zone.minimumOrderCents !== undefined ? { minimumOrderCents: zone.minimumOrderCents } : {}),
    ...(zone.deliveryFeeCents !== undefined ? { deliveryFeeCents: zone.deliveryFeeCents } : {}),
    ...(zone.freeDeliveryFromCents !== undefined
      ? { freeDeliveryFromCents: zone.freeDeliveryFromCents }
      : {}),
  }
  try {
    storage()?.setItem(DELIVERY_ZONE_KEY, JSON.stringify(kept))
  } catch {
    // A full or blocked storage: the cart simply shows no delivery hint.
  }
}

/** The zone rememberDeliveryZone kept, or null (none, unreadable, or not a zone). */
export function rememberedDeliveryZone(): DeliveryZoneCharges | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(DELIVERY_ZONE_KEY) ?? 'null')
    if (!value || typeof value !== 'object') return null
    const zone = value as Record<string, unknown>
    if (typeof zone.id !== 'string' || typeof zone.name !== 'string') return null
    const minimumOrderCents = cents(zone.minimumOrderCents)
    const deliveryFeeCents = cents(zone.deliveryFeeCents)
    const freeDeliveryFromCents = cents(zone.freeDeliveryFromCents)
    return {
      id: zone.id,
      name: zone.name,
      ...(minimumOrderCents !== undefined ? { minimumOrderCents } : {}),
      ...(deliveryFeeCents !== undefined ? { deliveryFeeCents } : {}),
      ...(freeDeliveryFromCents !== undefined ? { freeDeliveryFromCents } : {}),
    }
  } catch {
    return null
  }
}
