import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkItalianIban,
  formatIban,
  hasValidIbanChecksum,
  IBAN_MESSAGES,
  normalizeIban,
} from './italian-iban'

/** The Italian example IBAN of the European Committee for Banking Standards: valid. */
const VALID = 'IT60X0542811101000000123456'

/** The two check digits that make an Italian BBAN a valid IBAN (ISO 13616). */
function withCheckDigits(bban: string): string {
  for (let check = 2; check <= 98; check++) {
    const iban = `IT${String(check).padStart(2, '0')}${bban}`
    if (hasValidIbanChecksum(iban)) return iban
  }
  throw new Error('no check digits')
}

describe('checkItalianIban', () => {
  it('takes an IBAN as people type it, with spaces and small letters, and gives it back normalised', () => {
    for (const typed of [
      VALID,
      'IT60 X054 2811 1010 0000 0123 456',
      ' it60x0542811101000000123456 ',
      'IT60  X054\t2811101000000123456',
    ]) {
      expect(checkItalianIban(typed)).toEqual({ ok: true, iban: VALID })
    }
  })

  it('refuses what is not an Italian IBAN, saying why in Italian', () => {
    expect(checkItalianIban('')).toEqual({ ok: false, message: IBAN_MESSAGES.missing })
    expect(checkItalianIban(undefined)).toEqual({ ok: false, message: IBAN_MESSAGES.missing })
    expect(checkItalianIban('IT60-X054-2811')).toEqual({ ok: false, message: IBAN_MESSAGES.characters })
    expect(checkItalianIban('DE89 3704 0044 0532 0130 00')).toEqual({
      ok: false,
      message: IBAN_MESSAGES.notItalian,
    })
    expect(checkItalianIban('IT60 X054 2811 1010 0000 0123 45')).toEqual({
      ok: false,
      message: 'Un IBAN italiano ha 27 caratteri, spazi esclusi: questo ne ha 26',
    })
    // A digit where the CIN letter goes.
    expect(checkItalianIban('IT6000542811101000000123456')).toEqual({
      ok: false,
      message: IBAN_MESSAGES.shape,
    })
    // One digit changed, or two swapped: the check digits no longer match.
    expect(checkItalianIban('IT60X0542811101000000123457')).toEqual({
      ok: false,
      message: IBAN_MESSAGES.checksum,
    })
    expect(checkItalianIban('IT60X0542811101000000123465')).toEqual({
      ok: false,
      message: IBAN_MESSAGES.checksum,
    })
    expect(checkItalianIban('IT61X0542811101000000123456')).toEqual({
      ok: false,
      message: IBAN_MESSAGES.checksum,
    })
  })

  it('accepts any well-formed Italian account with the right check digits, and catches any single changed digit', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''))
    fc.assert(
      fc.property(
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        digits(10),
        digits(12),
        fc.nat(21),
        fc.integer({ min: 1, max: 9 }),
        (cin, abiCab, account, at, delta) => {
          const iban = withCheckDigits(`${cin}${abiCab}${account}`)
          expect(checkItalianIban(formatIban(iban).toLowerCase())).toEqual({ ok: true, iban })
          // Change one of the 22 digits after the CIN.
          const index = 5 + at
          const changed = `${iban.slice(0, index)}${(Number(iban[index]) + delta) % 10}${iban.slice(index + 1)}`
          expect(checkItalianIban(changed)).toEqual({ ok: false, message: IBAN_MESSAGES.checksum })
        },
      ),
    )
  })
})

describe('formatIban and normalizeIban', () => {
  it('print an IBAN in groups of four, and read it back', () => {
    expect(formatIban(VALID)).toBe('IT60 X054 2811 1010 0000 0123 456')
    expect(normalizeIban('it60 x054 2811 1010 0000 0123 456')).toBe(VALID)
  })
})
