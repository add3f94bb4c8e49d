/**
 * The stores on SQLite against PostgreSQL, one instance (issue 25): the calls a request makes most
 * (read a session, count a rate-limit hit, begin and finish an idempotency key, queue a mail,
 * lease it and mark it sent, claim and let go a lock), each timed ROUNDS times one after the other (the latency a
 * request adds), then PARALLEL at a time (throughput: calls per second). The SQLite file is on the
 * disk, as `npm start` keeps it (WAL, synchronous NORMAL); PostgreSQL is the test server
 * (test/postgres/test-postgres.ts: on /dev/shm, fsync off), so its figures are its best case on
 * this machine: the cost of the protocol and the round trips, not of durable writes.
 *
 *   pnpm bench:stores            # ROUNDS=2000 PARALLEL=16 by default
 *
 * Prints p50/p99 in ms per call and calls per second, for each database.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { median } from '../dev/stats'
import {
  openPostgresStores,
  openSqliteStores,
  type PostgresStores,
  type SqliteStores,
} from '../src/store/stores'
import { startTestPostgres } from '../test/postgres/test-postgres'

const ROUNDS = Number(process.env.ROUNDS ?? 2000)
const PARALLEL = Number(process.env.PARALLEL ?? 16)
const SECRET = 'the-session-secret-of-the-store-benchmark-0123456789'

type Stores = SqliteStores | PostgresStores

/** One kind of call, made the n-th time (each its own keys, as different requests have). */
const CALLS: { name: string; call: (stores: Stores, n: number) => Promise<unknown> }[] = [
  { name: 'session read', call: (s, n) => s.sessions.getSession(`session-${n % 100}`, 0) },
  { name: 'rate-limit hit', call: (s, n) => s.rateLimits.hit(`login:10.0.${n % 250}.1`, 60_000, 0) },
  {
    name: 'idempotency begin + complete',
    call: async (s, n) => {
      const key = `checkout-${n}-${Math.random()}`
      await s.idempotency.beginIdempotent(key, 'h', 0)
      await s.idempotency.completeIdempotent(key, 201, { id: n })
    },
  },
  {
    name: 'mail queued, leased, sent',
    call: async (s, n) => {
      await s.messages.enqueueMessage({ channel: 'email', key: null, payload: `{"n":${n}}` }, 0)
      const leased = await s.messages.claimMessage(['email'], 0, 60_000)
      if (leased) await s.messages.messageSent(leased.id, 0)
    },
  },
  {
    name: 'lock claimed + let go',
    call: async (s, n) => {
      if (await s.locks.claimLock(`lock-${n}`, 'bench', 0, 60_000))
        await s.locks.releaseLock(`lock-${n}`, 'bench')
    },
  },
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

async function measure(label: string, stores: Stores): Promise<string[]> {
  for (let n = 0; n < 100; n++)
    await stores.sessions.createSession({
      idHash: `session-${n}`,
      userId: n,
      email: `cliente${n}@example.it`,
      role: 'customer',
      method: 'password',
      wooToken: 'eyJ0eXAiOiJKV1QifQ.eyJkYXRhIjp7fX0.c2ln',
      remember: false,
      createdAt: 0,
      expiresAt: Number.MAX_SAFE_INTEGER,
    })
  const lines: string[] = []
  for (const { name, call } of CALLS) {
    for (let n = 0; n < 50; n++) await call(stores, -n - 1) // warm up
    const times: number[] = []
    for (let n = 0; n < ROUNDS; n++) {
      const start = performance.now()
      await call(stores, n)
      times.push(performance.now() - start)
    }
    const start = performance.now()
    let next = ROUNDS
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < 2 * ROUNDS) await call(stores, next++)
      }),
    )
    const perSecond = Math.round(ROUNDS / ((performance.now() - start) / 1000))
    lines.push(
      `| ${label} | ${name} | ${median(times).toFixed(3)} | ${percentile(times, 99).toFixed(3)} | ${perSecond} |`,
    )
  }
  return lines
}

const lines = [
  '| Database | Call | p50 (ms) | p99 (ms) | Calls/s, 16 at a time |',
  '|---|---|---:|---:|---:|',
]
const sqlite = openSqliteStores(join(mkdtempSync(join(tmpdir(), 'bench-stores-')), 'api.sqlite'), {
  secret: SECRET,
})
lines.push(...(await measure('SQLite', sqlite)))
sqlite.close()
const server = await startTestPostgres()
try {
  const postgres = await openPostgresStores(server.url(), { secret: SECRET, maxConnections: PARALLEL })
  lines.push(...(await measure('PostgreSQL', postgres)))
  await postgres.close()
} finally {
  await server.stop()
}
process.stdout.write(`ROUNDS=${ROUNDS} PARALLEL=${PARALLEL}\n\n${lines.join('\n')}\n`)
