import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isItalianPhone, italianMobile, normalizePhone, samePhone } from './normalize-phone'
import { phoneForms } from './testing/italian-customers'

describe('normalizePhone without exact (SPEC.md section 5)', () => {
  it.each([
    ['+39 080 123 4567', '+390801234567'],
    ['(080) 123-4567', '0801234567'],
    ['080\t123\u00a04567', '0801234567'],
    ['0039 080 1234567', '00390801234567'],
    ['080.123.4567', '080.123.4567'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected)
    expect(normalizePhone(value, {})).toBe(expected)
    expect(normalizePhone(value, { exact: false })).toBe(expected)
  })

  it('keeps the plus sign', () => {
    expect(normalizePhone('+39 333 1234567')).toBe('+393331234567')
  })
})

describe('normalizePhone with exact', () => {
  it.each([
    ['+39 080 123 4567', '0801234567'],
    ['0039 080 1234567', '0801234567'],
    ['0801234567', '0801234567'],
    ['080-123-4567', '0801234567'],
    ['(080) 123 4567', '0801234567'],
    ['080.123.4567', '0801234567'],
    ['080/1234567', '0801234567'],
    ['+390801234567', '0801234567'],
    ['39 080 1234567', '0801234567'],
    ['+39 347 123 4567', '3471234567'],
    ['0039 347 1234567', '3471234567'],
    ['347 123 4567', '3471234567'],
    // A mobile number that begins with 39 is not mistaken for a country code...
    ['393 123 4567', '3931234567'],
    ['390 123 4567', '3901234567'],
    // ...but is read as one after +39.
    ['+39 393 123 4567', '3931234567'],
    // 39 + something that is not an Italian number stays as it is.
    ['+39 12345', '3912345'],
    ['3912345', '3912345'],
    // Other countries keep their code, in both international forms.
    ['+1 555 555 0199', '15555550199'],
    ['001 555 555 0199', '15555550199'],
    ['+44 20 7946 0958', '442079460958'],
    // Short national numbers (Rome 06, 6 digits and more) are plausible.
    ['+39 06 1234', '061234'],
    ['+39 06 123', '3906123'],
    ['12345', '12345'],
    ['interno 4', 'interno4'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (value, expected) => {
    expect(normalizePhone(value, { exact: true })).toBe(expected)
  })

  it('reads a finite number as its digits and anything else as empty', () => {
    expect(normalizePhone(801234567, { exact: true })).toBe('801234567')
    expect(normalizePhone(393471234567, { exact: true })).toBe('3471234567')
    for (const value of [null, undefined, {}, [], Number.NaN, true]) {
      expect(normalizePhone(value)).toBe('')
      expect(normalizePhone(value, { exact: true })).toBe('')
    }
  })

  it('gives the same form for every written form of an Italian number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^0[1-9]\d{4,9}$/), fc.stringMatching(/^3\d{9}$/)),
        (national) => {
          for (const form of phoneForms(national)) {
            expect(normalizePhone(form, { exact: true })).toBe(national)
          }
          expect(normalizePhone(`+39${national}`, { exact: true })).toBe(national)
          expect(normalizePhone(`0039${national}`, { exact: true })).toBe(national)
        },
      ),
    )
  })

  it('is idempotent on its own output and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (value, exact) => {
        const once = normalizePhone(value, { exact })
        if (!exact) expect(normalizePhone(once)).toBe(once)
        expect(typeof once).toBe('string')
      }),
    )
  })
})

describe('samePhone', () => {
  it('equates the written forms of one number', () => {
    const forms = ['+39 080 123 4567', '0039 080 1234567', '0801234567', '080-123-4567', '(080) 123 4567']
    for (const a of forms) for (const b of forms) expect(samePhone(a, b)).toBe(true)
  })

  it('tells different numbers apart', () => {
    expect(samePhone('080 123 4567', '080 123 4568')).toBe(false)
    expect(samePhone('+39 393 1234567', '3931234567')).toBe(true)
    expect(samePhone('+39 080 1234567', '+1 080 1234567')).toBe(false)
  })

  it('is false for blanks, text and non-strings', () => {
    expect(samePhone('', '')).toBe(false)
    expect(samePhone(' - ', '()')).toBe(false)
    expect(samePhone('abc', 'abc')).toBe(false)
    expect(samePhone(undefined, undefined)).toBe(false)
    expect(samePhone(null, '')).toBe(false)
  })
})

describe('isItalianPhone', () => {
  it.each([
    '333 123 4567',
    '+39 333 1234567',
    '0039 333 1234567',
    '080 555 0102',
    '333.123.4567',
    '(080) 555-0102',
  ])('accepts %j', (phone) => {
    expect(isItalianPhone(phone)).toBe(true)
  })

  it.each([
    'abc',
    '12',
    '333 123 abc',
    '+39 12',
    '333/1234567',
    '12345678901234',
    '+1 555 555 0199',
    '0044 20 7946 0958',
    '',
  ])('refuses %j', (phone) => {
    expect(isItalianPhone(phone)).toBe(false)
  })
})

describe('italianMobile', () => {
  it.each([
    ['+39 347 000 1122', '3470001122'],
    ['0039 347-000-1122', '3470001122'],
    ['333 123 4567', '3331234567'],
    ['3331234567', '3331234567'],
  ])('reads %j as the mobile %s', (phone, mobile) => {
    expect(italianMobile(phone)).toBe(mobile)
  })

  it.each(['080 555 0102', '+1 555 555 0199', '', 'non ho il telefono', '33312'])(
    'finds no mobile in %j',
    (phone) => {
      expect(italianMobile(phone)).toBeNull()
    },
  )
})
