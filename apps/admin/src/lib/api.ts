import { type ApiQuery, type ApiTarget, apiTargetOf, createApiClient } from '@shop/api-client'

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
 * The operators' API (@shop/api-client: JSON in and out, the session cookie, a 10 s time-out, no
 * retries) where `target` says: /api on this origin, or the origin config.json names. A 401
 * outside /auth/* tells the session it is over.
 */
function clientOf(target: ApiTarget) {
  return createApiClient({
    ...target,
    timeout: API_TIMEOUT_MS,
    messages: { network: NETWORK_MESSAGE, timeout: TIMEOUT_MESSAGE },
    onUnauthorized: (path) => {
      if (!path.startsWith('/auth/')) for (const listener of sessionLost) listener()
    },
  })
}

let target: ApiTarget = apiTargetOf({})
let adminApi = clientOf(target)

/**
 * Points every call at the API the app's config.json names (app/start-admin.tsx, before the first
 * render): `/api` on this origin until then, and when the file is missing or empty.
 */
export function setApiTarget(next: ApiTarget): void {
  target = next
  adminApi = clientOf(next)
}

/** Where the calls go: `baseURL` ('/api' or 'https://api.example.it/api') and `credentials`. */
export function apiTarget(): ApiTarget {
  return target
}

/** Anything a call threw, as an ApiError with a message an operator can read. */
export const toApiError = (error: unknown) => adminApi.toApiError(error)

/** One call to the operators' API; rejects with an ApiError. */
export function api<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { query?: ApiQuery; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  return adminApi.request<T>(method, path, options)
}
