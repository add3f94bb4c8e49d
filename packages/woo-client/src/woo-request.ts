import { createFetch, type FetchResponse } from 'ofetch'
import type { z } from 'zod'
import type { WooAuthentication } from './check-store'
import { wpErrorSchema } from './schemas'
import { percentEncode, signOAuth1Url } from './sign-oauth1-url'
import type { CallOptions, Page, Query, WooClientOptions } from './woo-client'
import {
  genericMessage,
  isUnknownId,
  plainMessage,
  WOO_MESSAGES,
  WooError,
  WooTimeoutError,
  wooErrorKind,
} from './woo-error'

/** SPEC.md section 9: the shop API time-out. */
export const DEFAULT_TIMEOUT_MS = 10_000

export type Method = 'GET' | 'POST' | 'PUT'

/** One call to the store, as a resource describes it. */
export interface RequestInit {
  query?: Query
  /** The JSON body of a write. */
  body?: object
  call?: CallOptions | undefined
  /** 'shop': consumer key and secret (and the customer's token when given); 'none': the token only. */
  auth?: 'shop' | 'none'
  /** When the URL is not under the store's /wp-json. */
  url?: string
}

/** What every resource is built on: one authenticated, checked request and its two list helpers. */
export interface WooRequest {
  /** How calls are authenticated: 'basic' over https, 'oauth1' signatures over http. */
  authentication: WooAuthentication
  /** The delivery portal's base URL, without a trailing slash. */
  portalBaseUrl: string | undefined
  /**
   * Calls the store and checks its answer with `schema`; `what` names the call in the Italian
   * messages. Failures are WooError (WooTimeoutError for a time-out).
   */
  request<S extends z.ZodType>(
    schema: S,
    what: string,
    method: Method,
    path: string,
    init?: RequestInit,
  ): Promise<{ data: z.infer<S>; response: FetchResponse<unknown> }>
  /**
   * A single resource; null only when the store says the id does not exist (404 with one of its
   * "invalid id" codes). Any other 404 (`rest_no_route`, a web server's page, a proxy) is a store
   * that cannot answer, thrown as such: a caller must not take it for a deleted customer or order.
   */
  getOrNull<S extends z.ZodType>(
    schema: S,
    what: string,
    path: string,
    call?: CallOptions,
  ): Promise<z.infer<S> | null>
  /** A list with the totals of X-WP-Total and X-WP-TotalPages. */
  list<S extends z.ZodType>(
    schema: S,
    what: string,
    path: string,
    query: Query | undefined,
    call?: CallOptions,
  ): Promise<Page<z.infer<S>>>
}

/** A query's parameters as sent: lists joined with commas, unset values left out. */
function queryParameters(query: Query | undefined): [string, string][] {
  const out: [string, string][] = []
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    out.push([key, Array.isArray(value) ? value.join(',') : String(value)])
  }
  return out
}

/** A URL with a query, percent-encoded as RFC 3986 says (what OAuth signs is what is sent). */
function withQuery(url: string, params: readonly (readonly [string, string])[]): string {
  if (params.length === 0) return url
  return `${url}?${params.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&')}`
}

/** Whether `id` can name a WooCommerce object (an integer above 0). */
export const positiveId = (value: number) => Number.isInteger(value) && value > 0

/**
 * The store's request: every call is authenticated with the consumer key, as WooCommerce accepts
 * it for the base URL's scheme: over https the key and secret by Basic auth; over plain http an
 * OAuth 1.0a one-legged signature (HMAC-SHA256, in the query string). A call made for a customer
 * also carries their JWT (`Authorization: Bearer`), and over https the key and secret then travel
 * as the consumer_key / consumer_secret query parameters. A read that got no answer at all is sent
 * once more; a write never is.
 */
