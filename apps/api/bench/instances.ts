/**
 * One API instance against three, and SQLite against PostgreSQL (issue 25): requests per second
 * and latency of the catalogue, the slots and the checkout for
 *
 *   - one instance on SQLite (`npm start`'s way, DATABASE_URL unset),
 *   - one instance on PostgreSQL,
 *   - three instances on one PostgreSQL database,
 *
 * each behind its own round-robin proxy (test/multi-instance/round-robin-proxy.ts, so that every
 * setup pays the same extra hop), every instance the shop as index.ts starts it
 * (test/multi-instance/instance.ts) on one WooCommerce emulator in a process of its own
 * (bench/emulator-process.ts) and one PostgreSQL server (test/postgres/test-postgres.ts). All five
 * instances run for the whole benchmark; the rounds go setup after setup, ROUNDS times, so that the
 * machine's drift falls on each alike. Prints the medians as a Markdown table for BENCHMARKS.md.
 *
 *   pnpm --filter @shop/api bench:instances     (ROUNDS=3 SECONDS=5 CONNECTIONS=10 by default;
 *                                               ONLY=slots runs the workloads whose name has it)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { clockFrom, parseInstant } from '@shop/clock'
import autocannon from 'autocannon'
import pg from 'pg'
import { median } from '../dev/stats'
import { JAPIGIA_HOME, TEST_INSTANT, wooRequest } from '../test/harness'
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/multi-instance/round-robin-proxy'
import { type Instance, instanceEnv, startInstance } from '../test/multi-instance/spawn-instance'
import { startTestPostgres } from '../test/postgres/test-postgres'

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 5)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)

interface Sample {
  rps: number
  p50: number
  p99: number
  bad: number
}

interface Setup {
  name: string
  instances: Instance[]
  proxy: RoundRobinProxy
}

/** The emulator in a child process: it prints one JSON line with its URL and keys. */
async function startEmulatorProcess(): Promise<{
  url: string
  credentials: { consumerKey: string; consumerSecret: string }
  child: ChildProcess
}> {
  const child = spawn(
    process.execPath,
    ['--conditions=@shop/source', '--import', 'tsx', 'bench/emulator-process.ts', TEST_INSTANT],
    { cwd: resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const [line] = (await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), 'line')) as [
    string,
  ]
  return {
    ...(JSON.parse(line) as { url: string; credentials: { consumerKey: string; consumerSecret: string } }),
    child,
  }
}

async function run(options: autocannon.Options): Promise<Sample> {
  return new Promise((done, fail) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => {
      if (error) return fail(error)
      done({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors + result.timeouts,
      })
    })
  })
}

