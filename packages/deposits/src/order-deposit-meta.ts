import { EMPTY_KIND_LABELS, isEmptyKind } from './empty-kind'
import { DEPOSIT_LABEL, type DepositLine, type OrderDeposit } from './order-deposit'

/** The order meta that records what its deposit lent and what credit it took (the shop's own, hidden). */
export const ORDER_DEPOSIT_META_KEY = '_shop_deposit'

/** An order's deposit as its meta records it: the lines charged and the credit taken off them. */
export interface RecordedDeposit extends OrderDeposit {
  /** Deposit of empties returned earlier, taken off this order's deposit line, in cents. */
  readonly creditCents: number
}

/**
 * The meta entry that records on the order, when it is placed, the empties it lends and at what
 * deposit (orderDeposit's lines) and the credit it took: what deliveredEvents needs once the order
 * is handed over, whatever the product's deposit is by then.
 * `{"lines":[{"kind":"bottiglia","count":12,"unitCents":20}],"creditCents":0}`
 */
export function orderDepositMeta(deposit: OrderDeposit, creditCents = 0): { key: string; value: string } {
  const lines = deposit.lines.map(({ kind, count, unitCents }) => ({ kind, count, unitCents }))
  return { key: ORDER_DEPOSIT_META_KEY, value: JSON.stringify({ lines, creditCents }) }
}

const whole = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min

/**
 * The deposit an order's meta records (orderDepositMeta), first entry as WooCommerce's `get_meta`;
 * null when the order has none (placed before deposits, or without returnable products) or it does
 * not read. Never throws.
 */
export function readOrderDeposit(order: {
  readonly meta_data?: readonly { readonly key: string; readonly value?: unknown }[] | null
}): RecordedDeposit | null {
  const entry = (Array.isArray(order?.meta_data) ? order.meta_data : []).find(
    (meta) => meta?.key === ORDER_DEPOSIT_META_KEY,
  )
  if (typeof entry?.value !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(entry.value)
  } catch {
    return null
  }
  const { lines, creditCents } = (parsed ?? {}) as { lines?: unknown; creditCents?: unknown }
  if (!Array.isArray(lines) || !whole(creditCents, 0)) return null
  const read: DepositLine[] = []
  for (const line of lines as { kind?: unknown; count?: unknown; unitCents?: unknown }[]) {
    if (!isEmptyKind(line?.kind) || !whole(line.count, 1) || !whole(line.unitCents, 1)) return null
    read.push({
      kind: line.kind,
      label: `${DEPOSIT_LABEL}: ${EMPTY_KIND_LABELS[line.kind].other}`,
      count: line.count,
      unitCents: line.unitCents,
      totalCents: line.count * line.unitCents,
    })
  }
  const totalCents = read.reduce((total, line) => total + line.totalCents, 0)
  if (creditCents > totalCents) return null
  return { lines: read, totalCents, creditCents }
}
