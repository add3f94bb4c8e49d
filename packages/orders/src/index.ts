export { AGE_META_KEYS, type AgeDeclaration, readAgeDeclaration } from './age-declaration'
export {
  COLLECT_TEXTS,
  type CollectableOrder,
  type CollectLine,
  type CollectPaymentState,
  collectLine,
} from './collect-line'
export { type DeliveryMetaInput, deliveryMeta, ordddTimestamp } from './delivery-meta'
export {
  DELIVERY_METHOD,
  deliveryShippingLine,
  FREE_DELIVERY_METHOD,
  netOfVat,
} from './delivery-shipping-line'
export { departureLabel } from './departure-label'
export {
  type DispatchOrder,
  type DispatchSheet,
  type DispatchStop,
  type DispatchVan,
  dispatchSheet,
  type StopDeparture,
  type VehicleLoad,
} from './dispatch-sheet'
export { holdBackReason } from './hold-back-reason'
export {
  type OrderAmountLine,
  type OrderAmounts,
  type OrderAmountsSource,
  type OrderCharge,
  orderAmounts,
} from './order-amounts'
export { ORDER_META_KEYS, type OrderMetaKey } from './order-meta-keys'
export {
  CUSTOMER_STATUS_LABELS,
  customerStatusLabel,
  DELIVERY_FAILED,
  GIVEN_UP_STATUSES,
  hasLeft,
  isDispatched,
  isOrderStatus,
  isStockSettled,
  NOT_DISPATCHED,
  ON_THE_WAY_STATUSES,
  OPERATOR_STATUS_LABELS,
  OPERATOR_STATUSES,
  type OperatorStatus,
  ORDER_STATUSES,
  type OrderStatus,
  operatorStatusLabel,
  PAID_STATUSES,
  PAYABLE_STATUSES,
  SHOP_STATUSES,
  type ShopStatus,
  STOCK_TAKING_STATUSES,
  type WooOrderStatus,
} from './order-status'
export {
  ORDER_STEP_LABELS,
  type OrderStep,
  type OrderStepId,
  type OrderTimeline,
  orderTimeline,
} from './order-timeline'
export {
  type OrderDelivery,
  type OrderMetaEntry,
  type OrderWithMeta,
  orderMetaText,
  readDelivery,
} from './read-delivery'
export {
  type AssignableOrder,
  type WithAssignedVehicleOptions,
  withAssignedVehicle,
} from './with-assigned-vehicle'
export { WITHDRAWAL_TERMS, type WithdrawalSituation, withdrawalNextSteps } from './withdrawal-terms'
export {
  deliveredAtOf,
  WITHDRAWAL_DAYS,
  type WithdrawableOrder,
  type WithdrawalClosedReason,
  type WithdrawalWindow,
  withdrawalWindow,
} from './withdrawal-window'
export { wooCents, wooEuros } from './woo-money'
export type { WooAddress, WooBillingAddress, WooOrderBody, WooShippingLine } from './woo-order-body'
