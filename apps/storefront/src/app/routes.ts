import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { matchPath } from 'react-router'
import { productQuery } from '../features/catalog/api/product'
import { productListQuery } from '../features/catalog/api/product-list'
import { homeProductsQuery } from '../features/home/api/home-products'
import { zonesQuery } from '../lib/zone-check/api/zones'
import { queryClient } from './query-client'

type Screen = LazyExoticComponent<ComponentType>

/** A screen module's `Component`, loaded on the way to it (route-level code splitting). */
function screen(load: () => Promise<{ Component: ComponentType }>): Screen {
  return lazy(() => load().then((module) => ({ default: module.Component })))
}

function namedScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

export interface ShopRoute {
  path: string
  Screen: Screen
  /** Starts the screen's query while its code loads (the screen reads the same query). */
  preload?: (params: Record<string, string | undefined>, search: string) => void
}

const productList = screen(() => import('../features/catalog/product-list-page'))
const preloadList: ShopRoute['preload'] = (params, search) =>
  void queryClient.prefetchQuery(productListQuery(params, search))
const passwordReset = () => import('../features/account/password-reset-pages')
const orderPage = () => import('../features/account/order-page')

/** Every customer route of SPEC.md section 2; any other path is the Not found screen. */
export const SHOP_ROUTES: ShopRoute[] = [
  {
    path: '/',
    Screen: screen(() => import('../features/home/home-page')),
    preload: () => void queryClient.prefetchQuery(homeProductsQuery()),
  },
  { path: '/prodotti', Screen: productList, preload: preloadList },
  { path: '/prodotti/categoria/:category', Screen: productList, preload: preloadList },
  {
    path: '/prodotti/categoria/:category/sottocategoria/:subcategory',
    Screen: productList,
    preload: preloadList,
  },
  {
    path: '/prodotti/:slug',
    Screen: screen(() => import('../features/catalog/product-page')),
    preload: ({ slug = '' }) => void queryClient.prefetchQuery(productQuery(slug)),
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
    preload: () => void queryClient.prefetchQuery(zonesQuery()),
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

/** Starts the data of the screen at `pathname` (called on every navigation and at start). */
export function preloadRoute(pathname: string, search: string): void {
  for (const route of SHOP_ROUTES) {
    const match = matchPath(route.path, pathname)
    if (match) {
      route.preload?.(match.params, search)
      return
    }
  }
}
