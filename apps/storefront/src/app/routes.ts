import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, createElement, lazy } from 'react'
import { matchPath } from 'react-router'
import { productQuery, relatedProductsQuery } from '../features/catalog/api/product'
import { productListQuery } from '../features/catalog/api/product-list'
import { homeProductsQuery } from '../features/home/api/home-products'
import { zonesQuery } from '../lib/zone-check/api/zones'
import { hydratedLater, markTakenOver, useChosenAtMount } from './hydration'
import { queryClient } from './query-client'

/**
 * A screen, loaded on the way to it (route-level code splitting): lazy until `load()` has brought
 * its module, rendered at once after that. The server renders a page, and the browser hydrates
 * it, only once the screen's module is loaded (entry-server.tsx, main.tsx): the first render of
 * the browser then matches the server's, with nothing suspended.
 */
export interface Screen {
  load: () => Promise<ComponentType>
  loaded: ComponentType | undefined
  Lazy: ComponentType
  /** The loaded screen, a task later: how the browser hydrates it (ScreenView). */
  Later: ComponentType
}

function lazyScreen(load: () => Promise<ComponentType>): Screen {
  let loading: Promise<ComponentType> | undefined
  const screen: Screen = {
    load: () => {
      loading ??= load().then((component) => {
        screen.loaded = component
        return component
      })
      return loading
    },
    loaded: undefined,
    Lazy: lazy(() => screen.load().then((component) => ({ default: component }))),
    Later: hydratedLater(() => screen.load(), markTakenOver),
  }
  return screen
}

/**
 * Renders a screen. Each use keeps what it started with: one that went through `Lazy` is not
 * remounted when its route renders again after the module arrived. The browser hydrates the screen
 * of a page the server rendered a task after the rest (`Later`: Preact keeps the server's markup of
 * a part that waits, and hydrates it when it is ready), so that neither is one long task.
 */
export function ScreenView({ screen }: { screen: Screen }) {
  const component = useChosenAtMount((hydrating) =>
    hydrating ? screen.Later : (screen.loaded ?? screen.Lazy),
  )
  return createElement(component)
}

/** A screen module's `Component`. */
function screen(load: () => Promise<{ Component: ComponentType }>): Screen {
  return lazyScreen(() => load().then((module) => module.Component))
}

function namedScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  return lazyScreen(() => load().then((module) => module[name]))
}

type Params = Record<string, string | undefined>

export interface ShopRoute {
  path: string
  Screen: Screen
  /**
   * Starts the screen's query while its code loads (the screen reads the same query), in the
   * page's client or the one a server render fills; settles when the data is there (or failed).
   */
  preload?: (params: Params, search: string, client?: QueryClient) => Promise<void>
  /**
   * Rendered on the server for a first visit (README, 'The first screen from the server'): the
   * screens anyone may land on, the same for every visitor, whose data is public.
   */
  serverRendered?: true
}

const productList = screen(() => import('../features/catalog/product-list-page'))
const preloadList: ShopRoute['preload'] = (params, search, client = queryClient) =>
  client.prefetchQuery(productListQuery(params, search))
const passwordReset = () => import('../features/account/password-reset-pages')
const orderPage = () => import('../features/account/order-page')

