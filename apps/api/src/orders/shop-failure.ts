import { isWooError } from '@shop/woo-client'
import type { Context } from 'hono'
import { ApiError } from '../http/api-error'
import { MSG } from '../http/messages'
import type { AppEnv, ServerDeps } from '../server-deps'
import { ORDER_MSG } from './order-messages'

/**
 * What to answer when a WooCommerce call fails: 503 with 'Il negozio non risponde…' when the
 * store could not be reached, timed out or failed (5xx), 502 when it refused the request (4xx
 * that the route did not expect). Errors that are not WooCommerce's come back unchanged.
 */
export function shopFailure(deps: ServerDeps, error: unknown, what: string): unknown {
  if (!isWooError(error)) return error
  deps.log.warn(`WooCommerce call failed: ${what}`, { status: error.status, code: error.code, error })
  if (error.kind === 'unavailable' || error.kind === 'config') {
    return new ApiError(503, 'shop_unavailable', MSG.shopUnavailable, { headers: { 'Retry-After': '5' } })
  }
  return new ApiError(502, 'shop_error', ORDER_MSG.shopRejected)
}

type Handler = (c: Context<AppEnv>) => Promise<Response>

/** A route handler whose WooCommerce failures answer 503/502 with an Italian message, never 500. */
export function shopRoute(deps: ServerDeps, what: string, handler: Handler): Handler {
  return async (c) => {
    try {
      return await handler(c)
    } catch (error) {
      throw shopFailure(deps, error, what)
    }
  }
}
