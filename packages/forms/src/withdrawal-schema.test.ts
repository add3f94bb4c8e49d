import { describe, expect, it } from 'vitest'
import { FORM_LIMITS, FORM_MESSAGES } from './form-messages'
import { withdrawalSchema } from './withdrawal-schema'

const issues = (input: unknown) =>
  withdrawalSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('withdrawalSchema', () => {
  it('needs nothing from a signed-in customer, and trims the reason', () => {
    expect(withdrawalSchema.parse({})).toEqual({ reason: '' })
    expect(withdrawalSchema.parse({ reason: '  Ho ordinato troppo  ' })).toEqual({
      reason: 'Ho ordinato troppo',
    })
  })

  it('takes a guest’s order key or e-mail', () => {
    expect(withdrawalSchema.parse({ key: ' wc_order_abc ', email: ' a@b.it ' })).toEqual({
      key: 'wc_order_abc',
      email: 'a@b.it',
      reason: '',
    })
  })

  it('refuses a reason over 500 characters, a bad key or e-mail, in Italian', () => {
    expect(issues({ reason: 'x'.repeat(FORM_LIMITS.withdrawalReason + 1) })).toEqual([
      FORM_MESSAGES.withdrawalReasonTooLong,
    ])
    expect(issues({ reason: 12 })).toEqual([FORM_MESSAGES.withdrawalReasonInvalid])
    expect(issues({ key: '' })).toEqual([FORM_MESSAGES.orderKeyInvalid])
    expect(issues({ key: 'k'.repeat(101) })).toEqual([FORM_MESSAGES.orderKeyInvalid])
    expect(issues({ email: 'nope' })).toEqual([FORM_MESSAGES.emailInvalid])
  })

  it('counts the reason once trimmed: 500 characters pass, 501 do not', () => {
    for (const length of [0, 1, 499, 500, 501, 700]) {
      const reason = `  ${'è'.repeat(length)}  `
      expect(withdrawalSchema.safeParse({ reason }).success, String(length)).toBe(
        length <= FORM_LIMITS.withdrawalReason,
      )
    }
  })
})
