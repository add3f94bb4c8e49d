export { creditForNextOrder, type NextOrderCredit } from './credit-for-next-order'
export { type EmptiesAccount, type EmptiesLot, emptiesAccount } from './empties-account'
export type {
  CreditedEvent,
  DeliveredEvent,
  EmptiesEvent,
  OrderRef,
  RefundedEvent,
  ReturnedEvent,
} from './empties-event'
export {
  EMPTY_KIND_LABELS,
  EMPTY_KINDS,
  type EmptyKind,
  emptiesLabel,
  emptiesText,
  isEmptyKind,
  type PerEmptyKind,
} from './empty-kind'
export { deliveredEvents, returnedEvents } from './ledger-events'
export {
  DEPOSIT_LABEL,
  type DepositLine,
  type DepositSource,
  type OrderDeposit,
  orderDeposit,
} from './order-deposit'
export {
  ORDER_DEPOSIT_META_KEY,
  orderDepositMeta,
  type RecordedDeposit,
  readOrderDeposit,
} from './order-deposit-meta'
export {
  type ParsedReturnable,
  parseReturnable,
  RETURNABLE_META_KEY,
  readReturnable,
  returnableMeta,
  serializeReturnable,
} from './parse-returnable'
export { type CreditRefund, refundCredit } from './refund-credit'
export { MAX_DEPOSIT_CENTS, MAX_EMPTIES_PER_UNIT, type Returnable, type UnitEmpty } from './returnable'
export {
  DEPOSIT_CREDIT_LABEL,
  type DepositFeeLine,
  depositFeeLines,
  type TotalsInput,
  type TotalsWithDeposit,
  totalsWithDeposit,
} from './totals-with-deposit'
export { type ReturnableCheck, validateReturnable } from './validate-returnable'
