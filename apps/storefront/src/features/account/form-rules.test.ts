import { describe, expect, it } from 'vitest'
import {
  emailError,
  firstErrors,
  passwordError,
  phoneError,
  postcodeError,
  provinceError,
  requiredError,
  usernameError,
} from './form-rules'

const INVALID_EMAIL = "Inserisci un'email valida, per esempio mario.rossi@example.it"
const INVALID_PHONE = 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567'

describe('emailError', () => {
  it.each(['mario.rossi@example.it', '  mario@example.com  ', 'a+b@sub.example.co.uk'])(
    'accepts %j',
    (email) => {
      expect(emailError(email)).toBeUndefined()
    },
  )

  it('requires an email', () => {
    expect(emailError('')).toBe("L'email è obbligatoria")
    expect(emailError('   ')).toBe("L'email è obbligatoria")
  })

  it.each(['mario', 'mario@example', 'mario@example.i', 'ma rio@example.it', '@example.it', 'a@@example.it'])(
    'refuses %j',
    (email) => {
      expect(emailError(email)).toBe(INVALID_EMAIL)
    },
  )

  it('allows 200 characters and refuses more', () => {
    expect(emailError(`${'a'.repeat(195)}@x.it`)).toBeUndefined()
    expect(emailError(`${'a'.repeat(196)}@x.it`)).toBe("L'email è troppo lunga")
  })
})

describe('requiredError', () => {
  it('names the missing field', () => {
    expect(requiredError('', 'Il nome')).toBe('Il nome è obbligatorio')
    expect(requiredError('  \t ', 'La città')).toBe('La città è obbligatorio')
  })

  it('accepts text up to the limit, 80 unless told', () => {
    expect(requiredError('Mario', 'Il nome')).toBeUndefined()
    expect(requiredError('x'.repeat(80), 'Il nome')).toBeUndefined()
    expect(requiredError('x'.repeat(81), 'Il nome')).toBe('Il nome è troppo lungo')
    expect(requiredError('x'.repeat(11), 'Il nome', 10)).toBe('Il nome è troppo lungo')
    expect(requiredError(` ${'x'.repeat(10)} `, 'Il nome', 10)).toBeUndefined()
  })
})

describe('phoneError', () => {
  it.each([
    '333 123 4567',
    '+39 333 1234567',
    '0039 333 1234567',
    '080 555 0102',
    '333.123.4567',
    '3331234567',
    '(080) 555-0102',
    '(333) 1234567',
  ])('accepts the Italian number %j', (phone) => {
    expect(phoneError(phone, true)).toBeUndefined()
    expect(phoneError(phone, false)).toBeUndefined()
  })

  it.each([
    'abc',
    '12',
    '333 123 abc',
    '+39 12',
    '333/1234567',
    '12345678901234',
    '+1 555 555 0199',
    '0044 20 7946 0958',
  ])('refuses %j', (phone) => {
    expect(phoneError(phone, true)).toBe(INVALID_PHONE)
    expect(phoneError(phone, false)).toBe(INVALID_PHONE)
  })

  it('asks for a number only when it is required', () => {
    expect(phoneError('', true)).toBe('Il numero di telefono è obbligatorio')
    expect(phoneError('   ', true)).toBe('Il numero di telefono è obbligatorio')
    expect(phoneError('', false)).toBeUndefined()
    expect(phoneError('   ', false)).toBeUndefined()
  })

  it('refuses more than 30 characters', () => {
    expect(phoneError('+39 (333) 123-4567 / 080 555 0102', false)).toBe(
      'Il numero di telefono è troppo lungo',
    )
    expect(phoneError('3'.repeat(31), true)).toBe('Il numero di telefono è troppo lungo')
  })
})

describe('passwordError', () => {
  it('requires 8 to 128 characters', () => {
    expect(passwordError('')).toBe('La password è obbligatoria')
    expect(passwordError('1234567')).toBe('La password deve avere almeno 8 caratteri')
    expect(passwordError('12345678')).toBeUndefined()
    expect(passwordError('x'.repeat(128))).toBeUndefined()
    expect(passwordError('x'.repeat(129))).toBe('La password può avere al massimo 128 caratteri')
  })

  it('does not trim: spaces count as characters', () => {
    expect(passwordError('        ')).toBeUndefined()
  })

  it('names the field it is told', () => {
    expect(passwordError('', 'La nuova password')).toBe('La nuova password è obbligatoria')
    expect(passwordError('abc', 'La nuova password')).toBe('La nuova password deve avere almeno 8 caratteri')
  })
})

describe('usernameError', () => {
  it('is optional', () => {
    expect(usernameError('')).toBeUndefined()
    expect(usernameError('   ')).toBeUndefined()
  })

  it.each(['mario', 'mario.rossi', 'm_r-1', 'mario@bari', 'abc', 'x'.repeat(60)])('accepts %j', (name) => {
    expect(usernameError(name)).toBeUndefined()
  })

  it.each(['ab', 'mario rossi', 'màrio', 'mario!', 'x'.repeat(61)])('refuses %j', (name) => {
    expect(usernameError(name)).toMatch(/^Il nome utente ha da 3 a 60 caratteri/)
  })
})

describe('postcodeError', () => {
  it.each(['', '70121', ' 70121 '])('accepts %j', (value) => {
    expect(postcodeError(value)).toBeUndefined()
  })

  it.each(['7012', '701210', '7012a', 'CAP'])('refuses %j', (value) => {
    expect(postcodeError(value)).toBe('Il CAP ha 5 cifre, per esempio 70121')
  })
})

describe('provinceError', () => {
  it.each(['', 'BA', 'ba', ' MI '])('accepts %j', (value) => {
    expect(provinceError(value)).toBeUndefined()
  })

  it.each(['B', 'BAR', 'B1', 'Bari'])('refuses %j', (value) => {
    expect(provinceError(value)).toBe('La provincia è una sigla di 2 lettere, per esempio BA')
  })
})

describe('firstErrors', () => {
  it('is null when no error is set', () => {
    expect(firstErrors({})).toBeNull()
    expect(firstErrors({ email: undefined, password: undefined })).toBeNull()
  })

  it('keeps only the errors that are set', () => {
    const errors = firstErrors({ email: "L'email è obbligatoria", phone: undefined, city: 'x' })
    expect(errors).toEqual({ email: "L'email è obbligatoria", city: 'x' })
    expect(errors).not.toHaveProperty('phone')
  })
})
