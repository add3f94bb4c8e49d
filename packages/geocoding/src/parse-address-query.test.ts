import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bariTowns } from './bari-towns'
import { createOfflineGeocoder } from './create-offline-geocoder'
import { isStreetQuery, type PlaceName, parseAddressQuery } from './parse-address-query'

const PLACES: PlaceName[] = [
  { words: ['bari'], city: 'Bari' },
  { words: ['triggiano'], city: 'Triggiano' },
  { words: ['palese'], city: 'Bari', quartiere: 'Palese - Macchie' },
  { words: ['torre', 'a', 'mare'], city: 'Bari', quartiere: 'Torre a Mare' },
]
const parse = (query: string) => parseAddressQuery(query, PLACES)

describe('parseAddressQuery', () => {
  it('keeps the literal reading first', () => {
    const { readings } = parse('Via Sparano da Bari')
    expect(readings[0]).toEqual({
      words: ['via', 'sparano', 'da', 'bari'],
      houseNumber: null,
      city: null,
      quartiere: null,
      penalty: 0,
    })
  })

  it.each([
    ['via sparano 12', '12'],
    ['via sparano, 12', '12'],
    ['via sparano n. 12', '12'],
    ['via sparano n° 12', '12'],
    ['via sparano civico 12', '12'],
    ['via sparano 12/a', '12/A'],
    ['via sparano 12a', '12A'],
    ['via sparano 3 bis', '3 bis'],
  ])('reads the house number of %j', (query, houseNumber) => {
    const reading = parse(query).readings.find((r) => r.houseNumber !== null)
    expect(reading).toMatchObject({ words: ['via', 'sparano'], houseNumber })
  })

  it('takes no house number from a query that is only a number', () => {
    expect(parse('12').readings.every((r) => r.houseNumber === null)).toBe(true)
  })

  it('takes a CAP out of the words', () => {
    const parsed = parse('via argiro, 5 70122')
    expect(parsed.postalCode).toBe('70122')
    expect(parsed.readings.map((r) => [r.words.join(' '), r.houseNumber])).toEqual([
      ['via argiro 5', null],
      ['via argiro', '5'],
    ])
    expect(parse('00100 roma').postalCode).toBeNull()
  })

  it('reads a trailing comune, after or without a comma', () => {
    for (const query of [
      'via argiro 5 bari',
      'Via Argiro 5, 70122 Bari (BA)',
      'via argiro 5, bari, italia',
    ]) {
      const reading = parse(query).readings.find((r) => r.city === 'Bari' && r.houseNumber !== null)
      expect(reading, query).toMatchObject({ words: ['via', 'argiro'], houseNumber: '5', quartiere: null })
    }
    expect(parse('via roma 10, Triggiano').readings).toContainEqual({
      words: ['via', 'roma'],
      houseNumber: '10',
      city: 'Triggiano',
      quartiere: null,
      penalty: 2,
    })
  })

  it('reads a comune given first', () => {
    expect(parse('Triggiano, via roma 10').readings).toContainEqual(
      expect.objectContaining({ words: ['via', 'roma'], houseNumber: '10', city: 'Triggiano' }),
    )
  })

  it('reads a quartiere, and also reads the query without it', () => {
    const { readings } = parse('corso vittorio emanuele, palese, bari')
    expect(readings).toContainEqual(
      expect.objectContaining({
        words: ['corso', 'vittorio', 'emanuele'],
        city: 'Bari',
        quartiere: 'Palese - Macchie',
      }),
    )
    expect(readings).toContainEqual(
      expect.objectContaining({ words: ['corso', 'vittorio', 'emanuele'], city: 'Bari', quartiere: null }),
    )
    expect(parse('via bari torre a mare').readings).toContainEqual(
      expect.objectContaining({ words: ['via', 'bari'], quartiere: 'Torre a Mare' }),
    )
  })

  it('gives no reading for nothing but a CAP or punctuation', () => {
    expect(parse('70019')).toEqual({ postalCode: '70019', readings: [] })
    expect(parse(' , . ; ')).toEqual({ postalCode: null, readings: [] })
  })
})

describe('isStreetQuery', () => {
  it.each([
    'Via Altamura',
    'via altamura, bari',
    'Viale Japigia',
    'Piazza Umberto I',
    'p.zza Umberto',
    'c.so Cavour',
    'Corso Italia',
    'Strada Provinciale Bitonto - Santo Spirito',
    'Largo Giordano Bruno',
    'Vico 1° Fiume',
    'Contrada Vaccarella',
    'Lungomare Nazario Sauro',
    'Triggiano, via Roma 5',
    'Sparano 10',
    'argiro, 5 70122',
    'Sparano 12/A, Bari',
    'Peucetia n. 22',
  ])('%j names a street', (query) => {
    expect(isStreetQuery(query)).toBe(true)
  })

  it.each([
    'Altamura',
    'Molfetta',
    'Bitonto',
    'Roma',
    'Milano',
    'Santo Spirito',
    'Torre a Mare',
    'Bari',
    'Poggiofranco',
    '70019',
    '70019 Triggiano',
    'Bari (BA)',
    '',
    '   ',
  ])('%j names no street', (query) => {
    expect(isStreetQuery(query)).toBe(false)
  })

  it('names no street for anything but a string', () => {
    for (const value of [null, undefined, 12, {}, ['via roma']]) expect(isStreetQuery(value)).toBe(false)
  })

  it('is what keeps a town from becoming a street: the geocoder answers bare names with streets', async () => {
    const geocoder = createOfflineGeocoder()
    for (const query of ['Altamura', 'Molfetta', 'Bitonto']) {
      const [first] = await geocoder.search(query)
      expect(first?.kind, query).toBe('street')
      expect(isStreetQuery(query)).toBe(false)
    }
  })

  it('never takes a town of the delivery area, with or without its CAP, for a street', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bariTowns), fc.boolean(), fc.boolean(), (town, withCap, lower) => {
        const name = lower ? town.name.toLowerCase() : town.name
        expect(isStreetQuery(withCap ? `${town.postalCode} ${name}` : name)).toBe(false)
      }),
    )
  })

  it('takes any name followed by a house number for a street, and a street type anywhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Sparano', 'Altamura', 'Molfetta', 'Torre a Mare', 'Dante Alighieri'),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('', 'A', '/B', ' bis'),
        fc.constantFrom(' ', ', ', ' n. '),
        (name, number, suffix, separator) => {
          expect(isStreetQuery(`${name}${separator}${number}${suffix}`)).toBe(true)
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.constantFrom('via', 'Viale', 'PIAZZA', 'corso', 'strada', 'largo', 'vico', 'contrada'),
        fc.constantFrom('Altamura', 'Molfetta', 'Roma'),
        fc.boolean(),
        (type, name, first) => {
          expect(isStreetQuery(first ? `${type} ${name}` : `${name}, ${type} ${name}`)).toBe(true)
        },
      ),
    )
  })
})
