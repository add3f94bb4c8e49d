import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressParts, normalizeAddress, significantWords } from './normalize-address'

describe('normalizeAddress', () => {
  it('ignores case, accents and spacing', () => {
    expect(normalizeAddress('  Via   LIBERTÀ ')).toBe('via liberta')
    expect(normalizeAddress('Viale Beato Josemaría Escrivá')).toBe(
      normalizeAddress('viale beato josemaria escriva'),
    )
    expect(normalizeAddress('Via Niccolò Piccinni')).toBe('via niccolo piccinni')
  })

  it.each([
    ['v. Sparano', 'via sparano'],
    ['v sparano', 'via sparano'],
    ['V.Sparano', 'via sparano'],
    ['v.le Japigia', 'viale japigia'],
    ['vle japigia', 'viale japigia'],
    ['c.so Cavour', 'corso cavour'],
    ['c/so cavour', 'corso cavour'],
    ['cso cavour', 'corso cavour'],
    ['p.zza Umberto', 'piazza umberto'],
    ['p.za Umberto', 'piazza umberto'],
    ['P.le Moro', 'piazzale moro'],
    ['l.go Giannella', 'largo giannella'],
    ['str. Torre Tresca', 'strada torre tresca'],
    ['trav. Pizzillo', 'traversa pizzillo'],
    ['v.co Fiume', 'vico fiume'],
    ['l.mare Nazario Sauro', 'lungomare nazario sauro'],
    ['c.da Lamasinata', 'contrada lamasinata'],
    ['S.S. 16', 'strada statale 16'],
  ])('writes out the street type in %j', (written, normal) => {
    expect(normalizeAddress(written)).toBe(normal)
  })

  it('reads a short form as a street type only at the start', () => {
    expect(normalizeAddress('vico v Modugno')).toBe('vico 5 modugno')
    expect(normalizeAddress('v Modugno')).toBe('via modugno')
  })

  it.each([
    ['Vico 1° Fiume', 'vico 1 fiume'],
    ['vico 1^ fiume', 'vico 1 fiume'],
    ['vico 1 º fiume', 'vico 1 fiume'],
    ['vico prima fiume', 'vico 1 fiume'],
    ['Vico I Fiume', 'vico 1 fiume'],
    ['Corso Vittorio Emanuele II', 'corso vittorio emanuele 2'],
    ['Piazza Umberto Primo', 'piazza umberto 1'],
    ['Corso Umberto I', 'corso umberto 1'],
    ['Lungomare IX Maggio', 'lungomare 9 maggio'],
    ['Via Detta della Marina Traversa N° 32', 'via detta della marina traversa n 32'],
  ])('writes ordinals as digits in %j', (written, normal) => {
    expect(normalizeAddress(written)).toBe(normal)
  })

  it('turns apostrophes, dashes and brackets into spaces, keeping house numbers', () => {
    expect(normalizeAddress("Vico 4° Duca d'Aosta")).toBe('vico 4 duca d aosta')
    expect(normalizeAddress('Via Nicolò Dell’Arca')).toBe('via nicolo dell arca')
    expect(normalizeAddress('Strada Statale 100 di Gioia del Colle (Bari - Taranto)')).toBe(
      'strada statale 100 di gioia del colle bari taranto',
    )
    expect(normalizeAddress('Traversa Via Nazionale 9/A')).toBe('traversa via nazionale 9/a')
  })

  it('splits comma parts', () => {
    expect(addressParts('Via Argiro, 5 70122, Bari (BA)')).toEqual([
      ['via', 'argiro'],
      ['5', '70122'],
      ['bari', 'ba'],
    ])
  })

  it('gives nothing for anything but text', () => {
    for (const value of [null, undefined, 42, {}, [], Symbol('x')]) expect(normalizeAddress(value)).toBe('')
    expect(normalizeAddress('  ,;. / ')).toBe('')
  })

  it('is idempotent and never throws (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'grapheme' }), (text) => {
        const once = normalizeAddress(text)
        expect(normalizeAddress(once)).toBe(once)
        expect(once).toMatch(/^[a-z0-9 /]*$/)
      }),
    )
  })

  it('tells the words a name must have from an opening street type and small words', () => {
    expect(significantWords(['via', 'sparano', 'da', 'bari'])).toEqual(['sparano', 'bari'])
    expect(significantWords(['strada', 'complanare'])).toEqual(['complanare'])
    expect(significantWords(['sparano', 'via'])).toEqual(['sparano', 'via'])
    expect(significantWords(['corso', 'di', 'della', 'n', '2'])).toEqual(['2'])
  })
})
