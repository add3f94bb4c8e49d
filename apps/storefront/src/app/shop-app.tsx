import { BrowserRouter, Route, Routes } from 'react-router'
import { RootLayout } from './root-layout'
import { NotFoundScreen, ScreenView, SHOP_ROUTES } from './routes'

/**
 * The storefront's routes under the shared layout. React Router's declarative mode: its data
 * router costs some 17 KB more (gzipped) in the first load; screens read their data with TanStack
 * Query's useSuspenseQuery instead, prefetched on every navigation (routes.ts).
 */
export function ShopApp() {
  return (
    <BrowserRouter useTransitions={false}>
      <ShopRoutes />
    </BrowserRouter>
  )
}

/** The routes alone, for a router of the caller's: the server renders them in a StaticRouter. */
export function ShopRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {SHOP_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<ScreenView screen={Screen} />} />
        ))}
        <Route path="*" element={<ScreenView screen={NotFoundScreen} />} />
      </Route>
    </Routes>
  )
}
