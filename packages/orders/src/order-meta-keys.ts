/**
 * The order meta the shop writes (SPEC.md sections 3 and 7). The two `_orddd_` keys are the Order
 * Delivery Date Pro plugin's own (the delivery timestamp and the slot text), so that orders created
 * through the API look like orders placed through the plugin's checkout. `checkoutKey` is the shop's
 * private one (a leading underscore hides it in WordPress): the idempotency key of the checkout that
 * made the order, so that a retried checkout finds it instead of making a second one. `smsUpdates`
 * ('yes') records that the customer asked at checkout for an SMS when the order is on its way.
 */
export const ORDER_META_KEYS = /* @__PURE__ */ Object.freeze({
  vehicle: 'Veicolo assegnato',
  deliveryDate: 'Data di consegna',
  timeSlot: 'Fascia oraria',
  zone: 'Zona di consegna',
  ordddTimestamp: '_orddd_timestamp',
  ordddTimeSlot: '_orddd_time_slot',
  checkoutKey: '_shop_checkout_key',
  smsUpdates: '_shop_sms_updates',
} as const)

export type OrderMetaKey = (typeof ORDER_META_KEYS)[keyof typeof ORDER_META_KEYS]
