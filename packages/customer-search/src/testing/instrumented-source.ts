/**
 * Test helpers around a CustomerSource: a recorder that delays answers, counts requests in flight
 * and logs every call; and a gated source whose answers the test releases one by one. Not part of
 * the package's entry.
 */
import type {
  CustomerPage,
  CustomerQuery,
  CustomerRequestOptions,
  CustomerSource,
  SearchAbortSignal,
} from '../customer-source'
import type { SearchableCustomer } from '../searchable-customer'

// Module-local declarations of the runtime's timers (the library compile has no DOM or Node typings).
declare function setTimeout(callback: () => void, ms: number): unknown
declare function clearTimeout(handle: unknown): void

export interface CallRecord {
  kind: 'list' | 'get'
  query: CustomerQuery | { id: number }
  /** Order of the call's start among all events. */
  startedAt: number
  /** Order of the call's end among all events; null while in flight. */
  endedAt: number | null
  outcome: 'pending' | 'answered' | 'failed' | 'aborted'
  signal: SearchAbortSignal | undefined
}

export interface InstrumentOptions {
  /** Milliseconds before each answer (0: answer on the next macrotask). */
  delayMs?: number
  /** A call for which this returns true rejects (after the delay). */
  fail?: (query: CustomerQuery | { id: number }) => boolean
}

export interface InstrumentedSource<C extends SearchableCustomer> {
  source: CustomerSource<C>
  calls: CallRecord[]
  /** The most calls that were in flight at once. */
  readonly maxInFlight: number
  readonly inFlight: number
  /** The page numbers of the list calls that ask for a page (the scans), in the order they started. */
  pagesRequested(): number[]
}

function abortError(signal: SearchAbortSignal): unknown {
  return signal.reason ?? new Error('aborted')
}

/** Wraps a source: every call waits delayMs (aborting early when its signal aborts) and is logged. */
export function instrument<C extends SearchableCustomer>(
  inner: CustomerSource<C>,
  { delayMs = 0, fail }: InstrumentOptions = {},
): InstrumentedSource<C> {
  const calls: CallRecord[] = []
  let clock = 0
  let inFlight = 0
  let maxInFlight = 0

  function track<T>(
    kind: CallRecord['kind'],
    query: CallRecord['query'],
    options: CustomerRequestOptions | undefined,
    answer: () => Promise<T>,
  ): Promise<T> {
    const signal = options?.signal
    const record: CallRecord = { kind, query, startedAt: clock++, endedAt: null, outcome: 'pending', signal }
    calls.push(record)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    const end = (outcome: CallRecord['outcome']) => {
      if (record.endedAt !== null) return
      record.endedAt = clock++
      record.outcome = outcome
      inFlight--
    }
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        end('aborted')
        reject(abortError(signal))
        return
      }
      const onAbort = () => {
        clearTimeout(timer)
        end('aborted')
        reject(signal ? abortError(signal) : new Error('aborted'))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        if (fail?.(query)) {
          end('failed')
          reject(new Error('HTTP 500: the source failed'))
          return
        }
        answer().then(
          (value) => {
            end('answered')
            resolve(value)
          },
          (error: unknown) => {
            end('failed')
            reject(error)
          },
        )
      }, delayMs)
    })
  }

  return {
    source: {
      listCustomers: (query, options) => track('list', query, options, () => inner.listCustomers(query)),
      getCustomer: (id, options) => track('get', { id }, options, () => inner.getCustomer(id)),
    },
    calls,
    get maxInFlight() {
      return maxInFlight
    },
    get inFlight() {
      return inFlight
    },
    pagesRequested: () =>
      calls.flatMap((call) => {
        const page = call.kind === 'list' ? (call.query as CustomerQuery).page : undefined
        return page === undefined ? [] : [page]
      }),
  }
}

export interface GatedCall<C> {
  query: CustomerQuery
  signal: SearchAbortSignal | undefined
  /** Answer this call with the inner source's page for its query. */
  release(): Promise<void>
  readonly settled: boolean
  readonly aborted: boolean
  answer?: CustomerPage<C>
}

/** A source whose list calls wait until the test releases them, in any order it likes. */
export function gate<C extends SearchableCustomer>(inner: CustomerSource<C>) {
  const calls: GatedCall<C>[] = []
  const source: CustomerSource<C> = {
    listCustomers(query, options) {
      return new Promise<CustomerPage<C>>((resolve, reject) => {
        let settled = false
        let aborted = false
        const signal = options?.signal
        const call: GatedCall<C> = {
          query,
          signal,
          get settled() {
            return settled
          },
          get aborted() {
            return aborted
          },
          async release() {
            if (settled) return
            const page = await inner.listCustomers(query)
            settled = true
            call.answer = page
            resolve(page)
            // Let the search react (process the page, start the next ones) before the test goes on.
            await new Promise<void>((done) => setTimeout(done, 0))
          },
        }
        signal?.addEventListener(
          'abort',
          () => {
            if (settled) return
            settled = true
            aborted = true
            reject(signal.reason)
          },
          { once: true },
        )
        calls.push(call)
      })
    },
    getCustomer: (id) => inner.getCustomer(id),
  }
  /** The first call for that page of a scan (queries with a `page`). */
  const call = (page: number): GatedCall<C> => {
    const found = calls.find((c) => c.query.page === page)
    if (!found) throw new Error(`page ${page} was not requested; requested: ${pages().join(', ')}`)
    return found
  }
  /** The pages of the scans' calls, in the order they started. */
  const pages = () => calls.flatMap((c) => (c.query.page === undefined ? [] : [c.query.page]))
  /** Releases every waiting call, again and again, until the promise settles. */
  const releaseAll = async <T>(promise: Promise<T>): Promise<T> => {
    let settled = false
    const watched = promise.finally(() => {
      settled = true
    })
    while (!settled) {
      const waiting = calls.filter((c) => !c.settled)
      for (const c of waiting) await c.release()
      await new Promise<void>((done) => setTimeout(done, 0))
    }
    return watched
  }
  return { source, calls, call, pages, releaseAll }
}
