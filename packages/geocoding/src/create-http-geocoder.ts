import { z } from 'zod'
import { formatLabel } from './format-label'
import { GeocodeError } from './geocode-error'
import type { GeocodeResult, Geocoder, GeocodeSearchOptions } from './geocoder'
import { readLimit, readQuery, readSignal } from './geocoder'

/** The part of `fetch` this adapter uses; the runtime's fetch (browser, Node 18+, Deno, Bun) fits. */
export type GeocodeFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

export interface HttpGeocoderOptions {
  /** The service's address: 'https://nominatim.openstreetmap.org', 'https://photon.komoot.io'. */
  baseUrl: string
  /** Which API the service speaks. */
  flavour: 'nominatim' | 'photon'
  /** Default: the runtime's global fetch. */
  fetch?: GeocodeFetch
  /** Only results in these countries (ISO 3166-1 alpha-2, comma-separated), e.g. 'it'. */
  countryCodes?: 'it' | (string & {})
  /** Only results inside this box: [minLng, minLat, maxLng, maxLat]. */
  viewbox?: readonly [number, number, number, number]
  /** Sent as User-Agent (Nominatim's usage policy asks for one that names the application). */
  userAgent?: string
  /** The language of names: default 'it'. */
  language?: string
}

/** The provinces of Puglia by name, as the services write them, to their two-letter code. */
const PROVINCE_CODES: Readonly<Record<string, string>> = {
  bari: 'BA',
  'barletta-andria-trani': 'BT',
  brindisi: 'BR',
  foggia: 'FG',
  lecce: 'LE',
  taranto: 'TA',
}
const TOWN_TYPES = new Set(['city', 'town', 'village', 'municipality', 'hamlet'])

const text = z.string().optional().catch(undefined)
const coordinate = z.union([z.string(), z.number()])

const nominatimAddressSchema = z.looseObject({
  road: text,
  pedestrian: text,
  square: text,
  house_number: text,
  city: text,
  town: text,
  village: text,
  municipality: text,
  hamlet: text,
  suburb: text,
  postcode: text,
  county: text,
  state: text,
  state_code: text,
  'ISO3166-2-lvl6': text,
  country_code: text,
})

/** One place of a Nominatim `format=jsonv2&addressdetails=1` answer. */
export const nominatimPlaceSchema = z.looseObject({
  lat: coordinate,
  lon: coordinate,
  name: text,
  category: text,
  type: text,
  addresstype: text,
  address: nominatimAddressSchema.optional(),
})
export const nominatimResponseSchema = z.array(nominatimPlaceSchema)

/** One feature of a Photon answer (GeoJSON). */
export const photonFeatureSchema = z.looseObject({
  geometry: z.looseObject({ coordinates: z.array(z.number()).min(2) }),
  properties: z
    .looseObject({
      name: text,
      street: text,
      housenumber: text,
      city: text,
      district: text,
      locality: text,
      postcode: text,
      county: text,
      state: text,
      countrycode: text,
      osm_key: text,
      osm_value: text,
      type: text,
    })
    .optional(),
})
export const photonResponseSchema = z.looseObject({ features: z.array(photonFeatureSchema) })

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** 'IT-BA' -> 'BA'; a province's name -> its code; else the name; else ''. */
function provinceOf(code: string | undefined, county: string | undefined, state?: string): string {
  const fromCode = clean(code)?.match(/^[A-Z]{2}-([A-Z0-9]{2,3})$/i)?.[1]
  if (fromCode) return fromCode.toUpperCase()
  const name = clean(county)
  if (name) return PROVINCE_CODES[name.toLowerCase()] ?? name
  return clean(state) ?? ''
}

function readPoint(lat: unknown, lng: unknown): { lat: number; lng: number } | null {
  const y = typeof lat === 'number' ? lat : Number(lat)
  const x = typeof lng === 'number' ? lng : Number(lng)
  if (!Number.isFinite(y) || !Number.isFinite(x) || Math.abs(y) > 90 || Math.abs(x) > 180) return null
  return { lat: y, lng: x }
}

