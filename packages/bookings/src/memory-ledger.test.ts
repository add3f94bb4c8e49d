import { createMemoryLedger } from './memory-ledger'
import { describeLedger } from './testing/ledger-contract'

describeLedger('the memory ledger', createMemoryLedger)
