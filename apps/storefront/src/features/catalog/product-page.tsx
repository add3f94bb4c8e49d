import { formatEuro } from '@shop/catalog'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { CSSProperties } from 'react'
import { Link, useParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { AddToCartButton } from '../../lib/cart/add-to-cart-button'
import { useCart } from '../../lib/cart/cart-context'
import { ProductGrid } from '../../lib/catalog/product-grid'
import type { ProductView } from '../../lib/catalog-types'
import { packLabel } from '../../lib/pack-label'
import { useDocumentTitle } from '../../lib/use-document-title'
import { productQuery, relatedProductsQuery } from './api/product'
import { ImageCarousel } from './image-carousel'

function stockText(product: ProductView): string {
  if (product.stockStatus === 'outofstock') return 'Esaurito'
  if (product.stockStatus === 'onbackorder') return 'Disponibile su ordinazione'
  if (product.stockQuantity !== null && product.stockQuantity <= 5)
    return `Ultimi ${product.stockQuantity} disponibili`
  return 'Disponibile'
}

/** Shown until the related products arrive, and when they cannot be read. */
const NO_PRODUCTS: ProductView[] = []

function NotFound({ message }: { message: string }) {
  return (
    <div className="page">
      <section className="empty-state empty-state--page" aria-labelledby="product-missing">
        <h1 id="product-missing">{message}</h1>
        <p>Il prodotto potrebbe essere stato tolto dal catalogo o l’indirizzo potrebbe essere sbagliato.</p>
        <p>
          <Link to="/prodotti" className="button button--primary">
            Guarda tutti i prodotti
          </Link>
        </p>
      </section>
    </div>
  )
}

/** /prodotti/{slug}: the product with its images, price, pack size and 'Aggiungi al carrello'. */
export function Component() {
  const { slug = '' } = useParams()
  const { data } = useSuspenseQuery(productQuery(slug))
  const { brand } = useShopConfig()
  const { cart } = useCart()
  const related = useQuery(relatedProductsQuery(data.product)).data ?? NO_PRODUCTS
  // Set here, not in NotFound: a parent's effect runs after its child's and would overwrite it.
  useDocumentTitle(data.product?.name ?? 'Prodotto non trovato', brand)
  if (!data.product) return <NotFound message={data.missing} />

  const product = data.product
  const inCart = cart.items.find((item) => String(item.id) === String(product.id))?.quantity ?? 0
  const pack = packLabel(product.packSize)
  const unit =
    product.packSize && product.packSize > 1 && product.price > 0
      ? `${formatEuro(product.price / product.packSize)} a pezzo`
      : null
  const style = {
    '--card-color': product.category?.color ?? 'var(--color-border)',
    '--card-tint': product.category?.tint ?? 'transparent',
  } as CSSProperties

  return (
    <div className="page product-page" style={style}>
      <nav aria-label="Percorso" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/prodotti">Prodotti</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={`/prodotti/categoria/${product.category.slug}`}>{product.category.name}</Link>
            </li>
          ) : null}
          {product.category && product.subcategory ? (
            <li>
              <Link
                to={`/prodotti/categoria/${product.category.slug}/sottocategoria/${product.subcategory.slug}`}
              >
                {product.subcategory.name}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>

      <div className="product-page__main">
        <ImageCarousel images={product.images} label={product.name} />
        <section className="product-page__summary" aria-labelledby="product-name">
          {product.category ? <p className="product-page__category">{product.category.name}</p> : null}
          <h1 id="product-name">{product.name}</h1>
          {pack ? <p className="product-page__pack">{pack}</p> : null}
          <p className="product-page__price">
            <strong>{product.purchasable ? formatEuro(product.price) : 'Prezzo non disponibile'}</strong>
            {product.onSale && product.regularPrice !== null && product.regularPrice > product.price ? (
              <>
                {' '}
                <s>
                  <span className="visually-hidden">invece di </span>
                  {formatEuro(product.regularPrice)}
                </s>{' '}
                <span className="badge badge--accent">Offerta</span>
              </>
            ) : null}
          </p>
          {unit ? <p className="product-page__unit">{unit}</p> : null}
          <p className={product.stockStatus === 'outofstock' ? 'stock stock--out' : 'stock'}>
            {stockText(product)}
          </p>
          {product.shortDescription ? (
            <p className="product-page__short">{product.shortDescription}</p>
          ) : null}
          <div className="product-page__actions">
            <AddToCartButton product={product} />
            {inCart > 0 ? (
              <p className="product-page__in-cart" role="status">
                Nel carrello: {inCart} · <Link to="/cart">Vai al carrello</Link>
              </p>
            ) : null}
          </div>
          <aside className="delivery-note" aria-label="Consegna">
            <p>
              <strong>Consegna con i nostri furgoni</strong> a Bari e dintorni, dal lunedì al sabato, nella
              fascia oraria che scegli. <Link to="/zone-map">Consegniamo da te?</Link>
            </p>
          </aside>
        </section>
      </div>

      {product.description.length > 0 ? (
        <section className="product-page__description" aria-labelledby="product-description">
          <h2 id="product-description">Descrizione</h2>
          {product.description.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their order
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title">Potrebbe interessarti anche</h2>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </div>
  )
}
