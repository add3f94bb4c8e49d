import type { Returnable } from '@shop/deposits'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '../api'
import type { CartAvailabilityAnswer } from '../catalog-types'
import { useCart } from './cart-context'

/** A product the shop cannot give as many of as the customer asks (the checkout's 409 lists them too). */
export interface ShortLine {
  productId: number
  name: string | null
  /** How many can be ordered now; 0 when none. */
  available: number
}

/**
 * How many of each product a new order could have now (GET /api/cart/availability), with its
 * empties and whether it is alcoholic: asked each time the cart shows, never kept (stock changes
 * with every order).
 */
export const cartAvailabilityQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['cart', 'availability', ids] as const,
    queryFn: ({ signal }) =>
      apiGet<CartAvailabilityAnswer>('/cart/availability', { ids: ids.join(',') }, signal).then(
        (answer) => new Map(answer.products.map((product) => [product.id, product])),
      ),
    staleTime: 0,
    enabled: ids.length > 0,
  })

/**
 * The cart's products with what is left of each (undefined while unknown or for a failed answer:
 * the checkout still decides), and the lines that ask for more than is left.
 */
export function useCartAvailability() {
  const { cart } = useCart()
  const ids = [
    ...new Set(cart.items.map((item) => Number(item.id)).filter((id) => Number.isInteger(id) && id > 0)),
  ]
    .sort((a, b) => a - b)
    .slice(0, 50)
  const { data } = useQuery(cartAvailabilityQuery(ids))
  const leftOf = (id: number | string): number | null | undefined => data?.get(Number(id))?.left
  /** The empties one unit lends (null: none; undefined while unknown). */
  const returnableOf = (id: number | string): Returnable | null | undefined => {
    const product = data?.get(Number(id))
    return product ? (product.returnable ?? null) : undefined
  }
  /** Beer or wine: the checkout asks the age declaration. */
  const alcoholOf = (id: number | string): boolean => data?.get(Number(id))?.alcohol === true
  const short: ShortLine[] = cart.items.flatMap((item) => {
    const left = leftOf(item.id)
    return typeof left === 'number' && item.quantity > left
      ? [{ productId: Number(item.id), name: item.name, available: left }]
      : []
  })
  return { leftOf, short, returnableOf, alcoholOf }
}

/** The lines of a 409 products_unavailable answer (`error.data`); anything unreadable is left out. */
export function shortLinesOf(data: unknown): ShortLine[] {
  if (!Array.isArray(data)) return []
  return data.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return []
    const { productId, name, available } = entry as Record<string, unknown>
    if (typeof productId !== 'number' || typeof available !== 'number' || available < 0) return []
    return [{ productId, name: typeof name === 'string' ? name : null, available: Math.floor(available) }]
  })
}
