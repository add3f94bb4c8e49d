import { FetchError, ofetch } from 'ofetch'

/** SPEC.md section 9: the shop API's time-out. */
export const API_TIMEOUT_MS = 10_000
export const NETWORK_MESSAGE =
  'Impossibile contattare il server del negozio. Controlla la connessione e riprova.'
export const TIMEOUT_MESSAGE = 'Il server del negozio non ha risposto in tempo. Riprova tra poco.'
const FALLBACK_MESSAGE = 'Si è verificato un errore inatteso. Riprova tra poco.'

/** A failed call to /api/*, with the server's Italian message and, for a form, its fields'. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.code = code
    this.fields = fields
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown }
}

/** Anything a call threw, as an ApiError with a message an operator can read. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0
    if (status === 0) {
      if (error.cause instanceof DOMException && error.cause.name === 'TimeoutError')
        return new ApiError(0, 'timeout', TIMEOUT_MESSAGE)
      if (error.cause instanceof DOMException && error.cause.name === 'AbortError')
        return new ApiError(0, 'aborted', 'Richiesta annullata')
      return new ApiError(0, 'network', NETWORK_MESSAGE)
    }
    const body =
      (error.data && typeof error.data === 'object' ? (error.data as ErrorBody).error : undefined) ?? {}
    const fields =
      body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {}
    return new ApiError(
      status,
      typeof body.code === 'string' ? body.code : 'http',
      typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE,
      fields,
    )
  }
  if (error instanceof DOMException && error.name === 'AbortError')
    return new ApiError(0, 'aborted', 'Richiesta annullata')
  return new ApiError(0, 'unknown', FALLBACK_MESSAGE)
}

/** Listeners told when the server says the session is gone (401): the app goes back to the login. */
const sessionLost = new Set<() => void>()
export function onSessionLost(listener: () => void): () => void {
  sessionLost.add(listener)
  return () => sessionLost.delete(listener)
}

const client = ofetch.create({
  baseURL: '/api',
  timeout: API_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
})

type Query = Record<string, string | number | boolean | undefined>

/**
 * One call to the operators' API on this origin (ofetch: JSON in and out, the session cookie, a
 * 10 s time-out). Rejects with an ApiError; a 401 also tells the session it is over.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  try {
    const query = Object.fromEntries(
      Object.entries(options.query ?? {}).filter(([, value]) => value !== undefined && value !== ''),
    )
    return await client<T>(path, {
      method,
      query,
      ...(options.body !== undefined ? { body: options.body as Record<string, unknown> } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  } catch (error) {
    const failure = toApiError(error)
    if (failure.status === 401 && !path.startsWith('/auth/')) for (const listener of sessionLost) listener()
    throw failure
  }
}
