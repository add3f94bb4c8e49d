import { z } from 'zod'

/** The Italian messages of the operators' refund form. */
export const REFUND_MESSAGES = {
  amount:
    "L'importo del rimborso va indicato in centesimi interi maggiori di zero (per 12,50 € scrivi 1250).",
  reason: 'Scrivi il motivo del rimborso (al massimo 200 caratteri): resta nell’ordine in WooCommerce.',
  requestId: 'Richiesta di rimborso senza identificativo: ricarica la pagina e riprova.',
} as const

/**
 * An operator's refund of an order (admin 'Rimborsa'): the amount in cents (left out: all that is
 * left), the reason, and the request's own id (made once by the page, so a repeated click or a
 * retried request makes one refund).
 */
export const refundSchema = z.object({
  amountCents: z
    .number({ error: REFUND_MESSAGES.amount })
    .int({ error: REFUND_MESSAGES.amount })
    .positive({ error: REFUND_MESSAGES.amount })
    .max(100_000_000, { error: REFUND_MESSAGES.amount })
    .optional(),
  reason: z
    .string({ error: REFUND_MESSAGES.reason })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reason })
    .max(200, { error: REFUND_MESSAGES.reason }),
  requestId: z
    .string({ error: REFUND_MESSAGES.requestId })
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: REFUND_MESSAGES.requestId }),
})
export type RefundInput = z.infer<typeof refundSchema>
