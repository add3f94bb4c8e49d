import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpGeocoder } from './create-http-geocoder'
import { GEOCODE_UNAVAILABLE_MESSAGE, GeocodeError, isGeocodeError } from './geocode-error'

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')
const NOMINATIM = fixture('nominatim-search.json')
const PHOTON = fixture('photon-search.json')
const BARI_BOX = [16.7, 40.9, 17.1, 41.2] as const

/** What the service answers, chosen by the query text. */
function answer(url: URL): { status: number; body: string; delayMs?: number } {
  const q = url.searchParams.get('q') ?? ''
  if (q === 'errore') return { status: 500, body: '<html>Internal Server Error</html>' }
  if (q === 'troppe') return { status: 429, body: '{"error":"Too many requests"}' }
  if (q === 'rotto') return { status: 200, body: '[{"lat": "41.1", "lon": ' }
  if (q === 'oggetto')
    return { status: 200, body: '{"error": {"code": 400, "message": "Nothing to search for."}}' }
  if (q === 'senza coordinate')
    return { status: 200, body: '[{"lat": "nord", "lon": "16.8", "address": {}}]' }
  if (q === 'lento') return { status: 200, body: '[]', delayMs: 2_000 }
  if (q === 'nulla') return { status: 200, body: url.pathname === '/api' ? '{"features": []}' : '[]' }
  return { status: 200, body: url.pathname === '/api' ? PHOTON : NOMINATIM }
}

let server: Server
let baseUrl: string
const requests: { url: URL; headers: IncomingMessage['headers'] }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({ url, headers: request.headers })
    const { status, body, delayMs = 0 } = answer(url)
    const timer = setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(body)
    }, delayMs)
    response.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  requests.length = 0
})

describe('createHttpGeocoder: Nominatim', () => {
  const nominatim = () =>
    createHttpGeocoder({
      baseUrl,
      flavour: 'nominatim',
      fetch,
      countryCodes: 'it',
      viewbox: BARI_BOX,
      userAgent: 'bari-bevande-test (shop@example.it)',
    })

  it('asks /search with the jsonv2 format, address details, country, bounded viewbox and Italian names', async () => {
    await nominatim().search('Via Sparano da Bari 12', { limit: 5 })
    expect(requests).toHaveLength(1)
    const { url, headers } = requests[0] as (typeof requests)[number]
    expect(url.pathname).toBe('/search')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      q: 'Via Sparano da Bari 12',
      limit: '5',
      'accept-language': 'it',
      countrycodes: 'it',
      viewbox: '16.7,40.9,17.1,41.2',
      bounded: '1',
    })
    expect(headers['user-agent']).toBe('bari-bevande-test (shop@example.it)')
    expect(headers.accept).toBe('application/json')
  })

  it('maps houses, streets and towns, each label once, and leaves out anything else', async () => {
    expect(await nominatim().search('via sparano da bari')).toEqual([
      {
        label: 'Via Sparano da Bari 12, 70121 Bari',
        street: 'Via Sparano da Bari',
        houseNumber: '12',
        city: 'Bari',
        postalCode: '70121',
        province: 'BA',
        lat: 41.1229312,
        lng: 16.8697653,
        kind: 'street',
      },
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
      },
      {
        label: '70019 Triggiano',
        street: null,
        houseNumber: null,
        city: 'Triggiano',
        postalCode: '70019',
        province: 'BA',
        lat: 41.0664467,
        lng: 16.9262398,
        kind: 'town',
      },
    ])
  })

  it('asks for at most 20, and answers at most the limit', async () => {
    expect(await nominatim().search('via sparano', { limit: 1 })).toHaveLength(1)
    await nominatim().search('via sparano', { limit: 500 })
    expect(requests[1]?.url.searchParams.get('limit')).toBe('20')
    await nominatim().search('via sparano')
    expect(requests[2]?.url.searchParams.get('limit')).toBe('8')
  })

  it('answers [] when the service finds nothing', async () => {
    expect(await nominatim().search('nulla')).toEqual([])
  })

  it('never asks the service for a blank or over-long query', async () => {
    for (const query of ['', '   ', 'x'.repeat(201), null as unknown as string])
      expect(await nominatim().search(query)).toEqual([])
    expect(requests).toHaveLength(0)
  })

  it.each([
    ['errore', 'http', 500],
    ['troppe', 'http', 429],
    ['rotto', 'malformed', undefined],
    ['oggetto', 'malformed', undefined],
    ['senza coordinate', 'malformed', undefined],
  ])('rejects %j with a GeocodeError (%s) in Italian', async (query, failure, status) => {
    const error = await nominatim()
      .search(query)
      .then(
        () => null,
        (reason: unknown) => reason,
      )
    expect(error).toBeInstanceOf(GeocodeError)
    expect(isGeocodeError(error)).toBe(true)
    expect(error).toMatchObject({
      name: 'GeocodeError',
      message: 'Servizio di ricerca indirizzi non disponibile',
      failure,
      status,
    })
    expect((error as GeocodeError).detail).not.toContain(query)
  })

  it('rejects with a GeocodeError when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const geocoder = createHttpGeocoder({ baseUrl: `http://127.0.0.1:${port}`, flavour: 'nominatim', fetch })
    await expect(geocoder.search('via sparano')).rejects.toMatchObject({
      name: 'GeocodeError',
      message: GEOCODE_UNAVAILABLE_MESSAGE,
      failure: 'network',
    })
  })

  it("rejects with the signal's reason when the caller aborts, before or during the request", async () => {
    const before = new AbortController()
    before.abort(new Error('annullata'))
    await expect(nominatim().search('via sparano', { signal: before.signal })).rejects.toThrow('annullata')
    expect(requests).toHaveLength(0)

    const during = new AbortController()
    const pending = nominatim().search('lento', { signal: during.signal })
    setTimeout(() => during.abort(new Error('troppo lenta')), 50)
    const error = await pending.then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).toEqual(new Error('troppo lenta'))
    expect(isGeocodeError(error)).toBe(false)
  })
})

