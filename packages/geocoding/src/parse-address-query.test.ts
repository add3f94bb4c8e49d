import { describe, expect, it } from 'vitest'
import { type PlaceName, parseAddressQuery } from './parse-address-query'

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
