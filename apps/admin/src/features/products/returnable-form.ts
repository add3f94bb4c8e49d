import { EMPTY_KINDS, type EmptyKind, type Returnable } from '@shop/deposits'

/** The products page's form of a product's empties: per kind, how many per unit and the deposit in euros, as typed. */
export type ReturnableForm = Record<EmptyKind, { count: string; euros: string }>

/** The form of a product's current empties ('' for a kind it does not lend). */
export function returnableForm(returnable: Returnable | null): ReturnableForm {
  const form = Object.fromEntries(
    EMPTY_KINDS.map((kind) => [kind, { count: '', euros: '' }]),
  ) as ReturnableForm
  for (const empty of returnable?.empties ?? [])
    form[empty.kind] = {
      count: String(empty.count),
      euros: (empty.depositCents / 100).toFixed(2).replace('.', ','),
    }
  return form
}

/** '0,20', '0.2', '3' → cents; NaN for anything else (the API then says what is wrong, in Italian). */
export function eurosToCents(text: string): number {
  const clean = text.trim().replace(/\s|€/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN
  return Math.round(Number(clean) * 100)
}

/**
 * The body of PUT /api/admin/products/:id/returnable: the kinds with a count or a deposit typed
 * (a count left blank is 1), the deposit in cents; an empty list when nothing is typed (the API
 * refuses it: use 'Non a rendere' to take a product off).
 */
export function returnableBody(form: ReturnableForm): {
  empties: { kind: EmptyKind; count: number; depositCents: number }[]
} {
  return {
    empties: EMPTY_KINDS.filter(
      (kind) => form[kind].count.trim() !== '' || form[kind].euros.trim() !== '',
    ).map((kind) => ({
      kind,
      count: form[kind].count.trim() === '' ? 1 : Number(form[kind].count.trim()),
      depositCents: eurosToCents(form[kind].euros),
    })),
  }
}
