import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { haversineMatrix } from './distance-matrix'
import type { LatLng } from './lat-lng'
import { orderStops, routePoints } from './order-stops'
import { isOsrmError, type OsrmError, type OsrmFetch, osrmDistances } from './osrm-distances'
import { roadDistances } from './road-distances'

/** The value, or a failed test when it is missing. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value, got undefined')
  return value
}

const TABLE = readFileSync(new URL('./__fixtures__/osrm-table.json', import.meta.url), 'utf8')
const POINTS: LatLng[] = [
  { lat: 41.1177, lng: 16.8697 }, // Bari Centrale (the depot)
  { lat: 41.1243, lng: 16.8698 }, // Via Sparano
  { lat: 41.1269, lng: 16.8557 }, // Corso Vittorio Emanuele
]

/** What the service answers, by the first segment of the path (the base URL's own path). */
function answer(base: string): { status: number; body: string; delayMs?: number } {
  switch (base) {
    case 'ok':
      return { status: 200, body: TABLE }
    case 'invalid-query':
      return {
        status: 400,
        body: '{"code":"InvalidQuery","message":"Query string malformed close to position 28"}',
      }
    case 'mld':
      return {
        status: 400,
        body: '{"code":"NotImplemented","message":"Distance Table is not implemented for MLD"}',
      }
    case 'no-table':
      return { status: 200, body: '{"code":"NoTable","message":"No table found"}' }
    case 'proxy-error':
      return { status: 502, body: '<html><body>Bad Gateway</body></html>' }
    case 'not-json':
      return { status: 200, body: '{"code":"Ok","distances":[[0,' }
    case 'durations-only':
      return { status: 200, body: '{"code":"Ok","durations":[[0,1,2],[1,0,2],[2,1,0]]}' }
    case 'wrong-size':
      return { status: 200, body: '{"code":"Ok","distances":[[0,1],[1,0]]}' }
    case 'negative':
      return { status: 200, body: '{"code":"Ok","distances":[[0,-1,2],[1,0,2],[2,1,0]]}' }
    case 'no-route':
      return {
        status: 200,
        body: '{"code":"Ok","distances":[[0,1288.4,3215.7],[1406.2,0,null],[3377.1,2381.5,0]]}',
      }
    case 'one-way':
      // Depot, Via Sparano, Corso Vittorio Emanuele: Sparano is nearer, but only Corso → Sparano is short.
      return { status: 200, body: '{"code":"Ok","distances":[[0,5000,900],[800,0,5000],[5000,700,0]]}' }
    case 'slow':
      return { status: 200, body: TABLE, delayMs: 3_000 }
    default:
      return { status: 404, body: 'not found' }
  }
}

let server: Server
let origin: string
const requests: URL[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const { status, body, delayMs = 0 } = answer(url.pathname.split('/')[1] ?? '')
    const timer = setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      response.end(body)
    }, delayMs)
    response.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  requests.length = 0
})

async function failure(promise: Promise<unknown>): Promise<OsrmError> {
  const error = await promise.then(
    () => {
      throw new Error('expected an OsrmError')
    },
    (reason: unknown) => reason,
  )
  if (!isOsrmError(error)) throw error
  return error
}

