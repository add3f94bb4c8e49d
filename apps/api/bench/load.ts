/**
 * Load benchmark of the API server (issue 5): requests per second and p99 latency of the product
 * list and of the slots route, next to the WooCommerce emulator answering the same data directly.
 *
 * It starts the shop as `npm start` does (API + embedded emulator, in a child process, on free
 * ports of 127.0.0.1, with a throw-away data folder), warms the caches, then runs autocannon against
 * each target in turn, ROUNDS times interleaved, and prints the median of the rounds as a Markdown
 * table for BENCHMARKS.md. Bounded in time: ROUNDS × targets × SECONDS plus start-up.
 *
 *   pnpm --filter @shop/api bench            (ROUNDS=3 SECONDS=5 CONNECTIONS=10 by default)
 */
import { cpus } from 'node:os'
import { signOAuth1Url } from '@shop/woo-client'
import autocannon from 'autocannon'
import { spawnShop } from '../dev/spawn-shop'
import { median } from '../dev/stats'

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 5)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)

interface Target {
  name: string
  url: string
  /**
   * Keys to sign every request with (OAuth 1.0a, as WooCommerce requires over http): each request
   * takes the next of SIGNED_POOL URLs signed beforehand, since a nonce is good for one request.
   */
  signWith?: { consumerKey: string; consumerSecret: string }
}

/** Signed URLs made ready per round of a signed target: far more than one round sends (about 2,000). */
const SIGNED_POOL = Number(process.env.SIGNED_POOL ?? 20_000)

interface Sample {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

async function run(target: Target): Promise<Sample> {
  let setupRequest: ((request: autocannon.Request) => autocannon.Request) | undefined
  if (target.signWith) {
    const keys = target.signWith
    const pool = await Promise.all(
      Array.from({ length: SIGNED_POOL }, async () => {
        const signed = new URL(await signOAuth1Url('GET', target.url, keys))
        return `${signed.pathname}${signed.search}`
      }),
    )
    let next = 0
    // Past the pool the URLs repeat, and the emulator refuses them (counted as non-2xx).
    setupRequest = (request) => ({ ...request, path: pool[next++ % pool.length] as string })
  }
  return new Promise((done, fail) => {
    autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
      },
      (error, result) => {
        if (error) return fail(error)
        done({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        })
      },
    )
  })
}

