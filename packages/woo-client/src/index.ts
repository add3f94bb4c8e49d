export {
  STORE_CHECK_MESSAGES,
  type StoreCheck,
  type StoreCheckStep,
  type StoreProblem,
  storeProblem,
  type WooAuthentication,
} from './check-store'
export { createWooClient } from './create-woo-client'
export {
  CUSTOMER_UPDATE_FIELDS,
  type CustomerUpdate,
  DEFAULT_COUNTRY,
  type NewCustomer,
  registrationBody,
  splitDisplayName,
  updateBody,
  usableMeta,
} from './customer-rules'
export { gmtDateTime } from './gmt-date-time'
export { ORDER_NOTE_MAX_BYTES, orderNoteBody } from './order-note-rules'
export { refundBody } from './refund-rules'
export { PHONE_LOGIN_TIMEOUT_MS } from './resources/accounts'
export type {
  NewFeeLine,
  NewOrder,
  NewOrderLine,
  NewOrderNote,
  NewRefund,
  NewRefundLine,
  NewShippingLine,
  OrderFields,
  OrderNoteType,
  OrderUpdate,
  WooAddressInput,
  WooMetaInput,
  WooOrderStatus,
} from './resources/order-types'
export { LIST_ALL_CONCURRENCY } from './resources/products'
export {
  type Address,
  addressSchema,
  type Customer,
  customerSchema,
  type MetaEntry,
  type OrdddTimeSlot,
  type Order,
  type OrderNote,
  type OrderRefund,
  orderNoteSchema,
  orderRefundSchema,
  orderSchema,
  type PaymentGateway,
  type Product,
  type ProductCategory,
  paymentGatewaySchema,
  productCategorySchema,
  productSchema,
  type VehicleSlotsAnswer,
  type WpUser,
} from './schemas'
export {
  type OAuth1Credentials,
  type OAuth1Options,
  type OAuth1SignatureMethod,
  percentEncode,
  signatureBaseString,
  signOAuth1Url,
} from './sign-oauth1-url'
export type {
  AccountsResource,
  CallOptions,
  ConnectionTestResult,
  CustomersResource,
  DeliveryResource,
  OrdersResource,
  Page,
  PaymentGatewayUpdate,
  PhoneLoginResult,
  ProductsResource,
  Query,
  SettingsResource,
  StoreHealthResource,
  TokenResult,
  WooClient,
  WooClientOptions,
} from './woo-client'
export {
  genericMessage,
  isMissingRoute,
  isUnknownId,
  isWooError,
  isWooTimeout,
  plainMessage,
  WOO_MESSAGES,
  WooError,
  type WooErrorKind,
  WooTimeoutError,
  wooErrorKind,
} from './woo-error'
export { DEFAULT_TIMEOUT_MS } from './woo-request'
