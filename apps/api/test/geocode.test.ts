import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { manualClock } from '@shop/clock'
import { isGeocodeError } from '@shop/geocoding'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../src/config'
import { createGeocoder, deliveryArea } from '../src/geocoding/create-geocoder'
import { type Browser, startApi, TEST_INSTANT, TEST_SESSION_SECRET, type TestApi } from './harness'

const UNAVAILABLE = 'Servizio di ricerca indirizzi non disponibile'
const TOO_MANY = 'Troppi tentativi, riprova tra qualche minuto.'

const geocode = (b: Browser, q: string, extra = '') =>
  b.get(`/api/geocode?q=${encodeURIComponent(q)}${extra}`)

/** The zone the server gives a point at checkout, by POST /api/zones/resolve. */
async function zoneAt(b: Browser, point: { lat: number; lng: number }): Promise<string | null> {
  const reply = await b.post('/api/zones/resolve', {
    address: { coordinates: { lat: point.lat, lng: point.lng } },
  })
  expect(reply.status).toBe(200)
  return reply.body.zoneName
}

describe('GET /api/geocode on the embedded offline geocoder', () => {
  let t: TestApi
  let b: Browser
  const clock = manualClock(TEST_INSTANT)
  beforeAll(async () => {
    t = await startApi({ now: clock })
    b = t.browser()
  })
  afterAll(async () => {
    await t?.stop()
  })
  // Each test starts in a new rate-limit window.
  beforeEach(() => {
    clock.advance(61_000)
  })

  it('finds a street of Bari whose coordinates the server puts in its zone', async () => {
    const reply = await geocode(b, 'Via Sparano da Bari')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('public, max-age=300')
    const [first] = reply.body.results
    expect(first).toEqual({
      label: 'Via Sparano da Bari, Bari',
      street: 'Via Sparano da Bari',
      houseNumber: null,
      city: 'Bari',
      postalCode: null,
      province: 'BA',
      lat: 41.12258,
      lng: 16.86964,
      kind: 'street',
      inZone: true,
    })
    expect(await zoneAt(b, first)).toBe('Centro')
  })

  it.each([
    ['v.le Japigia', 'Viale Japigia', null, 'Japigia'],
    ['via argiro, 5 70122', 'Via Argiro', '5', 'Centro'],
    ['corso cavour 10', 'Corso Cavour', '10', 'Centro'],
    ['via libertà', 'Via Libertà', null, 'Libertà'],
  ])('reads %j as %s (house number %s), in zone %s', async (q, street, houseNumber, zone) => {
    const reply = await geocode(b, q)
    expect(reply.status).toBe(200)
    const [first] = reply.body.results
    expect(first).toMatchObject({ street, houseNumber, kind: 'street' })
    expect(await zoneAt(b, first)).toBe(zone)
  })

  it.each(['Triggiano', 'Casamassima', 'Modugno'])('finds the town %s, inside its own zone', async (town) => {
    const reply = await geocode(b, town)
    const [first] = reply.body.results
    expect(first).toMatchObject({ kind: 'town', city: town, street: null, province: 'BA' })
    expect(await zoneAt(b, first)).toBe(town)
  })

  it('says whether each result lies in a delivery zone, as the zone check would: most of Santo Spirito is outside', async () => {
    const reply = await geocode(b, 'Santo Spirito')
    const streets = reply.body.results.filter((r: { label: string }) => /Santo Spirito/.test(r.label))
    expect(streets.length).toBeGreaterThan(1)
    for (const street of streets) expect(street.inZone, street.label).toBe((await zoneAt(b, street)) !== null)
    expect(streets.filter((street: { inZone: boolean }) => !street.inZone).length).toBeGreaterThan(0)
    expect((await geocode(b, 'Triggiano')).body.results[0].inZone).toBe(true)
  })

  it('gives at most `limit` results, 8 by default', async () => {
    expect((await geocode(b, 'giovanni')).body.results).toHaveLength(8)
    expect((await geocode(b, 'giovanni', '&limit=3')).body.results).toHaveLength(3)
    expect((await geocode(b, 'giovanni', '&limit=10')).body.results).toHaveLength(10)
  })

  it('answers an empty list when nothing matches', async () => {
    const reply = await geocode(b, 'xyzzy qwerty')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ results: [] })
  })

  it.each([
    ['', '/api/geocode', "Scrivi l'indirizzo da cercare"],
    ['blank', '/api/geocode?q=%20%20', "Scrivi l'indirizzo da cercare"],
    [
      'too long',
      `/api/geocode?q=${'a'.repeat(201)}`,
      "L'indirizzo da cercare può avere al massimo 200 caratteri",
    ],
    [
      'limit 0',
      '/api/geocode?q=bari&limit=0',
      'Il numero di risultati deve essere un numero intero da 1 a 10',
    ],
    [
      'limit 11',
      '/api/geocode?q=bari&limit=11',
      'Il numero di risultati deve essere un numero intero da 1 a 10',
    ],
    [
      'limit x',
      '/api/geocode?q=bari&limit=tre',
      'Il numero di risultati deve essere un numero intero da 1 a 10',
    ],
    [
      'limit 2.5',
      '/api/geocode?q=bari&limit=2.5',
      'Il numero di risultati deve essere un numero intero da 1 a 10',
    ],
  ])('refuses a bad query (%s) with 400 and an Italian message', async (_case, path, message) => {
    const reply = await b.get(path)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toMatchObject({ code: 'invalid_request', message })
    expect(Object.values(reply.body.error.fields)).toContain(message)
  })

  it('allows 60 searches a minute from one address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i++) expect((await geocode(b, 'sparano')).status).toBe(200)
    const refused = await geocode(b, 'sparano')
    expect(refused.status).toBe(429)
    expect(refused.body.error).toEqual({ code: 'too_many_attempts', message: TOO_MANY })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    clock.advance(retryAfter * 1000)
    expect((await geocode(b, 'sparano')).status).toBe(200)
  })
})

