import { builtInResolver } from '@shop/zones/bari'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bariStreets } from './bari-streets'
import { createOfflineGeocoder } from './create-offline-geocoder'
import { normalizeAddress } from './normalize-address'

const geocoder = createOfflineGeocoder()
const zones = builtInResolver()

/**
 * The gazetteer's zones were computed on an older copy of the zone boundaries; these two points
 * lie within metres of a boundary that has moved since.
 */
const MOVED_BOUNDARY = new Map([
  ['Via Capitaneo', 'Palese'],
  ['Viale Europa', 'Zona Industriale Modugno-Sanpaolo'],
])

describe('the offline geocoder over every street of the gazetteer', () => {
  it('puts each street, searched by its exact name, first (or a street of the same name)', async () => {
    const misses: string[] = []
    for (const street of bariStreets) {
      const [result] = await geocoder.search(street.name)
      if (normalizeAddress(result?.street) !== normalizeAddress(street.name))
        misses.push(`${street.name} -> ${result?.label}`)
    }
    expect(misses).toEqual([])
  })

  it('gives coordinates that @shop/zones puts in the zone the data names', () => {
    const wrong = bariStreets
      .filter((street) => (zones.zoneAt(street)?.name ?? null) !== street.zone)
      .map((street) => [street.name, zones.zoneAt(street)?.name ?? null])
    expect(new Map(wrong as [string, string][])).toEqual(MOVED_BOUNDARY)
  })

  const streetNames = new Set(bariStreets.map((street) => normalizeAddress(street.name)))

  it('finds a street with a house number, a CAP of its zone and the town, in any of the usual forms (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bariStreets),
        fc.integer({ min: 1, max: 250 }),
        fc.constantFrom('', 'A', '/B', ' bis'),
        fc.constantFrom(' N', ', N', ' n. N', ', N, Bari', ' N CAP Bari', ', N - CAP Bari (BA)', ' N bari'),
        async (street, number, suffix, form) => {
          // 'Corso Vittorio Emanuele 2' is also how 'Corso Vittorio Emanuele II' is written: a number
          // that completes another street's name reads as that street (CI seed 346869437).
          if (!suffix && streetNames.has(normalizeAddress(`${street.name} ${number}`))) return
          const houseNumber = `${number}${suffix}`
          const cap = street.postalCodes[0]
          if (form.includes('CAP') && !cap) return
          const query = `${street.name}${form.replace('N', houseNumber).replace('CAP', cap ?? '')}`
          const [result] = await geocoder.search(query)
          expect(normalizeAddress(result?.street), query).toBe(normalizeAddress(street.name))
          expect(result?.houseNumber?.toLowerCase(), query).toBe(houseNumber.toLowerCase())
          if (form.includes('CAP')) expect(result?.postalCode, query).toBe(cap)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('the offline geocoder on any input (fast-check)', () => {
  const query = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ maxLength: 40, unit: 'grapheme' }),
    fc.stringMatching(/^[ a-zA-Z0-9.,°^/'-]{0,60}$/),
    fc.constantFrom(...bariStreets.slice(0, 50).map((s) => s.name)).map((name) => name.toUpperCase()),
    fc.anything(),
  )
  const limit = fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.constant(undefined))

  it('never throws, and answers at most `limit` distinct results with usable coordinates', async () => {
    await fc.assert(
      fc.asyncProperty(query, limit, async (text, max) => {
        const results = await geocoder.search(text as string, { limit: max as number })
        expect(Array.isArray(results)).toBe(true)
        const expected =
          typeof max === 'number' && Number.isFinite(max) ? Math.min(20, Math.max(1, Math.floor(max))) : 8
        expect(results.length).toBeLessThanOrEqual(expected)
        expect(new Set(results.map((r) => r.label)).size).toBe(results.length)
        for (const result of results) {
          expect(result.label).not.toBe('')
          expect(Number.isFinite(result.lat) && Number.isFinite(result.lng)).toBe(true)
          expect(['street', 'town']).toContain(result.kind)
        }
      }),
      { numRuns: 400 },
    )
  })
})
