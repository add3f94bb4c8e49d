import type { ZoneResolveAnswer } from '@shop/api/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuth } from '../../lib/account/auth-context'
import { apiPost } from '../../lib/api'
import { type DeliveryZoneCharges, rememberedDeliveryZone } from '../../lib/cart/delivery-zone'

/**
 * The cart's delivery zone, when it is known (issue 18): the zone of the address last checked
 * inside one (the checkout, "Consegniamo da te?"), else that of the account's saved delivery
 * address when the server can tell it without a point on the map; null otherwise (no hint).
 */
export function useCartZone(): DeliveryZoneCharges | null {
  const [remembered] = useState(rememberedDeliveryZone)
  const saved = useAuth().user?.shipping
  const address = saved?.postcode
    ? {
        postalCode: saved.postcode,
        ...(saved.city ? { city: saved.city } : {}),
        ...(saved.province ? { province: saved.province } : {}),
        ...(saved.address1 ? { address: saved.address1 } : {}),
      }
    : null
  const resolved = useQuery({
    queryKey: ['cart-zone', address],
    queryFn: ({ signal }) => apiPost<ZoneResolveAnswer>('/zones/resolve', { address }, signal),
    enabled: remembered === null && address !== null,
    staleTime: 5 * 60_000,
    retry: false,
  })
  if (remembered) return remembered
  const answer = resolved.data
  return answer?.status === 'inside' && answer.zone ? answer.zone : null
}
