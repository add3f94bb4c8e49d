export { type CapacityOf, type Claim, type ClaimState, isLive, liveAmount, type Take } from './claim'
export {
  bookClaim,
  type ClaimRequest,
  type Decision,
  decideClaim,
  extendClaim,
  type Granted,
  type LedgerRules,
  type Refusal,
  releaseClaim,
} from './decide'
export { createMemoryLedger, type Ledger, type Overbooked } from './memory-ledger'