describe('createHttpGeocoder: Photon', () => {
  const photon = () =>
    createHttpGeocoder({ baseUrl, flavour: 'photon', fetch, countryCodes: 'it', viewbox: BARI_BOX })

  it('asks /api with q, limit, lang=it, the box and a location bias at its middle', async () => {
    await photon().search('via sparano 12', { limit: 3 })
    const { url } = requests[0] as (typeof requests)[number]
    expect(url.pathname).toBe('/api')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'via sparano 12',
      limit: '3',
      lang: 'it',
      bbox: '16.7,40.9,17.1,41.2',
      lat: '41.05',
      lon: '16.9',
    })
  })

  it('maps houses, streets and towns of Italy, and leaves out the rest', async () => {
    const results = await photon().search('via sparano da bari')
    expect(results.map((r) => [r.label, r.kind, r.province, r.lat, r.lng])).toEqual([
      ['Via Sparano da Bari 12, 70121 Bari', 'street', 'BA', 41.1229312, 16.8697653],
      ['Via Sparano da Bari, 70121 Bari', 'street', 'BA', 41.1225813, 16.8696411],
      ['70019 Triggiano', 'town', 'BA', 41.0664467, 16.9262398],
    ])
    expect(results[0]).toMatchObject({ street: 'Via Sparano da Bari', houseNumber: '12', city: 'Bari' })
  })

  it('keeps other countries when no country is asked', async () => {
    const everywhere = createHttpGeocoder({ baseUrl, flavour: 'photon', fetch })
    expect((await everywhere.search('bari')).map((r) => r.city)).toContain('Tirana')
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      q: 'bari',
      limit: '8',
      lang: 'it',
    })
  })

  it('rejects an error status or a malformed answer with a GeocodeError', async () => {
    await expect(photon().search('errore')).rejects.toMatchObject({ failure: 'http', status: 500 })
    await expect(photon().search('oggetto')).rejects.toMatchObject({ failure: 'malformed' })
    expect(await photon().search('nulla')).toEqual([])
  })
})

describe('createHttpGeocoder options', () => {
  it('uses the global fetch when none is given', async () => {
    const geocoder = createHttpGeocoder({ baseUrl, flavour: 'nominatim' })
    expect(await geocoder.search('via sparano', { limit: 1 })).toHaveLength(1)
  })

  it('refuses a bad configuration with a message that shows the right form', () => {
    expect(() => createHttpGeocoder({ baseUrl: 'nominatim.example', flavour: 'nominatim' })).toThrow(
      /baseUrl must be an http\(s\) address, as in createHttpGeocoder\(\{ baseUrl: 'https:\/\/nominatim/,
    )
    expect(() => createHttpGeocoder({ baseUrl, flavour: 'google' as never })).toThrow(
      /flavour must be 'nominatim' or 'photon'/,
    )
    expect(() =>
      createHttpGeocoder({ baseUrl, flavour: 'photon', viewbox: [17.1, 41.2, 16.7, 40.9] }),
    ).toThrow(/viewbox is \[minLng, minLat, maxLng, maxLat\]/)
  })
})
