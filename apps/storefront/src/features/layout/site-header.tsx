import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useAuth } from '../../lib/account/auth-context'
import { loginPath } from '../../lib/account/auth-state'
import { useCart } from '../../lib/cart/cart-context'
import { CATEGORY_LINKS, ORDER_LOOKUP_LINK } from '../../lib/nav-links'
import { BrandMark } from './brand-mark'
import { SearchBox } from './search-box'

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.6" fill="currentColor" />
      <circle cx="17" cy="20" r="1.6" fill="currentColor" />
    </svg>
  )
}

/** The header of every page: brand, product families, search, information links and the cart. */
export function SiteHeader() {
  const { brand } = useShopConfig()
  const { count } = useCart()
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const auth = useAuth()
  // Back to this page after the login (never back to the account screens themselves).
  const loginTarget = loginPath(`${location.pathname}${location.search}`)
  const menuId = useId()
  const searchId = useId()

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname])

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-brand">
          <BrandMark />
          <span>{brand}</span>
        </Link>
        <SearchBox id={searchId} />
        <nav className="site-header__tools" aria-label="Carrello e account">
          {auth.isAuthenticated && auth.user ? (
            <Link to="/account" className="site-header__account">
              {auth.user.firstName ? (
                <>
                  <span className="visually-hidden">Il tuo account: </span>
                  {auth.user.firstName}
                </>
              ) : (
                'Il tuo account'
              )}
            </Link>
          ) : (
            <Link to={loginTarget} className="site-header__account">
              Accedi
            </Link>
          )}
          <Link
            to="/cart"
            className="site-cart"
            aria-label={`Carrello, ${count} ${count === 1 ? 'articolo' : 'articoli'}`}
          >
            <CartIcon />
            <span className="site-cart__count" aria-hidden="true" data-testid="cart-count">
              {count}
            </span>
          </Link>
          <button
            type="button"
            className="site-menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">{menuOpen ? 'Chiudi il menu' : 'Apri il menu'}</span>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </nav>
      </div>
      <nav id={menuId} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Principale">
        <ul>
          <li>
            <NavLink to="/prodotti" end>
              Tutti i prodotti
            </NavLink>
          </li>
          {CATEGORY_LINKS.map((category) => (
            <li key={category.slug}>
              <NavLink to={`/prodotti/categoria/${category.slug}`}>{category.label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/zone-map">Zone di consegna</NavLink>
          </li>
          <li>
            <NavLink to="/faq">FAQ</NavLink>
          </li>
          <li>
            <NavLink to="/contatti">Contatti</NavLink>
          </li>
          <li>
            <NavLink to={ORDER_LOOKUP_LINK.to}>{ORDER_LOOKUP_LINK.label}</NavLink>
          </li>
          <li className="site-nav__account">
            {auth.isAuthenticated ? (
              <NavLink to="/account">Il tuo account</NavLink>
            ) : (
              <NavLink to={loginTarget}>Accedi o registrati</NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  )
}
