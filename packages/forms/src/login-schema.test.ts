import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors'
import {
  loginSchema,
  passwordResetRequestSchema,
  phoneCodeRequestSchema,
  phoneCodeSchema,
} from './login-schema'

describe('loginSchema', () => {
  it('takes an email or a login name (trimmed) and the password as typed', () => {
    expect(loginSchema.parse({ login: ' mario ', password: ' segreta ', staff: true })).toEqual({
      login: 'mario',
      password: ' segreta ',
      staff: true,
    })
  })

  it('asks for what is missing and refuses what is too long', () => {
    expect(fieldErrors(loginSchema.safeParse({ login: ' ', password: '' }))).toEqual({
      login: "Inserisci l'email o il nome utente",
      password: 'Inserisci la password',
    })
    expect(fieldErrors(loginSchema.safeParse({ login: 'x'.repeat(201), password: 'x'.repeat(201) }))).toEqual(
      {
        login: 'Email o nome utente troppo lunghi',
        password: 'La password è troppo lunga',
      },
    )
    expect(fieldErrors(loginSchema.safeParse({ login: 'a', password: 'b', staff: 'yes' }))).toEqual({
      staff: 'staff è true o false',
    })
  })

  it("keeps the drivers' flag (apps/driver), and refuses one that is not a boolean", () => {
    expect(loginSchema.parse({ login: 'autista', password: 'x', driver: true })).toEqual({
      login: 'autista',
      password: 'x',
      driver: true,
    })
    expect(fieldErrors(loginSchema.safeParse({ login: 'a', password: 'b', driver: 1 }))).toEqual({
      driver: 'driver è true o false',
    })
  })

  it('asks for the same account name on a reset', () => {
    expect(passwordResetRequestSchema.parse({ emailOrUsername: ' a@b.it ' })).toEqual({
      emailOrUsername: 'a@b.it',
    })
    expect(fieldErrors(passwordResetRequestSchema.safeParse({}))).toEqual({
      emailOrUsername: "Inserisci l'email o il nome utente",
    })
  })
})

describe('phone login', () => {
  it('wants an Italian phone and a 6-digit code', () => {
    expect(phoneCodeRequestSchema.safeParse({ phone: '333 123 4567' }).success).toBe(true)
    expect(fieldErrors(phoneCodeRequestSchema.safeParse({ phone: '' }))).toEqual({
      phone: 'Il numero di telefono è obbligatorio',
    })
    expect(phoneCodeSchema.parse({ phone: '3331234567', code: ' 123456 ' }).code).toBe('123456')
    for (const code of ['12345', '1234567', 'abcdef', undefined])
      expect(fieldErrors(phoneCodeSchema.safeParse({ phone: '3331234567', code }))).toEqual({
        code: 'Il codice ha 6 cifre',
      })
  })
})
