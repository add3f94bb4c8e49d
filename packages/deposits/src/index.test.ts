import { describe, expect, it } from 'vitest'
import * as deposits from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(deposits).sort()).toEqual(
      [
        'DEPOSIT_CREDIT_LABEL',
        'DEPOSIT_LABEL',
        'EMPTY_KIND_LABELS',
        'EMPTY_KINDS',
        'MAX_DEPOSIT_CENTS',
        'MAX_EMPTIES_PER_UNIT',
        'ORDER_DEPOSIT_META_KEY',
        'RETURNABLE_META_KEY',
        'creditForNextOrder',
        'deliveredEvents',
        'depositFeeLines',
        'emptiesAccount',
        'emptiesLabel',
        'emptiesText',
        'isEmptyKind',
        'orderDeposit',
        'orderDepositMeta',
        'parseReturnable',
        'readOrderDeposit',
        'readReturnable',
        'refundCredit',
        'returnableMeta',
        'returnedEvents',
        'serializeReturnable',
        'totalsWithDeposit',
        'validateReturnable',
      ].sort(),
    )
    expect('default' in deposits).toBe(false)
  })
})
