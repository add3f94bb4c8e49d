import { type ApiQuery, createApiClient } from '@shop/api-client'

export { ApiError } from '@shop/api-client'

/** SPEC.md section 9: the shop API's time-out. */
export const API_TIMEOUT_MS = 10_000
export const NETWORK_MESSAGE =
  'Impossibile contattare il server del negozio. Controlla la connessione e riprova.'
export const TIMEOUT_MESSAGE = 'Il server del negozio non ha risposto in tempo. Riprova tra poco.'

/** Listeners told when the server says the session is gone (401): the app goes back to the login. */
const sessionLost = new Set<() => void>()
export function onSessionLost(listener: () => void): () => void {
  sessionLost.add(listener)
  return () => sessionLost.delete(listener)
}

/**
 * The operators' API on this origin (@shop/api-client: JSON in and out, the session cookie, a 10 s
 * time-out, no retries). A 401 outside /auth/* tells the session it is over.
 */
export const adminApi = createApiClient({
  baseURL: '/api',
  timeout: API_TIMEOUT_MS,
  messages: { network: NETWORK_MESSAGE, timeout: TIMEOUT_MESSAGE },
  onUnauthorized: (path) => {
    if (!path.startsWith('/auth/')) for (const listener of sessionLost) listener()
  },
})

/** Anything a call threw, as an ApiError with a message an operator can read. */
export const toApiError = (error: unknown) => adminApi.toApiError(error)

/** One call to the operators' API; rejects with an ApiError. */
export function api<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { query?: ApiQuery; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  return adminApi.request<T>(method, path, options)
}
