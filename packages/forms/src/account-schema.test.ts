import { describe, expect, it } from 'vitest'
import { accountUpdateSchema } from './account-schema'
import { fieldErrors } from './field-errors'

describe('accountUpdateSchema', () => {
  it('takes any part of the profile and of the addresses', () => {
    expect(accountUpdateSchema.parse({})).toEqual({})
    expect(
      accountUpdateSchema.parse({
        firstName: ' Vito ',
        shipping: { city: 'Bari', province: 'ba', company: '' },
      }),
    ).toEqual({ firstName: 'Vito', shipping: { city: 'Bari', province: 'BA', company: '' } })
  })

  it('checks each field sent with the rule of its form', () => {
    expect(
      fieldErrors(
        accountUpdateSchema.safeParse({
          firstName: ' ',
          email: 'vito',
          billing: { postcode: '7012', phone: '12' },
          shipping: { province: 'Bari' },
        }),
      ),
    ).toEqual({
      firstName: 'Il nome è obbligatorio',
      email: "Inserisci un'email valida, per esempio mario.rossi@example.it",
      'billing.postcode': 'Il CAP ha 5 cifre, per esempio 70121',
      'billing.phone': 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567',
      'shipping.province': 'La provincia è una sigla di 2 lettere, per esempio BA',
    })
  })
})
