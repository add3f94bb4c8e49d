/**
 * Wall time of a phone search that scans all 20 pages, with this package's bounded concurrency,
 * against a strictly sequential scan of the same pages (one page after the other, as the shop did),
 * in one run, over a source that answers each call after 50 ms. A script, not a test:
 * `pnpm --filter @shop/customer-search bench` (see BENCHMARKS.md).
 */
import { createMemorySource } from '../src/create-memory-source'
import type { CustomerSource } from '../src/customer-source'
import { samePhone } from '../src/normalize-phone'
import { searchCustomers } from '../src/search-customers'
import { SEARCH_LIMITS } from '../src/search-limits'
import { generateCustomers, type TestCustomer } from '../src/testing/italian-customers'

const CUSTOMERS = 2_400
const LATENCY_MS = 50
const RUNS = 7
const WANTED = '+39 0883 123 456'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

interface Counted {
  source: CustomerSource<TestCustomer>
  stats: { requests: number; inFlight: number; maxInFlight: number }
}

/** The memory source behind a 50 ms latency, honouring abort signals, counting requests. */
function slow(inner: CustomerSource<TestCustomer>): Counted {
  const stats = { requests: 0, inFlight: 0, maxInFlight: 0 }
  const delayed = <T>(signal: AbortSignal | undefined, answer: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      stats.requests++
      stats.inFlight++
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
      const done = () => {
        stats.inFlight--
        signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        clearTimeout(timer)
        done()
        reject(signal?.reason)
      }
      const timer = setTimeout(() => {
        done()
        answer().then(resolve, reject)
      }, LATENCY_MS)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  return {
    stats,
    source: {
      listCustomers: (query, options) => delayed(options?.signal, () => inner.listCustomers(query)),
      getCustomer: (id, options) => delayed(options?.signal, () => inner.getCustomer(id)),
    },
  }
}

/** The baseline: pages 1..20 newest first, one after the other, stopping at an exact match. */
async function sequentialScan(source: CustomerSource<TestCustomer>, term: string): Promise<TestCustomer[]> {
  const found: TestCustomer[] = []
  for (let page = 1; page <= SEARCH_LIMITS.phonePages; page++) {
    const { items, totalPages } = await source.listCustomers({
      role: 'all',
      orderby: 'id',
      order: 'desc',
      per_page: SEARCH_LIMITS.pageSize,
      page,
    })
    const exact = items.filter((customer) => samePhone(customer.billing.phone, term))
    found.push(...exact)
    if (exact.length > 0 || page >= totalPages) break
  }
  return found
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function measure(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

async function scenario(name: string, customers: TestCustomer[], expectFound: number | null) {
  const memory = createMemorySource(customers)
  const concurrent: number[] = []
  const sequential: number[] = []
  let concurrentStats = { requests: 0, maxInFlight: 0 }
  let sequentialStats = { requests: 0, maxInFlight: 0 }
  for (let run = 0; run < RUNS; run++) {
    // Alternate which goes first, so that neither always runs on a warmer process.
    const order = run % 2 === 0 ? ['concurrent', 'sequential'] : ['sequential', 'concurrent']
    for (const kind of order) {
      const counted = slow(memory)
      if (kind === 'concurrent') {
        let found: number[] = []
        concurrent.push(
          await measure(async () => {
            const result = await searchCustomers(counted.source, WANTED)
            found = result.customers.map((customer) => customer.id)
          }),
        )
        if (expectFound === null ? found.length !== 0 : found[0] !== expectFound) {
          throw new Error(`${name}: searchCustomers found ${found.join(', ') || 'nobody'}`)
        }
        concurrentStats = counted.stats
      } else {
        let found: TestCustomer[] = []
        sequential.push(
          await measure(async () => {
            found = await sequentialScan(counted.source, WANTED)
          }),
        )
        if (expectFound === null ? found.length !== 0 : found[0]?.id !== expectFound) {
          throw new Error(`${name}: the sequential scan found the wrong customers`)
        }
        sequentialStats = counted.stats
      }
      await sleep(20)
    }
  }
  const ratio = median(concurrent) / median(sequential)
  return { name, concurrent, sequential, ratio, concurrentStats, sequentialStats }
}

async function main() {
  const { customers } = generateCustomers(CUSTOMERS, 2024)
  const probe = createMemorySource(customers)
  const newest: TestCustomer[] = []
  for (let page = 1; page <= 20; page++) {
    const answer = await probe.listCustomers({
      role: 'all',
      orderby: 'id',
      order: 'desc',
      per_page: 100,
      page,
    })
    newest.push(...answer.items)
  }
  // The wanted number on page 20 (the 1,950th newest customer), or nowhere.
  const lastPage = structuredClone(customers)
  const wantedId = (newest[1949] as TestCustomer).id
  const target = lastPage.find((customer) => customer.id === wantedId) as TestCustomer
  target.billing.phone = '0883/123456'

  console.log(
    `customer-search bench: ${CUSTOMERS} customers, ${LATENCY_MS} ms per call, median of ${RUNS} runs, ` +
      `concurrency ${SEARCH_LIMITS.concurrency}; Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  )
  const results = [
    await scenario('wanted phone on page 20', lastPage, wantedId),
    await scenario('wanted phone absent', customers, null),
  ]
  let failed = false
  for (const result of results) {
    const pass = result.ratio <= 1 / 3
    failed ||= !pass
    console.log(`\n${result.name}`)
    console.log(
      `  searchCustomers (concurrent): median ${median(result.concurrent).toFixed(0)} ms ` +
        `[${result.concurrent.map((ms) => ms.toFixed(0)).join(', ')}], ` +
        `${result.concurrentStats.requests} requests, max ${result.concurrentStats.maxInFlight} in flight`,
    )
    console.log(
      `  sequential scan:              median ${median(result.sequential).toFixed(0)} ms ` +
        `[${result.sequential.map((ms) => ms.toFixed(0)).join(', ')}], ` +
        `${result.sequentialStats.requests} requests, max ${result.sequentialStats.maxInFlight} in flight`,
    )
    console.log(`  ratio ${result.ratio.toFixed(3)} (target <= 0.333): ${pass ? 'PASS' : 'FAIL'}`)
  }
  if (failed) process.exit(1)
}

await main()
