import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors'
import {
  newPasswordFormSchema,
  newPasswordSchema,
  passwordChangeSchema,
  passwordSchema,
} from './password-schema'

describe('password rules', () => {
  it('takes 8 to 128 characters as typed, spaces included', () => {
    expect(passwordSchema.parse(' 1234567')).toBe(' 1234567')
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true)
  })

  it.each([
    ['', 'La password è obbligatoria', 'La nuova password è obbligatoria'],
    [
      '1234567',
      'La password deve avere almeno 8 caratteri',
      'La nuova password deve avere almeno 8 caratteri',
    ],
    [
      'x'.repeat(129),
      'La password può avere al massimo 128 caratteri',
      'La nuova password può avere al massimo 128 caratteri',
    ],
  ])('%j: %j, or for a new one %j', (value, message, newMessage) => {
    expect(fieldErrors(passwordSchema.safeParse(value))).toEqual({ _: message })
    expect(fieldErrors(newPasswordSchema.safeParse(value))).toEqual({ _: newMessage })
  })

  it('changes a password with or without the current one', () => {
    expect(passwordChangeSchema.parse({ newPassword: 'Nuova#Pass2026' })).toEqual({
      newPassword: 'Nuova#Pass2026',
    })
    expect(fieldErrors(passwordChangeSchema.safeParse({ currentPassword: 'x' }))).toEqual({
      newPassword: 'La nuova password è obbligatoria',
    })
  })

  it('wants the new password typed twice the same, and says so beside a short one', () => {
    expect(
      newPasswordFormSchema.safeParse({ newPassword: 'Nuova#Pass2026', confirmation: 'Nuova#Pass2026' })
        .success,
    ).toBe(true)
    expect(
      fieldErrors(newPasswordFormSchema.safeParse({ newPassword: 'Nuova#Pass2026', confirmation: 'Nuova' })),
    ).toEqual({
      confirmation: 'Le due password non coincidono',
    })
    expect(fieldErrors(newPasswordFormSchema.safeParse({ newPassword: 'corta', confirmation: '' }))).toEqual({
      newPassword: 'La nuova password deve avere almeno 8 caratteri',
      confirmation: 'Le due password non coincidono',
    })
  })
})