/** Every customer route of SPEC.md section 2; any other path is the Not found screen. */
export const SHOP_ROUTES: ShopRoute[] = [
  {
    path: '/',
    Screen: screen(() => import('../features/home/home-page')),
    preload: (_params, _search, client = queryClient) => client.prefetchQuery(homeProductsQuery()),
    serverRendered: true,
  },
  { path: '/prodotti', Screen: productList, preload: preloadList, serverRendered: true },
  { path: '/prodotti/categoria/:category', Screen: productList, preload: preloadList, serverRendered: true },
  {
    path: '/prodotti/categoria/:category/sottocategoria/:subcategory',
    Screen: productList,
    preload: preloadList,
    serverRendered: true,
  },
  {
    path: '/prodotti/:slug',
    Screen: screen(() => import('../features/catalog/product-page')),
    // The product, then the others of its kind the page suggests: the page arrives whole.
    preload: async ({ slug = '' }, _search, client = queryClient) => {
      await client.prefetchQuery(productQuery(slug))
      const product = client.getQueryData(productQuery(slug).queryKey)?.product
      if (product?.category) await client.prefetchQuery(relatedProductsQuery(product))
    },
    serverRendered: true,
  },
  { path: '/cart', Screen: screen(() => import('../features/cart/cart-page')) },
  { path: '/faq', Screen: screen(() => import('../features/info/faq-page')) },
  { path: '/chisiamo', Screen: screen(() => import('../features/info/about-page')) },
  { path: '/contatti', Screen: screen(() => import('../features/info/contacts-page')) },
  {
    path: '/informazioni/acqua-plastica',
    Screen: screen(() => import('../features/info/water-plastic-page')),
  },
  { path: '/informazioni/acqua-vetro', Screen: screen(() => import('../features/info/water-glass-page')) },
  // The legal pages (issue 27): linked from the footer and the checkout.
  { path: '/condizioni-di-vendita', Screen: screen(() => import('../features/legal/conditions-page')) },
  { path: '/privacy', Screen: screen(() => import('../features/legal/privacy-page')) },
  { path: '/cookie', Screen: screen(() => import('../features/legal/cookie-page')) },
  { path: '/note-legali', Screen: screen(() => import('../features/legal/legal-notes-page')) },
  {
    path: '/zone-map',
    Screen: screen(() => import('../features/zone-map/zone-map-page')),
    preload: (_params, _search, client = queryClient) => client.prefetchQuery(zonesQuery()),
  },
  { path: '/login', Screen: screen(() => import('../features/account/login-page')) },
  { path: '/register', Screen: screen(() => import('../features/account/register-page')) },
  { path: '/account', Screen: screen(() => import('../features/account/account-page')) },
  // One order followed through its statuses: the customer's (issue 17), and a guest's by key or number and email.
  { path: '/account/ordini/:id', Screen: screen(orderPage) },
  { path: '/ordine', Screen: namedScreen(orderPage, 'GuestOrderScreen') },
  // After a failed delivery, the new day and slot (issue 26: the link of the 'non consegnato' mail and SMS).
  { path: '/ordine/nuova-consegna', Screen: screen(() => import('../features/reschedule/reschedule-page')) },
  // The online withdrawal (issue 27, art. 54-bis Codice del Consumo): an order's, or a guest's by number and e-mail.
  { path: '/recesso', Screen: screen(() => import('../features/withdrawal/withdrawal-page')) },
  // The edit-address screen (SPEC.md section 2 shows no route for it).
  { path: '/account/indirizzi/:kind', Screen: screen(() => import('../features/account/edit-address-page')) },
  { path: '/auto-login/:userId', Screen: screen(() => import('../features/account/auto-login-page')) },
  { path: '/password-dimenticata', Screen: namedScreen(passwordReset, 'RequestResetScreen') },
  { path: '/reset-password', Screen: namedScreen(passwordReset, 'ResetPasswordScreen') },
  { path: '/checkout', Screen: screen(() => import('../features/checkout/checkout-page')) },
  { path: '/order-success', Screen: screen(() => import('../features/checkout/order-success-page')) },
  { path: '/paga', Screen: screen(() => import('../features/checkout/pay-page')) },
]

export const NotFoundScreen = screen(() => import('../features/errors/not-found-page'))

/** The route of `pathname` and its parameters, or null (the Not found screen). */
export function matchShopRoute(pathname: string): { route: ShopRoute; params: Params } | null {
  for (const route of SHOP_ROUTES) {
    const match = matchPath(route.path, pathname)
    if (match) return { route, params: match.params }
  }
  return null
}

/** Starts the data of the screen at `pathname` (called on every navigation and at start). */
export function preloadRoute(pathname: string, search: string): void {
  const match = matchShopRoute(pathname)
  void match?.route.preload?.(match.params, search)
}
