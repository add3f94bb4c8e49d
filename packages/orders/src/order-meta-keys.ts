/**
 * The order meta the shop writes (SPEC.md sections 3 and 7). The two `_orddd_` keys are the Order
 * Delivery Date Pro plugin's own (the delivery timestamp and the slot text), so that orders created
 * through the API look like orders placed through the plugin's checkout. `checkoutKey` is the shop's
 * private one (a leading underscore hides it in WordPress): the idempotency key of the checkout that
 * made the order, so that a retried checkout finds it instead of making a second one. `smsUpdates`
 * ('yes') records that the customer asked at checkout for an SMS when the order is on its way.
 * `location` is where the customer's address was found at checkout ('41.1253,16.8667', when the
 * address search gave one), for the driver's route. `deliveryOutcome` is what the driver recorded at
 * the door (JSON, issue 26), and `deliveryAttempts` the earlier outcomes of an order delivered again
 * on a new date after a failed delivery (a JSON array). `withdrawal` ('Recesso', shown in the back
 * office's custom fields) is when the shop received the customer's withdrawal from the contract
 * (ISO 8601; art. 54-bis Codice del Consumo), written once with a private note saying the same.
 * `invoice` is the business's request for an electronic invoice made at checkout ('Richiedo
 * la fattura', issue 27: @shop/forms InvoiceRequest as JSON), kept with the order for the accountant.
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
  location: '_shop_location',
  deliveryOutcome: '_shop_delivery_outcome',
  deliveryAttempts: '_shop_delivery_attempts',
  invoice: '_shop_invoice',
  withdrawal: 'Recesso',
} as const)

export type OrderMetaKey = (typeof ORDER_META_KEYS)[keyof typeof ORDER_META_KEYS]
