import { EMPTY_KINDS, type EmptyKind } from '@shop/deposits'
import { ORDER_META_KEYS, orderMetaText } from '@shop/orders'
import type { Order } from '@shop/woo-client'
import { z } from 'zod'

/** Why a stop was not delivered, as the driver's app offers them. */
export const FAILURE_REASONS = ['absent', 'refused', 'wrong-address', 'underage', 'other'] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

/** The reasons as the driver, the operators and the customer read them. */
export const FAILURE_REASON_LABELS: Readonly<Record<FailureReason, string>> = Object.freeze({
  absent: 'Cliente assente',
  refused: 'Consegna rifiutata',
  'wrong-address': 'Indirizzo sbagliato',
  underage: 'Minorenne o senza documento',
  other: 'Altro',
})

/** The reasons as the customer reads them, after 'non ha potuto consegnarlo: '. */
const FAILURE_WORDS: Readonly<Record<FailureReason, string>> = Object.freeze({
  absent: 'non c’era nessuno all’indirizzo',
  refused: 'la consegna è stata rifiutata',
  'wrong-address': 'l’indirizzo non era giusto o non si trovava',
  underage: 'l’ordine contiene alcolici e non è stato possibile verificare la maggiore età',
  other: 'c’è stato un problema alla consegna',
})

/** Why a delivery failed, in words for the customer (the driver's free note stays with the shop). */
export function failureWords(reason: FailureReason): string {
  return FAILURE_WORDS[reason]
}

/** The largest proof image the API keeps (the bytes, before base64): 400 kB. */
export const MAX_PROOF_BYTES = 400 * 1024

/** The Italian messages of the outcome's fields. */
export const OUTCOME_MSG = {
  actionId: 'actionId: un identificativo UUID creato sul telefono',
  recordedAt: 'recordedAt: l’istante in cui l’autista ha registrato la consegna (ISO 8601)',
  method: 'Indica come è stato pagato: contanti, assegno o nessun incasso',
  amount: 'L’importo incassato deve essere un numero tra 0 e 10.000 € con al massimo due decimali',
  empties: 'I vuoti resi devono essere numeri interi tra 0 e 999',
  idChecked: 'Indica se il documento è stato verificato',
  proofKind: 'La prova di consegna è una firma o una foto',
  proofImage: 'La prova di consegna deve essere un’immagine PNG o JPEG di al massimo 400 kB',
  reason: 'Scegli il motivo: assente, rifiutato, indirizzo sbagliato, minorenne o senza documento, altro',
  note: 'Scrivi il motivo (da 3 a 500 caratteri)',
  noteTooLong: 'La nota può avere al massimo 500 caratteri',
} as const

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/

/** A proof as the phone sends it: a data URL of a PNG (signature) or JPEG (photo). */
const proofSchema = z
  .object({
    kind: z.enum(['signature', 'photo'], { error: OUTCOME_MSG.proofKind }),
    dataUrl: z.string({ error: OUTCOME_MSG.proofImage }).max(Math.ceil(MAX_PROOF_BYTES / 3) * 4 + 40, {
      error: OUTCOME_MSG.proofImage,
    }),
  })
  .transform((proof, ctx) => {
    const match = DATA_URL.exec(proof.dataUrl)
    const data = match ? Buffer.from(match[2] as string, 'base64') : null
    if (
      !match ||
      !data ||
      data.length === 0 ||
      data.length > MAX_PROOF_BYTES ||
      !looksLike(match[1] as string, data)
    ) {
      ctx.addIssue({ code: 'custom', message: OUTCOME_MSG.proofImage, path: ['dataUrl'] })
      return z.NEVER
    }
    return { kind: proof.kind, contentType: match[1] as string, data }
  })

/** Whether the bytes start as a PNG or a JPEG does (a data URL may claim anything). */
function looksLike(contentType: string, data: Buffer): boolean {
  if (contentType === 'image/png')
    return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff
}

