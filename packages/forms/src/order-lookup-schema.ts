import { z } from 'zod'
import { emailSchema } from './field-schemas'
import { FORM_MESSAGES as M } from './form-messages'

/**
 * POST /api/orders/lookup (a guest following an order): the order's number, as the confirmation
 * e-mail writes it ('12345' or 'n. 12345', '#12345'), and the email it was placed with.
 */
export const orderLookupSchema = z.object({
  number: z
    .string({ error: M.orderNumberRequired })
    .trim()
    .min(1, { error: M.orderNumberRequired, abort: true })
    .transform((text) => text.replace(/^(?:n\.?\s*|#\s*)/i, ''))
    .pipe(z.string().regex(/^\d{1,12}$/, { error: M.orderNumberInvalid })),
  email: emailSchema,
})
export type OrderLookup = z.infer<typeof orderLookupSchema>