const shop = await spawnShop()
try {
  const api = shop.url
  const emulator = shop.emulatorUrl
  const info = await json<{ credentials: { consumerKey: string; consumerSecret: string } }>(
    `${emulator}/__emulator`,
  )

  // The zone with the most vans (one timeslot.php call each) and the first delivery date.
  type Zone = { id: string; defaultVehicle?: string; vehiclesByTimeSlot?: Record<string, string> }
  const vansOf = (zone: Zone) =>
    [...new Set([zone.defaultVehicle, ...Object.values(zone.vehiclesByTimeSlot ?? {})])].filter(
      (van): van is string => typeof van === 'string' && van !== '',
    )
  const { zones } = await json<{ zones: Zone[] }>(`${api}/api/zones`)
  const zone = [...zones].sort((a, b) => vansOf(b).length - vansOf(a).length)[0]
  if (!zone) throw new Error('no zone')
  const { dates } = await json<{ dates: { date: string }[] }>(`${api}/api/delivery/calendar`)
  let date = dates[0]?.date
  if (!date) throw new Error('no delivery date')
  const vans = vansOf(zone)
  const vehicle = vans[0] ?? ''

  // Issue 18: the slots answer with the operators' rules at work (RULES=0 leaves them out: the
  // baseline): a capacity per van, cut-offs on
  // every weekday, 20 closures (on other dates, so the day stays open) and 20 places taken.
  const { demoAccounts } = await json<{
    demoAccounts: { role: string; username: string; password: string }[]
  }>(`${emulator}/__emulator`)
  const withRules = process.env.RULES !== '0'
  const manager = demoAccounts.find((account) => account.role === 'shop_manager')
  if (!manager) throw new Error('no demo shop manager')
  const login = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: manager.username, password: manager.password, staff: true }),
  })
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''
  const closures = Array.from({ length: 20 }, (_, index) => {
    const day = new Date(Date.parse(`${date}T12:00:00Z`) + (index + 40) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    return { from: day, to: day, reason: `Chiusura ${index + 1}`, zoneIds: [zone.id] }
  })
  const rules = {
    defaultCapacity: { orders: 8 },
    vans: Object.fromEntries(vans.map((van) => [van, { orders: 6 }])),
    cutoffs: {
      sameDay: false,
      nextDayUntil: { 0: '20:00', 1: '20:00', 2: '20:00', 3: '20:00', 4: '20:00', 5: '20:00', 6: '13:00' },
      minHoursBeforeSlot: 2,
    },
    closures,
  }
  const saved = await fetch(`${api}/api/admin/delivery-rules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    // The baseline saves the default rules: no capacity, no cut-off, no closure.
    body: JSON.stringify(
      withRules
        ? rules
        : {
            defaultCapacity: null,
            vans: {},
            cutoffs: { sameDay: false, nextDayUntil: {}, minHoursBeforeSlot: 0 },
            closures: [],
          },
    ),
  })
  if (!saved.ok) throw new Error(`delivery rules not saved: ${saved.status} ${await saved.text()}`)
  // The first date the cut-offs still offer.
  date = (await json<{ dates: { date: string }[] }>(`${api}/api/delivery/calendar`)).dates[0]?.date ?? date
  const offered = await json<{ slots: { slot: string }[] }>(
    `${api}/api/delivery/slots?zoneId=${encodeURIComponent(zone.id)}&date=${date}`,
  )
  let taken = 0
  for (let index = 0; index < (withRules ? 20 : 0); index++) {
    const slot = offered.slots[index % offered.slots.length]?.slot
    const held = await fetch(`${api}/api/delivery/holds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zoneId: zone.id, date, slot, hold: `bench${String(index).padStart(12, '0')}` }),
    })
    if (held.status === 201) taken++
  }
  process.stderr.write(
    `rules: capacity 8 (6 per van of the zone), cut-offs, 20 closures; ${taken} places held\n`,
  )

  const targets: Target[] = [
    { name: 'API GET /api/products (cache warm)', url: `${api}/api/products` },
    {
      name: 'emulator GET /wp-json/wc/v3/products (direct)',
      url: `${emulator}/wp-json/wc/v3/products?status=publish&per_page=24&page=1`,
      signWith: info.credentials,
    },
    {
      name: `API GET /api/delivery/slots (zone ${zone.id}, ${vans.length} van(s), ${withRules ? 'capacity and rules' : 'no rules'})`,
      url: `${api}/api/delivery/slots?zoneId=${encodeURIComponent(zone.id)}&date=${date}`,
    },
    {
      name: 'emulator GET orddd delivery_schedule (direct)',
      url: `${emulator}/wp-json/orddd/v1/delivery_schedule/0?date=${date}`,
    },
    {
      name: `emulator GET timeslot.php (direct, ${vehicle || 'no van'})`,
      url: `${emulator}/timeslot.php?date=${date}&vehicle=${encodeURIComponent(vehicle)}`,
    },
  ]

  // Warm-up: fills the API's catalogue cache and the emulator's prepared statements.
  for (const target of targets)
    await json(target.signWith ? await signOAuth1Url('GET', target.url, target.signWith) : target.url)

  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]))
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const sample = await run(target)
      samples.get(target.name)?.push(sample)
      process.stderr.write(
        `round ${round} ${target.name}: ${sample.rps.toFixed(0)} req/s, p99 ${sample.p99} ms` +
          (sample.non2xx || sample.errors ? ` (non-2xx ${sample.non2xx}, errors ${sample.errors})` : '') +
          '\n',
      )
    }
  }

  const lines = [
    `Node ${process.version}, ${cpus().length} CPUs, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target, medians of the rounds.`,
    '',
    '| Target | req/s | p50 ms | p99 ms | non-2xx + errors |',
    '|---|---:|---:|---:|---:|',
    ...targets.map((target) => {
      const runs = samples.get(target.name) ?? []
      const bad = runs.reduce((sum, sample) => sum + sample.non2xx + sample.errors, 0)
      return `| ${target.name} | ${median(runs.map((s) => s.rps)).toFixed(0)} | ${median(runs.map((s) => s.p50))} | ${median(runs.map((s) => s.p99))} | ${bad} |`
    }),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  await shop.stop()
}
