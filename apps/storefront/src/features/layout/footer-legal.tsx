import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { sellerAddress } from '../../lib/legal/seller'
import { LEGAL_LINKS } from '../../lib/nav-links'

/**
 * The footer's legal row (issue 27): the legal pages, and who sells with the partita IVA, which an
 * Italian business's site shows on its home page (DPR 633/1972 art. 35) and here on every page.
 * Nothing about the seller while it is not entered (the legal pages say so).
 */
export function FooterLegal() {
  const { seller } = useShopConfig()
  return (
    <div className="site-footer__legal-row">
      <nav aria-label="Informazioni legali">
        <ul className="site-footer__legal-links">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {seller ? (
        <p className="site-footer__seller" data-testid="footer-seller">
          {seller.companyName} · {sellerAddress(seller)} · P.IVA {seller.vatNumber}
        </p>
      ) : null}
    </div>
  )
}
