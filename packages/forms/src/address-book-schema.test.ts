import { describe, expect, it } from 'vitest'
import { addressBookEntrySchema, saveAddressSchema } from './address-book-schema'
import { checkoutSchema } from './checkout-schema'
import { fieldErrors } from './field-errors'

const address = {
  firstName: 'Anna',
  lastName: 'Ruggiero',
  address1: 'Via Sparano da Bari, 12',
  city: 'Bari',
  postcode: '70121',
  province: 'ba',
  phone: '333 123 4567',
}

describe('addressBookEntrySchema', () => {
  it('takes a named address, trimmed, with the coordinates when known', () => {
    expect(
      addressBookEntrySchema.parse({ label: ' Ufficio ', address, coordinates: { lat: 41.12, lng: 16.87 } }),
    ).toEqual({
      label: 'Ufficio',
      address: { ...address, province: 'BA' },
      coordinates: { lat: 41.12, lng: 16.87 },
    })
  })

  it('wants a name of at most 40 characters, and the address by the checkout’s rules', () => {
    expect(fieldErrors(addressBookEntrySchema.safeParse({ label: '  ', address }))).toEqual({
      label: 'Dai un nome all’indirizzo, per esempio Casa, Ufficio o Bar',
    })
    expect(fieldErrors(addressBookEntrySchema.safeParse({ label: 'x'.repeat(41), address }))).toEqual({
      label: 'Il nome dell’indirizzo può avere al massimo 40 caratteri',
    })
    expect(
      fieldErrors(
        addressBookEntrySchema.safeParse({ label: 'Casa', address: { ...address, postcode: '7012' } }),
      ),
    ).toEqual({ 'address.postcode': 'Il CAP ha 5 cifre, per esempio 70121' })
  })
})

describe('saveAddressSchema', () => {
  it('is an object with an optional name, in the checkout too', () => {
    expect(saveAddressSchema.parse({})).toEqual({})
    expect(saveAddressSchema.parse({ label: ' Bar ' })).toEqual({ label: 'Bar' })
    expect(fieldErrors(saveAddressSchema.safeParse(true))).toEqual({
      _: 'La scelta di salvare l’indirizzo nella rubrica non è valida',
    })
    const parsed = checkoutSchema.safeParse({ saveAddress: { label: 'x'.repeat(41) } })
    expect(fieldErrors(parsed)['saveAddress.label']).toBe(
      'Il nome dell’indirizzo può avere al massimo 40 caratteri',
    )
  })
})
