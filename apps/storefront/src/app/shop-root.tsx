import { ErrorBannerProvider, ToastProvider } from '@shop/ui'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { AuthProvider } from '../lib/account/auth-context'
import { CartProvider } from '../lib/cart/cart-context'
import { ServerPageProvider, type ServerPageStage } from './hydration'
import { RuntimeErrorWatcher } from './runtime-error-watcher'
import { type ShopConfig, ShopConfigProvider } from './shop-config'

/**
 * Everything around the routes, the same in the browser and in a server render (`serverPage`:
 * the server's render and the browser's hydration of it, app/hydration.tsx). `config` is the
 * shop's configuration when it is already known (a server render, and the page built from it).
 */
export function ShopRoot({
  client,
  config,
  serverPage = null,
  children,
}: {
  client: QueryClient
  config?: ShopConfig | undefined
  serverPage?: ServerPageStage | null
  children: ReactNode
}) {
  const app = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ShopConfigProvider {...(config ? { value: config } : {})}>
          <ErrorBannerProvider>
            <ToastProvider>
              <AuthProvider>
                <CartProvider>
                  <RuntimeErrorWatcher />
                  {children}
                </CartProvider>
              </AuthProvider>
            </ToastProvider>
          </ErrorBannerProvider>
        </ShopConfigProvider>
      </QueryClientProvider>
    </StrictMode>
  )
  return serverPage ? <ServerPageProvider stage={serverPage}>{app}</ServerPageProvider> : app
}