describe('osrmDistances', () => {
  it('asks the table service for distances between the points as lng,lat and reads the matrix', async () => {
    const distance = await osrmDistances(`${origin}/ok/`, POINTS, fetch)
    expect(requests).toHaveLength(1)
    const url = requests[0] as URL
    expect(url.pathname).toBe(
      '/ok/table/v1/driving/16.869700,41.117700;16.869800,41.124300;16.855700,41.126900',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({ annotations: 'distance' })
    expect(distance(0, 1)).toBe(1288.4)
    expect(distance(1, 0)).toBe(1406.2) // one-way streets: not symmetric
    expect(distance(2, 2)).toBe(0)
    expect(() => distance(3, 0)).toThrow(/no point 3 among 3/)
  })

  it('uses the runtime’s fetch by default, and another profile when told', async () => {
    await osrmDistances(`${origin}/ok`, POINTS, undefined, { profile: 'car' })
    expect(requests[0]?.pathname.startsWith('/ok/table/v1/car/')).toBe(true)
  })

  it('asks nothing for fewer than two points', async () => {
    const calls: string[] = []
    const spy: OsrmFetch = async (url) => {
      calls.push(url)
      throw new Error('not expected')
    }
    expect((await osrmDistances(`${origin}/ok`, [defined(POINTS[0])], spy))(0, 0)).toBe(0)
    await osrmDistances(`${origin}/ok`, [], spy)
    expect(calls).toEqual([])
  })

  it('rejects an error answer with OSRM’s code and message', async () => {
    const error = await failure(osrmDistances(`${origin}/invalid-query`, POINTS, fetch))
    expect(error).toMatchObject({ name: 'OsrmError', failure: 'http', status: 400, code: 'InvalidQuery' })
    expect(error.message).toMatch(
      /OSRM answered HTTP 400 \(InvalidQuery: Query string malformed close to position 28\) to http:\/\/127\.0\.0\.1:\d+\/invalid-query\/table\/v1\/driving\/… for 3 points/,
    )
    const mld = await failure(osrmDistances(`${origin}/mld`, POINTS, fetch))
    expect(mld).toMatchObject({ failure: 'http', code: 'NotImplemented' })
    const proxy = await failure(osrmDistances(`${origin}/proxy-error`, POINTS, fetch))
    expect(proxy).toMatchObject({ failure: 'http', status: 502, code: undefined })
  })

  it('rejects an answer whose code is not Ok, even with status 200', async () => {
    const error = await failure(osrmDistances(`${origin}/no-table`, POINTS, fetch))
    expect(error).toMatchObject({ failure: 'refused', code: 'NoTable' })
    expect(error.message).toMatch(/OSRM answered NoTable: No table found .*a table answer has code 'Ok'/)
  })

  it('rejects what is not the documented table: not JSON, no distances, the wrong size, negative metres', async () => {
    expect(await failure(osrmDistances(`${origin}/not-json`, POINTS, fetch))).toMatchObject({
      failure: 'malformed',
    })
    const durations = await failure(osrmDistances(`${origin}/durations-only`, POINTS, fetch))
    expect(durations.failure).toBe('malformed')
    expect(durations.message).toMatch(
      /has no 3 × 3 distances table of metres: expected \{ code: 'Ok', distances/,
    )
    expect((await failure(osrmDistances(`${origin}/wrong-size`, POINTS, fetch))).failure).toBe('malformed')
    expect((await failure(osrmDistances(`${origin}/negative`, POINTS, fetch))).failure).toBe('malformed')
  })

  it('rejects a table with a pair that has no route, naming the pair', async () => {
    const error = await failure(osrmDistances(`${origin}/no-route`, POINTS, fetch))
    expect(error.failure).toBe('no-route')
    expect(error.message).toMatch(
      /OSRM found no route from point 1 \(16\.869800,41\.124300\) to point 2 \(16\.855700,41\.126900\)/,
    )
  })

  it('gives up after timeoutMs', async () => {
    const started = performance.now()
    const error = await failure(osrmDistances(`${origin}/slow`, POINTS, fetch, { timeoutMs: 200 }))
    expect(error.failure).toBe('timeout')
    expect(error.message).toMatch(/did not answer .* within 200 ms/)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('gives up after timeoutMs even with a fetch that ignores the signal', async () => {
    const deaf: OsrmFetch = () => new Promise(() => {})
    const error = await failure(osrmDistances(`${origin}/ok`, POINTS, deaf, { timeoutMs: 50 }))
    expect(error.failure).toBe('timeout')
  })

  it('rejects when nothing listens there', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const error = await failure(osrmDistances(`http://127.0.0.1:${port}`, POINTS, fetch))
    expect(error.failure).toBe('network')
    expect(error.message).toMatch(
      /OSRM gave no answer at .*is the service running at http:\/\/127\.0\.0\.1:\d+\?/,
    )
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('refuses a malformed configuration at once, showing the right form', async () => {
    await expect(osrmDistances('localhost:5000', POINTS)).rejects.toThrow(
      /baseUrl must be an http\(s\) address, such as 'http:\/\/localhost:5000'/,
    )
    await expect(osrmDistances(origin, [{ lat: 91, lng: 0 }])).rejects.toThrow(
      /points\[0\] must be \{ lat, lng \}/,
    )
    await expect(osrmDistances(origin, POINTS, fetch, { timeoutMs: 0 })).rejects.toThrow(RangeError)
    await expect(osrmDistances(origin, POINTS, fetch, { profile: 'driving/../x' })).rejects.toThrow(
      /profile is one URL segment/,
    )
    expect(requests).toEqual([])
  })
})

describe('roadDistances: OSRM when configured, haversine otherwise', () => {
  it('is haversine × 1.3, offline, when no service is configured', async () => {
    for (const osrmBaseUrl of [undefined, '', '  ']) {
      const result = await roadDistances(POINTS, { osrmBaseUrl })
      expect(result.source).toBe('haversine')
      expect(result.fallback).toBeNull()
      expect(result.distance(0, 2)).toBe(haversineMatrix(POINTS)(0, 2))
    }
    expect(requests).toEqual([])
  })

  it('uses the service’s distances when it answers', async () => {
    const result = await roadDistances(POINTS, { osrmBaseUrl: `${origin}/ok`, fetch })
    expect(result).toMatchObject({ source: 'osrm', fallback: null })
    expect(result.distance(2, 0)).toBe(3377.1)
  })

  it('falls back to haversine when the service fails, and says why', async () => {
    for (const base of ['invalid-query', 'no-route', 'not-json']) {
      const result = await roadDistances(POINTS, {
        osrmBaseUrl: `${origin}/${base}`,
        fetch,
        detourFactor: 1.2,
      })
      expect(result.source).toBe('haversine')
      expect(isOsrmError(result.fallback)).toBe(true)
      expect(result.distance(0, 1)).toBe(haversineMatrix(POINTS, { detourFactor: 1.2 })(0, 1))
    }
    const slow = await roadDistances(POINTS, { osrmBaseUrl: `${origin}/slow`, timeoutMs: 100 })
    expect(slow.fallback?.failure).toBe('timeout')
  })

  it('still throws for a malformed configuration or bad points', async () => {
    await expect(roadDistances(POINTS, { osrmBaseUrl: 'localhost:5000' })).rejects.toThrow(TypeError)
    await expect(roadDistances([{ lat: 0, lng: 200 }], { osrmBaseUrl: `${origin}/ok` })).rejects.toThrow(
      TypeError,
    )
    expect(requests).toEqual([])
  })

  it('orders stops by the service’s one-way distances', async () => {
    const input = {
      depot: defined(POINTS[0]),
      stops: [
        { id: 'sparano', slot: '09:00 - 10:00', point: defined(POINTS[1]) },
        { id: 'corso', slot: '09:00 - 10:00', point: defined(POINTS[2]) },
      ],
    }
    const ids = (distance?: (from: number, to: number) => number) =>
      orderStops({ ...input, ...(distance ? { distance } : {}) }).stops.map((s) => s.id)
    expect(ids()).toEqual(['sparano', 'corso']) // by straight line: the nearer first
    const { distance, source } = await roadDistances(routePoints(input), {
      osrmBaseUrl: `${origin}/one-way`,
      fetch,
    })
    expect(source).toBe('osrm')
    expect(requests[0]?.pathname).toBe(
      '/one-way/table/v1/driving/16.869700,41.117700;16.869800,41.124300;16.855700,41.126900',
    )
    expect(ids(distance)).toEqual(['corso', 'sparano'])
    expect(orderStops({ ...input, distance }).totalMeters).toBe(900 + 700)
  })
})