function result(fields: Omit<GeocodeResult, 'label'>): GeocodeResult {
  return { label: formatLabel(fields), ...fields }
}

/** A Nominatim place as a result: a street (it has a road) or a town; null for anything else. */
function fromNominatim(place: z.infer<typeof nominatimPlaceSchema>): GeocodeResult | null | 'malformed' {
  const point = readPoint(place.lat, place.lon)
  if (!point) return 'malformed'
  const address = place.address ?? {}
  const street = clean(address.road) ?? clean(address.pedestrian) ?? clean(address.square)
  const placeType = place.addresstype ?? place.type ?? ''
  const isTown = !street && TOWN_TYPES.has(placeType)
  const city =
    clean(address.city) ??
    clean(address.town) ??
    clean(address.village) ??
    clean(address.municipality) ??
    (isTown ? clean(place.name) : null) ??
    clean(address.hamlet)
  if (!city || (!street && !isTown)) return null
  return result({
    street,
    houseNumber: street ? clean(address.house_number) : null,
    city,
    postalCode: clean(address.postcode),
    province: provinceOf(address.state_code ?? address['ISO3166-2-lvl6'], address.county),
    ...point,
    kind: street ? 'street' : 'town',
  })
}

/** A Photon feature as a result: a street or house (street), or a town; null for anything else. */
function fromPhoton(
  feature: z.infer<typeof photonFeatureSchema>,
  countries: readonly string[],
): GeocodeResult | null | 'malformed' {
  const [lng, lat] = feature.geometry.coordinates
  const point = readPoint(lat, lng)
  if (!point) return 'malformed'
  const p = feature.properties ?? {}
  if (countries.length > 0 && !countries.includes((p.countrycode ?? '').toLowerCase())) return null
  const isStreet = p.osm_key === 'highway' || p.type === 'street'
  const street = clean(p.street) ?? (isStreet ? clean(p.name) : null)
  const isTown =
    !street && (p.osm_key === 'place' || p.type === 'city') && TOWN_TYPES.has(p.osm_value ?? p.type ?? '')
  const city = clean(p.city) ?? (isTown ? clean(p.name) : null) ?? clean(p.locality)
  if (!city || (!street && !isTown)) return null
  return result({
    street,
    houseNumber: street ? clean(p.housenumber) : null,
    city,
    postalCode: clean(p.postcode),
    province: provinceOf(undefined, p.county, p.state),
    ...point,
    kind: street ? 'street' : 'town',
  })
}

function checkOptions(options: HttpGeocoderOptions): void {
  const example =
    "createHttpGeocoder({ baseUrl: 'https://nominatim.openstreetmap.org', flavour: 'nominatim' })"
  if (typeof options?.baseUrl !== 'string' || !/^https?:\/\/[^\s/]+/.test(options.baseUrl))
    throw new TypeError(`createHttpGeocoder: baseUrl must be an http(s) address, as in ${example}`)
  if (options.flavour !== 'nominatim' && options.flavour !== 'photon')
    throw new TypeError(`createHttpGeocoder: flavour must be 'nominatim' or 'photon', as in ${example}`)
  const box = options.viewbox
  if (
    box !== undefined &&
    !(
      Array.isArray(box) &&
      box.length === 4 &&
      box.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
      box[0] < box[2] &&
      box[1] < box[3]
    )
  )
    throw new TypeError(
      'createHttpGeocoder: viewbox is [minLng, minLat, maxLng, maxLat], such as [16.7, 40.9, 17.1, 41.2]',
    )
}

const queryString = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&')