/** A geocoding service on 127.0.0.1 that answers 500 for 'errore', waits 2 s for 'lento', else one street. */
async function startService(): Promise<{ url: string; requests: URL[]; server: Server }> {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const q = url.searchParams.get('q') ?? ''
    if (q === 'errore') {
      response.writeHead(500, { 'content-type': 'text/html' })
      response.end('<h1>Internal Server Error</h1>')
      return
    }
    const timer = setTimeout(
      () => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(
          url.pathname === '/api'
            ? JSON.stringify({
                features: [
                  {
                    geometry: { coordinates: [16.8696411, 41.1225813] },
                    properties: {
                      osm_key: 'highway',
                      type: 'street',
                      name: 'Via Sparano da Bari',
                      city: 'Bari',
                      county: 'Bari',
                      postcode: '70121',
                      countrycode: 'IT',
                    },
                  },
                ],
              })
            : JSON.stringify([
                {
                  lat: '41.1225813',
                  lon: '16.8696411',
                  category: 'highway',
                  type: 'pedestrian',
                  addresstype: 'road',
                  name: 'Via Sparano da Bari',
                  address: {
                    road: 'Via Sparano da Bari',
                    city: 'Bari',
                    county: 'Bari',
                    'ISO3166-2-lvl6': 'IT-BA',
                    postcode: '70121',
                    country_code: 'it',
                  },
                },
              ]),
        )
      },
      q === 'lento' ? 2_000 : 0,
    )
    response.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server }
}

