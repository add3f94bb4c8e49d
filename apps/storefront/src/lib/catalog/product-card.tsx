import { formatEuro } from '@shop/catalog'
import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { AddToCartButton } from '../cart/add-to-cart-button'
import type { ProductView } from '../catalog-types'
import { packLabel } from '../pack-label'

/** The card of a product in a list: category colour and tint, pack size, price, add to cart. */
export function ProductCard({ product, eager = false }: { product: ProductView; eager?: boolean }) {
  const image = product.images[0]
  const style = {
    '--card-color': product.category?.color ?? 'var(--color-border)',
    '--card-tint': product.category?.tint ?? 'transparent',
  } as CSSProperties
  const pack = packLabel(product.packSize)
  return (
    <article className="product-card" style={style} data-testid="product-card">
      <Link to={`/prodotti/${product.slug}`} className="product-card__link">
        <div className="product-card__media">
          {image ? (
            <img
              src={image.src}
              alt=""
              width="240"
              height="240"
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(eager ? { fetchPriority: 'high' as const } : {})}
            />
          ) : null}
          {product.onSale ? <span className="product-card__badge">Offerta</span> : null}
        </div>
        <div className="product-card__body">
          {product.category ? <p className="product-card__category">{product.category.name}</p> : null}
          <h3 className="product-card__name">{product.name}</h3>
          {pack ? <p className="product-card__pack">{pack}</p> : null}
        </div>
      </Link>
      <div className="product-card__footer">
        <p className="product-card__price">
          {product.onSale && product.regularPrice !== null && product.regularPrice > product.price ? (
            <>
              <span className="visually-hidden">Prezzo scontato </span>
              <strong>{formatEuro(product.price)}</strong>{' '}
              <s>
                <span className="visually-hidden">invece di </span>
                {formatEuro(product.regularPrice)}
              </s>
            </>
          ) : (
            <strong>{product.purchasable ? formatEuro(product.price) : ''}</strong>
          )}
        </p>
        <AddToCartButton product={product} compact />
      </div>
    </article>
  )
}
