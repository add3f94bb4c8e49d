import { FullScreenSpinner } from '@shop/ui'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Route,
  RouterProvider,
  useLocation,
} from 'react-router'
import { AdminLayout } from './admin-layout'
import { LoginPage } from './login-page'
import { useSession } from './session'

// Each screen is its own chunk: the map editor (Leaflet and its drawing tools) loads only on /admin/zones.
const OrdersPage = lazy(() =>
  import('../features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
)
const DispatchPage = lazy(() =>
  import('../features/dispatch/dispatch-page').then((module) => ({ default: module.DispatchPage })),
)
const DriversPage = lazy(() =>
  import('../features/drivers/drivers-page').then((module) => ({ default: module.DriversPage })),
)
const CashPage = lazy(() =>
  import('../features/cash/cash-page').then((module) => ({ default: module.CashPage })),
)
const ZonesPage = lazy(() =>
  import('../features/zones/zones-page').then((module) => ({ default: module.ZonesPage })),
)
const CustomersPage = lazy(() =>
  import('../features/customers/customers-page').then((module) => ({ default: module.CustomersPage })),
)
const CustomerPage = lazy(() =>
  import('../features/customers/customer-page').then((module) => ({ default: module.CustomerPage })),
)
const ProductsPage = lazy(() =>
  import('../features/products/products-page').then((module) => ({ default: module.ProductsPage })),
)
const DeliveryCalendarPage = lazy(() =>
  import('../features/delivery-calendar/delivery-calendar-page').then((module) => ({
    default: module.DeliveryCalendarPage,
  })),
)
const ConfigPage = lazy(() =>
  import('../features/config/config-page').then((module) => ({ default: module.ConfigPage })),
)
const WithdrawalsPage = lazy(() =>
  import('../features/withdrawals/withdrawals-page').then((module) => ({ default: module.WithdrawalsPage })),
)
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
)

/** Every admin screen needs an operator's session; anyone else goes to the login, and comes back after. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { status, loggedOut, retry } = useSession()
  const location = useLocation()
  if (status === 'loading') return <FullScreenSpinner />
  if (status === 'unavailable') return <Unavailable onRetry={retry} />
  if (status !== 'staff') {
    const back = `${location.pathname}${location.search}`
    const redirect = back === '/' || loggedOut ? '' : `?redirect=${encodeURIComponent(back)}`
    return <Navigate to={`/login${redirect}`} replace />
  }
  return children
}

/** The server could not say who is logged in (WooCommerce down, no network): not a logout. */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="login" id="contenuto">
      <section className="login__panel panel">
        <h1>Gestione non raggiungibile</h1>
        <p role="alert">
          Il server del negozio non risponde in questo momento, quindi non è possibile verificare l'accesso.
          La sessione resta valida: riprova tra poco.
        </p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Riprova
        </button>
      </section>
    </main>
  )
}

const screen = (page: ReactNode) => <Suspense fallback={<FullScreenSpinner />}>{page}</Suspense>

/**
 * The admin's routes under /admin. A data router (createBrowserRouter), so that a screen can hold
 * back a navigation while it has unsaved changes (useBlocker: the zone editor).
 */
const routes = createRoutesFromElements(
  <>
    <Route path="login" element={<LoginPage />} />
    <Route
      element={
        <RequireStaff>
          <AdminLayout />
        </RequireStaff>
      }
    >
      <Route index element={screen(<OrdersPage />)} />
      <Route path="orders" element={screen(<OrdersPage />)} />
      <Route path="dispatch" element={screen(<DispatchPage />)} />
      <Route path="drivers" element={screen(<DriversPage />)} />
      <Route path="cash" element={screen(<CashPage />)} />
      <Route path="calendario" element={screen(<DeliveryCalendarPage />)} />
      <Route path="zones" element={screen(<ZonesPage />)} />
      <Route path="customers" element={screen(<CustomersPage />)} />
      <Route path="customers/:id" element={screen(<CustomerPage />)} />
      <Route path="products" element={screen(<ProductsPage />)} />
      <Route path="recessi" element={screen(<WithdrawalsPage />)} />
      <Route path="config" element={screen(<ConfigPage />)} />
      <Route path="*" element={screen(<NotFoundPage />)} />
    </Route>
  </>,
)

export function AdminApp() {
  // One router for the app's life (StrictMode renders twice; the state keeps the first).
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/admin' }))
  return <RouterProvider router={router} />
}
