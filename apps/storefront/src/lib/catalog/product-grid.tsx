import { Suspense } from 'react'
import { hydratedLater, useChosenAtMount } from '../../app/hydration'
import type { ProductView } from '../catalog-types'
import { ProductCard } from './product-card'

/** How many cards of a grid the browser hydrates with the screen; the others in groups of 8 after. */
const HYDRATED_FIRST = 4
const GROUP = 8
/** One per group: each resolves in a task of its own, one after the other (app/hydration.tsx). */
const LATER = [0, 1, 2].map(() => hydratedLater(() => Promise.resolve(ProductCard)))

/**
 * Products in a responsive grid; the first `eager` images load at once (they are above the fold).
 * Taking over a page the server rendered, the browser hydrates the first cards with the screen and
 * the others in groups, each a task later, so that a long list is not one long task.
 */
export function ProductGrid({ products, eager = 0 }: { products: readonly ProductView[]; eager?: number }) {
  const later = useChosenAtMount((hydrating) => hydrating)
  return (
    <ul className="product-grid">
      {products.map((product, index) => {
        const Later =
          later && index >= HYDRATED_FIRST
            ? LATER[Math.min(Math.floor((index - HYDRATED_FIRST) / GROUP), LATER.length - 1)]
            : undefined
        return (
          <li key={product.id}>
            {Later ? (
              <Suspense fallback={null}>
                <Later product={product} eager={index < eager} />
              </Suspense>
            ) : (
              <ProductCard product={product} eager={index < eager} />
            )}
          </li>
        )
      })}
    </ul>
  )
}
