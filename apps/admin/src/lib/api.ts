import {
  type ApiQuery,
  type ApiTarget,
  apiTargetOf,
  createApiClient,
  defaultApiMessages,
  errorOfAnswer,
} from '@shop/api-client'

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
const MESSAGES = { network: NETWORK_MESSAGE, timeout: TIMEOUT_MESSAGE }

const endSessionUnlessAuth = (path: string) => {
  if (!path.startsWith('/auth/')) for (const listener of sessionLost) listener()
}

function clientOf(target: ApiTarget) {
  return createApiClient({
    ...target,
    timeout: API_TIMEOUT_MS,
    messages: MESSAGES,
    onUnauthorized: endSessionUnlessAuth,
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: ApiQuery; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  return adminApi.request<T>(method, path, options)
}

/**
 * An image the operators' API answers (GET `path`, with the session cookie as every call, the same
 * time-out), as a `data:` URL for an `<img>`: the pages' Content-Security-Policy allows `data:`
 * images, not `blob:` ones, so an object URL would not show. Null when the API answers 404 (there
 * is none); rejects with an ApiError otherwise, and a 401 ends the session as for any call.
 */
export async function apiImage(path: string, signal?: AbortSignal): Promise<string | null> {
  let answer: Response
  try {
    const limit = AbortSignal.timeout(API_TIMEOUT_MS)
    answer = await fetch(`${target.baseURL}${path}`, {
      credentials: target.credentials,
      headers: { accept: 'image/*' },
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
    })
  } catch (error) {
    throw toApiError(error)
  }
  if (answer.status === 404) return null
  if (!answer.ok) {
    const failure = errorOfAnswer(answer.status, await answer.json().catch(() => null), {
      ...defaultApiMessages,
      ...MESSAGES,
    })
    if (failure.status === 401) endSessionUnlessAuth(path)
    throw failure
  }
  return dataUrlOf(await answer.blob())
}

/** A blob as a `data:` URL (FileReader: the browser's own base64). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(toApiError(reader.error))
    reader.readAsDataURL(blob)
  })
}
