import { checkIndex, type DistanceMatrix, readPoints } from './distance-matrix'
import { describeValue, type LatLng } from './lat-lng'

/** The part of `fetch` this adapter uses; the runtime's fetch (browser, Node 18+, Deno, Bun) fits. */
export type OsrmFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

/** osrmDistances' options. */
export interface OsrmOptions {
  /** The profile segment of the URL; default 'driving' (osrm-routed serves the one profile it was built with whatever this says). */
  profile?: string
  /** How long to wait for the whole answer; default 5000 ms. */
  timeoutMs?: number
}

/** Why an OSRM service gave no usable table. */
export type OsrmFailure = 'network' | 'timeout' | 'http' | 'refused' | 'malformed' | 'no-route'

/**
 * An OSRM-compatible service gave no usable distance table: unreachable, too slow, an error status,
 * an answer other than `code: 'Ok'`, not the documented JSON, or no route between two of the points.
 * The message is for developers (English); `failure`, `status` and `code` are for logs and tests.
 */
export class OsrmError extends Error {
  override readonly name = 'OsrmError'
  readonly failure: OsrmFailure
  /** The HTTP status of an error answer. */
  readonly status: number | undefined
  /** OSRM's own `code` ('InvalidQuery', 'TooBig', 'NoSegment', 'NotImplemented', …). */
  readonly code: string | undefined

  constructor(
    failure: OsrmFailure,
    message: string,
    options: { status?: number; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.failure = failure
    this.status = options.status
    this.code = options.code
  }
}

/** Whether a value is an OsrmError (also across copies of this package). */
export function isOsrmError(value: unknown): value is OsrmError {
  return value instanceof OsrmError || (value instanceof Error && value.name === 'OsrmError')
}

export const DEFAULT_OSRM_TIMEOUT_MS = 5_000

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  AbortController?: new () => { readonly signal: AbortSignal; abort(reason?: unknown): void }
  fetch?: OsrmFetch
}

const runtime = globalThis as unknown as Timers

/** OSRM's `{ code, message }`, when an answer has them. */
function codeAndMessage(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {}
  const { code, message } = body as { code?: unknown; message?: unknown }
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  }
}

/** The n × n table of a `{ code: 'Ok', distances }` answer, 'malformed', or the first pair without a route. */
function readTable(body: unknown, n: number): Float64Array | 'malformed' | { from: number; to: number } {
  const distances = (body as { distances?: unknown } | null)?.distances
  if (!Array.isArray(distances) || distances.length !== n) return 'malformed'
  const table = new Float64Array(n * n)
  for (let from = 0; from < n; from++) {
    const row: unknown = distances[from]
    if (!Array.isArray(row) || row.length !== n) return 'malformed'
    for (let to = 0; to < n; to++) {
      const meters: unknown = row[to]
      if (meters === null) return { from, to }
      if (typeof meters !== 'number' || !Number.isFinite(meters) || meters < 0) return 'malformed'
      table[from * n + to] = meters
    }
  }
  return table
}

