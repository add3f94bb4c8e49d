/**
 * The kinds of empty the shop lends with its glass (vetro a rendere), in the order the shop lists
 * them: the bottle and the crate that carries bottles. Another kind (a beer keg, 'fusto'; a second
 * bottle with its own deposit) is one more entry here and in EMPTY_KIND_LABELS.
 */
export const EMPTY_KINDS = /* @__PURE__ */ Object.freeze(['bottiglia', 'cassa'] as const)

/** A kind of empty: 'bottiglia' or 'cassa'. */
export type EmptyKind = (typeof EMPTY_KINDS)[number]

/** A number per kind of empty: counts, or cents. */
export type PerEmptyKind<T = number> = Readonly<Record<EmptyKind, T>>

/** Each kind's Italian name, for one empty and for several. */
export const EMPTY_KIND_LABELS: PerEmptyKind<{ readonly one: string; readonly other: string }> =
  /* @__PURE__ */ Object.freeze({
    bottiglia: Object.freeze({ one: 'bottiglia', other: 'bottiglie' }),
    cassa: Object.freeze({ one: 'cassa', other: 'casse' }),
  })

/** Whether `value` is one of EMPTY_KINDS. */
export function isEmptyKind(value: unknown): value is EmptyKind {
  return typeof value === 'string' && (EMPTY_KINDS as readonly string[]).includes(value)
}

/** A count of one kind as Italian text: '1 cassa', '12 bottiglie', '0 bottiglie'. */
export function emptiesLabel(kind: EmptyKind, count: number): string {
  const { one, other } = EMPTY_KIND_LABELS[kind]
  return `${count} ${count === 1 ? one : other}`
}

/**
 * Counts per kind as a customer's account shows them, kinds in EMPTY_KINDS order and kinds at 0
 * left out: '24 bottiglie e 2 casse', '1 cassa'; 'nessun vuoto' when every count is 0.
 */
export function emptiesText(counts: Partial<PerEmptyKind>): string {
  const parts = EMPTY_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) =>
    emptiesLabel(kind, counts[kind] ?? 0),
  )
  if (parts.length === 0) return 'nessun vuoto'
  const last = parts.pop()
  return parts.length === 0 ? `${last}` : `${parts.join(', ')} e ${last}`
}

/** A record with every kind at `value`. */
export function perEmptyKind<T>(value: (kind: EmptyKind) => T): PerEmptyKind<T> {
  return Object.fromEntries(EMPTY_KINDS.map((kind) => [kind, value(kind)])) as PerEmptyKind<T>
}
