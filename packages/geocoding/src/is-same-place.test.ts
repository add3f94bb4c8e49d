import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bariTowns } from './bari-towns'
import { isSamePlace } from './is-same-place'

const sparano = { city: 'Bari', postalCode: '70121' }
const noCap = { city: 'Bari', postalCode: null }

describe('isSamePlace', () => {
  it('matches the typed town whatever its case, accents and spaces', () => {
    expect(isSamePlace(sparano, { city: 'Bari', postalCode: '70121' })).toBe(true)
    expect(isSamePlace(sparano, { city: '  bari ', postalCode: '' })).toBe(true)
    expect(isSamePlace({ city: 'Triggiano', postalCode: '70019' }, { city: 'TRIGGIANO' })).toBe(true)
  })

  it('refuses another town, a blank town, and a CAP that differs when both are known', () => {
    expect(isSamePlace(sparano, { city: 'Altamura', postalCode: '70022' })).toBe(false)
    expect(isSamePlace(sparano, { city: 'Bari', postalCode: '70123' })).toBe(false)
    expect(isSamePlace(sparano, { city: '', postalCode: '70121' })).toBe(false)
    expect(isSamePlace(sparano, { city: null })).toBe(false)
    // A street the data gives no CAP (its zone has several) fits any typed CAP of its town.
    expect(isSamePlace(noCap, { city: 'Bari', postalCode: '70126' })).toBe(true)
    expect(isSamePlace(noCap, { city: 'Modugno', postalCode: '70026' })).toBe(false)
  })

  it('matches a town only with itself among the towns of the delivery area', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bariTowns), fc.constantFrom(...bariTowns), (result, typed) => {
        const found = { city: result.name, postalCode: result.postalCode }
        expect(isSamePlace(found, { city: typed.name, postalCode: typed.postalCode })).toBe(
          result.name === typed.name,
        )
      }),
    )
  })
})
