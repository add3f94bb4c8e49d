import { describe, expect, it } from 'vitest'
import { AGE_META_KEYS, readAgeDeclaration } from './age-declaration'

describe('the age declaration of an order', () => {
  it('reads the alcohol mark and the instant of the declaration', () => {
    const order = {
      meta_data: [
        { key: AGE_META_KEYS.alcohol, value: 'yes' },
        { key: AGE_META_KEYS.declaredAt, value: '2026-11-25T09:00:00.000Z' },
      ],
    }
    expect(readAgeDeclaration(order)).toEqual({
      alcohol: true,
      ageDeclared: true,
      declaredAt: '2026-11-25T09:00:00.000Z',
    })
  })

  it('reads an order without them, or with an unreadable instant, as nothing declared', () => {
    expect(readAgeDeclaration({})).toEqual({ alcohol: false, ageDeclared: false, declaredAt: null })
    expect(
      readAgeDeclaration({ meta_data: [{ key: AGE_META_KEYS.declaredAt, value: 'ieri' }] }).ageDeclared,
    ).toBe(false)
  })
})
