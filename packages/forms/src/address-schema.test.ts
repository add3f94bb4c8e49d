import { describe, expect, it } from 'vitest'
import {
  ADDRESS_FIELDS,
  addressSchema,
  billingAddressSchema,
  isSameAddress,
  savedAddressSchema,
  savedShippingAddressSchema,
} from './address-schema'
import { fieldErrors } from './field-errors'

const address = {
  firstName: 'Maria',
  lastName: 'Lorusso',
  address1: 'Via Sparano da Bari, 84',
  city: 'Bari',
  postcode: '70121',
  province: 'ba',
  phone: '080 555 0102',
}

describe('addressSchema', () => {
  it('takes a whole address, trimmed, with the province upper-cased', () => {
    expect(addressSchema.parse({ ...address, city: ' Bari ', company: ' Bar Italia ' })).toEqual({
      ...address,
      city: 'Bari',
      company: 'Bar Italia',
      province: 'BA',
    })
  })

  it('names every missing field with its own message', () => {
    expect(fieldErrors(addressSchema.safeParse({}))).toEqual({
      firstName: 'Il nome è obbligatorio',
      lastName: 'Il cognome è obbligatorio',
      address1: "L'indirizzo è obbligatorio",
      city: 'Il comune è obbligatorio',
      postcode: 'Il CAP è obbligatorio',
      province: 'La provincia è una sigla di 2 lettere, per esempio BA',
      phone: 'Il numero di telefono è obbligatorio',
    })
  })

  it('limits the optional lines', () => {
    expect(fieldErrors(addressSchema.safeParse({ ...address, company: 'x'.repeat(101) }))).toEqual({
      company: "L'azienda può avere al massimo 100 caratteri",
    })
    expect(fieldErrors(addressSchema.safeParse({ ...address, address2: 'x'.repeat(121) }))).toEqual({
      address2: 'Scala, piano, interno e citofono possono avere al massimo 120 caratteri',
    })
    expect(fieldErrors(addressSchema.safeParse({ ...address, address1: 'x'.repeat(121) }))).toEqual({
      address1: "L'indirizzo può avere al massimo 120 caratteri",
    })
    expect(fieldErrors(addressSchema.safeParse({ ...address, city: 'x'.repeat(81) }))).toEqual({
      city: 'Il comune può avere al massimo 80 caratteri',
    })
  })

  it('adds the email for billing', () => {
    expect(fieldErrors(billingAddressSchema.safeParse(address))).toEqual({ email: "L'email è obbligatoria" })
  })
})

describe('saved addresses', () => {
  it('may leave the province and the phone blank, except the delivery phone', () => {
    const blank = { ...address, province: '', phone: '' }
    expect(savedAddressSchema.parse(blank)).toMatchObject({ province: '', phone: '' })
    expect(fieldErrors(savedShippingAddressSchema.safeParse(blank))).toEqual({
      phone: 'Il numero di telefono è obbligatorio',
    })
  })
})

describe('isSameAddress', () => {
  const home = {
    firstName: 'Lucia',
    lastName: 'Di Bari',
    address1: 'Via Peucetia, 22',
    city: 'Bari',
    postcode: '70126',
    province: 'BA',
    phone: '080 555 0102',
  }

  it('is one address whatever the case and the spaces; a missing optional field is a blank one', () => {
    expect(
      isSameAddress(home, { ...home, address1: '  via  peucetia, 22 ', city: 'BARI', company: '' }),
    ).toBe(true)
  })

  it('any field that differs makes another address', () => {
    for (const field of ADDRESS_FIELDS)
      expect(isSameAddress(home, { ...home, [field]: 'altro' }), field).toBe(false)
  })
})