export function createWooRequest(options: WooClientOptions): WooRequest {
  const baseUrl = options.baseUrl?.trim().replace(/\/+$/, '') || undefined
  const portalBaseUrl = options.portalBaseUrl?.trim().replace(/\/+$/, '') || undefined
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const $fetch = createFetch(options.fetch ? { fetch: options.fetch } : {})
  const basic = `Basic ${btoa(`${options.consumerKey}:${options.consumerSecret}`)}`
  const authentication: WooAuthentication = /^https:/i.test(baseUrl ?? '') ? 'basic' : 'oauth1'
  const credentials = { consumerKey: options.consumerKey, consumerSecret: options.consumerSecret }
  const signing = options.now ? { now: options.now } : {}

  async function request<S extends z.ZodType>(
    schema: S,
    what: string,
    method: Method,
    path: string,
    init: RequestInit = {},
  ): Promise<{ data: z.infer<S>; response: FetchResponse<unknown> }> {
    if (!baseUrl && !init.url) {
      throw new WooError({
        status: 0,
        code: 'not_configured',
        kind: 'config',
        message: WOO_MESSAGES.notConfigured,
      })
    }
    const timeoutMs = init.call?.timeoutMs ?? defaultTimeout
    // The time-out is a timer of our own that aborts the call and ends the wait, not
    // AbortSignal.timeout: its timer holds the signal weakly, and fetch follows a signal through
    // weak links of its own (undici issue 4068), so after a garbage collection a call could wait for
    // the store's answer well past its time-out (a 5 s phone login answered at 15 s, in CI).
    const deadline = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')
        deadline.abort(reason)
        reject(reason)
      }, timeoutMs)
    })
    const timeout = deadline.signal
    const signal = init.call?.signal ? AbortSignal.any([init.call.signal, timeout]) : timeout
    const headers: Record<string, string> = { Accept: 'application/json' }
    const query = queryParameters(init.query)
    const token = init.call?.token
    if (token) headers.Authorization = `Bearer ${token}`
    const send = async (): Promise<FetchResponse<unknown>> => {
      let url = init.url ?? `${baseUrl}/wp-json/${path}`
      if ((init.auth ?? 'shop') === 'shop' && authentication === 'oauth1') {
        // Signed anew for every attempt: a nonce is used once.
        url = await signOAuth1Url(method, withQuery(url, query), credentials, signing)
      } else if ((init.auth ?? 'shop') === 'shop' && token) {
        url = withQuery(url, [
          ...query,
          ['consumer_key', options.consumerKey],
          ['consumer_secret', options.consumerSecret],
        ])
      } else {
        if ((init.auth ?? 'shop') === 'shop') headers.Authorization = basic
        url = withQuery(url, query)
      }
      return Promise.race([
        $fetch.raw(url, {
          method,
          headers,
          signal,
          retry: 0,
          ignoreResponseError: true,
          ...(init.body !== undefined ? { body: init.body as Record<string, unknown> } : {}),
        }),
        expired,
      ])
    }
    let response: FetchResponse<unknown>
    try {
      try {
        response = await send()
      } catch (error) {
        // A read that got no answer at all is sent once more: a web server closes an idle kept-alive
        // connection just as it is reused (Apache after 5 s), and the read never reached the store.
        // Writes are never repeated here (an order could be made twice).
        if (method !== 'GET' || signal.aborted) throw error
        response = await send()
      }
    } catch (error) {
      if (timeout.aborted && !init.call?.signal?.aborted) throw new WooTimeoutError(timeoutMs, what, error)
      if (init.call?.signal?.aborted) throw init.call.signal.reason ?? error
      throw new WooError({
        status: 0,
        code: 'network_error',
        kind: 'unavailable',
        message: `Impossibile raggiungere il negozio (${what})`,
        cause: error,
      })
    } finally {
      clearTimeout(timer)
    }
    const body = response._data
    if (!response.ok) {
      const parsed = wpErrorSchema.safeParse(body)
      const serverMessage =
        parsed.success && parsed.data.message ? plainMessage(parsed.data.message) : undefined
      const code = parsed.success ? parsed.data.code : `http_${response.status}`
      throw new WooError({
        status: response.status,
        code,
        kind: wooErrorKind(response.status, code),
        message: serverMessage || genericMessage(response.status),
        ...(serverMessage ? { serverMessage } : {}),
        data: parsed.success ? parsed.data.data : body,
      })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new WooError({
        status: response.status,
        code: 'invalid_response',
        kind: 'invalid_response',
        message: `Risposta non valida dal negozio (${what})`,
        data: parsed.error.issues.slice(0, 5),
      })
    }
    return { data: parsed.data, response }
  }

  async function getOrNull<S extends z.ZodType>(schema: S, what: string, path: string, call?: CallOptions) {
    try {
      return (await request(schema, what, 'GET', path, { call })).data
    } catch (error) {
      if (error instanceof WooError && isUnknownId(error)) return null
      throw error
    }
  }

  async function list<S extends z.ZodType>(
    schema: S,
    what: string,
    path: string,
    query: Query | undefined,
    call?: CallOptions,
  ): Promise<Page<z.infer<S>>> {
    const { data, response } = await request(schema.array(), what, 'GET', path, {
      ...(query ? { query } : {}),
      call,
    })
    const items = data as z.infer<S>[]
    const total = Number(response.headers.get('x-wp-total') ?? items.length)
    const totalPages = Number(response.headers.get('x-wp-totalpages') ?? (items.length > 0 ? 1 : 0))
    return {
      items,
      total: Number.isFinite(total) ? total : items.length,
      totalPages: Number.isFinite(totalPages) ? totalPages : 1,
    }
  }

  return { authentication, portalBaseUrl, request, getOrNull, list }
}
