/**
 * The first screen from the server (README, 'The first screen from the server'): the API server
 * renders the screens anyone may land on (`serverRendered` in app/routes.ts: home, product lists,
 * product pages) into the page it sends, with the data they showed, and the browser takes the
 * page over (main.tsx) instead of building it. Built by `vite build --ssr` into dist/server/, on
 * Preact like the browser's build; the API server loads it from there (apps/api, create-server.ts).
 *
 * The render is the same for everyone: no session, no cookie, no storage (the cart and the login
 * join in the browser, app/hydration.tsx). Whatever cannot be rendered (a route not listed, data
 * that did not come, a screen that would wait) gives null: the usual page, built in the browser.
 */
import type { ApiFetch } from '@shop/api-client'
import { dehydrate } from '@tanstack/react-query'
import { renderToString } from 'preact-render-to-string'
import { StaticRouter } from 'react-router'
import { createShopQueryClient } from './app/query-client'
import { matchShopRoute } from './app/routes'
import { ShopRoutes } from './app/shop-app'
import { type ShopConfig, shopConfigOf } from './app/shop-config'
import { ShopRoot } from './app/shop-root'
import { apiGet, setApiTarget } from './lib/api'

/** What the page carries for the browser to take it over: `<script id="shop-state">`'s JSON. */
export interface ServerPageState {
  config: ShopConfig
  queries: ReturnType<typeof dehydrate>
}

export interface ServerPage {
  /** The markup of `#root`. */
  html: string
  state: ServerPageState
}

/** The origin the render's calls name; they never leave the server (`api` answers them). */
const RENDER_ORIGIN = 'http://shop.render'

let api: ApiFetch | undefined

/**
 * Renders the page at `url` (path and query), calling the shop's API through `fetch` (the server's
 * own routes, without a session); null when this page is not rendered on the server.
 */
export async function renderShopPage(url: string, fetch: ApiFetch): Promise<ServerPage | null> {
  const { pathname, search } = new URL(url, RENDER_ORIGIN)
  const match = matchShopRoute(pathname)
  if (!match?.route.serverRendered) return null
  if (api !== fetch) {
    api = fetch
    setApiTarget({ baseURL: `${RENDER_ORIGIN}/api`, credentials: 'omit' }, fetch)
  }

  const client = createShopQueryClient()
  const [answer] = await Promise.all([
    apiGet<Partial<ShopConfig>>('/config'),
    match.route.preload?.(match.params, search, client),
    match.route.Screen.load(),
  ])
  // A screen whose data did not come (an unknown product, the catalogue unreachable) is built in
  // the browser, which shows its own message and 'Riprova'.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'success')
  )
    return null

  const config = shopConfigOf(answer)
  const html = renderToString(
    <ShopRoot client={client} config={config} serverPage="server">
      <StaticRouter location={`${pathname}${search}`}>
        <ShopRoutes />
      </StaticRouter>
    </ShopRoot>,
  )
  return { html, state: { config, queries: dehydrate(client) } }
}
