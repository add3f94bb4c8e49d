import type { EmptyKind } from '@shop/deposits'
import type { Order } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'

/** Empties of one kind the driver takes back at a stop. */
export interface StopEmpties {
  kind: EmptyKind
  label: string
  expected: number
}

/** The empties the stop's customer holds and may give back at the door (issue 26: wired with the empties ledger). */
export async function expectedEmpties(_deps: ServerDeps, _order: Order): Promise<StopEmpties[]> {
  return []
}
