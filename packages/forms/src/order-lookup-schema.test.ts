import { describe, expect, it } from 'vitest'
import { FORM_MESSAGES } from './form-messages'
import { orderLookupSchema } from './order-lookup-schema'

describe('orderLookupSchema', () => {
  it('takes the number as the mail writes it and a trimmed email', () => {
    for (const number of ['123', ' 123 ', '#123', 'n. 123', 'N.123'])
      expect(orderLookupSchema.parse({ number, email: ' a@b.it ' })).toEqual({
        number: '123',
        email: 'a@b.it',
      })
  })

  it('refuses a missing or non-numeric number and a bad email, in Italian', () => {
    const issues = (input: unknown) =>
      orderLookupSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []
    expect(issues({ number: '', email: 'a@b.it' })).toEqual([FORM_MESSAGES.orderNumberRequired])
    expect(issues({ number: 'abc', email: 'a@b.it' })).toEqual([FORM_MESSAGES.orderNumberInvalid])
    expect(issues({ number: '1234567890123', email: 'a@b.it' })).toEqual([FORM_MESSAGES.orderNumberInvalid])
    expect(issues({ number: '12', email: 'nope' })).toEqual([FORM_MESSAGES.emailInvalid])
  })
})
