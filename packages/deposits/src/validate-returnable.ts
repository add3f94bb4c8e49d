import { EMPTY_KINDS, type EmptyKind, isEmptyKind } from './empty-kind'
import { MAX_DEPOSIT_CENTS, MAX_EMPTIES_PER_UNIT, type Returnable, type UnitEmpty } from './returnable'

/** What validateReturnable answers: the returnable in its canonical form, or what is wrong with it. */
export type ReturnableCheck =
  | { readonly ok: true; readonly returnable: Returnable }
  | { readonly ok: false; readonly errors: readonly string[] }

const EXAMPLE =
  '{"empties":[{"kind":"cassa","count":1,"depositCents":300},{"kind":"bottiglia","count":12,"depositCents":20}]}'

/** A value as an error message quotes it: 'barile', 0.2, niente, un oggetto. */
export function quote(value: unknown): string {
  if (value === undefined) return 'niente'
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value)
  return Array.isArray(value) ? 'un elenco' : 'un oggetto'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The empties written in any of the three accepted forms, or null when it is none of them. */
function entriesOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (!isRecord(value)) return null
  if ('empties' in value) return Array.isArray(value.empties) ? value.empties : null
  // The short form of a product with one kind of empty: { empty: 'bottiglia', depositCents: 20 }.
  if ('empty' in value || 'depositCents' in value) {
    return [{ kind: value.empty, count: value.count ?? 1, depositCents: value.depositCents }]
  }
  return null
}

function countError(count: unknown): string | null {
  if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_EMPTIES_PER_UNIT) {
    return null
  }
  return `il numero di vuoti per unità venduta deve essere un intero da 1 a ${MAX_EMPTIES_PER_UNIT} (1 per una bottiglia sfusa, 12 per le bottiglie di una cassa da 12); ricevuto ${quote(count)}.`
}

function depositError(cents: unknown): string | null {
  if (typeof cents === 'number' && Number.isInteger(cents) && cents >= 1 && cents <= MAX_DEPOSIT_CENTS) {
    return null
  }
  const inEuros =
    typeof cents === 'number' && cents > 0 && cents < 100 && !Number.isInteger(cents)
      ? ` ${String(cents).replace('.', ',')} sembra un importo in euro: in centesimi è ${Math.round(cents * 100)}.`
      : ''
  return `la cauzione di un vuoto va in centesimi di euro, un intero da 1 a ${MAX_DEPOSIT_CENTS} (20 per 0,20 €); ricevuto ${quote(cents)}.${inEuros}`
}

/**
 * Checks a returnable product's configuration, as an operator wrote it or as it was read from a
 * product's meta, and gives it back in its canonical form (one entry per kind, in EMPTY_KINDS order,
 * only `kind`, `count` and `depositCents`), or every problem in Italian, each saying the right form.
 *
 * Accepts `{ empties: [{ kind, count, depositCents }, …] }`, the bare list, and the short form of a
 * unit with one empty `{ empty: 'bottiglia', depositCents: 20 }` (`count` 1 unless given). Never throws.
 *
 * @example
 * ```ts
 * validateReturnable({ empty: 'bottiglia', depositCents: 20 })
 * // { ok: true, returnable: { empties: [{ kind: 'bottiglia', count: 1, depositCents: 20 }] } }
 * validateReturnable([{ kind: 'bottiglia', count: 0, depositCents: -5 }]).ok // false, two errors
 * ```
 */
export function validateReturnable(value: unknown): ReturnableCheck {
  const entries = entriesOf(value)
  if (entries === null) {
    return {
      ok: false,
      errors: [
        `Cauzione non valida: indica i vuoti di un'unità venduta, per esempio ${EXAMPLE}; ricevuto ${quote(value)}.`,
      ],
    }
  }
  if (entries.length === 0) {
    return {
      ok: false,
      errors: [
        `Cauzione non valida: indica almeno un vuoto, per esempio {"empties":[{"kind":"bottiglia","count":1,"depositCents":20}]}. Un prodotto senza vuoti non è a rendere: togli la cauzione.`,
      ],
    }
  }
  const errors: string[] = []
  const byKind = new Map<EmptyKind, UnitEmpty>()
  const seen = new Set<EmptyKind>()
  entries.forEach((entry, index) => {
    const where = `Vuoto ${index + 1}`
    if (!isRecord(entry)) {
      errors.push(
        `${where}: scrivi { "kind": "bottiglia", "count": 12, "depositCents": 20 }; ricevuto ${quote(entry)}.`,
      )
      return
    }
    const { kind, count, depositCents } = entry
    const problems: string[] = []
    if (!isEmptyKind(kind)) {
      problems.push(
        `tipo di vuoto sconosciuto ${quote(kind)}: usa ${EMPTY_KINDS.map((known) => `'${known}'`).join(' o ')}.`,
      )
    } else if (seen.has(kind)) {
      problems.push(
        `'${kind}' compare più di una volta: scrivi una sola voce per tipo, con il numero di vuoti di un'unità.`,
      )
    }
    if (isEmptyKind(kind)) seen.add(kind)
    const countProblem = countError(count)
    if (countProblem) problems.push(countProblem)
    const depositProblem = depositError(depositCents)
    if (depositProblem) problems.push(depositProblem)
    for (const problem of problems) errors.push(`${where}: ${problem}`)
    if (problems.length === 0 && isEmptyKind(kind)) {
      byKind.set(kind, { kind, count: count as number, depositCents: depositCents as number })
    }
  })
  if (errors.length > 0) return { ok: false, errors }
  const empties = EMPTY_KINDS.flatMap((kind) => {
    const empty = byKind.get(kind)
    return empty ? [empty] : []
  })
  return { ok: true, returnable: { empties } }
}

/**
 * The returnable in its canonical form.
 *
 * @throws TypeError listing validateReturnable's errors when it is not valid
 */
export function assertReturnable(value: unknown, caller: string): Returnable {
  const check = validateReturnable(value)
  if (!check.ok) throw new TypeError(`${caller}: ${check.errors.join(' ')}`)
  return check.returnable
}
