import type { ProductView } from '../catalog-types'
import { ProductCard } from './product-card'

/** Products in a responsive grid; the first `eager` images load at once (they are above the fold). */
export function ProductGrid({ products, eager = 0 }: { products: readonly ProductView[]; eager?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  )
}
