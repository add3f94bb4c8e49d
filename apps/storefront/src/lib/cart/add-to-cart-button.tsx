import { useToast } from '@shop/ui'
import type { ProductView } from '../catalog-types'
import { useCart } from './cart-context'

/** 'Aggiungi al carrello' (ADD_ITEM), or why the product cannot be ordered now. */
export function AddToCartButton({ product, compact = false }: { product: ProductView; compact?: boolean }) {
  const { addProduct } = useCart()
  const toast = useToast()
  const orderable = product.purchasable && product.stockStatus !== 'outofstock'
  if (!orderable) {
    return (
      <p
        className={
          compact
            ? 'add-to-cart add-to-cart--unavailable add-to-cart--compact'
            : 'add-to-cart add-to-cart--unavailable'
        }
      >
        {product.stockStatus === 'outofstock' ? 'Esaurito' : 'Non disponibile'}
      </p>
    )
  }
  return (
    <button
      type="button"
      className={
        compact
          ? 'button button--primary add-to-cart add-to-cart--compact'
          : 'button button--primary add-to-cart'
      }
      onClick={() => {
        addProduct(product)
        toast.show(`${product.name} aggiunto al carrello`, { tone: 'success' })
      }}
      aria-label={compact ? `Aggiungi al carrello: ${product.name}` : undefined}
    >
      {compact ? 'Aggiungi' : 'Aggiungi al carrello'}
    </button>
  )
}
