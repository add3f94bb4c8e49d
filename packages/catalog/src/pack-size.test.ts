import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { packSize } from './pack-size'

// Realistic names of the shop's products, as WooCommerce returns them (HTML and character
// references included), and the pack size a person reading the name would say.
const NAMES: readonly [name: string, expected: number | null][] = [
  // water, plastic and glass
  ['Acqua Minerale Naturale San Benedetto 1,5 lt x 6', 6],
  ['Acqua Frizzante Ferrarelle Vetro 1L x 12 bottiglie', 12],
  ['Acqua Lete 0,5L confezione da 24', 24],
  ['<strong>Acqua</strong> Panna&nbsp;75cl&nbsp;&#215;&nbsp;12', 12],
  ['Acqua Sant&#8217;Anna Naturale 6&#215;1,5L', 6],
  ['Acqua Levissima Naturale 1,5Lx6', 6],
  ['Acqua Rocchetta Naturale 2 lt x 6 bottiglie', 6],
  ['Acqua San Pellegrino Vetro 75 cl x 15', 15],
  ['Acqua Nepi Vetro a rendere 1 lt cassa da 12', 12],
  ['Acqua Uliveto Effervescente 0,5 lt x 24 bott.', 24],
  ['Acqua Naturale Cottorella 0,5L x24', 24],
  ['Acqua Vera Naturale 6 x 2 L', 6],
  ['Acqua Lete Frizzante 2 litri x 6', 6],
  ['Acqua Panna 1 L conf. da 6', 6],
  ['ACQUA SAN BENEDETTO FRIZZANTE 1,5 LT X 6', 6],
  ['Acqua Ferrarelle 1L &times; 6 <em>vetro</em>', 6],
  ['Acqua Lete &ndash; 50 cl &#x00D7; 24', 24],
  ['Acqua <span class="size">1,5 L</span> confezione da 6', 6],
  ['Acqua Minerale Norda 2L', null],
  ['Acqua Lauretana 1 litro', null],
  ['Acqua Vera Naturale 1,5 lt', null],
  ['Acqua Levissima 0,75 L Sport', null],
  // beer
  ['Birra Peroni 33cl x 24 bottiglie', 24],
  ['Birra Moretti lattine 33 cl 6 pz', 6],
  ['Birra Raffo 66 cl formato 15', 15],
  ['Birra Peroni Nastro Azzurro 66 cl x 15', 15],
  ['Birra Ichnusa Non Filtrata 50 cl x 12', 12],
  ['Birra Heineken 3 x 33 cl', 3],
  ['Birra Corona Extra 35,5 cl x 24', 24],
  ['Birra Dreher 33cl 24 bottiglie', 24],
  ['Birra Heineken 33 cl confezione da 3', 3],
  ['Birra <b>Moretti</b> 66cl&nbsp;x&nbsp;15', 15],
  ['BIRRA PERONI 33CL X 24 BOTTIGLIE', 24],
  ['Birra Menabrea Bionda 66 cl', null],
  ['Birra Peroni 1846 33 cl', null],
  ['Birra Tennent&#8217;s Super lattina 50 cl', null],
  ['Birra Moretti Zero 0.0 33cl x 6', 6],
  // soft drinks
  ['Coca-Cola 33cl x 24 lattine', 24],
  ['Fanta Aranciata multipack 6', 6],
  ['Coca-Cola Zero 1,5 L x 6', 6],
  ['Coca-Cola Vetro 20 cl cassa da 24', 24],
  ['Sprite 6&#215;1,5L', 6],
  ['Chinotto Neri 27,5 cl vetro x 24', 24],
  ['Red Bull Energy Drink 25 cl x 24 lattine', 24],
  ['Esta Th&egrave; Limone 6 x 200 ml', 6],
  ['Succo di frutta Yoga Pera 125 ml x 3', 3],
  ['Gazzosa Lurisia 27,5 cl confezione da 12', 12],
  ['Aranciata San Pellegrino 33 cl pack da 6', 6],
  ['Pepsi Max 33cl 24 unit&agrave;', 24],
  ['Lemonsoda 33 cl pacco da 4 lattine', 4],
  ['Coca-Cola Multipack 6x33cl', 6],
  ['Schweppes Tonica 18 cl', null],
  ['T&egrave; freddo San Benedetto Pesca 1,5 lt', null],
  // wine
  ['Primitivo di Manduria DOC 75 cl', null],
  ['Nero di Troia cartone 6 bottiglie', 6],
  ['Negroamaro Salento IGP 2021 75cl x 6', 6],
  ['Vino Rosso Castel del Monte DOC 0,75 L', null],
  ['Prosecco DOC Extra Dry 75 cl &ndash; 3 bottiglie', 3],
  ['Bag in Box Vino Bianco 5 Litri', null],
  ['Vino Bianco Verdeca 75cl 6 pz', 6],
  ['Fiano Minutolo 2022 cartone da 6 bottiglie', 6],
  ['Salice Salentino Riserva 13,5% vol. 75 cl', null],
  ['Confezione regalo Primitivo 2 bottiglie 75 cl', 2],
]

