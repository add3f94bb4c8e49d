import type { DeliveryZone } from '@shop/zones'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api'

/** The zones in force (GET /api/zones). */
export async function loadZones(): Promise<DeliveryZone[]> {
  return (await apiGet<{ zones: DeliveryZone[] }>('/zones')).zones
}

/** The zones' query: /zone-map and the map-point dialog share it. */
export const zonesQuery = () => queryOptions({ queryKey: ['zones'], queryFn: loadZones })
