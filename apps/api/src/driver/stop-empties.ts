import { EMPTY_KINDS, type EmptyKind, emptiesLabel } from '@shop/deposits'
import type { Order } from '@shop/woo-client'
import { emptiesHeld } from '../orders/empties'
import type { ServerDeps } from '../server-deps'

/** Empties of one kind the driver takes back at a stop. */
export interface StopEmpties {
  kind: EmptyKind
  /** '12 bottiglie' */
  label: string
  expected: number
}

/**
 * The empties the stop's customer holds from earlier deliveries (the empties ledger, orders/empties.ts)
 * and may give back at the door, one entry per kind they hold.
 */
export async function expectedEmpties(deps: ServerDeps, order: Order): Promise<StopEmpties[]> {
  const held = await emptiesHeld(deps, order)
  return EMPTY_KINDS.filter((kind) => held[kind] > 0).map((kind) => ({
    kind,
    label: emptiesLabel(kind, held[kind]),
    expected: held[kind],
  }))
}
