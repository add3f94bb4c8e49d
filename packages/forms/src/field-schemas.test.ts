import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  emailSchema,
  firstNameSchema,
  optionalPhoneSchema,
  optionalProvinceSchema,
  phoneSchema,
  postcodeSchema,
  provinceSchema,
} from './field-schemas'
import { FORM_MESSAGES as M } from './form-messages'

/** The messages of a value's problems, in order (none for a valid value). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('names', () => {
  it('trims a name and refuses a blank one, a missing one and a long one with one message', () => {
    expect(firstNameSchema.parse('  Maria ')).toBe('Maria')
    expect(messages(firstNameSchema, '   ')).toEqual([M.firstNameRequired])
    expect(messages(firstNameSchema, undefined)).toEqual([M.firstNameRequired])
    expect(messages(firstNameSchema, 'a'.repeat(80))).toEqual([])
    expect(messages(firstNameSchema, 'a'.repeat(81))).toEqual(['Il nome può avere al massimo 80 caratteri'])
  })
})

describe('emailSchema', () => {
  it.each([
    ['mario.rossi@example.it', []],
    ['  mario.rossi@example.it ', []],
    ['', ["L'email è obbligatoria"]],
    ['mario.rossi', ["Inserisci un'email valida, per esempio mario.rossi@example.it"]],
    ['mario@rossi', ["Inserisci un'email valida, per esempio mario.rossi@example.it"]],
    [`${'a'.repeat(90)}@example.it`, ["L'email può avere al massimo 100 caratteri"]],
  ])('%j → %j', (value, expected) => {
    expect(messages(emailSchema, value)).toEqual(expected)
  })

  it('answers the trimmed email', () => {
    expect(emailSchema.parse(' a@b.it ')).toBe('a@b.it')
  })
})

describe('phoneSchema', () => {
  it.each([
    ['333 123 4567', []],
    ['+39 080 555 0102', []],
    ['(080) 555-0102', []],
    ['', ['Il numero di telefono è obbligatorio']],
    ['12345', ['Inserisci un numero di telefono italiano valido, per esempio 333 123 4567']],
    ['+49 30 1234567', ['Inserisci un numero di telefono italiano valido, per esempio 333 123 4567']],
    ['333 abc 4567', ['Inserisci un numero di telefono italiano valido, per esempio 333 123 4567']],
    ['3'.repeat(31), ['Il numero di telefono può avere al massimo 30 caratteri']],
  ])('%j → %j', (value, expected) => {
    expect(messages(phoneSchema, value)).toEqual(expected)
  })

  it('lets the optional phone be blank, never wrong', () => {
    expect(messages(optionalPhoneSchema, '  ')).toEqual([])
    expect(messages(optionalPhoneSchema, '333 123 4567')).toEqual([])
    expect(messages(optionalPhoneSchema, '12')).toEqual([M.phoneInvalid])
  })
})

describe('postcodeSchema (CAP)', () => {
  it.each([
    ['70121', []],
    [' 70121 ', []],
    ['', ['Il CAP è obbligatorio']],
    ['7012', ['Il CAP ha 5 cifre, per esempio 70121']],
    ['701211', ['Il CAP ha 5 cifre, per esempio 70121']],
    ['7012a', ['Il CAP ha 5 cifre, per esempio 70121']],
  ])('%j → %j', (value, expected) => {
    expect(messages(postcodeSchema, value)).toEqual(expected)
  })
})

describe('provinceSchema', () => {
  it('upper-cases a 2-letter code and refuses anything else', () => {
    expect(provinceSchema.parse(' ba ')).toBe('BA')
    for (const wrong of ['', 'B', 'BAR', 'B1'])
      expect(messages(provinceSchema, wrong)).toEqual([
        'La provincia è una sigla di 2 lettere, per esempio BA',
      ])
  })

  it('lets the optional province be blank', () => {
    expect(optionalProvinceSchema.parse('')).toBe('')
    expect(optionalProvinceSchema.parse('ta')).toBe('TA')
    expect(messages(optionalProvinceSchema, 'Bari')).toEqual([M.provinceInvalid])
  })
})
