import { formatEuro } from '@shop/catalog'
import { type EmptyKind, emptiesText } from '@shop/deposits'
import { driverOutcomeSchema, type FailureReason, FORM_MESSAGES } from '@shop/forms'
import { ORDER_META_KEYS, orderMetaText } from '@shop/orders'
import type { Order } from '@shop/woo-client'
import { z } from 'zod'

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

/**
 * POST /api/driver/stops/:orderId/outcome (docs/driver-api.md): @shop/forms' driverOutcomeSchema,
 * the one the phone checks its forms with, and the proof's bytes: a data URL may claim a PNG or a
 * JPEG, the first bytes must be one.
 */
export const outcomeBodySchema = driverOutcomeSchema.transform((body, ctx) => {
  if (body.result === 'failed') return body
  const [, contentType = '', base64 = ''] =
    /^data:(image\/(?:png|jpeg));base64,(.*)$/.exec(body.proof.dataUrl) ?? []
  const data = Buffer.from(base64, 'base64')
  if (!looksLike(contentType, data)) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.proofInvalid, path: ['proof', 'dataUrl'] })
    return z.NEVER
  }
  return { ...body, proof: { kind: body.proof.kind, contentType, data } }
})
export type OutcomeBody = z.infer<typeof outcomeBodySchema>

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Whether the bytes start as a PNG or a JPEG does. */
function looksLike(contentType: string, data: Buffer): boolean {
  if (contentType === 'image/png') return data.subarray(0, 8).equals(PNG_SIGNATURE)
  return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff
}

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

/** The order note of an outcome: 'Consegnato da Mario Rossi (Fiorino) alle 10:42: contanti 23,40 €, resi 12 bottiglie'. */
export function outcomeNote(outcome: DeliveryOutcome): string {
  const time = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(outcome.recordedAt))
  const who = `${outcome.driver.name} (${outcome.vehicle}) alle ${time}`
  if (outcome.result === 'failed')
    return `Non consegnato da ${who}: ${FAILURE_REASON_LABELS[outcome.reason]}${outcome.note ? ` (${outcome.note})` : ''}.`
  const paid =
    outcome.payment.method === 'none'
      ? 'nessun incasso'
      : `${outcome.payment.method === 'cash' ? 'contanti' : 'assegno'} ${formatEuro(outcome.payment.amount)}`
  const empties = Object.values(outcome.empties).some((count) => (count ?? 0) > 0)
    ? `, resi ${emptiesText({ bottiglia: outcome.empties.bottiglia ?? 0, cassa: outcome.empties.cassa ?? 0 })}`
    : ''
  const id = outcome.idChecked ? ', documento verificato' : ''
  return `Consegnato da ${who}: ${paid}${empties}${id}, ${outcome.proof === 'photo' ? 'foto' : 'firma'} raccolta.`
}
