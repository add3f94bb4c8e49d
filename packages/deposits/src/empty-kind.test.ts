import { describe, expect, it } from 'vitest'
import { EMPTY_KIND_LABELS, EMPTY_KINDS, emptiesLabel, emptiesText, isEmptyKind } from './empty-kind'

describe('empty kinds', () => {
  it('lists the bottle and the crate, each with its Italian names', () => {
    expect(EMPTY_KINDS).toEqual(['bottiglia', 'cassa'])
    expect(EMPTY_KIND_LABELS.cassa).toEqual({ one: 'cassa', other: 'casse' })
    expect(Object.isFrozen(EMPTY_KINDS)).toBe(true)
  })

  it('knows its kinds and nothing else', () => {
    expect(isEmptyKind('bottiglia')).toBe(true)
    expect(isEmptyKind('Bottiglia')).toBe(false)
    expect(isEmptyKind('fusto')).toBe(false)
    expect(isEmptyKind(undefined)).toBe(false)
  })

  it('counts in Italian', () => {
    expect(emptiesLabel('cassa', 1)).toBe('1 cassa')
    expect(emptiesLabel('bottiglia', 12)).toBe('12 bottiglie')
    expect(emptiesLabel('bottiglia', 0)).toBe('0 bottiglie')
    expect(emptiesText({ bottiglia: 24, cassa: 2 })).toBe('24 bottiglie e 2 casse')
    expect(emptiesText({ cassa: 1 })).toBe('1 cassa')
    expect(emptiesText({ bottiglia: 0, cassa: 0 })).toBe('nessun vuoto')
    expect(emptiesText({})).toBe('nessun vuoto')
  })
})
