import { builtInResolver } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { bariStreets } from './bari-streets'
import { bariTowns } from './bari-towns'
import { createOfflineGeocoder } from './create-offline-geocoder'
import type { GeocodeResult } from './geocoder'

const geocoder = createOfflineGeocoder()
const zones = builtInResolver()

/** The gazetteer's row a result comes from (same name and point). */
function streetOf(result: GeocodeResult | undefined) {
  const street = bariStreets.find(
    (s) => s.name === result?.street && s.lat === result?.lat && s.lng === result?.lng,
  )
  if (!street) throw new Error(`no gazetteer street for ${JSON.stringify(result)}`)
  return street
}

/** The first result, checked to lie in the delivery zone the gazetteer gives its street. */
async function first(query: string): Promise<GeocodeResult> {
  const [result] = await geocoder.search(query)
  expect(result, query).toBeDefined()
  const found = result as GeocodeResult
  if (found.kind === 'street') {
    expect(found.city).toBe('Bari')
    expect(zones.zoneAt(found)?.name ?? null, `${query} -> ${found.label}`).toBe(streetOf(found).zone)
  }
  return found
}

describe('createOfflineGeocoder: real addresses of Bari', () => {
  it('finds Via Sparano da Bari, in Centro', async () => {
    const result = await first('Via Sparano da Bari')
    expect(result).toEqual({
      label: 'Via Sparano da Bari, Bari',
      street: 'Via Sparano da Bari',
      houseNumber: null,
      city: 'Bari',
      postalCode: null,
      province: 'BA',
      lat: 41.12258,
      lng: 16.86964,
      kind: 'street',
    })
    expect(zones.zoneAt(result)?.name).toBe('Centro')
  })

  it('keeps the house number of "corso cavour 10" and matches without it', async () => {
    const result = await first('corso cavour 10')
    expect(result).toMatchObject({
      street: 'Corso Cavour',
      houseNumber: '10',
      label: 'Corso Cavour 10, Bari',
    })
    expect(zones.zoneAt(result)?.name).toBe('Centro')
  })

  it('reads "v.le Japigia" as Viale Japigia, in Japigia, with its single CAP', async () => {
    const result = await first('v.le Japigia')
    expect(result).toMatchObject({
      street: 'Viale Japigia',
      postalCode: '70126',
      label: 'Viale Japigia, 70126 Bari',
    })
    expect(zones.zoneAt(result)?.name).toBe('Japigia')
  })

  it('reads "c.so vittorio emanuele": the exact names first, then Corso Vittorio Emanuele II in Centro', async () => {
    const results = await geocoder.search('c.so vittorio emanuele')
    expect(results.slice(0, 3).map((r) => r.label)).toEqual([
      'Corso Vittorio Emanuele, Carbonara, Bari',
      'Corso Vittorio Emanuele, Palese - Macchie, 70128 Bari',
      'Corso Vittorio Emanuele II, Bari',
    ])
    const names = results.slice(0, 3).map((r) => [r.street, zones.zoneAt(r)?.name])
    expect(names).toEqual([
      ['Corso Vittorio Emanuele', 'Carbonara-Ceglie del Campo'],
      ['Corso Vittorio Emanuele', 'Palese'],
      ['Corso Vittorio Emanuele II', 'Centro'],
    ])
    for (const result of results.slice(0, 3)) expect(zones.zoneAt(result)?.name).toBe(streetOf(result).zone)
  })

  it('reads "via argiro, 5 70122": house number and CAP, which the label shows', async () => {
    const result = await first('via argiro, 5 70122')
    expect(result).toMatchObject({
      street: 'Via Argiro',
      houseNumber: '5',
      postalCode: '70122',
      label: 'Via Argiro 5, 70122 Bari',
    })
    expect(zones.zoneAt(result)?.name).toBe('Centro')
  })

  it('restricts to the CAP given: no street whose zone lacks it', async () => {
    expect(await geocoder.search('via argiro 70126')).toEqual([])
    const cavour = await geocoder.search('via cavour 70129')
    expect(cavour.length).toBeGreaterThan(0)
    for (const result of cavour) expect(streetOf(result).postalCodes).toContain('70129')
  })

  it('finds a town: Triggiano, inside the zone Triggiano', async () => {
    const result = await first('Triggiano')
    expect(result).toEqual({
      label: '70019 Triggiano',
      street: null,
      houseNumber: null,
      city: 'Triggiano',
      postalCode: '70019',
      province: 'BA',
      lat: 41.066,
      lng: 16.925,
      kind: 'town',
    })
    expect(zones.zoneAt(result)?.name).toBe('Triggiano')
  })

  it('answers a street of a town it has no streets for with the town', async () => {
    for (const query of [
      'via roma 10, Triggiano',
      'Triggiano, via Roma 10',
      'Corso Vittorio Emanuele 3 70019 Triggiano',
    ]) {
      const results = await geocoder.search(query)
      expect(results[0], query).toMatchObject({ kind: 'town', city: 'Triggiano', street: null })
      expect(zones.zoneAt(results[0] as GeocodeResult)?.name).toBe('Triggiano')
    }
  })

  it('restricts to a trailing town: "via argiro 5 bari"', async () => {
    const result = await first('via argiro 5 bari')
    expect(result).toMatchObject({ street: 'Via Argiro', houseNumber: '5', city: 'Bari' })
    expect(await geocoder.search('via argiro 5 capurso')).toEqual([
      expect.objectContaining({ kind: 'town', city: 'Capurso' }),
    ])
  })

  it('finds both Piazza Umberto Primo for "piazza umberto", the longer first', async () => {
    const results = await geocoder.search('piazza umberto')
    expect(results.slice(0, 2).map((r) => [r.label, zones.zoneAt(r)?.name])).toEqual([
      ['Piazza Umberto Primo, Murat, Bari', 'Centro'],
      ['Piazza Umberto Primo, Carbonara, Bari', 'Carbonara-Ceglie del Campo'],
    ])
  })

  it('matches a name without its final ordinal before names that go on ("via umberto")', async () => {
    const results = await geocoder.search('via umberto')
    expect(results.slice(0, 2).map((r) => r.street)).toEqual(['Via Umberto primo', 'Via Umberto I'])
    expect(results.slice(2).map((r) => r.street)).toContain('Via Umberto Giordano')
  })

  it('ignores accents: Libertà, liberta, LIBERTA', async () => {
    for (const query of ['Via Libertà', 'via liberta', 'VIA LIBERTA’', 'Libertà']) {
      const result = await first(query)
      expect(result.street, query).toBe('Via Libertà')
      expect(zones.zoneAt(result)?.name).toBe('Libertà')
    }
  })

  it('reads ordinals written in any form', async () => {
    for (const query of [
      'vico 1° fiume',
      'vico 1^ fiume',
      'vico primo fiume',
      'vico I fiume',
      'vico 1 fiume',
    ]) {
      expect((await first(query)).street, query).toBe('Vico 1° Fiume')
    }
    for (const query of ['2^ traversa pizzillo', 'seconda traversa pizzillo', 'II traversa pizzillo'])
      expect((await first(query)).street, query).toBe('2^ Traversa Pizzillo')
  })

  it('tolerates word order, a missing type and a prefix being typed', async () => {
    expect((await first('sparano via')).street).toBe('Via Sparano da Bari')
    expect((await first('sparano da bari')).street).toBe('Via Sparano da Bari')
    expect((await first('via spar')).street).toBe('Via Sparano da Bari')
    expect((await first('japigia viale')).street).toBe('Viale Japigia')
  })

  it('tolerates a small typo in a long word', async () => {
    expect((await first('via sparanno')).street).toBe('Via Sparano da Bari')
    expect((await first('lungomare nazario suaro')).street).toBe('Lungomare Nazario Sauro')
    expect(await geocoder.search('via spx')).toEqual([])
  })

  it('ranks exact names before prefixes, all-words matches and typos', async () => {
    const results = await geocoder.search('via bari', { limit: 20 })
    const exact = results.filter((r) => r.street === 'Via Bari')
    expect(exact.length).toBeGreaterThanOrEqual(2)
    expect(results.slice(0, exact.length)).toEqual(exact)
  })

  it('finds a street whose name ends with a number by its whole name, without a house number', async () => {
    const result = await first('Via Morelli e Silvati Traversa 46')
    expect(result).toMatchObject({ street: 'Via Morelli e Silvati Traversa 46', houseNumber: null })
    // Not 'Traversa 48' with the house number 46: that number belonged to the name.
    const results = await geocoder.search('Via Morelli e Silvati Traversa 46', { limit: 20 })
    expect(results.filter((r) => r.houseNumber === '46' && r.street?.includes('Traversa 4'))).toEqual([])
  })

  it('gives at most `limit` results, 8 by default and 20 at most, each label once', async () => {
    expect(await geocoder.search('via', {})).toEqual([])
    const many = await geocoder.search('giovanni', { limit: 100 })
    expect(many).toHaveLength(20)
    expect(await geocoder.search('giovanni')).toHaveLength(8)
    expect(await geocoder.search('giovanni', { limit: 3 })).toHaveLength(3)
    expect(await geocoder.search('giovanni', { limit: 0 })).toHaveLength(1)
    expect(new Set(many.map((r) => r.label)).size).toBe(many.length)
  })

  it('answers a CAP alone with the towns that have it', async () => {
    expect((await geocoder.search('70010')).map((r) => r.city)).toEqual([
      'Capurso',
      'Valenzano',
      'Adelfia',
      'Cellamare',
      'Casamassima',
    ])
    expect((await geocoder.search('70026')).map((r) => r.city)).toEqual(['Modugno'])
  })

  it('gives [] for blank, over-long and non-string queries', async () => {
    const junk: unknown[] = [
      '',
      '   ',
      'a'.repeat(201),
      `via sparano ${'x'.repeat(190)}`,
      null,
      undefined,
      42,
      {},
      [],
    ]
    for (const query of junk) expect(await geocoder.search(query as string)).toEqual([])
    expect(await geocoder.search(`  ${'Via Sparano'.padEnd(200, ' ')}  `)).not.toEqual([])
  })

  it('never throws on odd options', async () => {
    for (const options of [
      null,
      5,
      'x',
      { limit: Number.NaN },
      { limit: '3' },
      { signal: 'no' },
      { signal: {} },
    ])
      await expect(geocoder.search('sparano', options as never)).resolves.toBeInstanceOf(Array)
  })

  it('rejects with the reason of an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new Error('stop'))
    await expect(geocoder.search('sparano', { signal: controller.signal })).rejects.toThrow('stop')
  })

  it('searches the data it is given', async () => {
    const own = createOfflineGeocoder({
      streets: [{ ...(bariStreets[0] as (typeof bariStreets)[number]), name: 'Via Prova' }],
      towns: [],
    })
    expect((await own.search('via prova')).map((r) => r.street)).toEqual(['Via Prova'])
    expect(await own.search('sparano')).toEqual([])
    expect(await own.search('triggiano')).toEqual([])
  })

  it('refuses unusable data with a message that shows the right form', () => {
    expect(() => createOfflineGeocoder({ streets: 'x' as never })).toThrow(/must be lists/)
    expect(() => createOfflineGeocoder({ streets: [{ name: 'Via X' } as never] })).toThrow(
      /streets\[0\] has no valid lat and lng; each is \{ name: string, city: string, lat: number, lng: number/,
    )
    expect(() => createOfflineGeocoder({ towns: [{ ...bariTowns[0], postalCode: 7 } as never] })).toThrow(
      /towns\[0\] has no postalCode/,
    )
  })
})
