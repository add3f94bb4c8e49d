import { STOCK_QUANTITY_MESSAGES, stockQuantityError } from '@shop/catalog'
import { type Returnable, validateReturnable } from '@shop/deposits'
import { sellerSchema } from '@shop/forms'
import { OPERATOR_STATUSES } from '@shop/orders'
import { checkBankAccount, ON_DELIVERY_STATUSES } from '@shop/payments'
import { dayNumberOfIso } from '@shop/slots'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import { queryInt } from '../orders/order-input'

/** The order statuses an operator can set: WooCommerce's own and 'out-for-delivery' (@shop/orders). */
export type { OperatorStatus } from '@shop/orders'

const statusError = `Stato non valido: usa uno tra ${OPERATOR_STATUSES.join(', ')}`

/** A query text: trimmed, blank counts as absent. */
const queryText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label}: scrivi un testo` })
      .trim()
      .max(max, { error: `${label}: al massimo ${max} caratteri` })
      .optional(),
  )

/** GET /api/admin/orders. */
export const adminOrdersQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === 'any' ? undefined : value),
    z.enum(OPERATOR_STATUSES, { error: statusError }).optional(),
  ),
  page: queryInt(10_000, 1, 'page'),
  perPage: queryInt(100, 25, 'perPage'),
  search: queryText('search', 100),
  deliveryDate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'deliveryDate deve essere una data AAAA-MM-GG' })
      .optional(),
  ),
  zone: queryText('zone', 100),
  vehicle: queryText('vehicle', 60),
  slot: queryText('slot', 40),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>

/** GET /api/admin/dispatch. */
export const dispatchQuerySchema = z.object({
  date: z
    .string({ error: 'Indica la data di consegna (AAAA-MM-GG)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La data di consegna deve avere la forma AAAA-MM-GG' }),
})

/** GET /api/admin/delivery-week?from=YYYY-MM-DD */
export const deliveryWeekQuerySchema = z.object({
  from: z
    .string({ error: 'Indica il primo giorno della settimana (AAAA-MM-GG)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Il primo giorno deve avere la forma AAAA-MM-GG' })
    .refine((date) => dayNumberOfIso(date) !== null, { error: 'Il primo giorno non è una data reale' }),
})

/** POST /api/admin/dispatch/departed: a van left with its orders of the date. */
export const departedSchema = dispatchQuerySchema.extend({
  date: dispatchQuerySchema.shape.date.refine((date) => dayNumberOfIso(date) !== null, {
    error: 'La data di consegna non è una data reale',
  }),
  vehicle: z
    .string({ error: 'Indica il furgone partito' })
    .trim()
    .min(1, { error: 'Indica il furgone partito' })
    .max(60, { error: 'Il nome del furgone può avere al massimo 60 caratteri' }),
})

/** PUT /api/admin/orders/:id/status. */
export const orderStatusSchema = z.object({ status: z.enum(OPERATOR_STATUSES, { error: statusError }) })

/** PUT /api/admin/orders/:id/delivery: the order's new delivery date and slot. */
export const orderDeliverySchema = z.object({
  date: z
    .string({ error: 'Indica il giorno di consegna (AAAA-MM-GG)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Il giorno di consegna deve avere la forma AAAA-MM-GG' })
    .refine((date) => dayNumberOfIso(date) !== null, { error: 'Il giorno di consegna non è una data reale' }),
  slot: z
    .string({ error: 'Indica la fascia oraria' })
    .trim()
    .min(1, { error: 'Indica la fascia oraria' })
    .max(40, { error: 'La fascia oraria può avere al massimo 40 caratteri' }),
})

/** GET /api/admin/customers. */
export const customersQuerySchema = z.object({
  q: z.preprocess((value) => value ?? '', z.string().max(100, { error: 'q: al massimo 100 caratteri' })),
  page: queryInt(10_000, 1, 'page'),
  perPage: queryInt(100, 25, 'perPage'),
})

/** GET /api/admin/products. */
export const productsQuerySchema = z.object({
  search: queryText('search', 100),
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: "category deve essere l'id numerico di una categoria" })
      .int({ error: "category deve essere l'id numerico di una categoria" })
      .positive({ error: "category deve essere l'id numerico di una categoria" })
      .optional(),
  ),
  page: queryInt(10_000, 1, 'page'),
  perPage: queryInt(100, 25, 'perPage'),
})

/**
 * PUT /api/admin/products/:id/stock: a quantity (the stock is then managed, SPEC.md section 7), or
 * manageStock false to stop counting it. manageStock true needs a quantity.
 */
export const stockSchema = z
  .object({
    // @shop/catalog's rule and messages, the same the operators' screen checks with.
    stockQuantity: z
      .unknown()
      .superRefine((value, ctx) => {
        const message = value === undefined ? null : stockQuantityError(value)
        if (message) ctx.addIssue({ code: 'custom', message })
      })
      .transform((value) => value as number)
      .optional(),
    manageStock: z.boolean({ error: 'manageStock deve essere true o false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.manageStock === false && body.stockQuantity !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['stockQuantity'],
        message: 'Senza gestione della giacenza non si indica una quantità',
      })
    } else if (body.manageStock !== false && body.stockQuantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['stockQuantity'], message: STOCK_QUANTITY_MESSAGES.missing })
    }
  })

/**
 * PUT /api/admin/config: any of these, nothing else (the WooCommerce credentials are never
 * editable here: an unknown field is refused).
 */
export const configSchema = z.strictObject(
  {
    brand: z
      .string({ error: 'Il nome del negozio deve essere un testo' })
      .trim()
      .min(1, { error: 'Il nome del negozio non può essere vuoto' })
      .max(60, { error: 'Il nome del negozio può avere al massimo 60 caratteri' })
      .optional(),
    welcomeDialog: z.boolean({ error: 'welcomeDialog deve essere true o false' }).optional(),
    guestOrdersPerDay: z
      .number({ error: 'Gli ordini al giorno per ospite devono essere un numero' })
      .int({ error: 'Gli ordini al giorno per ospite devono essere un numero intero' })
      .min(1, { error: 'Gli ordini al giorno per ospite devono essere almeno 1' })
      .max(1000, { error: 'Gli ordini al giorno per ospite possono essere al massimo 1000' })
      .optional(),
    paymentMethods: z
      .array(z.string().trim().min(1).max(64), { error: 'paymentMethods deve essere un elenco di id' })
      .max(20, { error: 'Al massimo 20 metodi di pagamento' })
      .optional(),
    calendarSource: z
      .enum(['orddd', 'fallback'], { error: "calendarSource deve essere 'orddd' o 'fallback'" })
      .optional(),
    slotSource: z
      .enum(['orddd', 'fallback'], { error: "slotSource deve essere 'orddd' o 'fallback'" })
      .optional(),
    // The account for bank transfers: @shop/payments' rules (Italian IBAN, holder), stored
    // normalised; all blank (or null) means none.
    bankAccount: z
      .strictObject(
        {
          iban: z.string({ error: "L'IBAN deve essere un testo" }).max(64, { error: 'IBAN troppo lungo' }),
          holder: z.string({ error: "L'intestatario deve essere un testo" }).max(200),
          bank: z.string({ error: 'Il nome della banca deve essere un testo' }).max(200),
        },
        { error: 'bankAccount deve essere { iban, holder, bank }, oppure null per nessun conto' },
      )
      .nullable()
      .transform((value, ctx) => {
        if (value === null) return null
        const checked = checkBankAccount(value)
        if (checked.ok) return checked.account
        for (const [field, message] of Object.entries(checked.errors))
          ctx.addIssue({ code: 'custom', path: [field], message })
        return z.NEVER
      })
      .optional(),
    // The seller's identity (@shop/forms sellerSchema, every field checked); null: not entered yet.
    seller: sellerSchema.nullable().optional(),
    onDeliveryStatus: z
      .enum(ON_DELIVERY_STATUSES, {
        error: "onDeliveryStatus deve essere 'on-hold' (in attesa) o 'processing' (in lavorazione)",
      })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Impostazione non modificabile: ${issue.keys.join(', ')}`
        : undefined,
  },
)
export type ConfigInput = z.infer<typeof configSchema>

