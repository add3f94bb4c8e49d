import { Link, NavLink, Outlet } from 'react-router'
import { useSession } from './session'

const SECTIONS = [
  { to: '/orders', label: 'Ordini' },
  { to: '/dispatch', label: 'Consegne' },
  { to: '/drivers', label: 'Autisti' },
  { to: '/cash', label: 'Incassi' },
  { to: '/calendario', label: 'Calendario consegne' },
  { to: '/zones', label: 'Zone' },
  { to: '/customers', label: 'Clienti' },
  { to: '/products', label: 'Prodotti' },
  { to: '/recessi', label: 'Recessi' },
  { to: '/config', label: 'Configurazione' },
] as const

const ROLE_LABELS: Record<string, string> = { administrator: 'Amministratore', shop_manager: 'Gestore' }

/** The frame of every admin screen: brand, sections, who is logged in, log out. */
export function AdminLayout() {
  const { user, brand, seller, logOut } = useSession()
  return (
    <div className="admin">
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <header className="admin-header">
        <span className="admin-header__brand">
          {brand} <span className="admin-header__area">Gestione</span>
        </span>
        <nav aria-label="Sezioni" className="admin-nav">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) => (isActive ? 'admin-nav__link is-active' : 'admin-nav__link')}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-header__user">
          <span>
            {user?.email}
            {user ? (
              <span className="admin-header__role"> · {ROLE_LABELS[user.role] ?? user.role}</span>
            ) : null}
          </span>
          <button type="button" className="button button--quiet" onClick={() => void logOut()}>
            Esci
          </button>
        </div>
      </header>
      {user && seller === null ? (
        // No order is taken while the seller is missing (issue 27): said on every screen until it is entered.
        <p className="notice admin-seller-warning" role="status" data-testid="seller-warning">
          {user.role === 'administrator' ? (
            <>
              Il negozio non può ricevere ordini finché non inserisci i dati del venditore.{' '}
              <Link to="/config#venditore">Inserisci i dati del venditore</Link>
            </>
          ) : (
            'Il negozio non può ricevere ordini finché un amministratore non inserisce i dati del venditore.'
          )}
        </p>
      ) : null}
      <main id="contenuto" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}
