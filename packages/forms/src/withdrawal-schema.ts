import { z } from 'zod'
import { emailSchema } from './field-schemas'
import { FORM_LIMITS as L, FORM_MESSAGES as M } from './form-messages'

/**
 * POST /api/orders/:id/withdrawal, the confirmation of a withdrawal from the contract (art.
 * 54-bis Codice del Consumo): who may withdraw (nothing for the signed-in customer's own order; a
 * guest's order key, as the order page has it, or the e-mail the order was placed with, as the
 * order look-up takes it) and an optional reason, which the law does not ask for.
 */
export const withdrawalSchema = z.object({
  key: z
    .string({ error: M.orderKeyInvalid })
    .trim()
    .min(1, { error: M.orderKeyInvalid })
    .max(L.orderKey, { error: M.orderKeyInvalid })
    .optional(),
  email: emailSchema.optional(),
  reason: z
    .string({ error: M.withdrawalReasonInvalid })
    .trim()
    .max(L.withdrawalReason, { error: M.withdrawalReasonTooLong })
    .default(''),
})
export type Withdrawal = z.infer<typeof withdrawalSchema>