/**
 * The production adapter: a Nominatim- or Photon-compatible geocoding service over HTTP, its
 * answers mapped to GeocodeResult (streets and towns only). An unreachable service, an error
 * status or an answer that is not the expected JSON rejects with a GeocodeError ('Servizio di
 * ricerca indirizzi non disponibile'); an aborted signal rejects with the signal's reason. A blank,
 * over-long or non-string query gives [] without asking the service.
 */
export function createHttpGeocoder(options: HttpGeocoderOptions): Geocoder {
  checkOptions(options)
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const flavour = options.flavour
  const fetchAnswer: GeocodeFetch =
    options.fetch ??
    ((url, init) => {
      const runtime = globalThis as unknown as { fetch?: GeocodeFetch }
      if (typeof runtime.fetch !== 'function')
        throw new TypeError('createHttpGeocoder: this runtime has no fetch; pass one as { fetch }')
      return runtime.fetch(url, init)
    })
  const countries = (options.countryCodes ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '')
  const box = options.viewbox
  const language = options.language ?? 'it'
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.userAgent) headers['User-Agent'] = options.userAgent
  const endpoint = flavour === 'nominatim' ? `${baseUrl}/search` : `${baseUrl}/api`

  function urlFor(query: string, limit: number): string {
    if (flavour === 'nominatim')
      return `${endpoint}?${queryString({
        format: 'jsonv2',
        addressdetails: 1,
        q: query,
        limit,
        'accept-language': language,
        countrycodes: countries.length > 0 ? countries.join(',') : undefined,
        viewbox: box ? box.join(',') : undefined,
        bounded: box ? 1 : undefined,
      })}`
    return `${endpoint}?${queryString({
      q: query,
      limit,
      lang: language,
      bbox: box ? box.join(',') : undefined,
      lat: box ? (box[1] + box[3]) / 2 : undefined,
      lon: box ? (box[0] + box[2]) / 2 : undefined,
    })}`
  }

  return {
    async search(query: string, searchOptions?: GeocodeSearchOptions): Promise<GeocodeResult[]> {
      const signal = readSignal(searchOptions?.signal)
      if (signal?.aborted) throw signal.reason
      const text = readQuery(query)
      if (text === null) return []
      const limit = readLimit(searchOptions?.limit)
      let response: Awaited<ReturnType<GeocodeFetch>>
      try {
        response = await fetchAnswer(urlFor(text, limit), {
          method: 'GET',
          headers,
          ...(signal ? { signal } : {}),
        })
      } catch (error) {
        if (signal?.aborted) throw signal.reason
        throw new GeocodeError('network', { cause: error, detail: `no answer from ${endpoint}` })
      }
      if (!response.ok)
        throw new GeocodeError('http', {
          status: response.status,
          detail: `HTTP ${response.status} from ${endpoint}`,
        })
      let body: unknown
      try {
        body = await response.json()
      } catch (error) {
        if (signal?.aborted) throw signal.reason
        throw new GeocodeError('malformed', { cause: error, detail: `not JSON from ${endpoint}` })
      }
      const mapped = mapAnswer(body, flavour, countries)
      if (mapped === 'malformed')
        throw new GeocodeError('malformed', { detail: `unexpected ${flavour} answer from ${endpoint}` })
      const seen = new Set<string>()
      return mapped
        .filter((found) => {
          if (seen.has(found.label)) return false
          seen.add(found.label)
          return true
        })
        .slice(0, limit)
    },
  }
}

function mapAnswer(
  body: unknown,
  flavour: HttpGeocoderOptions['flavour'],
  countries: readonly string[],
): GeocodeResult[] | 'malformed' {
  const mapped =
    flavour === 'nominatim'
      ? nominatimResponseSchema.safeParse(body).data?.map(fromNominatim)
      : photonResponseSchema.safeParse(body).data?.features.map((feature) => fromPhoton(feature, countries))
  if (!mapped || mapped.includes('malformed')) return 'malformed'
  return mapped.filter((found): found is GeocodeResult => found !== null && found !== 'malformed')
}
