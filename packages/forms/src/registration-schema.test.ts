import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors'
import { registrationSchema, usernameSchema } from './registration-schema'

const form = {
  firstName: 'Vito',
  lastName: 'Lorusso',
  email: 'vito@example.it',
  password: 'Primitivo#2026',
  privacy: true,
}

describe('registrationSchema', () => {
  it('takes a registration with or without the optional fields', () => {
    expect(registrationSchema.parse(form)).toEqual(form)
    expect(
      registrationSchema.parse({ ...form, username: ' vito.l ', phone: '333 123 4567', remember: true }),
    ).toEqual({ ...form, username: 'vito.l', phone: '333 123 4567', remember: true })
  })

  it('names every problem of an empty form, in its words', () => {
    expect(fieldErrors(registrationSchema.safeParse({}))).toEqual({
      firstName: 'Il nome è obbligatorio',
      lastName: 'Il cognome è obbligatorio',
      email: "L'email è obbligatoria",
      password: 'La password è obbligatoria',
      privacy: "Per registrarti devi accettare l'informativa sulla privacy",
    })
  })

  it('refuses the privacy box unticked, a wrong phone and a non-boolean remember', () => {
    expect(
      fieldErrors(registrationSchema.safeParse({ ...form, privacy: false, phone: '12', remember: 'sì' })),
    ).toEqual({
      privacy: "Per registrarti devi accettare l'informativa sulla privacy",
      phone: 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567',
      remember: 'Ricordami è sì o no',
    })
  })
})

describe('usernameSchema', () => {
  it('makes a blank login name absent', () => {
    expect(usernameSchema.parse('  ')).toBeUndefined()
    expect(usernameSchema.parse('mario_r@bari')).toBe('mario_r@bari')
  })

  it.each(['ab', 'mário', 'a b c', 'x'.repeat(61)])('refuses %j', (value) => {
    expect(fieldErrors(usernameSchema.safeParse(value))).toEqual({
      _: 'Il nome utente ha da 3 a 60 caratteri: lettere senza accenti, cifre, punto, trattino, trattino basso o @',
    })
  })
})
