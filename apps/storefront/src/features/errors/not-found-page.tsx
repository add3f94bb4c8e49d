import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'

/** Any path the shop does not have. */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Pagina non trovata', brand)
  return (
    <div className="page">
      <section className="empty-state empty-state--page" aria-labelledby="not-found-title">
        <p className="empty-state__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Pagina non trovata</h1>
        <p>La pagina che cerchi non esiste o è stata spostata.</p>
        <p className="empty-state__actions">
          <Link to="/" className="button button--primary">
            Torna alla home
          </Link>
          <Link to="/prodotti" className="button button--ghost">
            Guarda i prodotti
          </Link>
        </p>
      </section>
    </div>
  )
}
