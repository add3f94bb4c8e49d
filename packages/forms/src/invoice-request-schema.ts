import { z } from 'zod'
import { codiceFiscaleSchema, companyNameSchema, partitaIvaSchema, pecSchema } from './business-schema'
import { postcodeSchema, provinceSchema, requiredText } from './field-schemas'
import { isCodiceDestinatario, NO_RECIPIENT_CODE, normaliseFiscalCode } from './fiscal-codes'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

/** The codice fiscale of the buyer: required (a company's is often its partita IVA's 11 digits). */
const buyerTaxCodeSchema = z
  .string({ error: M.taxCodeRequired })
  .transform(normaliseFiscalCode)
  .pipe(z.string().min(1, { error: M.taxCodeRequired, abort: true }))
  .pipe(codiceFiscaleSchema)

/** A Codice Destinatario, or blank when the invoice goes by PEC: trimmed, upper-cased. */
const optionalRecipientCodeSchema = z
  .string({ error: M.recipientCodeInvalid })
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => value === '' || isCodiceDestinatario(value), { error: M.recipientCodeInvalid })

/** A PEC address, or blank when the invoice goes by Codice Destinatario. */
const optionalPecSchema = z
  .string({ error: M.pecInvalid })
  .trim()
  .refine((value) => value === '' || pecSchema.safeParse(value).success, { error: M.pecInvalid })

/**
 * Whether the body is an object whose channel fields parsed: only then is the rule across them
 * checked (the other fields' errors are shown with it, all at once).
 */
const channelParsed = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => {
    const field = issue.path?.[0]
    return field === undefined || field === 'recipientCode' || field === 'pec'
  })

/**
 * 'Richiedo la fattura': what a business gives at checkout or keeps on its account for an
 * electronic invoice (FatturaPA's CessionarioCommittente and the channel of the Sistema di
 * Interscambio). The ragione sociale; the partita IVA and the codice fiscale — required, often the
 * same 11 digits — with their check digits; where the invoice goes: a Codice Destinatario of 7
 * letters or digits, or a PEC address, at least one of them ('0000000', no channel of its own,
 * only with a PEC); the registered office (sede) in Italy. Codes come back normalised (upper case,
 * no spaces, no 'IT'); a blank channel field is ''.
 */
export const invoiceRequestSchema = z
  .object({
    companyName: companyNameSchema,
    vatNumber: partitaIvaSchema,
    taxCode: buyerTaxCodeSchema,
    recipientCode: optionalRecipientCodeSchema.optional().transform((value) => value ?? ''),
    pec: optionalPecSchema.optional().transform((value) => value ?? ''),
    street: requiredText(M.streetRequired, M.streetTooLong, FORM_LIMITS.street),
    postcode: postcodeSchema,
    city: requiredText(M.cityRequired, M.cityTooLong, FORM_LIMITS.city),
    province: provinceSchema,
  })
  .refine((request) => request.recipientCode !== '' || request.pec !== '', {
    path: ['recipientCode'],
    error: M.recipientRequired,
    when: channelParsed,
  })
  .refine((request) => request.recipientCode !== NO_RECIPIENT_CODE || request.pec !== '', {
    path: ['pec'],
    error: M.noRecipientNeedsPec,
    when: channelParsed,
  })
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>
export type InvoiceRequestField = keyof InvoiceRequest
