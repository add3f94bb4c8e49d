import type { EmptyKind } from '@shop/deposits'
import {
  type DoorPaymentMethod,
  deliveredOutcomeSchema,
  type FailureReason,
  FORM_MESSAGES,
  failedOutcomeSchema,
  issueFields,
} from '@shop/forms'
import type { DriverStop } from '../../lib/driver-day'
import { amountText, parseEuro } from '../../lib/format'
import type { OutcomeInput } from '../../lib/outbox/outbox'

/** The 'Consegnato' form as the driver fills it in (amounts and counts as typed). */
export interface DeliveredForm {
  method: DoorPaymentMethod
  amount: string
  empties: Partial<Record<EmptyKind, string>>
  idChecked: boolean
  proofKind: 'signature' | 'photo'
  /** The signature drawn (PNG data URL), or null. */
  signature: string | null
  /** The photo taken, downscaled (JPEG data URL), or null. */
  photo: string | null
}

export type DeliveredField = 'method' | 'amount' | `empties.${EmptyKind}` | 'idChecked' | 'proof'

export interface FailedForm {
  reason: FailureReason | ''
  note: string
}

export type FailedField = 'reason' | 'note'

export type Checked<Field extends string> =
  | { ok: true; input: OutcomeInput }
  | { ok: false; errors: Partial<Record<Field, string>> }

/** The form as it opens: the amount due (cash unless nothing is due), the empties expected. */
export function initialDeliveredForm(stop: DriverStop): DeliveredForm {
  return {
    method: stop.collect ? 'cash' : 'none',
    amount: stop.collect ? amountText(stop.collect.amount) : '',
    empties: Object.fromEntries(stop.empties.map((empty) => [empty.kind, String(empty.expected)])),
    idChecked: false,
    proofKind: 'signature',
    signature: null,
    photo: null,
  }
}

/** An actionId and an instant that pass, for checking a form before the queue gives it its own. */
const CHECK_ONLY = {
  actionId: '00000000-0000-4000-8000-000000000000',
  recordedAt: '2026-01-01T00:00:00.000Z',
}

/** A count typed in a number field: digits only, else NaN (which the rule refuses). */
const count = (text: string | undefined) => (/^\d+$/.test((text ?? '').trim()) ? Number(text) : Number.NaN)

/** The form's field that shows an issue at `path` of the body. */
function deliveredFieldOf(path: string): DeliveredField | null {
  if (path === 'payment.amount') return 'amount'
  if (path.startsWith('payment')) return 'method'
  if (path.startsWith('proof')) return 'proof'
  if (path === 'idChecked' || path === 'empties.bottiglia' || path === 'empties.cassa') return path
  return null
}

/**
 * The 'Consegnato' rules (the API's, from @shop/forms, plus the order's): an amount with cash or a
 * cheque, whole empties from 0, the ID check when the order has alcohol, a signature or a photo.
 * Either the body to queue, or one Italian message per field.
 */
export function checkDelivered(form: DeliveredForm, stop: DriverStop): Checked<DeliveredField> {
  const proof = form.proofKind === 'signature' ? form.signature : form.photo
  const input = {
    result: 'delivered' as const,
    payment: { method: form.method, amount: form.method === 'none' ? 0 : parseEuro(form.amount) },
    empties: Object.fromEntries(stop.empties.map((empty) => [empty.kind, count(form.empties[empty.kind])])),
    idChecked: form.idChecked,
    ...(proof ? { proof: { kind: form.proofKind, dataUrl: proof } } : {}),
  }
  const errors: Partial<Record<DeliveredField, string>> = {}
  const parsed = deliveredOutcomeSchema.safeParse({ ...input, ...CHECK_ONLY })
  if (!parsed.success)
    for (const [path, message] of Object.entries(issueFields(parsed.error))) {
      const field = deliveredFieldOf(path)
      if (field) errors[field] ??= message
    }
  if (stop.alcohol && !form.idChecked) errors.idChecked = FORM_MESSAGES.idCheckRequired
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const { actionId: _, recordedAt: __, ...body } = parsed.data
  return { ok: true, input: body }
}

/** The 'Non consegnato' rules: a reason, and a note of 3 characters or more for 'Altro'. */
export function checkFailed(form: FailedForm): Checked<FailedField> {
  const parsed = failedOutcomeSchema.safeParse({
    result: 'failed',
    reason: form.reason,
    note: form.note,
    ...CHECK_ONLY,
  })
  if (!parsed.success) {
    const fields = issueFields(parsed.error)
    return {
      ok: false,
      errors: {
        ...(fields.reason ? { reason: fields.reason } : {}),
        ...(fields.note ? { note: fields.note } : {}),
      },
    }
  }
  const { actionId: _, recordedAt: __, ...body } = parsed.data
  return { ok: true, input: body }
}
