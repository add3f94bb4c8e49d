import { describe, expect, it } from 'vitest'
import * as orders from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(orders).sort()).toEqual(
      [
        'AGE_META_KEYS',
        'readAgeDeclaration',
        'COLLECT_TEXTS',
        'DELIVERY_METHOD',
        'FREE_DELIVERY_METHOD',
        'deliveryShippingLine',
        'netOfVat',
        'CUSTOMER_STATUS_LABELS',
        'DELIVERY_FAILED',
        'GIVEN_UP_STATUSES',
        'NOT_DISPATCHED',
        'ON_THE_WAY_STATUSES',
        'OPERATOR_STATUS_LABELS',
        'OPERATOR_STATUSES',
        'ORDER_META_KEYS',
        'ORDER_STATUSES',
        'ORDER_STEP_LABELS',
        'PAID_STATUSES',
        'PAYABLE_STATUSES',
        'SHOP_STATUSES',
        'STOCK_TAKING_STATUSES',
        'collectLine',
        'customerStatusLabel',
        'deliveryMeta',
        'departureLabel',
        'dispatchSheet',
        'hasLeft',
        'holdBackReason',
        'isDispatched',
        'isOrderStatus',
        'isStockSettled',
        'operatorStatusLabel',
        'ordddTimestamp',
        'orderMetaText',
        'orderAmounts',
        'orderTimeline',
        'readDelivery',
        'withAssignedVehicle',
        'wooCents',
        'wooEuros',
        'WITHDRAWAL_DAYS',
        'WITHDRAWAL_TERMS',
        'deliveredAtOf',
        'withdrawalNextSteps',
        'withdrawalWindow',
      ].sort(),
    )
    expect('default' in orders).toBe(false)
  })
})
