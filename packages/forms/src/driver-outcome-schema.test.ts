import { describe, expect, it } from 'vitest'
import {
  deliveredOutcomeSchema,
  deliveryProofSchema,
  doorPaymentSchema,
  driverOutcomeSchema,
  failedOutcomeSchema,
} from './driver-outcome-schema'
import { fieldErrors } from './field-errors'
import { FORM_MESSAGES as M } from './form-messages'

const signature = { kind: 'signature', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } as const
const action = { actionId: '0b6b1f5e-2a1c-4c9e-9d3a-6f1e2b7c8d90', recordedAt: '2026-11-27T10:42:00.000Z' }
const delivered = {
  ...action,
  result: 'delivered',
  payment: { method: 'cash', amount: 23.4 },
  empties: { bottiglia: 2, cassa: 0 },
  idChecked: true,
  proof: signature,
} as const

describe('driverOutcomeSchema: Consegnato', () => {
  it('takes the body the phone sends', () => {
    expect(driverOutcomeSchema.parse(delivered)).toEqual(delivered)
    expect(deliveredOutcomeSchema.parse({ ...delivered, empties: {} }).empties).toEqual({})
  })

  it('refuses an unknown result with its own message', () => {
    expect(fieldErrors(driverOutcomeSchema.safeParse({ ...delivered, result: 'done' }))).toEqual({
      result: M.outcomeResultInvalid,
    })
  })

  it('needs an actionId (UUID) and an ISO instant with its offset', () => {
    expect(
      fieldErrors(
        driverOutcomeSchema.safeParse({ ...delivered, actionId: '42', recordedAt: '27/11/2026 10:42' }),
      ),
    ).toEqual({ actionId: M.actionIdInvalid, recordedAt: M.recordedAtInvalid })
    expect(
      driverOutcomeSchema.safeParse({ ...delivered, recordedAt: '2026-11-27T11:42:00+01:00' }).success,
    ).toBe(true)
  })

  it('counts the empties as whole numbers from 0 to 999, by kind', () => {
    for (const empties of [{ bottiglia: -1 }, { cassa: 1.5 }, { bottiglia: 1000 }, { bottiglia: '2' }])
      expect(
        fieldErrors(deliveredOutcomeSchema.safeParse({ ...delivered, empties })),
        JSON.stringify(empties),
      ).toEqual({ [`empties.${Object.keys(empties)[0]}`]: M.emptiesInvalid })
    expect(fieldErrors(deliveredOutcomeSchema.safeParse({ ...delivered, empties: { fusto: 1 } }))).toEqual({
      empties: M.emptiesInvalid,
    })
  })

  it('needs a proof: a PNG or JPEG data URL of at most 400 000 characters', () => {
    const { proof: _, ...withoutProof } = delivered
    expect(fieldErrors(deliveredOutcomeSchema.safeParse(withoutProof))).toEqual({ proof: M.proofRequired })
    expect(
      deliveryProofSchema.safeParse({ kind: 'photo', dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' }).success,
    ).toBe(true)
    expect(
      fieldErrors(deliveryProofSchema.safeParse({ kind: 'photo', dataUrl: 'data:image/gif;base64,R0lG' })),
    ).toEqual({
      dataUrl: M.proofInvalid,
    })
    const large = `data:image/jpeg;base64,${'A'.repeat(400_000)}`
    expect(fieldErrors(deliveryProofSchema.safeParse({ kind: 'photo', dataUrl: large }))).toEqual({
      dataUrl: M.proofTooLarge,
    })
    const largest = `data:image/jpeg;base64,${'A'.repeat(400_000 - 'data:image/jpeg;base64,'.length)}`
    expect(deliveryProofSchema.safeParse({ kind: 'photo', dataUrl: largest }).success).toBe(true)
  })

  it('leaves the ID check to the order: idChecked false is a valid body', () => {
    expect(deliveredOutcomeSchema.safeParse({ ...delivered, idChecked: false }).success).toBe(true)
    expect(fieldErrors(deliveredOutcomeSchema.safeParse({ ...delivered, idChecked: 'sì' }))).toEqual({
      idChecked: M.idCheckedInvalid,
    })
  })
})

describe('doorPaymentSchema', () => {
  it('takes cash or a cheque for more than 0, in whole cents', () => {
    expect(doorPaymentSchema.parse({ method: 'cheque', amount: 120.05 })).toEqual({
      method: 'cheque',
      amount: 120.05,
    })
    expect(doorPaymentSchema.parse({ method: 'cash', amount: 0.1 + 0.2 }).amount).toBeCloseTo(0.3)
    for (const amount of [23.405, -1, 10_000.01, Number.NaN])
      expect(fieldErrors(doorPaymentSchema.safeParse({ method: 'cash', amount })), String(amount)).toEqual({
        amount: M.doorAmountInvalid,
      })
  })

  it("asks for an amount with cash or a cheque, and 0 with 'none'", () => {
    expect(fieldErrors(doorPaymentSchema.safeParse({ method: 'cash', amount: 0 }))).toEqual({
      amount: M.doorAmountRequired,
    })
    expect(fieldErrors(doorPaymentSchema.safeParse({ method: 'none', amount: 5 }))).toEqual({
      amount: M.doorAmountWithoutPayment,
    })
    expect(doorPaymentSchema.parse({ method: 'none', amount: 0 })).toEqual({ method: 'none', amount: 0 })
  })

  it('refuses another method', () => {
    expect(fieldErrors(doorPaymentSchema.safeParse({ method: 'card', amount: 5 }))).toEqual({
      method: M.paymentMethodInvalid,
    })
  })
})

describe('driverOutcomeSchema: Non consegnato', () => {
  const failed = { ...action, result: 'failed', reason: 'absent', note: '' } as const

  it('takes a reason, and a note trimmed', () => {
    expect(driverOutcomeSchema.parse({ ...failed, note: ' citofono rotto ' })).toEqual({
      ...failed,
      note: 'citofono rotto',
    })
  })

  it("needs a note of 3 characters or more for 'other', and only then", () => {
    for (const note of ['', '  ok  '])
      expect(fieldErrors(failedOutcomeSchema.safeParse({ ...failed, reason: 'other', note })), note).toEqual({
        note: M.failureNoteRequired,
      })
    expect(
      failedOutcomeSchema.safeParse({ ...failed, reason: 'other', note: 'cancello chiuso' }).success,
    ).toBe(true)
    expect(failedOutcomeSchema.safeParse({ ...failed, reason: 'refused', note: '' }).success).toBe(true)
  })

  it('refuses an unknown reason and a note over 500 characters', () => {
    expect(fieldErrors(failedOutcomeSchema.safeParse({ ...failed, reason: 'late' }))).toEqual({
      reason: M.failureReasonRequired,
    })
    expect(fieldErrors(failedOutcomeSchema.safeParse({ ...failed, note: 'x'.repeat(501) }))).toEqual({
      note: M.noteTooLong,
    })
  })
})
