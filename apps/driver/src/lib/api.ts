import { type ApiTarget, apiTargetOf, createApiClient } from '@shop/api-client'

export { ApiError } from '@shop/api-client'

/** The shop API's time-out (SPEC.md section 9), as in the admin app. */
export const API_TIMEOUT_MS = 10_000
export const NETWORK_MESSAGE = 'Nessuna connessione con il negozio.'
export const TIMEOUT_MESSAGE = 'Il server del negozio non ha risposto in tempo.'

const sessionListeners = new Set<() => void>()

/** Tells `listener` when a call outside /auth/* answers 401: the driver must sign in again. */
export function onSessionLost(listener: () => void): () => void {
  sessionListeners.add(listener)
  return () => sessionListeners.delete(listener)
}

const clientFor = (next: ApiTarget) =>
  createApiClient({
    ...next,
    timeout: API_TIMEOUT_MS,
    messages: { network: NETWORK_MESSAGE, timeout: TIMEOUT_MESSAGE },
    onUnauthorized(path) {
      if (path.startsWith('/auth/')) return
      for (const listener of sessionListeners) listener()
    },
  })

let target = apiTargetOf({})
let client = clientFor(target)

/** Sends every call where config.json says (app/start-driver.tsx, before the first render). */
export function setApiTarget(next: ApiTarget): void {
  target = next
  client = clientFor(next)
}

export const apiTarget = (): ApiTarget => target

/** Anything a call threw, as an ApiError with an Italian message. */
export const toApiError = (error: unknown) => client.toApiError(error)

/** One call to /api; rejects with an ApiError (status 0 and code 'network' or 'timeout' without an answer). */
export const api = <T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; signal?: AbortSignal } = {},
) => client.request<T>(method, path, options)