describe('GET /api/geocode with GEOCODER_URL', () => {
  let service: Awaited<ReturnType<typeof startService>>
  let t: TestApi
  let b: Browser
  beforeAll(async () => {
    service = await startService()
    t = await startApi({ env: { GEOCODER_URL: service.url } })
    b = t.browser()
  })
  afterAll(async () => {
    await t?.stop()
    service?.server.closeAllConnections()
    await new Promise((resolve) => service?.server.close(resolve))
  })

  it('asks the Nominatim service for Italy and the delivery area, and answers its results', async () => {
    const reply = await geocode(b, 'via sparano', '&limit=5')
    expect(reply.status).toBe(200)
    expect(reply.body.results).toEqual([
      {
        label: 'Via Sparano da Bari, 70121 Bari',
        street: 'Via Sparano da Bari',
        houseNumber: null,
        city: 'Bari',
        postalCode: '70121',
        province: 'BA',
        lat: 41.1225813,
        lng: 16.8696411,
        kind: 'street',
        inZone: true,
      },
    ])
    expect(await zoneAt(b, reply.body.results[0])).toBe('Centro')
    const asked = service.requests.at(-1) as URL
    expect(asked.pathname).toBe('/search')
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      q: 'via sparano',
      limit: '5',
      countrycodes: 'it',
      viewbox: deliveryArea().join(','),
      bounded: '1',
    })
  })

  it('reuses an answer for the same search instead of asking again', async () => {
    const before = service.requests.length
    expect((await geocode(b, 'Via  Sparano  Bari')).status).toBe(200)
    expect((await geocode(b, 'via sparano bari')).status).toBe(200)
    expect(service.requests.length).toBe(before + 1)
  })

  it('answers 503 geocoding_unavailable when the service fails, keeping the address out of the log', async () => {
    const reply = await geocode(b, 'errore')
    expect(reply.status).toBe(503)
    expect(reply.body).toEqual({ error: { code: 'geocoding_unavailable', message: UNAVAILABLE } })
    expect(reply.headers.get('cache-control')).toBe('no-store')
    const line = t.logs.find((l) => l.includes('address search failed'))
    expect(line).toContain('"status":500')
    expect(t.logs.join('\n')).not.toContain('errore')
    // A failure is not kept: the next search asks the service again.
    const before = service.requests.length
    expect((await geocode(b, 'errore')).status).toBe(503)
    expect(service.requests.length).toBe(before + 1)
  })
})

describe('createGeocoder (the wiring)', () => {
  let service: Awaited<ReturnType<typeof startService>>
  beforeAll(async () => {
    service = await startService()
  })
  afterAll(async () => {
    service?.server.closeAllConnections()
    await new Promise((resolve) => service?.server.close(resolve))
  })
  const config = (env: Record<string, string>) => readConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...env })

  it('speaks Photon with GEOCODER_FLAVOUR=photon', async () => {
    const geocoder = createGeocoder(config({ GEOCODER_URL: service.url, GEOCODER_FLAVOUR: 'photon' }))
    const [found] = await geocoder.search('via sparano photon')
    expect(found).toMatchObject({ street: 'Via Sparano da Bari', city: 'Bari', province: 'BA' })
    expect(service.requests.at(-1)?.pathname).toBe('/api')
  })

  it('gives up on a service slower than the timeout', async () => {
    const geocoder = createGeocoder(config({ GEOCODER_URL: service.url }), { timeoutMs: 100 })
    const error = await geocoder.search('lento').then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(Error)
    expect(isGeocodeError(error)).toBe(false)
    expect((error as Error).name).toBe('TimeoutError')
  })

  it('reads GEOCODER_URL and GEOCODER_FLAVOUR, with Italian messages for bad values', () => {
    expect(config({}).geocoder).toEqual({ url: undefined, flavour: 'nominatim' })
    expect(config({ GEOCODER_URL: 'https://geo.example.it/', GEOCODER_FLAVOUR: 'photon' }).geocoder).toEqual({
      url: 'https://geo.example.it',
      flavour: 'photon',
    })
    expect(() => config({ GEOCODER_FLAVOUR: 'google' })).toThrow(ConfigError)
    expect(() => config({ GEOCODER_FLAVOUR: 'google' })).toThrow(
      'GEOCODER_FLAVOUR deve essere nominatim o photon',
    )
    expect(() => config({ GEOCODER_URL: 'ftp://geo.example.it' })).toThrow(
      'GEOCODER_URL deve essere un indirizzo http(s)',
    )
    expect(() => config({ GEOCODER_URL: 'geocoder' })).toThrow(
      'GEOCODER_URL deve essere un indirizzo completo',
    )
  })

  it('boxes the delivery area with a margin', () => {
    const [minLng, minLat, maxLng, maxLat] = deliveryArea()
    expect(minLng).toBeGreaterThan(16.6)
    expect(maxLng).toBeLessThan(17.2)
    expect(minLat).toBeGreaterThan(40.8)
    expect(maxLat).toBeLessThan(41.3)
  })
})
