import { describe, expect, it } from 'vitest'
import * as payments from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(payments).sort()).toEqual(
      [
        'BANK_ACCOUNT_MESSAGES',
        'GATEWAY_IDS',
        'IBAN_MESSAGES',
        'ON_DELIVERY_STATUSES',
        'PAID_ON_DELIVERY',
        'ORDER_WORDING_LABELS',
        'PAYMENT_LABELS',
        'checkBankAccount',
        'checkItalianIban',
        'formatIban',
        'hasValidIbanChecksum',
        'isPaidOnDelivery',
        'normalizeIban',
        'orderPayment',
        'orderWording',
      ].sort(),
    )
    expect('default' in payments).toBe(false)
  })
})
