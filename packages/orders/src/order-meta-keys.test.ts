import { describe, expect, it } from 'vitest'
import { ORDER_META_KEYS } from './order-meta-keys'

describe('ORDER_META_KEYS', () => {
  it('names the order meta the shop writes, with the two keys of Order Delivery Date Pro and its private checkout key', () => {
    expect(ORDER_META_KEYS).toEqual({
      vehicle: 'Veicolo assegnato',
      deliveryDate: 'Data di consegna',
      timeSlot: 'Fascia oraria',
      zone: 'Zona di consegna',
      ordddTimestamp: '_orddd_timestamp',
      ordddTimeSlot: '_orddd_time_slot',
      checkoutKey: '_shop_checkout_key',
      smsUpdates: '_shop_sms_updates',
      location: '_shop_location',
      deliveryOutcome: '_shop_delivery_outcome',
      deliveryAttempts: '_shop_delivery_attempts',
      invoice: '_shop_invoice',
      withdrawal: 'Recesso',
    })
    expect(Object.isFrozen(ORDER_META_KEYS)).toBe(true)
  })
})
