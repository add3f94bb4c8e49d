import { z } from 'zod'
import { emailSchema, phoneSchema, postcodeSchema, provinceSchema, requiredText } from './field-schemas'
import { isCodiceDestinatario, isCodiceFiscale, isPartitaIva, normaliseFiscalCode } from './fiscal-codes'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

/**
 * The fields of a business's identity for invoices and for the seller's legal data: the tax
 * numbers are normalised (upper case, no spaces, no 'IT' before a partita IVA) and their check
 * digits checked (fiscal-codes.ts).
 */

/** A business's name (ragione sociale). */
export const companyNameSchema = requiredText(
  M.companyNameRequired,
  M.companyNameTooLong,
  FORM_LIMITS.companyName,
)

/** A partita IVA, check digit included ('IT 0123…' accepted, kept as 11 digits). */
export const partitaIvaSchema = z
  .string({ error: M.vatNumberRequired })
  .transform(normaliseFiscalCode)
  .pipe(
    z
      .string()
      .min(1, { error: M.vatNumberRequired, abort: true })
      .refine(isPartitaIva, { error: M.vatNumberInvalid }),
  )

/** A codice fiscale: a person's 16 characters or a company's 11 digits, check character included. */
export const codiceFiscaleSchema = z
  .string({ error: M.taxCodeInvalid })
  .transform(normaliseFiscalCode)
  .pipe(z.string().refine(isCodiceFiscale, { error: M.taxCodeInvalid }))

/** A Codice Destinatario of the Sistema di Interscambio: 7 letters or digits, upper-cased. */
export const codiceDestinatarioSchema = z
  .string({ error: M.recipientCodeInvalid })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().refine(isCodiceDestinatario, { error: M.recipientCodeInvalid }))

/** A PEC address (certified e-mail): an e-mail's rules, with the PEC's own message. */
export const pecSchema = z
  .string({ error: M.pecInvalid })
  .trim()
  .max(FORM_LIMITS.email, { error: M.pecInvalid, abort: true })
  .pipe(z.email({ error: M.pecInvalid }))

/** FatturaPA's RegimeFiscale codes: RF01 is the ordinary regime. */
export const TAX_REGIMES = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
] as const
export type TaxRegime = (typeof TAX_REGIMES)[number]

/**
 * The seller's identity, as an online shop must show it (Codice del Consumo art. 49; D.Lgs.
 * 70/2003 art. 7: ragione sociale, sede, partita IVA, REA, PEC, e-mail, phone) and as its
 * invoices carry it (FatturaPA's CedentePrestatore). Operators keep it in the admin's settings;
 * a real store does not take orders without it.
 */
export const sellerSchema = z.strictObject({
  companyName: companyNameSchema,
  vatNumber: partitaIvaSchema,
  /** The company's codice fiscale when it differs from its partita IVA; blank when the same. */
  taxCode: z.union([z.literal('').transform(() => ''), codiceFiscaleSchema]),
  street: requiredText(M.streetRequired, M.streetTooLong, FORM_LIMITS.street),
  postcode: postcodeSchema,
  city: requiredText(M.cityRequired, M.cityTooLong, FORM_LIMITS.city),
  province: provinceSchema,
  reaOffice: z
    .string({ error: M.reaOfficeInvalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: M.reaOfficeInvalid })
    .transform((value) => value.toUpperCase()),
  reaNumber: z
    .string({ error: M.reaNumberInvalid })
    .trim()
    .regex(new RegExp(`^\\d{1,${FORM_LIMITS.reaNumber}}$`), { error: M.reaNumberInvalid }),
  /** The share capital in euros, for a company that has one (S.r.l., S.p.A.); null otherwise. */
  shareCapital: z
    .number({ error: M.shareCapitalInvalid })
    .min(0, { error: M.shareCapitalInvalid })
    .max(1e12, { error: M.shareCapitalInvalid })
    .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, {
      error: M.shareCapitalInvalid,
    })
    .nullable(),
  taxRegime: z.enum(TAX_REGIMES, { error: M.taxRegimeInvalid }),
  pec: pecSchema,
  email: emailSchema,
  phone: phoneSchema,
})
export type Seller = z.infer<typeof sellerSchema>