/** PUT /api/admin/payment-gateways/:id: the gateway on or off in WooCommerce, nothing else. */
export const gatewaySwitchSchema = z.strictObject(
  { enabled: z.boolean({ error: 'Indica enabled: true per attivare il metodo, false per disattivarlo' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Qui si attiva o disattiva soltanto il metodo ({ "enabled": true } o false): ${issue.keys.join(', ')} non si cambia`
        : undefined,
  },
)

/** POST /api/admin/customers/:id/empties/refund: how the money went back, for the ledger. */
export const emptiesRefundSchema = z.object({
  note: z
    .string({ error: 'La nota del rimborso è un testo' })
    .trim()
    .max(200, { error: 'La nota del rimborso può avere al massimo 200 caratteri' })
    .optional()
    .transform((note) => (note === '' ? undefined : note)),
})

/** PUT /api/admin/products/:id/returnable: any JSON body, read by readReturnableBody. */
export const returnableBodySchema = z.unknown()

/**
 * The product's empties from PUT /api/admin/products/:id/returnable: `{ returnable: null }` (not
 * returnable any more), or what @shop/deposits validateReturnable takes (`{ empties: [{ kind, count,
 * depositCents }] }`), in canonical form; 422 invalid_returnable with every problem in Italian.
 */
export function readReturnableBody(body: unknown): Returnable | null {
  if (body !== null && typeof body === 'object' && 'returnable' in body && body.returnable === null)
    return null
  const check = validateReturnable(body)
  if (!check.ok) throw new ApiError(422, 'invalid_returnable', check.errors.join(' '))
  return check.returnable
}
