import { emptiesAccount } from './empties-account'
import type { EmptiesEvent, RefundedEvent } from './empties-event'

/** What refundCredit decides. */
export interface CreditRefund {
  /** The money to give back, in cents: the whole credit; 0 when nothing is owed. */
  readonly cents: number
  /** The events to append once the money is paid: one 'refunded', or none. */
  readonly events: readonly RefundedEvent[]
}

/**
 * The operator's choice of giving the customer's credit back in money instead of on the next order:
 * the whole credit, and the 'refunded' event that records it (with the operator's `note`, say
 * 'contanti alla consegna'). Appended, the credit is 0. Append it once the money has gone out.
 *
 * @throws TypeError when the ledger holds an invalid event (emptiesAccount)
 */
export function refundCredit(ledger: readonly EmptiesEvent[], note?: string): CreditRefund {
  const { creditCents: cents } = emptiesAccount(ledger)
  const event: RefundedEvent =
    note === undefined ? { type: 'refunded', cents } : { type: 'refunded', cents, note }
  return { cents, events: cents > 0 ? [event] : [] }
}
