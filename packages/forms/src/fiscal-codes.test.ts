import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codiceFiscaleCheckLetter,
  isCodiceDestinatario,
  isCodiceFiscale,
  isPartitaIva,
  normaliseFiscalCode,
  partitaIvaCheckDigit,
} from './fiscal-codes'

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const OMOCODIA = 'LMNPQRSTUV'
const letters = (length: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength: length, maxLength: length })
/** A digit of a codice fiscale's date or place, or the letter standing for it. */
const codeDigits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...`0123456789${OMOCODIA}`), minLength: length, maxLength: length })

/** The first 15 characters of a person's codice fiscale, in the code's shape. */
const personBody = fc
  .tuple(
    letters(6),
    codeDigits(2),
    fc.constantFrom(...'ABCDEHLMPRST'),
    codeDigits(2),
    letters(1),
    codeDigits(3),
  )
  .map((parts) => parts.join(''))

/** The Luhn rule as the ministry's circular states it, written apart from the code under test. */
function luhnByTheBook(first10: string): number {
  const odd = [0, 2, 4, 6, 8].reduce((sum, i) => sum + Number(first10[i]), 0)
  const even = [1, 3, 5, 7, 9].reduce((sum, i) => {
    const doubled = Number(first10[i]) * 2
    return sum + Math.floor(doubled / 10) + (doubled % 10)
  }, 0)
  return (10 - ((odd + even) % 10)) % 10
}

describe('partita IVA', () => {
  it('accepts real ones (the Agenzia delle Entrate, the Ministero dell’Economia)', () => {
    expect(isPartitaIva('06363391001')).toBe(true)
    expect(isPartitaIva('80415740580')).toBe(true)
  })

  it('refuses a wrong check digit, the wrong length, letters and all zeros', () => {
    expect(isPartitaIva('06363391002')).toBe(false)
    expect(isPartitaIva('0636339100')).toBe(false)
    expect(isPartitaIva('063633910011')).toBe(false)
    expect(isPartitaIva('0636339100A')).toBe(false)
    expect(isPartitaIva('00000000000')).toBe(false)
  })

  it('the check digit is the Luhn rule’s, for any 10 digits', () => {
    fc.assert(fc.property(digits(10), (first10) => partitaIvaCheckDigit(first10) === luhnByTheBook(first10)))
  })

  it('any number with its check digit is valid, and any other last digit is not', () => {
    fc.assert(
      fc.property(digits(10), fc.integer({ min: 1, max: 9 }), (first10, shift) => {
        fc.pre(!/^0+$/.test(first10))
        const check = partitaIvaCheckDigit(first10)
        return isPartitaIva(`${first10}${check}`) && !isPartitaIva(`${first10}${(check + shift) % 10}`)
      }),
    )
  })

  it('a single mistyped digit anywhere is caught', () => {
    fc.assert(
      fc.property(
        digits(10),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (first10, at, shift) => {
          fc.pre(!/^0+$/.test(first10))
          const valid = `${first10}${partitaIvaCheckDigit(first10)}`
          const typo = `${valid.slice(0, at)}${(Number(valid[at]) + shift) % 10}${valid.slice(at + 1)}`
          return !isPartitaIva(typo)
        },
      ),
    )
  })

  it('two neighbouring digits swapped are caught, unless they are equal or 0 and 9', () => {
    fc.assert(
      fc.property(digits(10), fc.integer({ min: 0, max: 9 }), (first10, at) => {
        const valid = `${first10}${partitaIvaCheckDigit(first10)}`
        const [a, b] = [valid[at], valid[at + 1]]
        fc.pre(a !== b && `${a}${b}` !== '09' && `${a}${b}` !== '90' && !/^0+$/.test(first10))
        const swapped = `${valid.slice(0, at)}${b}${a}${valid.slice(at + 2)}`
        return !isPartitaIva(swapped)
      }),
    )
  })
})

describe('codice fiscale', () => {
  it('accepts a person’s real-shaped codes and a company’s 11 digits', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562S')).toBe(true)
    // The same person under 'omocodia' (the place's digits replaced by letters), its own check letter.
    expect(isCodiceFiscale('RSSMRA85T10A56NH')).toBe(true)
    expect(isCodiceFiscale('06363391001')).toBe(true)
  })

  it('refuses a wrong check letter, a wrong shape, a company code with a wrong digit', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562T')).toBe(false)
    expect(isCodiceFiscale('RSSMRA85T10A562')).toBe(false)
    expect(isCodiceFiscale('RSSMRA85Z10A562S')).toBe(false) // Z is no month
    expect(isCodiceFiscale('rssmra85t10a562s')).toBe(false) // normalise first
    expect(isCodiceFiscale('06363391002')).toBe(false)
  })

  it('any code in the shape with its check letter is valid, with any other letter is not', () => {
    fc.assert(
      fc.property(personBody, fc.integer({ min: 1, max: 25 }), (body, shift) => {
        const check = codiceFiscaleCheckLetter(body)
        const other = String.fromCharCode(65 + ((check.charCodeAt(0) - 65 + shift) % 26))
        return isCodiceFiscale(`${body}${check}`) && !isCodiceFiscale(`${body}${other}`)
      }),
    )
  })

  it('a letter of the name mistyped as another letter is caught', () => {
    fc.assert(
      fc.property(
        personBody,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 25 }),
        (body, at, shift) => {
          const valid = `${body}${codiceFiscaleCheckLetter(body)}`
          const typo = String.fromCharCode(65 + ((valid.charCodeAt(at) - 65 + shift) % 26))
          return !isCodiceFiscale(`${valid.slice(0, at)}${typo}${valid.slice(at + 1)}`)
        },
      ),
    )
  })
})

describe('normaliseFiscalCode and the Codice Destinatario', () => {
  it('upper-cases, drops spaces, dots and dashes, and the IT before a partita IVA', () => {
    expect(normaliseFiscalCode(' rss mra 85t10 a562s ')).toBe('RSSMRA85T10A562S')
    expect(normaliseFiscalCode('IT 063-633.91001')).toBe('06363391001')
    expect(normaliseFiscalCode('it06363391001')).toBe('06363391001')
  })

  it('a Codice Destinatario is 7 upper-case letters or digits', () => {
    expect(isCodiceDestinatario('M5UXCR1')).toBe(true)
    expect(isCodiceDestinatario('0000000')).toBe(true)
    expect(isCodiceDestinatario('M5UXCR')).toBe(false)
    expect(isCodiceDestinatario('M5UXCR12')).toBe(false)
    expect(isCodiceDestinatario('m5uxcr1')).toBe(false)
    expect(isCodiceDestinatario('M5UX-R1')).toBe(false)
  })
})
