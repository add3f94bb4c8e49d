import { FORM_MESSAGES, type Seller } from '@shop/forms'
import { describe, expect, it } from 'vitest'
import { parseEuros, sellerApiErrors, sellerDraftOf, sellerErrors, sellerRequest } from './seller-draft'

const SELLER: Seller = {
  companyName: 'Bevande Baresi S.r.l.',
  vatNumber: '06363391001',
  taxCode: '',
  street: 'Via Napoli 120',
  postcode: '70123',
  city: 'Bari',
  province: 'BA',
  reaOffice: 'BA',
  reaNumber: '123456',
  shareCapital: 10000,
  taxRegime: 'RF01',
  pec: 'baribevande@pec.example.it',
  email: 'info@baribevande.example.it',
  phone: '080 123 4567',
}

describe('the seller form', () => {
  it('starts from the saved seller, the share capital as typed in Italian, and sends it back unchanged', () => {
    const draft = sellerDraftOf(SELLER)
    expect(draft.shareCapital).toBe('10000,00')
    expect(sellerErrors(draft)).toEqual({})
    expect(sellerRequest(draft)).toEqual(SELLER)
    expect(sellerDraftOf(null)).toMatchObject({ companyName: '', vatNumber: '', taxRegime: 'RF01' })
  })

  it('shows the API’s messages under each wrong field, the check digits included', () => {
    const draft = {
      ...sellerDraftOf(SELLER),
      companyName: '  ',
      vatNumber: '06363391002',
      taxCode: 'RSSMRA85T10A562X',
      postcode: '7012',
      reaNumber: 'BA-12',
      shareCapital: 'diecimila',
      pec: 'non-una-pec',
    }
    expect(sellerErrors(draft)).toEqual({
      companyName: FORM_MESSAGES.companyNameRequired,
      vatNumber: FORM_MESSAGES.vatNumberInvalid,
      taxCode: FORM_MESSAGES.taxCodeInvalid,
      postcode: expect.any(String),
      reaNumber: FORM_MESSAGES.reaNumberInvalid,
      shareCapital: FORM_MESSAGES.shareCapitalInvalid,
      pec: FORM_MESSAGES.pecInvalid,
    })
    // The blank form: every required field says so.
    const blank = sellerErrors(sellerDraftOf(null))
    expect(blank.companyName).toBe(FORM_MESSAGES.companyNameRequired)
    expect(blank.vatNumber).toBe(FORM_MESSAGES.vatNumberRequired)
    expect(blank.taxCode).toBeUndefined()
    expect(blank.shareCapital).toBeUndefined()
  })

  it('reads amounts as Italians type them; blank is no share capital', () => {
    expect(parseEuros('10.000,50')).toBe(10000.5)
    expect(parseEuros('10000,5')).toBe(10000.5)
    expect(parseEuros('10000.50')).toBe(10000.5)
    expect(parseEuros(' 25 000 € ')).toBe(25000)
    expect(parseEuros('')).toBeNull()
    expect(parseEuros('10,505')).toBeNaN()
    expect(parseEuros('-5')).toBeNaN()
  })

  it('puts the API’s refusals (seller.vatNumber) under the form’s fields and leaves the others', () => {
    expect(
      sellerApiErrors({
        'seller.vatNumber': FORM_MESSAGES.vatNumberInvalid,
        'seller.pec': FORM_MESSAGES.pecInvalid,
        'bankAccount.iban': 'IBAN non valido',
      }),
    ).toEqual({ vatNumber: FORM_MESSAGES.vatNumberInvalid, pec: FORM_MESSAGES.pecInvalid })
    expect(sellerApiErrors(undefined)).toEqual({})
  })
})
