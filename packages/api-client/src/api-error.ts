/** One field the server refused, by its path in the request body ('shipping.postcode'). */
export interface FieldIssue {
  path: string
  message: string
}

/**
 * The body of every refused /api/* call. `fields` maps a field's path to its message; `issues`
 * says the same as a list (zod's `issue.path` joined with dots); a client reads either.
 */
export interface ApiErrorBody {
  error: {
    code: string
    message: string
    fields?: Record<string, string>
    issues?: FieldIssue[]
    data?: unknown
  }
}

/** The Italian texts of the failures that have no answer of the server to show. */
export interface ApiMessages {
  /** The server could not be reached (no connection, refused, DNS). */
  network: string
  /** No answer within the client's time-out. */
  timeout: string
  /** The caller gave up (an AbortSignal). */
  aborted: string
  /** Anything else, and an error answer without a message of its own. */
  fallback: string
}

/** The customers' wording; the admin app passes its own `network` and `timeout`. */
export const defaultApiMessages: Readonly<ApiMessages> = Object.freeze({
  network: 'Impossibile contattare il negozio. Controlla la connessione e riprova.',
  timeout: 'Il negozio non ha risposto in tempo. Riprova tra poco.',
  aborted: 'Richiesta annullata',
  fallback: 'Si è verificato un errore inatteso. Riprova tra poco.',
})

/**
 * A failed call to /api/*: the HTTP status (0 when no answer came), a stable code ('not_found',
 * 'network', 'timeout', 'aborted', ...), the Italian message to show, and the fields the server
 * refused, if any.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  /** The refused fields, in the server's order; undefined when the answer named none. */
  readonly issues: readonly FieldIssue[] | undefined
  /** What the answer adds for this code (`error.data`: the products unavailable, a zone's candidates…). */
  readonly data: unknown

  constructor(status: number, code: string, message: string, issues?: readonly FieldIssue[], data?: unknown) {
    super(message)
    this.status = status
    this.code = code
    this.issues = issues
    this.data = data
  }

  /** The issues by path (the first message of each), or undefined when there are none. */
  get fields(): Record<string, string> | undefined {
    if (!this.issues) return undefined
    const fields: Record<string, string> = {}
    for (const issue of this.issues) fields[issue.path] ??= issue.message
    return fields
  }
}

function issuesOf(error: { fields?: unknown; issues?: unknown }): FieldIssue[] | undefined {
  if (Array.isArray(error.issues)) {
    const issues: FieldIssue[] = []
    for (const issue of error.issues as unknown[]) {
      if (!issue || typeof issue !== 'object') continue
      const { path, message } = issue as { path?: unknown; message?: unknown }
      if (typeof message !== 'string') continue
      if (typeof path === 'string') issues.push({ path, message })
      else if (Array.isArray(path)) issues.push({ path: path.join('.'), message })
    }
    return issues
  }
  if (error.fields && typeof error.fields === 'object') {
    return Object.entries(error.fields as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([path, message]) => ({ path, message }))
  }
  return undefined
}

/**
 * An error answer as an ApiError: the server's code, message, field issues and data when its body is an
 * `ApiErrorBody`, else code 'http' and the fallback message (a proxy's HTML page, an empty body).
 */
export function errorOfAnswer(
  status: number,
  body: unknown,
  messages: ApiMessages = defaultApiMessages,
): ApiError {
  const error =
    (body && typeof body === 'object' ? (body as { error?: Record<string, unknown> }).error : undefined) ?? {}
  return new ApiError(
    status,
    typeof error.code === 'string' ? error.code : 'http',
    typeof error.message === 'string' && error.message ? error.message : messages.fallback,
    issuesOf(error),
    error.data,
  )
}

const nameOf = (value: unknown): unknown =>
  value && typeof value === 'object' ? (value as { name?: unknown }).name : undefined

/**
 * Anything a call threw, as an ApiError: ApiErrors pass through; a time-out, an abort and a
 * network failure (fetch's TypeError) get their own code and message; anything else is 'unknown'.
 */
export function toApiError(error: unknown, messages: ApiMessages = defaultApiMessages): ApiError {
  if (error instanceof ApiError) return error
  const name = nameOf(error)
  if (name === 'TimeoutError') return new ApiError(0, 'timeout', messages.timeout)
  if (name === 'AbortError') return new ApiError(0, 'aborted', messages.aborted)
  if (error instanceof TypeError) return new ApiError(0, 'network', messages.network)
  return new ApiError(0, 'unknown', messages.fallback)
}
