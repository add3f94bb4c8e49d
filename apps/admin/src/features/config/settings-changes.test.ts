import type { ShopSettings } from '@shop/api/contract'
import { describe, expect, it } from 'vitest'
import { bankAccountErrors, brandError, changedSettings, draftOf } from './settings-changes'

const saved: ShopSettings = {
  brand: 'Bari Bevande',
  welcomeDialog: true,
  paymentMethods: ['bacs', 'stripe'],
  calendarSource: 'orddd',
  slotSource: 'orddd',
  bankAccount: {
    iban: 'IT60X0542811101000000123456',
    holder: 'Bari Bevande S.r.l.',
    bank: 'Banca Popolare di Bari',
  },
  onDeliveryStatus: 'on-hold',
  guestOrdersPerDay: 3,
  deliveryRules: {
    defaultCapacity: null,
    vans: {},
    cutoffs: { sameDay: false, nextDayUntil: {}, minHoursBeforeSlot: 0 },
    closures: [],
  },
  seller: null,
}
const draft = draftOf(saved)

describe('draftOf', () => {
  it('shows the IBAN in groups of four, and an empty account when there is none', () => {
    expect(draft.bankAccount).toEqual({
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      holder: 'Bari Bevande S.r.l.',
      bank: 'Banca Popolare di Bari',
    })
    expect(draftOf({ ...saved, bankAccount: null }).bankAccount).toEqual({ iban: '', holder: '', bank: '' })
  })
})

describe('changedSettings', () => {
  it('is empty when nothing changed (spaces around the name, the order of methods and the IBAN written differently do not count)', () => {
    expect(
      changedSettings(saved, {
        ...draft,
        brand: '  Bari Bevande ',
        paymentMethods: ['stripe', 'bacs'],
        bankAccount: {
          ...draft.bankAccount,
          iban: 'it60x0542811101000000123456 ',
          holder: ' Bari  Bevande S.r.l.',
        },
      }),
    ).toEqual({})
    expect(
      changedSettings({ ...saved, bankAccount: null }, draftOf({ ...saved, bankAccount: null })),
    ).toEqual({})
  })

  it('holds only the changed fields', () => {
    expect(changedSettings(saved, { ...draft, brand: ' Bevande Bari ', welcomeDialog: false })).toEqual({
      brand: 'Bevande Bari',
      welcomeDialog: false,
    })
    expect(changedSettings(saved, { ...draft, paymentMethods: [] })).toEqual({ paymentMethods: [] })
    expect(changedSettings(saved, { ...draft, calendarSource: 'fallback', slotSource: 'fallback' })).toEqual({
      calendarSource: 'fallback',
      slotSource: 'fallback',
    })
    expect(changedSettings(saved, { ...draft, guestOrdersPerDay: 5 })).toEqual({ guestOrdersPerDay: 5 })
    expect(changedSettings(saved, { ...draft, onDeliveryStatus: 'processing' })).toEqual({
      onDeliveryStatus: 'processing',
    })
  })

  it('sends the whole bank account as typed when any of it changed, or blank to have none', () => {
    expect(
      changedSettings(saved, {
        ...draft,
        bankAccount: { ...draft.bankAccount, iban: 'IT40 S054 2811 1010 0000 0123 456' },
      }),
    ).toEqual({
      bankAccount: {
        iban: 'IT40 S054 2811 1010 0000 0123 456',
        holder: 'Bari Bevande S.r.l.',
        bank: 'Banca Popolare di Bari',
      },
    })
    expect(changedSettings(saved, { ...draft, bankAccount: { iban: '', holder: '', bank: '' } })).toEqual({
      bankAccount: { iban: '', holder: '', bank: '' },
    })
  })
})

describe('brandError', () => {
  it('wants a name of 1 to 60 characters', () => {
    expect(brandError('Bari Bevande')).toBeNull()
    expect(brandError('   ')).toBe('Il nome del negozio non può essere vuoto')
    expect(brandError('x'.repeat(61))).toBe('Il nome del negozio può avere al massimo 60 caratteri')
  })
})

describe('bankAccountErrors', () => {
  it("checks the account with the API's rule, by the API's field names", () => {
    expect(bankAccountErrors(draft.bankAccount)).toEqual({})
    expect(bankAccountErrors({ iban: '', holder: '', bank: '' })).toEqual({})
    expect(bankAccountErrors({ iban: 'IT60 X054 2811 1010 0000 0123 457', holder: '', bank: '' })).toEqual({
      'bankAccount.iban':
        "L'IBAN non è valido: le cifre di controllo non tornano. Controlla di averlo copiato bene",
      'bankAccount.holder': "Scrivi l'intestatario del conto: è il beneficiario del bonifico",
    })
  })
})
