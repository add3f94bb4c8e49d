import { dayNumberOfIso } from '@shop/slots'
import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import { ORDER_MSG } from './order-messages'

/** The order's input rules are the checkout's (@shop/forms): POST /api/orders parses with them. */
export {
  type Address as ShippingInput,
  type BillingAddress as BillingInput,
  type CheckoutInput,
  checkoutSchema,
  orderLookupSchema,
} from '@shop/forms'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

/** The Idempotency-Key header: required, 8..128 of [A-Za-z0-9_-] (DECISIONS.md section 2.10). */
export function readIdempotencyKey(c: Context): string {
  const key = c.req.header('idempotency-key')
  if (key === undefined || key.trim() === '') {
    throw new ApiError(400, 'idempotency_key_required', ORDER_MSG.idempotencyKeyMissing)
  }
  if (!IDEMPOTENCY_KEY.test(key))
    throw new ApiError(400, 'invalid_idempotency_key', ORDER_MSG.idempotencyKeyInvalid)
  return key
}

/** A whole-number query parameter in 1..max, `fallback` when absent or blank. */
export const queryInt = (max: number, fallback: number, label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce
      .number({ error: `${label} deve essere un numero` })
      .int({ error: `${label} deve essere un numero intero` })
      .min(1, { error: `${label} deve essere almeno 1` })
      .max(max, { error: `${label} può essere al massimo ${max}` })
      .default(fallback),
  )

/** GET /api/orders. */
export const orderListQuerySchema = z.object({
  page: queryInt(10_000, 1, 'page'),
  perPage: queryInt(50, 10, 'perPage'),
})

/** ?key= of the order pages (guests after checkout). */
export const orderKeyQuerySchema = z.object({
  key: z.string().max(100, { error: "La chiave dell'ordine non è valida" }).optional(),
})

/** POST /api/orders/:id/reschedule: the new date and slot, and the order's key for a guest. */
export const rescheduleSchema = orderKeyQuerySchema.extend({
  date: z
    .string({ error: 'Scegli il giorno di consegna' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Il giorno di consegna deve avere la forma AAAA-MM-GG' })
    .refine((date) => dayNumberOfIso(date) !== null, { error: 'Il giorno di consegna non è una data reale' }),
  slot: z
    .string({ error: 'Scegli la fascia oraria' })
    .trim()
    .min(1, { error: 'Scegli la fascia oraria' })
    .max(40, { error: 'La fascia oraria non è valida' }),
})