const emptyCount = z
  .number({ error: OUTCOME_MSG.empties })
  .int({ error: OUTCOME_MSG.empties })
  .min(0, { error: OUTCOME_MSG.empties })
  .max(999, { error: OUTCOME_MSG.empties })
  .optional()

/** The empties returned at the door, per kind (EMPTY_KINDS); another key is refused. */
const emptiesSchema = z.strictObject(
  Object.fromEntries(EMPTY_KINDS.map((kind) => [kind, emptyCount])) as Record<EmptyKind, typeof emptyCount>,
  { error: OUTCOME_MSG.empties },
)

const common = {
  actionId: z.uuid({ error: OUTCOME_MSG.actionId }),
  recordedAt: z.iso.datetime({ offset: true, error: OUTCOME_MSG.recordedAt }),
}

/** POST /api/driver/stops/:orderId/outcome (docs/driver-api.md). */
export const outcomeBodySchema = z.discriminatedUnion(
  'result',
  [
    z.object({
      ...common,
      result: z.literal('delivered'),
      payment: z.object(
        {
          method: z.enum(['cash', 'cheque', 'none'], { error: OUTCOME_MSG.method }),
          amount: z
            .number({ error: OUTCOME_MSG.amount })
            .min(0, { error: OUTCOME_MSG.amount })
            .max(10_000, { error: OUTCOME_MSG.amount })
            .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
              error: OUTCOME_MSG.amount,
            }),
        },
        { error: OUTCOME_MSG.method },
      ),
      empties: emptiesSchema.default({}),
      idChecked: z.boolean({ error: OUTCOME_MSG.idChecked }),
      proof: proofSchema,
    }),
    z.object({
      ...common,
      result: z.literal('failed'),
      reason: z.enum(FAILURE_REASONS, { error: OUTCOME_MSG.reason }),
      note: z
        .string({ error: OUTCOME_MSG.note })
        .trim()
        .max(500, { error: OUTCOME_MSG.noteTooLong })
        .default(''),
    }),
  ],
  { error: 'result: «delivered» (consegnato) o «failed» (non consegnato)' },
)
export type OutcomeBody = z.infer<typeof outcomeBodySchema>

/**
 * What was recorded at a door, as the order keeps it in WooCommerce (ORDER_META_KEYS.deliveryOutcome,
 * JSON): the driver's action, the van and the delivery date it was for, and no image (the proof
 * stays in the API's store).
 */
export type DeliveryOutcome = {
  actionId: string
  /** When the driver recorded it on the phone, and when the API received it (ISO 8601). */
  recordedAt: string
  receivedAt: string
  date: string
  vehicle: string
  driver: { userId: number; name: string }
} & (
  | {
      result: 'delivered'
      payment: { method: 'cash' | 'cheque' | 'none'; amount: number }
      empties: Partial<Record<EmptyKind, number>>
      idChecked: boolean
      proof: 'signature' | 'photo'
    }
  | { result: 'failed'; reason: FailureReason; note: string }
)

const storedOutcomeSchema = z.looseObject({
  actionId: z.string(),
  result: z.enum(['delivered', 'failed']),
  date: z.string(),
})

/** The order's recorded outcome (null when none, or when the meta is not one the shop wrote). */
export function readOutcome(order: Order): DeliveryOutcome | null {
  const text = orderMetaText(order, ORDER_META_KEYS.deliveryOutcome)
  if (!text) return null
  try {
    const parsed = storedOutcomeSchema.safeParse(JSON.parse(text))
    return parsed.success ? (parsed.data as unknown as DeliveryOutcome) : null
  } catch {
    return null
  }
}

/** The sentence of the order note and the operators' view: 'Non consegnato: Cliente assente (citofono rotto)'. */
export function outcomeText(outcome: DeliveryOutcome): string {
  if (outcome.result === 'failed') {
    const label = FAILURE_REASON_LABELS[outcome.reason]
    return `Non consegnato: ${label}${outcome.note ? ` (${outcome.note})` : ''}`
  }
  return 'Consegnato'
}
