import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CONTACT_PHONE, WHATSAPP } from '../info/shop-facts'

/**
 * A screen whose flow is being built (accounts, checkout, payments): the route exists, says so
 * plainly, and tells the customer how to order meanwhile.
 */
export function UpcomingScreen({ title, children }: { title: string; children?: ReactNode }) {
  const { brand } = useShopConfig()
  useDocumentTitle(title, brand)
  return (
    <div className="page">
      <section className="empty-state empty-state--page" aria-labelledby="upcoming-title">
        <h1 id="upcoming-title">{title}</h1>
        {children}
        <p>
          Questa parte del nuovo sito è in preparazione. Nel frattempo puoi ordinare chiamando il{' '}
          <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a> o scrivendoci su{' '}
          <a href={WHATSAPP.href}>WhatsApp</a>.
        </p>
        <p className="empty-state__actions">
          <Link to="/cart" className="button button--primary">
            Vai al carrello
          </Link>
          <Link to="/prodotti" className="button button--ghost">
            Continua gli acquisti
          </Link>
        </p>
      </section>
    </div>
  )
}
