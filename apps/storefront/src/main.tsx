import './styles/tokens.css'
import '@shop/ui/styles.css'
import './styles/base.css'
import './styles/shop.css'
import { ErrorBannerProvider, ToastProvider } from '@shop/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { queryClient } from './app/query-client'
import { preloadRoute } from './app/routes'
import { RuntimeErrorWatcher } from './app/runtime-error-watcher'
import { ShopApp } from './app/shop-app'
import { ShopConfigProvider } from './app/shop-config'
import { AuthProvider } from './lib/account/auth-context'
import { CartProvider } from './lib/cart/cart-context'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// A page built to read a config.json (README, 'On its own origin') preloads it: its calls go
// where the file says, once read. The usual page has no such link and starts at once.
const config = document.querySelector<HTMLLinkElement>('link[rel="preload"][href$="config.json"]')
if (config) {
  void import('./app/runtime-config')
    .then(({ applyRuntimeConfig }) => applyRuntimeConfig(config.href, root))
    .then((ready) => ready && start(root))
} else start(root)

function start(root: HTMLElement) {
  // The first screen's data starts now, alongside its code.
  preloadRoute(window.location.pathname, window.location.search)

  // Rendered in a task of its own, after the one that ran the scripts, and as a transition: the
  // build runs on Preact (README, 'React on Preact'), which renders at once, so the scripts and the
  // first render are two long tasks instead of one; React (dev server, tests) works in short slices.
  // Either way the page stays more responsive while the first screen is built (Total Blocking Time).
  setTimeout(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <ShopConfigProvider>
              <ErrorBannerProvider>
                <ToastProvider>
                  <AuthProvider>
                    <CartProvider>
                      <RuntimeErrorWatcher />
                      <ShopApp />
                    </CartProvider>
                  </AuthProvider>
                </ToastProvider>
              </ErrorBannerProvider>
            </ShopConfigProvider>
          </QueryClientProvider>
        </StrictMode>,
      )
    }),
  )
}
