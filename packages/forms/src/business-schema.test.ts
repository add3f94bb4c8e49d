import { describe, expect, it } from 'vitest'
import { codiceDestinatarioSchema, partitaIvaSchema, sellerSchema } from './business-schema'
import { fieldErrors } from './field-errors'
import { FORM_MESSAGES as M } from './form-messages'

const SELLER = {
  companyName: 'Bari Bevande S.r.l.',
  vatNumber: 'IT 06363391001',
  taxCode: '',
  street: 'Via Napoli 120',
  postcode: '70123',
  city: 'Bari',
  province: 'ba',
  reaOffice: 'ba',
  reaNumber: '123456',
  shareCapital: 10000,
  taxRegime: 'RF01',
  pec: 'baribevande@pec.example.it',
  email: 'info@example.it',
  phone: '080 123 4567',
}

describe('the seller’s identity', () => {
  it('is normalised: the partita IVA without IT and spaces, the provinces upper case', () => {
    const seller = sellerSchema.parse(SELLER)
    expect(seller).toMatchObject({ vatNumber: '06363391001', province: 'BA', reaOffice: 'BA', taxCode: '' })
  })

  it('says which field is wrong, in Italian', () => {
    const result = sellerSchema.safeParse({
      ...SELLER,
      vatNumber: '06363391002',
      taxCode: 'RSSMRA85T10A562T',
      pec: 'not-an-address',
      reaNumber: 'BA-123',
      shareCapital: 10.005,
      taxRegime: 'RF03',
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldErrors(result.error)).toMatchObject({
      vatNumber: M.vatNumberInvalid,
      taxCode: M.taxCodeInvalid,
      pec: M.pecInvalid,
      reaNumber: M.reaNumberInvalid,
      shareCapital: M.shareCapitalInvalid,
      taxRegime: M.taxRegimeInvalid,
    })
  })

  it('refuses a field it does not know', () => {
    expect(sellerSchema.safeParse({ ...SELLER, iban: 'IT60X0542811101000000123456' }).success).toBe(false)
  })
})

describe('the tax fields', () => {
  it('a blank partita IVA asks for it', () => {
    const result = partitaIvaSchema.safeParse('  ')
    expect(result.error?.issues[0]?.message).toBe(M.vatNumberRequired)
  })

  it('a Codice Destinatario is upper-cased before the check', () => {
    expect(codiceDestinatarioSchema.parse(' m5uxcr1 ')).toBe('M5UXCR1')
    expect(codiceDestinatarioSchema.safeParse('M5UXCR').success).toBe(false)
  })
})
