import { FullScreenSpinner, type WelcomeStorage, welcomeDismissedKey } from '@shop/ui'
import { type ComponentType, lazy, Suspense, useLayoutEffect } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router'
import { SiteFooter } from '../features/layout/site-footer'
import { SiteHeader } from '../features/layout/site-header'
import { hydratedLater, useChosenAtMount, useHydrated } from './hydration'
import { ScreenErrorBoundary } from './route-error-boundary'
import { preloadRoute } from './routes'
import { useShopConfig, useShopConfigReady } from './shop-config'

/**
 * On every navigation: start the new screen's data while its code loads, and show it from the top
 * (going back keeps the browser's own scroll position).
 */
function useNavigationEffects() {
  const location = useLocation()
  const type = useNavigationType()
  useLayoutEffect(() => {
    preloadRoute(location.pathname, location.search)
  }, [location.pathname, location.search])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what scrolls to the top
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0)
  }, [location.pathname, type])
  return location
}

// The welcome dialog (and Radix Dialog with it) loads only for visitors who have not dismissed it.
const WelcomeDialog = lazy(() =>
  import('@shop/ui/welcome-dialog').then((module) => ({ default: module.WelcomeDialog })),
)

function welcomeStorage(): WelcomeStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Whether the welcome dialog was dismissed for good (SPEC.md section 4); unreadable storage: no. */
function welcomeDismissed(brand: string, storage: WelcomeStorage | null): boolean {
  try {
    return storage?.getItem(welcomeDismissedKey(brand)) === 'true'
  } catch {
    return false
  }
}

/**
 * The welcome dialog of a first visit. Not part of a page the server rendered: it opens once the
 * browser has taken the page over (a component of its own, so that only it renders again then).
 */
function Welcome() {
  const config = useShopConfig()
  const ready = useShopConfigReady()
  const hydrated = useHydrated()
  const storage = hydrated ? welcomeStorage() : null
  const welcome = hydrated && ready && config.welcomeDialog && !welcomeDismissed(config.brand, storage)
  return welcome ? (
    <Suspense fallback={null}>
      <WelcomeDialog brand={config.brand} storage={storage} />
    </Suspense>
  ) : null
}

/**
 * `component` as a part of the layout that the browser hydrates a task after the rest when it
 * takes over a page the server rendered (app/hydration.tsx); at once otherwise.
 */
function layoutPart(component: ComponentType) {
  const later = hydratedLater(() => Promise.resolve(component))
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at the module's start (as lazy does)
  return function LayoutPart() {
    const Part = useChosenAtMount((hydrating) => (hydrating ? later : component))
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    )
  }
}
const Header = layoutPart(SiteHeader)
const Footer = layoutPart(SiteFooter)

/** Every customer screen: skip link, header, the screen, footer, and the shared overlays. */
export function RootLayout() {
  const location = useNavigationEffects()
  return (
    <>
      <a href="#contenuto" className="skip-link">
        Vai al contenuto
      </a>
      <Header />
      <main id="contenuto" tabIndex={-1}>
        {/* A full-screen spinner while a screen's code or data loads (SPEC.md section 2). */}
        <ScreenErrorBoundary key={location.pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <Welcome />
    </>
  )
}
