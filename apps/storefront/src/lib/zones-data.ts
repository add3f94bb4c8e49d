import type { DeliveryZone } from '@shop/zones'
import { apiGet } from './api'

/** The zones' key in the screens' data (app/route-data.ts): /zone-map and the map-point dialog share it. */
export const ZONES_DATA_KEY = 'zones'

/** The zones in force (GET /api/zones). */
export async function loadZones(): Promise<DeliveryZone[]> {
  return (await apiGet<{ zones: DeliveryZone[] }>('/zones')).zones
}