const coordinate = (point: LatLng) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`

/**
 * Road distances between `points` from an OSRM-compatible service's table service
 * (`GET {baseUrl}/table/v1/driving/{lng},{lat};…?annotations=distance`): metres along the fastest
 * route, asymmetric where streets are one-way. The answer is read once; the DistanceMatrix answers
 * from memory. Rejects with an OsrmError when the service is unreachable, slower than `timeoutMs`
 * (default 5 s), answers an error or something else than the documented table, or has no route
 * between two points; roadDistances falls back to haversine then. Fewer than 2 points ask nothing.
 *
 * @example
 * ```ts
 * const distance = await osrmDistances('http://localhost:5000', routePoints(input))
 * orderStops({ ...input, distance })
 * ```
 */
export async function osrmDistances(
  baseUrl: string,
  points: readonly LatLng[],
  fetchImpl?: OsrmFetch,
  options: OsrmOptions = {},
): Promise<DistanceMatrix> {
  if (typeof baseUrl !== 'string' || !/^https?:\/\/[^\s/]+/.test(baseUrl))
    throw new TypeError(
      `osrmDistances: baseUrl must be an http(s) address, such as 'http://localhost:5000' or 'https://router.project-osrm.org'; got ${describeValue(baseUrl)}`,
    )
  const copy = [...readPoints(points, 'osrmDistances')]
  const profile = options?.profile ?? 'driving'
  if (typeof profile !== 'string' || !/^[A-Za-z0-9_-]+$/.test(profile))
    throw new TypeError(
      `osrmDistances: profile is one URL segment, such as 'driving' or 'car'; got ${describeValue(profile)}`,
    )
  const timeoutMs = options?.timeoutMs ?? DEFAULT_OSRM_TIMEOUT_MS
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0) || !Number.isFinite(timeoutMs))
    throw new RangeError(
      `osrmDistances: timeoutMs is a number of milliseconds > 0, such as { timeoutMs: 5000 }; got ${describeValue(timeoutMs)}`,
    )
  const n = copy.length
  const matrixOf =
    (table: Float64Array): DistanceMatrix =>
    (from, to) =>
      table[checkIndex(from, n, 'osrmDistances') * n + checkIndex(to, n, 'osrmDistances')] as number
  if (n < 2) return matrixOf(new Float64Array(n * n))

  const send: OsrmFetch =
    fetchImpl ??
    ((url, init) => {
      if (typeof runtime.fetch !== 'function')
        throw new TypeError('osrmDistances: this runtime has no fetch; pass one as the third argument')
      return runtime.fetch(url, init)
    })
  const base = baseUrl.replace(/\/+$/, '')
  const endpoint = `${base}/table/v1/${profile}/…`
  const url = `${base}/table/v1/${profile}/${copy.map(coordinate).join(';')}?annotations=distance`

  // A timer of our own that aborts the request and ends the wait, even for a fetch that ignores signals.
  const deadline = runtime.AbortController ? new runtime.AbortController() : undefined
  let timer: unknown
  const expired = new Promise<never>((_, reject) => {
    timer = runtime.setTimeout(() => {
      const error = new OsrmError(
        'timeout',
        `OSRM did not answer ${endpoint} within ${timeoutMs} ms (osrmDistances' timeoutMs)`,
      )
      deadline?.abort(error)
      reject(error)
    }, timeoutMs)
  })
  try {
    let response: Awaited<ReturnType<OsrmFetch>>
    try {
      response = await Promise.race([
        send(url, {
          method: 'GET',
          headers: { Accept: 'application/json' },
          ...(deadline ? { signal: deadline.signal } : {}),
        }),
        expired,
      ])
    } catch (error) {
      if (isOsrmError(error)) throw error
      throw new OsrmError(
        'network',
        `OSRM gave no answer at ${endpoint} (${error instanceof Error ? error.message : describeValue(error)}); is the service running at ${base}?`,
        { cause: error },
      )
    }
    let body: unknown
    let parsed = true
    try {
      body = await Promise.race([response.json(), expired])
    } catch (error) {
      if (isOsrmError(error)) throw error
      parsed = false
      body = error
    }
    const { code, message } = parsed ? codeAndMessage(body) : {}
    const said = [code, message].filter(Boolean).join(': ')
    if (!response.ok)
      throw new OsrmError(
        'http',
        `OSRM answered HTTP ${response.status}${said ? ` (${said})` : ''} to ${endpoint} for ${n} points`,
        { status: response.status, ...(code ? { code } : {}) },
      )
    if (!parsed)
      throw new OsrmError('malformed', `OSRM's answer from ${endpoint} is not JSON`, { cause: body })
    if (code !== 'Ok')
      throw new OsrmError(
        'refused',
        `OSRM answered ${said || 'without a code'} to ${endpoint}; a table answer has code 'Ok'`,
        { status: response.status, ...(code ? { code } : {}) },
      )
    const table = readTable(body, n)
    if (table === 'malformed')
      throw new OsrmError(
        'malformed',
        `OSRM's answer from ${endpoint} has no ${n} × ${n} distances table of metres: expected { code: 'Ok', distances: [[0, 1886.9, …], …] } (asked with annotations=distance)`,
      )
    if (!(table instanceof Float64Array))
      throw new OsrmError(
        'no-route',
        `OSRM found no route from point ${table.from} (${coordinate(copy[table.from] as LatLng)}) to point ${table.to} (${coordinate(copy[table.to] as LatLng)}) at ${endpoint}`,
      )
    return matrixOf(table)
  } finally {
    runtime.clearTimeout(timer)
  }
}
