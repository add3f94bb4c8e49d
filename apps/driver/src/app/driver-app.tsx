import { FullScreenSpinner } from '@shop/ui'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import {
  createBrowserRouter,
  createRoutesFromElements,
  Link,
  Navigate,
  Route,
  type RouteObject,
  RouterProvider,
} from 'react-router'
import { DayPage } from '../features/day/day-page'
import { FailedPage } from '../features/outcome/failed-page'
import { StopPage } from '../features/stop/stop-page'
import { DriverDataProvider } from '../lib/driver-data'
import { usePage } from '../lib/use-page'
import { DriverLayout } from './driver-layout'
import { LoginPage } from './login-page'
import { useSession } from './session'

// The signature pad comes with the 'Consegnato' form only (the service worker keeps it offline too).
const DeliveredPage = lazy(() =>
  import('../features/outcome/delivered-page').then((module) => ({ default: module.DeliveredPage })),
)

/** The screens need a driver's session (or a day kept on the phone while there is no network). */
function RequireDriver({ children }: { children: ReactNode }) {
  const { status, retry } = useSession()
  if (status === 'loading') return <FullScreenSpinner />
  if (status === 'unavailable') return <Unavailable onRetry={retry} />
  if (status === 'out') return <Navigate to="/accedi" replace />
  return <DriverDataProvider>{children}</DriverDataProvider>
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const heading = usePage('Server non raggiungibile')
  return (
    <main className="login" id="contenuto">
      <div className="login__form">
        <h1 ref={heading} tabIndex={-1}>
          Server non raggiungibile
        </h1>
        <p role="alert" className="message message--danger">
          Non c'è connessione con il negozio e su questo telefono non ci sono ancora dati della giornata.
          Quando torna il segnale, riprova.
        </p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Riprova
        </button>
      </div>
    </main>
  )
}

function NotFoundPage() {
  const heading = usePage('Pagina non trovata')
  return (
    <section className="page">
      <h1 ref={heading} tabIndex={-1}>
        Pagina non trovata
      </h1>
      <Link className="button" to="/">
        Torna alla giornata
      </Link>
    </section>
  )
}

/** The app's routes under /driver; exported for the tests, which draw them in a memory router. */
export const driverRoutes: RouteObject[] = createRoutesFromElements(
  <>
    <Route path="accedi" element={<LoginPage />} />
    <Route
      element={
        <RequireDriver>
          <DriverLayout />
        </RequireDriver>
      }
    >
      <Route index element={<DayPage />} />
      <Route path="fermate/:orderId" element={<StopPage />} />
      <Route
        path="fermate/:orderId/consegnato"
        element={
          <Suspense fallback={<FullScreenSpinner />}>
            <DeliveredPage />
          </Suspense>
        }
      />
      <Route path="fermate/:orderId/non-consegnato" element={<FailedPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
)

export function DriverApp() {
  const [router] = useState(() => createBrowserRouter(driverRoutes, { basename: '/driver' }))
  return <RouterProvider router={router} />
}
