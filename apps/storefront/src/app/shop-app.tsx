import { BrowserRouter, Route, Routes } from 'react-router'
import { RootLayout } from './root-layout'
import { NotFoundScreen, SHOP_ROUTES } from './routes'

/**
 * The storefront's routes under the shared layout. React Router's declarative mode: its data
 * router costs some 17 KB more (gzipped) in the first load; screens read their data with TanStack
 * Query's useSuspenseQuery instead, prefetched on every navigation (routes.ts).
 */
export function ShopApp() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route element={<RootLayout />}>
          {SHOP_ROUTES.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
