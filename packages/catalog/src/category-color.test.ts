import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATEGORY_COLORS, CATEGORY_TINT_OPACITY, categoryColor, categoryKind } from './category-color'

const BLUE = { color: '#1B5AAB', tint: 'rgba(27, 90, 171, 0.08)' }
const GOLD = { color: '#CFA100', tint: 'rgba(207, 161, 0, 0.08)' }
const GREEN = { color: '#558E28', tint: 'rgba(85, 142, 40, 0.08)' }
const PURPLE = { color: '#8500AF', tint: 'rgba(133, 0, 175, 0.08)' }
const GREY = { color: '#E5E7EB', tint: 'rgba(229, 231, 235, 0.08)' }

describe('categoryColor', () => {
  it('has the table of SPEC.md section 5', () => {
    expect(CATEGORY_COLORS).toEqual({
      acqua: '#1B5AAB',
      birra: '#CFA100',
      bevande: '#558E28',
      vino: '#8500AF',
      other: '#E5E7EB',
    })
    expect(CATEGORY_TINT_OPACITY).toBe(0.08)
    expect(Object.isFrozen(CATEGORY_COLORS)).toBe(true)
  })

  it.each<[string, { color: string; tint: string }]>([
    ['Acqua', BLUE],
    ['acqua minerale', BLUE],
    ['ACQUA IN VETRO', BLUE],
    ['Acque minerali', BLUE],
    ['Acqua frizzante', BLUE],
    ['Birra', GOLD],
    ['Birre artigianali', GOLD],
    ['BIRRA', GOLD],
    ['Bevande', GREEN],
    ['Bevande gassate', GREEN],
    ['Bevanda analcolica', GREEN],
    ['Vino', PURPLE],
    ['Vini rossi', PURPLE],
    ['Vino Bianco', PURPLE],
    ['Spumanti', GREY],
    ['Liquori', GREY],
    ['Offerte', GREY],
    ['', GREY],
  ])('%s → %o', (name, expected) => {
    expect(categoryColor(name)).toEqual(expected)
  })

  it.each([
    'Coca-Cola',
    'Cola',
    'Pepsi',
    'Fanta',
    'Sprite',
    'Schweppes',
    'Aranciata',
    'Aranciate',
    'Chinotto',
    'Cedrata',
    'Limonata',
    'Gassosa',
    'Gazzosa',
    'Tonica',
    'Ginger ale',
    'Lemon soda',
    'Tè freddo',
    'Te freddo',
    'The freddo',
    'Thè freddo',
    'Estathé',
    'Ice tea',
    'Red Bull',
    'Energy drink',
    'Succo di frutta',
    'Succhi di frutta',
    'Nettare di pesca',
    'Bibite',
    'Bibita',
    'Soft drink',
  ])('reads the soft-drink word %s as green', (name) => {
    expect(categoryColor(name)).toEqual(GREEN)
  })

  it('reads soft-drink words only at the start of a word', () => {
    expect(categoryColor('Colazione')).toEqual(GREY)
    expect(categoryColor('Cantine Nicola')).toEqual(GREY)
    expect(categoryColor('Caffè e colazione')).toEqual(GREY)
  })

  it('checks the table in order acqua, birra, bevande, vino', () => {
    expect(categoryKind('Birra e bevande')).toBe('birra')
    expect(categoryKind('Acqua e bevande')).toBe('acqua')
    expect(categoryKind('Bevande e vino')).toBe('bevande')
    expect(categoryKind('Vino e birra')).toBe('birra')
    expect(categoryKind('Acqua tonica')).toBe('acqua')
    expect(categoryKind('Birra analcolica')).toBe('birra')
  })

  it('reads HTML and character references in the name', () => {
    expect(categoryColor('T&egrave; freddo')).toEqual(GREEN)
    expect(categoryColor('Birra &amp; Sidro')).toEqual(GOLD)
    expect(categoryColor('<span>Vini</span>')).toEqual(PURPLE)
  })

  it('gives grey for something that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['Acqua']])
      expect(categoryColor(value as never)).toEqual(GREY)
  })

  it('gives each row its colour and, as tint, that colour at opacity 0.08', () => {
    const samples = { acqua: 'Acqua', birra: 'Birra', bevande: 'Bevande', vino: 'Vino', other: 'Altro' }
    for (const [kind, name] of Object.entries(samples)) {
      const hex = CATEGORY_COLORS[kind as keyof typeof CATEGORY_COLORS]
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
      expect(categoryColor(name)).toEqual({
        color: hex,
        tint: `rgba(${r}, ${g}, ${b}, ${CATEGORY_TINT_OPACITY})`,
      })
    }
  })

  it('always gives one of the five rows, without throwing', () => {
    const rows = (Object.keys(CATEGORY_COLORS) as (keyof typeof CATEGORY_COLORS)[]).map((kind) => ({
      color: CATEGORY_COLORS[kind],
    }))
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (name) => {
        expect(rows).toContainEqual({ color: categoryColor(name as string).color })
      }),
    )
  })
})
