import { type FieldErrors, fieldErrors, type Seller, sellerSchema, type TaxRegime } from '@shop/forms'

/** The seller's fields as the form edits them: texts as typed (the share capital too). */
export type SellerDraft = { [K in keyof Seller]: string }
export type SellerField = keyof Seller

/** The form's fields in the order it shows them. */
export const SELLER_FIELDS: readonly SellerField[] = [
  'companyName',
  'vatNumber',
  'taxCode',
  'street',
  'postcode',
  'city',
  'province',
  'reaOffice',
  'reaNumber',
  'shareCapital',
  'taxRegime',
  'pec',
  'email',
  'phone',
]

/** The codes of FatturaPA's RegimeFiscale most shops meet, in words; the others show their code. */
export const TAX_REGIME_LABELS: Partial<Record<TaxRegime, string>> = {
  RF01: 'RF01 · Ordinario',
  RF02: 'RF02 · Contribuenti minimi',
  RF19: 'RF19 · Forfettario',
}

const EMPTY: SellerDraft = {
  companyName: '',
  vatNumber: '',
  taxCode: '',
  street: '',
  postcode: '',
  city: '',
  province: '',
  reaOffice: '',
  reaNumber: '',
  shareCapital: '',
  taxRegime: 'RF01',
  pec: '',
  email: '',
  phone: '',
}

/** The form's start: the saved seller written as people type it ('10000,00'), or blank fields. */
export function sellerDraftOf(seller: Seller | null): SellerDraft {
  if (!seller) return { ...EMPTY }
  return {
    ...seller,
    shareCapital: seller.shareCapital === null ? '' : seller.shareCapital.toFixed(2).replace('.', ','),
  }
}

/**
 * An amount as Italians type it ('10.000,50', '10000,5', '10000.50') in euros; blank is null (no
 * share capital); anything else NaN, which the schema refuses with its message.
 */
export function parseEuros(text: string): number | null {
  const typed = text.trim().replace(/\s|€/g, '')
  if (typed === '') return null
  const normalised = typed.includes(',') ? typed.replace(/\./g, '').replace(',', '.') : typed
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN
}

/** What PUT /api/admin/config { seller } takes from the form: the texts, the share capital as a number. */
export function sellerRequest(draft: SellerDraft): Record<SellerField, unknown> {
  return { ...draft, shareCapital: parseEuros(draft.shareCapital) }
}

/**
 * The form's errors by field, with the API's own rule (@shop/forms sellerSchema: the partita IVA's
 * and the codice fiscale's check digits, the CAP, the REA, the PEC...); {} when it would be saved.
 */
export function sellerErrors(draft: SellerDraft): FieldErrors<SellerField> {
  return fieldErrors<SellerField>(sellerSchema.safeParse(sellerRequest(draft)))
}

/** The API's refusal (`error.fields`, 'seller.vatNumber') as the form's errors by field. */
export function sellerApiErrors(
  fields: Readonly<Record<string, string>> | undefined,
): FieldErrors<SellerField> {
  return fieldErrors<SellerField>(fields, 'seller')
}
