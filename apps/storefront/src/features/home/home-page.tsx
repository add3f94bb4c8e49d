import { categoryColor } from '@shop/catalog'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type CSSProperties, Suspense } from 'react'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { ProductGrid } from '../../lib/catalog/product-grid'
import { CATEGORY_LINKS } from '../../lib/nav-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { ZoneCheck } from '../../lib/zone-check/zone-check'
import { homeProductsQuery } from './api/home-products'

const CATEGORY_BLURBS: Record<string, string> = {
  acqua: 'Naturale, frizzante, in plastica o in vetro a rendere.',
  birra: 'Le italiane, le estere e le artigianali.',
  bevande: 'Bibite, succhi, tè freddi ed energy drink.',
  vino: 'Rossi, bianchi, rosati e bollicine.',
}

function CategoryTiles() {
  return (
    <ul className="category-tiles">
      {CATEGORY_LINKS.map((category) => {
        const { color, tint } = categoryColor(category.label)
        return (
          <li key={category.slug}>
            <Link
              to={`/prodotti/categoria/${category.slug}`}
              className="category-tile"
              style={{ '--tile-color': color, '--tile-tint': tint } as CSSProperties}
            >
              <span className="category-tile__name">{category.label}</span>
              <span className="category-tile__blurb">{CATEGORY_BLURBS[category.slug]}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

const STEPS = [
  { title: 'Scegli i prodotti', text: 'Acqua, birra, bibite e vino, anche in confezioni e casse.' },
  {
    title: 'Scegli giorno e fascia oraria',
    text: 'Ti mostriamo solo le fasce in cui un nostro furgone passa davvero da te.',
  },
  {
    title: 'Ricevi a casa o in ufficio',
    text: 'Il furgone arriva nella fascia scelta e ritira i vuoti del vetro a rendere.',
  },
]

/** The featured and on-sale products: they arrive after the rest of the page, which shows at once. */
function HomeProducts() {
  const { featured, onSale } = useSuspenseQuery(homeProductsQuery()).data
  return (
    <>
      {featured.length > 0 ? (
        <section className="section" aria-labelledby="featured-title">
          <div className="section__head">
            <h2 id="featured-title">In evidenza</h2>
            <Link to="/prodotti?ordina=piu-venduti">Vedi tutti</Link>
          </div>
          <ProductGrid products={featured} />
        </section>
      ) : null}

      {onSale.length > 0 ? (
        <section className="section" aria-labelledby="sale-title">
          <div className="section__head">
            <h2 id="sale-title">Offerte</h2>
            <Link to="/prodotti?offerte=1">Vedi tutte le offerte</Link>
          </div>
          <ProductGrid products={onSale} />
        </section>
      ) : null}
    </>
  )
}

/** Room for the products while they load, so that nothing below jumps when they arrive. */
function HomeProductsPlaceholder() {
  return <div className="section home__placeholder" aria-hidden="true" />
}

/** /: the shop's front page. */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle(null, brand)
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">Acqua, birra, bibite e vino a casa tua</h1>
          <p className="hero__lead">
            Consegniamo con i nostri furgoni a Bari e nei comuni vicini, dal lunedì al sabato, nella fascia
            oraria che scegli tu.
          </p>
          <p className="hero__actions">
            <Link to="/prodotti" className="button button--primary button--large">
              Scopri i prodotti
            </Link>
            <Link to="/zone-map" className="button button--ghost button--large">
              Zone di consegna
            </Link>
          </p>
        </div>
        <div className="hero__check">
          <ZoneCheck />
        </div>
      </section>

      <section className="section" aria-labelledby="categories-title">
        <h2 id="categories-title">Le nostre categorie</h2>
        <CategoryTiles />
      </section>

      <Suspense fallback={<HomeProductsPlaceholder />}>
        <HomeProducts />
      </Suspense>

      <section className="section steps" aria-labelledby="steps-title">
        <h2 id="steps-title">Come funziona</h2>
        <ol className="steps__list">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
