import { createLimit, type Limit } from './create-limit'
import type { CustomerPage, CustomerQuery, CustomerSource, SearchAbortSignal } from './customer-source'
import type { SearchableCustomer } from './searchable-customer'

/**
 * The source calls of one search: every call goes through one limiter (at most `concurrency` in
 * flight), each distinct query is sent at most once (answers are shared, also failures), and every
 * failure becomes null (SPEC.md section 8). Calls whose signal was aborted are forgotten, so that a
 * later ask sends them again.
 */
export interface Requester<C> {
  readonly limit: Limit
  /** The last page that answers revealed, by the JSON of a scan's query without `page`. */
  readonly lastPages: Map<string, number>
  /** A list call that takes a slot of the limiter. */
  list(query: CustomerQuery): Promise<CustomerPage<C> | null>
  /** A list call for a caller that already holds a slot of the limiter. */
  direct(query: CustomerQuery, signal: SearchAbortSignal | undefined): Promise<CustomerPage<C> | null>
  /** getCustomer, taking a slot; null when not found or on failure. */
  get(id: number): Promise<C | null>
}

function nonNegative(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback
}

function isRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A page read defensively: items an array of objects (other items are dropped), totals
 * non-negative numbers (NaN when unknown).
 */
function readPage<C>(page: unknown): CustomerPage<C> | null {
  if (!isRecord(page)) return null
  const { items, total, totalPages } = page as Partial<Record<keyof CustomerPage<C>, unknown>>
  if (!Array.isArray(items)) return null
  return {
    items: items.filter(isRecord) as C[],
    total: nonNegative(total, Number.NaN),
    totalPages: nonNegative(totalPages, Number.NaN),
  }
}

export function createRequester<C extends SearchableCustomer>(
  source: CustomerSource<C>,
  concurrency: number,
  callerSignal: SearchAbortSignal | undefined,
): Requester<C> {
  const limit = createLimit(concurrency)
  const memo = new Map<string, Promise<unknown>>()

  function remember<T>(key: string, signal: SearchAbortSignal | undefined, call: () => Promise<T | null>) {
    const known = memo.get(key)
    if (known) return known as Promise<T | null>
    const promise = (async () => {
      if (signal?.aborted) return null
      try {
        return await call()
      } catch {
        return null
      }
    })()
    memo.set(key, promise)
    void promise.then((value) => {
      if (value === null && signal?.aborted && memo.get(key) === promise) memo.delete(key)
    })
    return promise
  }

  const options = (signal: SearchAbortSignal | undefined) => (signal === undefined ? {} : { signal })

  const direct = (query: CustomerQuery, signal: SearchAbortSignal | undefined) =>
    remember(`list:${JSON.stringify(query)}`, signal, async () =>
      readPage<C>(await source.listCustomers(query, options(signal))),
    )

  return {
    limit,
    lastPages: new Map(),
    direct,
    list(query) {
      const known = memo.get(`list:${JSON.stringify(query)}`)
      if (known) return known as Promise<CustomerPage<C> | null>
      return limit(() => direct(query, callerSignal))
    },
    get(id) {
      const key = `get:${id}`
      const known = memo.get(key)
      if (known) return known as Promise<C | null>
      return limit(() =>
        remember(key, callerSignal, async () => {
          const customer: unknown = await source.getCustomer(id, options(callerSignal))
          return isRecord(customer) ? (customer as C) : null
        }),
      )
    },
  }
}