const postgres = await startTestPostgres()
const emulator = await startEmulatorProcess()
const setups: Setup[] = []
try {
  const admin = new pg.Client({ connectionString: postgres.url() })
  await admin.connect()
  await admin.query('CREATE DATABASE bench_one')
  await admin.query('CREATE DATABASE bench_three')
  await admin.end()
  for (const [name, databaseUrl, count] of [
    ['1 instance, SQLite', null, 1],
    ['1 instance, PostgreSQL', postgres.url('bench_one'), 1],
    ['3 instances, PostgreSQL', postgres.url('bench_three'), 3],
  ] as const) {
    const upstreams: string[] = []
    const proxy = await startRoundRobinProxy(upstreams)
    const instances: Instance[] = []
    for (let index = 0; index < count; index++)
      instances.push(
        await startInstance(
          instanceEnv(emulator, proxy.url, databaseUrl, { ORDER_WATCH_SECONDS: '0' }),
          TEST_INSTANT,
        ),
      )
    upstreams.push(...instances.map((instance) => instance.url))
    setups.push({ name, instances, proxy })
  }

  // A product the checkouts can buy all day long, a date and the slots of a zone in Bari.
  const woo = { baseUrl: emulator.url, ...emulator.credentials, now: clockFrom(parseInstant(TEST_INSTANT)) }
  const made = await wooRequest(woo, 'POST', '/products', {
    name: 'Acqua Minerale Naturale 6 × 2 l (banco prova)',
    regular_price: '19.00',
    manage_stock: true,
    stock_quantity: 10_000_000,
  })
  const productId = made.body.id as number
  const base = setups[0]?.proxy.url as string
  const { zones } = (await (await fetch(`${base}/api/zones`)).json()) as {
    zones: { id: string; name: string }[]
  }
  const zoneId = zones.find((zone) => zone.name === 'Japigia')?.id
  if (!zoneId) throw new Error('no zone named Japigia')
  const { dates } = (await (await fetch(`${base}/api/delivery/calendar`)).json()) as {
    dates: { date: string }[]
  }
  const date = dates[dates.length - 1]?.date as string
  const { slots } = (await (
    await fetch(`${base}/api/delivery/slots?zoneId=${zoneId}&date=${date}`)
  ).json()) as {
    slots: { slot: string; bookable: boolean }[]
  }
  const open = slots.filter((slot) => slot.bookable).map((slot) => slot.slot)
  if (open.length === 0) throw new Error('no slot to book')

  let next = 0
  const checkoutRequest = (request: autocannon.Request): autocannon.Request => {
    const n = next++
    return {
      ...request,
      method: 'POST',
      path: '/api/orders',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `bench-${randomUUID()}`,
        // A shopper of its own each (the proxy puts the address first in X-Forwarded-For).
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        items: [{ productId, quantity: 1 }],
        ...JAPIGIA_HOME,
        delivery: { date, slot: open[n % open.length] },
        paymentMethod: 'cod',
        guest: {
          firstName: 'Banco',
          lastName: 'Prova',
          email: `banco.${n}@example.it`,
          phone: '333 123 4567',
        },
      }),
    }
  }
  const allWorkloads = [
    { name: 'GET /api/products', options: (url: string) => ({ url: `${url}/api/products` }) },
    {
      name: 'GET /api/delivery/slots',
      options: (url: string) => ({ url: `${url}/api/delivery/slots?zoneId=${zoneId}&date=${date}` }),
    },
    {
      name: 'POST /api/orders (checkout)',
      options: (url: string) => ({ url, requests: [{ setupRequest: checkoutRequest }] }),
    },
  ]

  const workloads = allWorkloads.filter((workload) => workload.name.includes(process.env.ONLY ?? ''))

  // Warm-up: every instance's caches and compiled statements, through its proxy.
  for (const setup of setups)
    for (let index = 0; index < 3 * setup.instances.length; index++) {
      await fetch(`${setup.proxy.url}/api/products`)
      await fetch(`${setup.proxy.url}/api/delivery/slots?zoneId=${zoneId}&date=${date}`)
    }

  const samples = new Map<string, Sample[]>()
  for (let round = 1; round <= ROUNDS; round++)
    for (const workload of workloads)
      for (const setup of setups) {
        const sample = await run(workload.options(setup.proxy.url))
        const key = `${workload.name}|${setup.name}`
        samples.set(key, [...(samples.get(key) ?? []), sample])
        process.stderr.write(
          `round ${round} ${workload.name}, ${setup.name}: ${sample.rps.toFixed(0)} req/s, p99 ${sample.p99} ms` +
            (sample.bad ? ` (non-2xx and errors ${sample.bad})` : '') +
            '\n',
        )
      }

  const lines = [
    `Node ${process.version}, ${cpus().length} CPUs, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per cell, medians of the rounds.`,
    '',
    '| Workload | Setup | req/s | p50 ms | p99 ms | non-2xx + errors |',
    '|---|---|---:|---:|---:|---:|',
    ...workloads.flatMap((workload) =>
      setups.map((setup) => {
        const runs = samples.get(`${workload.name}|${setup.name}`) ?? []
        const bad = runs.reduce((sum, sample) => sum + sample.bad, 0)
        return `| ${workload.name} | ${setup.name} | ${median(runs.map((s) => s.rps)).toFixed(0)} | ${median(runs.map((s) => s.p50))} | ${median(runs.map((s) => s.p99))} | ${bad} |`
      }),
    ),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  for (const setup of setups) {
    for (const instance of setup.instances) instance.stop()
    await setup.proxy.stop()
  }
  emulator.child.kill('SIGKILL')
  await postgres.stop()
}
