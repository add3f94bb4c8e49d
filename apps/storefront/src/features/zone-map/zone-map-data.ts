import type { DeliveryZone } from '@shop/zones'
import { apiGet } from '../../lib/api'

export const ZONES_DATA_KEY = 'zones'

/** The zones in force (GET /api/zones). */
export async function loadZones(): Promise<DeliveryZone[]> {
  return (await apiGet<{ zones: DeliveryZone[] }>('/zones')).zones
}
