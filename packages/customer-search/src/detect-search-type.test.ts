import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectSearchType } from './detect-search-type'

describe('detectSearchType (SPEC.md section 5)', () => {
  it.each([
    ['mario.rossi@gmail.com', 'email'],
    ['  MARIO.ROSSI@LIBERO.IT  ', 'email'],
    ['a@b.it', 'email'],
    ['mario@localhost', 'name'],
    ['mario rossi@gmail.com', 'name'],
    ['@gmail.com', 'name'],
    ['12345', 'phone'],
    ['1234', 'id'],
    ['1', 'id'],
    ['0', 'id'],
    ['  42  ', 'id'],
    ['00000', 'phone'],
    ['+39 080 123 4567', 'phone'],
    ['0039 080 1234567', 'phone'],
    ['0801234567', 'phone'],
    ['080-123-4567', 'phone'],
    ['(080) 123 4567', 'phone'],
    ['12 34', 'phone'],
    ['+1234', 'phone'],
    ['+123', 'name'],
    ['-----', 'name'],
    ['(+) -', 'name'],
    ['080.123.4567', 'name'],
    ['Mario Rossi', 'name'],
    ['Via Sparano 12', 'name'],
    ['70121', 'phone'],
    ['', 'name'],
    ['   ', 'name'],
  ] as const)('%j is %s', (term, type) => {
    expect(detectSearchType(term)).toBe(type)
  })

  it('checks the id rule after the phone rule: 4 digits are an id, 5 a phone', () => {
    expect(detectSearchType('1234')).toBe('id')
    expect(detectSearchType('12345')).toBe('phone')
  })

  it('calls anything but a string a name', () => {
    for (const term of [undefined, null, 12345, {}, ['1234']]) {
      expect(detectSearchType(term as unknown as string)).toBe('name')
    }
  })

  it('never throws and ignores surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', '\t', '\n '), (term, pad) => {
        expect(detectSearchType(`${pad}${term}${pad}`)).toBe(detectSearchType(term.trim()))
      }),
    )
  })

  it('gives phone to every term of 5 or more digits and separators with a digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d[\d +()-]{4,20}$/).filter((term) => term.trim() === term),
        (term) => {
          expect(detectSearchType(term)).toBe('phone')
        },
      ),
    )
  })
})
