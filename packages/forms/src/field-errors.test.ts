import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, issueFields } from './field-errors'

const schema = z.object({
  shipping: z.object({ city: z.string().min(1, 'città'), postcode: z.string().regex(/^\d{5}$/, 'cap') }),
  note: z.string().max(2, 'corta').max(1, 'cortissima'),
})

describe('issueFields', () => {
  it('keeps the first message of each dotted path, and the root under _', () => {
    const error = schema.safeParse({ shipping: { city: '', postcode: 'x' }, note: 'abc' }).error
    expect(error && issueFields(error)).toEqual({
      'shipping.city': 'città',
      'shipping.postcode': 'cap',
      note: 'corta',
    })
    expect(issueFields(z.string().safeParse(1).error ?? { issues: [] })).toEqual({ _: expect.any(String) })
  })
})

describe('fieldErrors', () => {
  const failed = schema.safeParse({ shipping: { city: '', postcode: '70121' }, note: '' })

  it('reads a safeParse result, a zod error and the API fields the same way', () => {
    const expected = { 'shipping.city': 'città' }
    expect(fieldErrors(failed)).toEqual(expected)
    expect(fieldErrors(failed.error)).toEqual(expected)
    expect(fieldErrors({ 'shipping.city': 'città' })).toEqual(expected)
  })

  it('answers nothing for a success or nothing', () => {
    expect(
      fieldErrors(schema.safeParse({ shipping: { city: 'Bari', postcode: '70121' }, note: '' })),
    ).toEqual({})
    expect(fieldErrors(undefined)).toEqual({})
    expect(fieldErrors(null)).toEqual({})
  })

  it('picks the fields under a prefix, named relative to it', () => {
    const fields = {
      'shipping.city': 'città',
      'shipping.postcode': 'cap',
      shippingNote: 'no',
      city: 'no',
      'guest.phone': 'tel',
    }
    expect(fieldErrors(fields, 'shipping')).toEqual({ city: 'città', postcode: 'cap' })
    expect(fieldErrors(fields, 'guest')).toEqual({ phone: 'tel' })
    expect(fieldErrors(failed, 'delivery')).toEqual({})
  })

  it('does not change the fields it is given', () => {
    const fields = { city: 'città' }
    const copy = fieldErrors(fields)
    copy.city = 'altro'
    expect(fields.city).toBe('città')
  })
})
