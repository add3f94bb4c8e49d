import { describe, expect, it } from 'vitest'
import { BANK_ACCOUNT_MESSAGES, checkBankAccount } from './bank-account'
import { IBAN_MESSAGES } from './italian-iban'

describe('checkBankAccount', () => {
  it('is no account when every field is blank', () => {
    expect(checkBankAccount({ iban: '', holder: ' ', bank: '' })).toEqual({ ok: true, account: null })
    expect(checkBankAccount({})).toEqual({ ok: true, account: null })
  })

  it('normalises the IBAN and tidies the names', () => {
    expect(
      checkBankAccount({
        iban: 'it60 x054 2811 1010 0000 0123 456',
        holder: '  Bari  Bevande S.r.l. ',
        bank: '',
      }),
    ).toEqual({
      ok: true,
      account: { iban: 'IT60X0542811101000000123456', holder: 'Bari Bevande S.r.l.', bank: '' },
    })
  })

  it('wants an IBAN and a holder together, and says what is wrong with each field', () => {
    expect(checkBankAccount({ holder: 'Bari Bevande S.r.l.' })).toEqual({
      ok: false,
      errors: { iban: IBAN_MESSAGES.missing },
    })
    expect(checkBankAccount({ iban: 'IT60X0542811101000000123456', bank: 'Banca' })).toEqual({
      ok: false,
      errors: { holder: BANK_ACCOUNT_MESSAGES.holderMissing },
    })
    expect(
      checkBankAccount({ iban: 'IT00X0542811101000000123456', holder: 'x'.repeat(71), bank: 'y'.repeat(71) }),
    ).toEqual({
      ok: false,
      errors: {
        iban: IBAN_MESSAGES.checksum,
        holder: 'Al massimo 70 caratteri',
        bank: 'Al massimo 70 caratteri',
      },
    })
  })
})
