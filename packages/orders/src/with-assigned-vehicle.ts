import { normalizeSlotLabel, type SlotZone, vehicleForSlot } from '@shop/slots'
import {
  type DeliveryZone,
  resolveZone,
  type ShippingAddressLike,
  type ZoneLogger,
  type ZoneResolutionStep,
  zoneAddressFromShipping,
} from '@shop/zones'
import { ORDER_META_KEYS } from './order-meta-keys'
import { type OrderMetaEntry, readDelivery } from './read-delivery'

/** The order fields withAssignedVehicle reads; any other field is carried along untouched. */
export interface AssignableOrder {
  shipping?: ShippingAddressLike | null | undefined
  meta_data?: readonly OrderMetaEntry[] | null | undefined
}

export interface WithAssignedVehicleOptions {
  /**
   * The order's zone when the caller has already resolved it; null means "no zone" (the order is
   * returned unchanged). When absent, the zone is resolved from the shipping address.
   */
  zone?: SlotZone | null | undefined
  /** The order's slot; when absent, the meta 'Fascia oraria', else '_orddd_time_slot', is used. */
  slot?: string | null | undefined
  /** resolveZone's steps, e.g. CHECKOUT_RESOLUTION_STEPS (default all five). */
  steps?: readonly ZoneResolutionStep[] | undefined
  /** Where zone lookup problems are reported (default: console). */
  logger?: ZoneLogger | undefined
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

const hasMeta = (meta: readonly unknown[], key: string) =>
  meta.some((entry) => typeof entry === 'object' && entry !== null && (entry as OrderMetaEntry).key === key)

/**
 * The order to send, with its assigned vehicle (SPEC.md section 5 "Assigned vehicle", DECISIONS.md
 * section 3), for the zones in force (`zones`, given by the caller). The zone is resolved from the shipping address (city, state as province, postcode,
 * address_1) with resolveZone, unless `options.zone` is given. The vehicle is the one of the order's
 * slot (vehicleForSlot; the slot is `options.slot`, else the meta 'Fascia oraria', else
 * '_orddd_time_slot', normalised so that orddd's 12-hour labels match), else, with no slot, the
 * zone's default vehicle. When there is a zone and a vehicle and the order has no 'Veicolo
 * assegnato' meta entry, a new order is returned with { key: 'Veicolo assegnato', value: vehicle }
 * appended to meta_data; otherwise the order itself. The input is never changed and an existing
 * 'Veicolo assegnato' is never overwritten.
 */
export function withAssignedVehicle<Order extends AssignableOrder>(
  order: Order,
  zones: readonly DeliveryZone[],
  options: WithAssignedVehicleOptions = {},
): Order {
  if (typeof order !== 'object' || order === null) return order
  const logger = options?.logger ?? console
  const meta: unknown = order.meta_data ?? []
  if (!Array.isArray(meta)) {
    logger.warn(
      '[@shop/orders] withAssignedVehicle: order.meta_data is not a list; order left unchanged',
      meta,
    )
    return order
  }
  if (hasMeta(meta, ORDER_META_KEYS.vehicle)) return order

  const zone =
    options?.zone !== undefined
      ? options.zone
      : resolveZone(zoneAddressFromShipping(order.shipping), zones, {
          ...(options?.steps !== undefined ? { steps: options.steps } : {}),
          logger,
        })
  if (!zone) return order

  const slot = text(options?.slot) ?? readDelivery(order).slot
  const vehicle = slot !== null ? vehicleForSlot(zone, normalizeSlotLabel(slot)) : text(zone.vehicle)
  if (vehicle === null) return order

  return { ...order, meta_data: [...meta, { key: ORDER_META_KEYS.vehicle, value: vehicle }] }
}
