import { dayNumberOfIso } from '@shop/slots'
import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import { ORDER_MSG } from './order-messages'

/** At most this many lines in one order; each quantity 1..MAX_LINE_QUANTITY (the cart's own cap). */
export const MAX_ORDER_LINES = 50
export const MAX_LINE_QUANTITY = 999

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: scrivi un testo` })
    .trim()
    .min(1, { error: `${label} è obbligatorio` })
    .max(max, { error: `${label}: al massimo ${max} caratteri` })

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}: scrivi un testo` })
    .trim()
    .max(max, { error: `${label}: al massimo ${max} caratteri` })
    .optional()

const phoneSchema = z
  .string({ error: 'Telefono: scrivi un numero' })
  .trim()
  .regex(/^\+?[\d\s\-()./]{5,25}$/, { error: 'Il numero di telefono non è valido, per esempio 080 123 4567' })
  .refine((value) => value.replace(/\D/g, '').length >= 5, {
    error: 'Il numero di telefono non è valido, per esempio 080 123 4567',
  })

const emailSchema = z
  .string({ error: 'Email: scrivi un indirizzo' })
  .trim()
  .max(100, { error: "L'email può avere al massimo 100 caratteri" })
  .pipe(z.email({ error: 'Indirizzo email non valido, per esempio nome@esempio.it' }))

const addressFields = {
  firstName: text('Nome', 60),
  lastName: text('Cognome', 60),
  company: optionalText('Azienda', 100),
  address1: text('Indirizzo', 120),
  address2: optionalText('Indirizzo (seconda riga)', 120),
  city: text('Città', 80),
  postcode: z
    .string({ error: 'CAP: scrivi 5 cifre' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Il CAP deve avere 5 cifre, per esempio 70121' }),
  province: z
    .string({ error: 'Provincia: scrivi la sigla' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'La provincia è la sigla di 2 lettere, per esempio BA' })
    .transform((value) => value.toUpperCase()),
  phone: phoneSchema,
}

/** The delivery address of an order, in the shop's field names. */
export const shippingInputSchema = z.object(addressFields)
export type ShippingInput = z.infer<typeof shippingInputSchema>

/** The billing address: the same fields plus the email. */
export const billingInputSchema = z.object({ ...addressFields, email: emailSchema })
export type BillingInput = z.infer<typeof billingInputSchema>

const isoDate = z
  .string({ error: 'Data di consegna: scrivi una data AAAA-MM-GG' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La data di consegna deve essere nel formato AAAA-MM-GG' })
  .refine((value) => dayNumberOfIso(value) !== null, {
    error: 'La data di consegna non esiste nel calendario',
  })

/** POST /api/orders: what the checkout sends. */
export const checkoutSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z
          .number({ error: 'productId deve essere un numero' })
          .int({ error: 'productId deve essere un numero intero' })
          .positive({ error: 'productId deve essere maggiore di 0' }),
        quantity: z
          .number({ error: 'La quantità deve essere un numero' })
          .int({ error: 'La quantità deve essere un numero intero' })
          .min(1, { error: 'La quantità minima è 1' })
          .max(MAX_LINE_QUANTITY, { error: `La quantità massima è ${MAX_LINE_QUANTITY}` }),
      }),
      { error: 'items deve essere un elenco di prodotti' },
    )
    .min(1, { error: 'Il carrello è vuoto: aggiungi almeno un prodotto' })
    .max(MAX_ORDER_LINES, { error: `Un ordine può avere al massimo ${MAX_ORDER_LINES} prodotti diversi` })
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      error: 'Ogni prodotto può comparire una sola volta: somma le quantità',
    }),
  shipping: shippingInputSchema,
  billing: billingInputSchema.optional(),
  coordinates: z
    .object({
      lat: z.number({ error: 'lat deve essere un numero' }).min(-90).max(90),
      lng: z.number({ error: 'lng deve essere un numero' }).min(-180).max(180),
    })
    .optional(),
  delivery: z.object({
    date: isoDate,
    slot: text('Fascia oraria', 40),
  }),
  paymentMethod: z
    .string({ error: 'Scegli un metodo di pagamento' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Metodo di pagamento non valido' }),
  note: optionalText('Note', 500),
  guest: z
    .object({
      firstName: text('Nome', 60),
      lastName: text('Cognome', 60),
      email: emailSchema,
      phone: phoneSchema,
    })
    .optional(),
})
export type CheckoutInput = z.infer<typeof checkoutSchema>

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
