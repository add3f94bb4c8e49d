import type { EmptyKind } from './empty-kind'

/** A WooCommerce order id (or the shop's own reference of an order). */
export type OrderRef = number | string

/** Empties handed to the customer with an order, each lent against the deposit the order charged. */
export interface DeliveredEvent {
  readonly type: 'delivered'
  readonly kind: EmptyKind
  /** A whole number, 1 or more. */
  readonly count: number
  /** The deposit actually charged for one of these empties, in cents (1 or more). */
  readonly depositCents: number
  readonly orderId?: OrderRef
}

/** Empties the driver collected at the door, as counted. */
export interface ReturnedEvent {
  readonly type: 'returned'
  readonly kind: EmptyKind
  /** A whole number, 1 or more. */
  readonly count: number
  /** The delivery the driver collected them at, if any. */
  readonly orderId?: OrderRef
}

/** Deposit given back as a 'Cauzione vuoti resi' line of an order. */
export interface CreditedEvent {
  readonly type: 'credited'
  /** A whole number of cents, 1 or more. */
  readonly cents: number
  /** The order the credit was taken off. */
  readonly orderId?: OrderRef
}

/** Deposit given back by the operator in money (cash, bank transfer, a refund on the card). */
export interface RefundedEvent {
  readonly type: 'refunded'
  /** A whole number of cents, 1 or more. */
  readonly cents: number
  /** How it was paid back, for the operator: 'contanti alla consegna', 'bonifico 12/03'. */
  readonly note?: string
}

/**
 * One movement of a customer's empties ledger. The ledger is the list of a customer's events in the
 * order they happened; every rule reads it from the start.
 */
export type EmptiesEvent = DeliveredEvent | ReturnedEvent | CreditedEvent | RefundedEvent
