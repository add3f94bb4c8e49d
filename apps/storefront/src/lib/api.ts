import {
  type ApiFetch,
  type ApiMethod,
  type ApiQuery,
  type ApiRequestOptions,
  type ApiTarget,
  createApiClient,
  defaultApiMessages,
} from '@shop/api-client'

export { ApiError, errorOfAnswer, toApiError } from '@shop/api-client'

/** SPEC.md section 9: the shop API's time-out. */
export const API_TIMEOUT_MS = 10_000
export const NETWORK_MESSAGE = defaultApiMessages.network
export const TIMEOUT_MESSAGE = defaultApiMessages.timeout

/**
 * The shop's API (@shop/api-client: JSON in and out, the session cookie, a 10 s time-out joined
 * with the caller's signal, no retries): /api on this origin, unless the page reads a config.json
 * (app/runtime-config.ts) that names another. Calls reject with an ApiError.
 */
let shopApi = createApiClient({ baseURL: '/api', timeout: API_TIMEOUT_MS })

/**
 * Sends every call where `target` says (app/runtime-config.ts, before the first call), through
 * `fetch` when given (the server's render calls its own routes: entry-server.tsx).
 */
export function setApiTarget(target: ApiTarget, fetch?: ApiFetch): void {
  shopApi = createApiClient({ ...target, timeout: API_TIMEOUT_MS, ...(fetch ? { fetch } : {}) })
}

export function apiRequest<T>(method: ApiMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  return shopApi.request<T>(method, path, options)
}

export function apiGet<T>(path: string, query?: ApiQuery, signal?: AbortSignal): Promise<T> {
  return shopApi.get<T>(path, query, signal)
}

export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return shopApi.post<T>(path, body, signal ? { signal } : {})
}
