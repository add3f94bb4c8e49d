import { EMPTY_KINDS } from '@shop/deposits'
import { z } from 'zod'
import { FORM_LIMITS as L, FORM_MESSAGES as M } from './form-messages'

/** Why a delivery failed, as POST /api/driver/stops/:orderId/outcome takes it. */
export const FAILURE_REASONS = ['absent', 'refused', 'wrong-address', 'underage', 'other'] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

/** How the driver was paid at the door; 'none': nothing taken. */
export const DOOR_PAYMENT_METHODS = ['cash', 'cheque', 'none'] as const
export type DoorPaymentMethod = (typeof DOOR_PAYMENT_METHODS)[number]

/** Whole cents: 23.4 and 23.40 pass, 23.405 does not (with room for binary fractions). */
const isWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6

const amountSchema = z
  .number({ error: M.doorAmountInvalid })
  .min(0, { error: M.doorAmountInvalid })
  .max(L.doorAmount, { error: M.doorAmountInvalid })
  .refine(isWholeCents, { error: M.doorAmountInvalid })

/**
 * What was taken at the door: cash or a cheque for more than 0, or 'none' for 0 (an order paid
 * online, or a customer who paid nothing).
 */
export const doorPaymentSchema = z
  .strictObject({
    method: z.enum(DOOR_PAYMENT_METHODS, { error: M.paymentMethodInvalid }),
    amount: amountSchema,
  })
  .check((context) => {
    const { method, amount } = context.value
    if (method === 'none' && amount !== 0)
      context.issues.push({
        code: 'custom',
        input: amount,
        path: ['amount'],
        message: M.doorAmountWithoutPayment,
      })
    if (method !== 'none' && amount === 0)
      context.issues.push({ code: 'custom', input: amount, path: ['amount'], message: M.doorAmountRequired })
  })
export type DoorPayment = z.infer<typeof doorPaymentSchema>

const emptiesCountSchema = z
  .number({ error: M.emptiesInvalid })
  .int({ error: M.emptiesInvalid })
  .min(0, { error: M.emptiesInvalid })
  .max(L.doorEmpties, { error: M.emptiesInvalid })

/** A signature (PNG) or a photo (JPEG or PNG) as a base64 data URL, at most 400 000 characters. */
export const deliveryProofSchema = z.strictObject(
  {
    kind: z.enum(['signature', 'photo'], { error: M.proofInvalid }),
    dataUrl: z
      .string({ error: M.proofInvalid })
      .max(L.proofDataUrl, { error: M.proofTooLarge, abort: true })
      .regex(/^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, { error: M.proofInvalid }),
  },
  { error: M.proofRequired },
)
export type DeliveryProof = z.infer<typeof deliveryProofSchema>

const actionSchema = {
  actionId: z.uuid({ error: M.actionIdInvalid }),
  recordedAt: z.iso.datetime({ offset: true, error: M.recordedAtInvalid }),
}

/** 'Consegnato': what was taken, the empties returned, the ID check and the proof. */
export const deliveredOutcomeSchema = z.strictObject({
  ...actionSchema,
  result: z.literal('delivered'),
  payment: doorPaymentSchema,
  // Per kind of empty (@shop/deposits' EMPTY_KINDS), each optional; another key is refused.
  empties: z.strictObject(
    Object.fromEntries(EMPTY_KINDS.map((kind) => [kind, emptiesCountSchema.optional()])) as {
      [Kind in (typeof EMPTY_KINDS)[number]]: z.ZodOptional<typeof emptiesCountSchema>
    },
    { error: M.emptiesInvalid },
  ),
  idChecked: z.boolean({ error: M.idCheckedInvalid }),
  proof: deliveryProofSchema,
})
export type DeliveredOutcome = z.infer<typeof deliveredOutcomeSchema>

/** 'Non consegnato': the reason, and a note (required, at least 3 characters, for 'other'). */
export const failedOutcomeSchema = z
  .strictObject({
    ...actionSchema,
    result: z.literal('failed'),
    reason: z.enum(FAILURE_REASONS, { error: M.failureReasonRequired }),
    note: z.string({ error: M.noteTooLong }).trim().max(L.note, { error: M.noteTooLong }),
  })
  .refine((body) => body.reason !== 'other' || body.note.length >= L.failureNoteMin, {
    error: M.failureNoteRequired,
    path: ['note'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
export type FailedOutcome = z.infer<typeof failedOutcomeSchema>

/**
 * POST /api/driver/stops/:orderId/outcome (apps/api/docs/driver-api.md): what the driver recorded at
 * the door. The phone checks its form with it before queueing, the API parses the body with it.
 * The ID check for orders with alcohol depends on the order, so it is not here: the phone asks for
 * it (`M.idCheckRequired`) and the API answers 409 `id_check_required`.
 */
export const driverOutcomeSchema = z.discriminatedUnion(
  'result',
  [deliveredOutcomeSchema, failedOutcomeSchema],
  {
    error: M.outcomeResultInvalid,
  },
)
export type DriverOutcome = z.infer<typeof driverOutcomeSchema>
