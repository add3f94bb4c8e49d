import { createAbortController } from './abort'
import type { Requester } from './create-requester'
import type { CustomerQuery, SearchAbortSignal } from './customer-source'
import { readId } from './read-customer'

/** How a scanned customer matches: an exact match may end the scan (stopOnExact). */
export type ScanMatch = 'exact' | 'partial' | null

export interface ScanPagesOptions<C> {
  requester: Requester<C>
  /** The query of every page, without `page`; per_page is the page size. */
  query: CustomerQuery & { per_page: number }
  /** The cap: pages 1..maxPages at most. */
  maxPages: number
  /** Never throws. */
  match: (customer: C) => ScanMatch
  /** End the scan at the first page (in page order) that holds an exact match. */
  stopOnExact: boolean
  /** The caller's signal: its abort ends the scan at once. */
  signal: SearchAbortSignal | undefined
}

function safeMatch<C>(match: (customer: C) => ScanMatch, customer: C): ScanMatch {
  try {
    return match(customer)
  } catch {
    return null
  }
}

/**
 * The matching customers of pages 1..maxPages, in page order, asked with the requester's bounded
 * concurrency: the first pages start together, and each later page starts when a slot frees up.
 * A page starts only while it may still matter: not after the scan ended, and not beyond the last
 * page that any answer revealed (X-WP-TotalPages, an empty page, or a short page when no total was
 * given). Answers are processed strictly in page order, inside the task that received them (before
 * its slot is released), so the outcome does not depend on which answer came first. When the scan
 * ends (all pages read, an exact match with stopOnExact, or the caller's abort) the requests still
 * in flight are aborted and not awaited. A page that fails counts as empty. Never rejects.
 */
export function scanPages<C>({
  requester,
  query,
  maxPages,
  match,
  stopOnExact,
  signal: callerSignal,
}: ScanPagesOptions<C>): Promise<C[]> {
  const controller = createAbortController()
  const signal = controller?.signal ?? callerSignal
  const pages: (readonly C[] | undefined)[] = []
  const found: C[] = []
  // A customer who registers during the scan shifts the later pages by one: the customer at the
  // edge comes twice. Each id is kept once (customers without an id are kept as they come).
  const foundIds = new Set<number>()
  // Scans of the same query share what they learnt of the page count (a later scan asks no page
  // that an earlier one found to be past the end).
  const scanKey = JSON.stringify(query)
  const revealedBefore = requester.lastPages.get(scanKey) ?? Number.POSITIVE_INFINITY
  let lastPage = Math.max(0, Math.min(Math.floor(maxPages), revealedBefore))
  let processed = 0
  let done = false
  let resolve: (customers: C[]) => void = () => {}
  const finished = new Promise<C[]>((r) => {
    resolve = r
  })

  const finish = () => {
    if (done) return
    done = true
    callerSignal?.removeEventListener('abort', finish)
    controller?.abort()
    resolve(found)
  }

  const drain = () => {
    while (!done && processed < lastPage) {
      const items = pages[processed]
      if (items === undefined) return
      processed++
      let exact = false
      for (const customer of items) {
        const how = safeMatch(match, customer)
        if (how === null) continue
        const id = readId(customer)
        if (id !== null) {
          if (foundIds.has(id)) continue
          foundIds.add(id)
        }
        found.push(customer)
        if (how === 'exact') exact = true
      }
      if (exact && stopOnExact) return finish()
    }
    if (processed >= lastPage) finish()
  }

  /** What an answer reveals of the last page, shared with later scans of the same query. */
  const learn = (page: number, items: readonly unknown[], totalPages: number) => {
    let revealed = requester.lastPages.get(scanKey) ?? Number.POSITIVE_INFINITY
    const known = Number.isFinite(totalPages)
    if (known) revealed = Math.min(revealed, Math.ceil(totalPages))
    if (items.length === 0) revealed = Math.min(revealed, page - 1)
    else if (!known && items.length < query.per_page) revealed = Math.min(revealed, page)
    if (Number.isFinite(revealed)) requester.lastPages.set(scanKey, revealed)
    lastPage = Math.min(lastPage, revealed)
  }

  if (callerSignal?.aborted || lastPage === 0) {
    finish()
    return finished
  }
  callerSignal?.addEventListener('abort', finish, { once: true })

  for (let page = 1; page <= lastPage; page++) {
    void requester
      .limit(async () => {
        if (done || page > lastPage) return
        const answer = await requester.direct({ ...query, page }, signal)
        if (done) return
        if (answer === null) pages[page - 1] = []
        else {
          learn(page, answer.items, answer.totalPages)
          pages[page - 1] = answer.items
        }
        drain()
      })
      .catch(() => {})
  }
  return finished
}
