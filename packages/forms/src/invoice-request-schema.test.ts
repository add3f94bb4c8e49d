import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors'
import { partitaIvaCheckDigit } from './fiscal-codes'
import { FORM_MESSAGES as M } from './form-messages'
import { invoiceRequestSchema } from './invoice-request-schema'

/** A bar in Bari asking for its invoice through its Codice Destinatario. */
const BAR = {
  companyName: 'Bar Centrale di Lorusso & C. S.n.c.',
  vatNumber: 'IT 0636 3391 001',
  taxCode: '06363391001',
  recipientCode: ' m5uxcr1 ',
  pec: '',
  street: 'Corso Vittorio Emanuele II, 15',
  postcode: '70122',
  city: 'Bari',
  province: 'ba',
}

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })
/** Partite IVA with their right check digit (not all zeros). */
const goodVat = digits(10)
  .filter((first) => !/^0+$/.test(first))
  .map((first) => `${first}${partitaIvaCheckDigit(first)}`)

describe('the invoice request', () => {
  it('comes back normalised: codes upper case and compact, the province upper case', () => {
    expect(invoiceRequestSchema.parse(BAR)).toEqual({
      ...BAR,
      vatNumber: '06363391001',
      recipientCode: 'M5UXCR1',
      province: 'BA',
    })
  })

  it('takes a PEC instead of the Codice Destinatario, and a person’s codice fiscale', () => {
    const request = invoiceRequestSchema.parse({
      ...BAR,
      recipientCode: undefined,
      pec: ' fatture@pec.barcentrale.it ',
      taxCode: 'rss mra 85t10 a562s',
    })
    expect(request).toMatchObject({
      recipientCode: '',
      pec: 'fatture@pec.barcentrale.it',
      taxCode: 'RSSMRA85T10A562S',
    })
  })

  it('wants a channel: the code or the PEC, and 0000000 only with a PEC', () => {
    const none = invoiceRequestSchema.safeParse({ ...BAR, recipientCode: '', pec: '' })
    expect(fieldErrors(none)).toEqual({ recipientCode: M.recipientRequired })
    const zeros = invoiceRequestSchema.safeParse({ ...BAR, recipientCode: '0000000', pec: '' })
    expect(fieldErrors(zeros)).toEqual({ pec: M.noRecipientNeedsPec })
    const zerosWithPec = invoiceRequestSchema.safeParse({
      ...BAR,
      recipientCode: '0000000',
      pec: 'fatture@pec.barcentrale.it',
    })
    expect(zerosWithPec.success).toBe(true)
  })

  it('says every wrong field at once, in Italian', () => {
    const result = invoiceRequestSchema.safeParse({
      companyName: ' ',
      vatNumber: '06363391002',
      taxCode: '',
      recipientCode: 'M5UX',
      pec: 'fatture@',
      street: '',
      postcode: '7012',
      city: '',
      province: 'Bari',
    })
    expect(fieldErrors(result)).toEqual({
      companyName: M.companyNameRequired,
      vatNumber: M.vatNumberInvalid,
      taxCode: M.taxCodeRequired,
      recipientCode: M.recipientCodeInvalid,
      pec: M.pecInvalid,
      street: M.streetRequired,
      postcode: M.postcodeInvalid,
      city: M.cityRequired,
      province: M.provinceInvalid,
    })
  })

  it('accepts every partita IVA with its check digit, as the P.IVA and as the codice fiscale', () => {
    fc.assert(
      fc.property(goodVat, (vat) => {
        const parsed = invoiceRequestSchema.safeParse({ ...BAR, vatNumber: `IT${vat}`, taxCode: vat })
        expect(parsed.success).toBe(true)
        expect(parsed.data).toMatchObject({ vatNumber: vat, taxCode: vat })
      }),
    )
  })

  it('refuses a partita IVA with any other last digit, naming that field only', () => {
    fc.assert(
      fc.property(goodVat, fc.integer({ min: 1, max: 9 }), (vat, shift) => {
        const wrong = `${vat.slice(0, 10)}${(Number(vat[10]) + shift) % 10}`
        const parsed = invoiceRequestSchema.safeParse({ ...BAR, vatNumber: wrong })
        expect(fieldErrors(parsed)).toEqual({ vatNumber: M.vatNumberInvalid })
      }),
    )
  })

  it('refuses a Codice Destinatario that is not 7 letters or digits', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((code) => !/^[A-Za-z0-9]{7}$/.test(code.trim()) && code.trim() !== ''),
        (code) => {
          const parsed = invoiceRequestSchema.safeParse({ ...BAR, recipientCode: code })
          expect(fieldErrors(parsed).recipientCode).toBe(M.recipientCodeInvalid)
        },
      ),
    )
  })

  it('refuses a field it is not made of, and a body that is not an object', () => {
    expect(invoiceRequestSchema.safeParse(null).success).toBe(false)
    expect(invoiceRequestSchema.safeParse({ ...BAR, vatNumber: 6363391001 }).success).toBe(false)
  })
})
