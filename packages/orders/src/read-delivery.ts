import { ORDER_META_KEYS, type OrderMetaKey } from './order-meta-keys'

/** One order meta entry as WooCommerce sends and takes it. */
export interface OrderMetaEntry {
  key: string
  value: unknown
}

/** What readDelivery reads of an order: its meta, as WooCommerce gives it. */
export interface OrderWithMeta {
  meta_data?: readonly OrderMetaEntry[] | null | undefined
}

/** An order's delivery as the shop wrote it (deliveryMeta, withAssignedVehicle); null where missing. */
export interface OrderDelivery {
  /** 'YYYY-MM-DD' ('Data di consegna'). */
  date: string | null
  /** The slot as written ('Fascia oraria', else orddd's '_orddd_time_slot'). */
  slot: string | null
  /** The zone's name ('Zona di consegna'). */
  zoneName: string | null
  /** The assigned vehicle ('Veicolo assegnato'). */
  vehicle: string | null
}

/**
 * The value of one of the shop's order meta entries (ORDER_META_KEYS) as text, or null when absent
 * or blank; the first entry of the key counts. WooCommerce gives meta
 * back as text (REAL-STORE-DIFFERENCES.md row 9: 5 → "5"); a number from an older store is read
 * as its text too, so that meta is always compared as text.
 */
export function orderMetaText(order: OrderWithMeta, key: OrderMetaKey): string | null {
  const meta: unknown = order?.meta_data
  if (!Array.isArray(meta)) return null
  const entry = meta.find(
    (m: unknown) => typeof m === 'object' && m !== null && (m as OrderMetaEntry).key === key,
  ) as OrderMetaEntry | undefined
  const value = entry?.value
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/**
 * The delivery an order's meta records: the inverse of deliveryMeta (plus the vehicle
 * withAssignedVehicle adds). Values are trimmed text; a missing, blank or non-text entry is null,
 * and so is everything of an order whose meta_data is not a list. The slot is 'Fascia oraria',
 * else orddd's '_orddd_time_slot' (an order placed through the plugin's own checkout), as written:
 * compare slots with @shop/slots' sameSlot after normalizeSlotLabel.
 */
export function readDelivery(order: OrderWithMeta): OrderDelivery {
  return {
    date: orderMetaText(order, ORDER_META_KEYS.deliveryDate),
    slot:
      orderMetaText(order, ORDER_META_KEYS.timeSlot) ?? orderMetaText(order, ORDER_META_KEYS.ordddTimeSlot),
    zoneName: orderMetaText(order, ORDER_META_KEYS.zone),
    vehicle: orderMetaText(order, ORDER_META_KEYS.vehicle),
  }
}
