import { accountsResource } from './resources/accounts'
import { customersResource } from './resources/customers'
import { deliveryResource } from './resources/delivery'
import { ordersResource } from './resources/orders'
import { productsResource } from './resources/products'
import { settingsResource } from './resources/settings'
import { storeHealthResource } from './resources/store-health'
import type { WooClient, WooClientOptions } from './woo-client'
import { createWooRequest } from './woo-request'

/**
 * A typed client for the WooCommerce REST API and the plugins the shop uses (SPEC.md section 7):
 * one resource per group of endpoints (`resources/`), all around one request (`woo-request.ts`).
 *
 * Every call to the store is authenticated with the consumer key, as WooCommerce accepts it for
 * the base URL's scheme: over https the key and secret by Basic auth; over plain http an OAuth 1.0a
 * one-legged signature (HMAC-SHA256, in the query string). A call made for a customer also carries
 * their JWT (`Authorization: Bearer`), and over https the key and secret then travel as the
 * consumer_key / consumer_secret query parameters. The client keeps no token of its own: one
 * client serves every customer.
 *
 * Every answer is checked with a zod schema (unknown fields pass through). Failures are WooError
 * with a `kind` and WooCommerce's `code` (WooTimeoutError for a time-out); a `get*` of an id that
 * does not exist gives null.
 */
export function createWooClient(options: WooClientOptions): WooClient {
  const request = createWooRequest(options)
  const products = productsResource(request)
  const customers = customersResource(request)
  const settings = settingsResource(request)
  return {
    authentication: request.authentication,
    ...products,
    ...customers,
    ...ordersResource(request),
    ...settings,
    ...accountsResource(request),
    ...deliveryResource(request),
    ...storeHealthResource(request, { ...products, ...customers, ...settings }),
  }
}
