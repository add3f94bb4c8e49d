/** SPEC.md section 9: the shop API's time-out. */
export const API_TIMEOUT_MS = 10_000

export const NETWORK_MESSAGE = 'Impossibile contattare il negozio. Controlla la connessione e riprova.'
export const TIMEOUT_MESSAGE = 'Il negozio non ha risposto in tempo. Riprova tra poco.'
const FALLBACK_MESSAGE = 'Si è verificato un errore inatteso. Riprova tra poco.'

/** An answer of /api/* that is not a success, with the server's Italian message. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string> | undefined
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message)
    this.status = status
    this.code = code
    this.fields = fields
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown }
}

/** A failed answer as an ApiError: the server's message when its body has one, else a plain one. */
export function errorOfAnswer(status: number, body: unknown): ApiError {
  const error = (body && typeof body === 'object' ? (body as ErrorBody).error : undefined) ?? {}
  const fields =
    error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined
  return new ApiError(
    status,
    typeof error.code === 'string' ? error.code : 'http',
    typeof error.message === 'string' && error.message ? error.message : FALLBACK_MESSAGE,
    fields,
  )
}

/** Anything a call threw as an ApiError (network failure, time-out, abort). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new ApiError(0, 'timeout', TIMEOUT_MESSAGE)
  if (error instanceof DOMException && error.name === 'AbortError')
    return new ApiError(0, 'aborted', 'Richiesta annullata')
  if (error instanceof TypeError) return new ApiError(0, 'network', NETWORK_MESSAGE)
  return new ApiError(0, 'unknown', FALLBACK_MESSAGE)
}

type Query = Record<string, string | number | boolean | undefined>

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return `/api${path}${search ? `?${search}` : ''}`
}

/**
 * One call to the shop's API on this origin: JSON in and out, the session cookie sent, a 10 s
 * time-out (SPEC.md section 9) joined with the caller's signal. Rejects with an ApiError.
 * (A few lines over fetch rather than a client library: every kilobyte of the first load counts.)
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    query?: Query
    body?: unknown
    signal?: AbortSignal
    base?: string
    headers?: Record<string, string>
  } = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    const response = await fetch(`${options.base ?? ''}${urlOf(path, options.query)}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal,
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    if (!response.ok) throw errorOfAnswer(response.status, body)
    return body as T
  } catch (error) {
    throw toApiError(error)
  }
}

export function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, { query, ...(signal ? { signal } : {}) })
}

export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('POST', path, { body, ...(signal ? { signal } : {}) })
}
