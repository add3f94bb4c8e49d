import { type ApiError, type ApiMessages, defaultApiMessages, errorOfAnswer, toApiError } from './api-error'

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A query string's values; undefined and '' are left out, the rest are sent as text. */
export type ApiQuery = Record<string, string | number | boolean | undefined>

/**
 * When the browser sends the session cookie: 'same-origin' (the API on the app's own origin),
 * 'include' (the API on another origin that allows the app's: CORS with credentials), 'omit'.
 */
export type ApiCredentials = 'same-origin' | 'include' | 'omit'

/** The part of `fetch` the client uses; the runtime's fetch (browser, Node 18+) fits. */
// biome-ignore lint/suspicious/noExplicitAny: the runtime's fetch, whose types this package does not load
export type ApiFetch = (input: any, init?: any) => Promise<any>

export interface ApiClientOptions {
  /** Where /api is: '/api' on the shop's own origin, or 'http://127.0.0.1:3000/api' (tests, tools). */
  baseURL: string
  /**
   * Whether calls carry the session cookie: 'same-origin' (default) on the app's own origin;
   * 'include' when `baseURL` is another origin (the admin on its own origin: apiTargetOf).
   */
  credentials?: ApiCredentials
  /** Milliseconds before a call gives up with code 'timeout'. Default 10 000 (the shop's time-out). */
  timeout?: number
  /**
   * How many times a GET is asked again after a network failure or a 408/429/5xx answer. Default 0.
   * Writes (POST, PUT, PATCH, DELETE) are never repeated: an order must not be placed twice.
   */
  retry?: number
  /** The Italian texts of failures without a server message; default `defaultApiMessages`. */
  messages?: Partial<ApiMessages>
  /** Told of every 401 answer, before the call rejects (an app's session ends there). */
  onUnauthorized?: (path: string, error: ApiError) => void
  /** Default: the runtime's global `fetch`, looked up at each call (so tests can stub it). */
  fetch?: ApiFetch
}

export interface ApiRequestOptions {
  query?: ApiQuery
  /** Sent as JSON (with `content-type: application/json`). */
  body?: unknown
  /** The caller's abort (a screen that goes away); joined with the time-out. */
  signal?: AbortSignal
  /** More headers, e.g. `{ 'idempotency-key': key }` for a write that may be sent again. */
  headers?: Record<string, string>
}

export interface ApiClient {
  /**
   * One call: JSON in and out, the session cookie sent (`credentials`, 'same-origin' unless told), the
   * time-out joined with the caller's signal. Resolves with the answer's body (`T`, a type of
   * `@shop/api/contract`; null for an empty body); rejects with an ApiError, never anything else.
   */
  request<T>(method: ApiMethod, path: string, options?: ApiRequestOptions): Promise<T>
  get<T>(path: string, query?: ApiQuery, signal?: AbortSignal): Promise<T>
  post<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'body'>): Promise<T>
  put<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'body'>): Promise<T>
  /** An ApiError for anything `request` did not throw itself, in this client's wording. */
  toApiError(error: unknown): ApiError
}

interface SignalStatics {
  any(signals: AbortSignal[]): AbortSignal
  timeout(milliseconds: number): AbortSignal
}

interface FetchAnswer {
  ok: boolean
  status: number
  text(): Promise<string>
}

function runtimeFetch(): ApiFetch {
  const runtime = globalThis as unknown as { fetch?: ApiFetch }
  if (typeof runtime.fetch !== 'function')
    throw new TypeError('createApiClient: this runtime has no fetch; pass one as { fetch }')
  return runtime.fetch
}

/** The answer body as the shop's client reads it: JSON when it parses, else nothing. */
function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** `path?query` with undefined and '' values left out (encoded as a form would: 'x y' is 'x+y'). */
function urlOf(baseURL: string, path: string, query: ApiQuery | undefined): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '')
      pairs.push(`${encodeQueryPart(key)}=${encodeQueryPart(String(value))}`)
  return `${baseURL}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`
}

const encodeQueryPart = (text: string) => encodeURIComponent(text).replace(/%20/g, '+')

/** Statuses after which a GET may be asked again (the server or a proxy was briefly unable). */
const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504])

/**
 * The client of the shop's API for one app.
 *
 * @example
 * const api = createApiClient({ baseURL: '/api', onUnauthorized: () => signOut() })
 * const page = await api.get<ProductsPage>('/admin/products', { page: 2, search: 'acqua' })
 * await api.post<PlacedOrder>('/orders', input, { headers: { 'idempotency-key': key } })
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const messages: ApiMessages = { ...defaultApiMessages, ...options.messages }
  const timeout = options.timeout ?? 10_000
  const retry = options.retry ?? 0
  const credentials = options.credentials ?? 'same-origin'
  const signals = (globalThis as unknown as { AbortSignal: SignalStatics }).AbortSignal

  async function send(method: ApiMethod, path: string, call: ApiRequestOptions): Promise<unknown> {
    const limit = signals.timeout(timeout)
    const fetch = options.fetch ?? runtimeFetch()
    const answer: FetchAnswer = await fetch(urlOf(options.baseURL, path, call.query), {
      method,
      credentials,
      headers: {
        accept: 'application/json',
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      signal: call.signal ? signals.any([call.signal, limit]) : limit,
    })
    const body = parseBody(await answer.text())
    if (!answer.ok) throw errorOfAnswer(answer.status, body, messages)
    return body
  }

  async function request<T>(method: ApiMethod, path: string, call: ApiRequestOptions = {}): Promise<T> {
    // Writes are sent once whatever `retry` says: an order must not be placed twice.
    let retries = method === 'GET' ? retry : 0
    for (;;) {
      try {
        return (await send(method, path, call)) as T
      } catch (error) {
        const failure = toApiError(error, messages)
        const passing = failure.code === 'network' || RETRIED_STATUSES.has(failure.status)
        if (retries > 0 && passing && !call.signal?.aborted) {
          retries -= 1
          continue
        }
        if (failure.status === 401) options.onUnauthorized?.(path, failure)
        throw failure
      }
    }
  }

  return {
    request,
    get: (path, query, signal) =>
      request('GET', path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) }),
    post: (path, body, rest) => request('POST', path, { ...rest, body }),
    put: (path, body, rest) => request('PUT', path, { ...rest, body }),
    toApiError: (error) => toApiError(error, messages),
  }
}
