import { systemClock } from '@shop/clock'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { CATEGORY_LINKS, INFO_LINKS, ORDER_LOOKUP_LINK, WITHDRAWAL_LINK } from '../../lib/nav-links'
import { FooterLegal } from './footer-legal'

/** The footer of every page: products, information, delivery and payment at a glance. */
export function SiteFooter() {
  const { brand } = useShopConfig()
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-products">
          <h2 id="footer-products">Prodotti</h2>
          <ul>
            {CATEGORY_LINKS.map((category) => (
              <li key={category.slug}>
                <Link to={`/prodotti/categoria/${category.slug}`}>{category.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/prodotti?ordina=offerte">Offerte</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info">Informazioni</h2>
          <ul>
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={ORDER_LOOKUP_LINK.to}>{ORDER_LOOKUP_LINK.label}</Link>
            </li>
            <li>
              <Link to={WITHDRAWAL_LINK.to}>{WITHDRAWAL_LINK.label}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-delivery">
          <h2 id="footer-delivery">Consegna e pagamento</h2>
          <p>
            Consegniamo con i nostri furgoni a Bari e dintorni, dal lunedì al sabato, in fasce orarie di
            un'ora.
          </p>
          <p>Paghi con carta, bonifico bancario o PayPal.</p>
        </section>
      </div>
      <FooterLegal />
      <p className="site-footer__legal">
        © {systemClock().getFullYear()} {brand} · Consegna bevande a domicilio a Bari e provincia
      </p>
    </footer>
  )
}
