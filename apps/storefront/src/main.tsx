import './styles/tokens.css'
import '@shop/ui/styles.css'
import './styles/base.css'
import './styles/shop.css'
import { hydrate } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { keepEarlyPresses, nextTask } from './app/hydration'
import { queryClient } from './app/query-client'
import { matchShopRoute, preloadRoute } from './app/routes'
import { ShopApp } from './app/shop-app'
import { ShopRoot } from './app/shop-root'
import type { ServerPageState } from './entry-server'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// A page built to read a config.json (README, 'On its own origin') preloads it: its calls go
// where the file says, once read. The usual page has no such link and starts at once.
const config = document.querySelector<HTMLLinkElement>('link[rel="preload"][href$="config.json"]')
if (config) {
  void import('./app/runtime-config')
    .then(({ applyRuntimeConfig }) => applyRuntimeConfig(config.href, root))
    .then((ready) => ready && start(root))
} else {
  const served = serverState()
  if (served) void takeOver(root, served)
  else start(root)
}

/** What a page the server rendered carries (entry-server.tsx), or null for the usual page. */
function serverState(): ServerPageState | null {
  const script = document.getElementById('shop-state')
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as ServerPageState) : null
  } catch {
    return null
  }
}

/**
 * The server rendered this page (README, 'The first screen from the server'): its data goes into
 * the page's cache, and once the screen's code is here the app takes the markup over (hydration)
 * instead of building it again, the screen a task after the rest (app/routes.ts, ScreenView), which
 * then marks #root `data-hydrated`.
 */
async function takeOver(root: HTMLElement, served: ServerPageState) {
  keepEarlyPresses(root)
  const screen = matchShopRoute(window.location.pathname)?.route.Screen.load()
  // Each step a task of its own (Total Blocking Time): the scripts, the data, the take-over.
  await nextTask()
  hydrate(queryClient, served.queries)
  await screen
  await nextTask()
  hydrateRoot(
    root,
    <ShopRoot client={queryClient} config={served.config} serverPage="hydration">
      <ShopApp />
    </ShopRoot>,
  )
}

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
        <ShopRoot client={queryClient}>
          <ShopApp />
        </ShopRoot>,
      )
    }),
  )
}