describe('packSize', () => {
  it(`reads the pack size of ${NAMES.length} product names`, () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(40)
  })

  it.each(NAMES)('%s → %s', (name, expected) => {
    expect(packSize(name)).toBe(expected)
  })
})

describe('packSize: each pattern of SPEC.md section 5', () => {
  it.each<[string, number]>([
    ['Birra 66cl x6 bott', 6],
    ['Acqua 6 bottiglie', 6],
    ['Birra 6 pz', 6],
    ['Birra 6 pezzi', 6],
    ['Acqua confezione da 6', 6],
    ['Birra pack da 4', 4],
    ['Birra pacco da 8', 8],
    ['Coca-Cola 24 lattine', 24],
    ['Acqua 24 unità', 24],
    ['Birra 33 cl x 24', 24],
    ['Acqua 500 ml x 12', 12],
    ['Acqua 1,5 lt x 6', 6],
    ['Birra formato 15', 15],
    ['Fanta multipack 6', 6],
  ])('%s → %s', (name, expected) => {
    expect(packSize(name)).toBe(expected)
  })
})

describe('packSize: choices where SPEC.md is silent', () => {
  it('reads the count on either side of x: the number without a unit', () => {
    expect(packSize('Acqua 6 x 1,5 lt')).toBe(6)
    expect(packSize('Acqua 1,5 lt x 6')).toBe(6)
    expect(packSize('Birra 24 x 33cl')).toBe(24)
    expect(packSize('Birra 33cl x 24')).toBe(24)
  })

  it('takes a decimal without a unit as the size', () => {
    expect(packSize('Acqua 1,5 x 6')).toBe(6)
  })

  it('gives no count for A x B with neither a unit nor a decimal', () => {
    expect(packSize('Birra 24 x 33')).toBeNull()
  })

  it('never reads a decimal as a count', () => {
    for (const name of [
      'Acqua 1,5 lt',
      'Acqua 1.5 L',
      'Birra 0,33 x',
      'formato 1,5',
      'Acqua 1,5 pz',
      'x 0,5',
    ]) {
      expect(packSize(name), name).toBeNull()
    }
  })

  it('never reads a size as a count', () => {
    for (const name of [
      'Birra formato 75 cl',
      'Acqua confezione da 2 lt',
      'Birra multipack 33cl',
      'Acqua x 2 L',
    ]) {
      expect(packSize(name), name).toBeNull()
    }
  })

  it('takes the first count in the name when there are several', () => {
    expect(packSize('Birra 33 cl 6 pz confezione da 4')).toBe(6)
  })

  it('ignores 0 and numbers of more than 3 digits', () => {
    expect(packSize('Acqua confezione da 0')).toBeNull()
    expect(packSize('Vino formato 2020')).toBeNull()
    expect(packSize('Vino 1500 bottiglie prodotte')).toBeNull()
  })

  it('ignores an x inside a word', () => {
    expect(packSize('Pepsi Max 6')).toBeNull()
    expect(packSize('Birra Peroni 66cl XL')).toBeNull()
  })

  it('reads * as x', () => {
    expect(packSize('Acqua 6*1,5L')).toBe(6)
  })

  it('gives null for an empty name or something that is not a string', () => {
    expect(packSize('')).toBeNull()
    expect(packSize(null as never)).toBeNull()
    expect(packSize(6 as never)).toBeNull()
  })

  it('gives a whole number in 1 … 999 or null for any string, without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[a-z ]{0,6}\d{0,4}[,.]?\d? ?(?:cl|l|x|pz)? ?x? ?\d{0,3}$/)),
        (name) => {
          const size = packSize(name)
          expect(size === null || (Number.isInteger(size) && size >= 1 && size <= 999)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
