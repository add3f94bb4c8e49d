export {
  BANK_ACCOUNT_MESSAGES,
  type BankAccount,
  type BankAccountCheck,
  checkBankAccount,
} from './bank-account'
export {
  checkItalianIban,
  formatIban,
  hasValidIbanChecksum,
  IBAN_MESSAGES,
  type IbanCheck,
  normalizeIban,
} from './italian-iban'
export {
  GATEWAY_IDS,
  isPaidOnDelivery,
  ON_DELIVERY_STATUSES,
  type OnDeliveryStatus,
  type OrderPayment,
  orderPayment,
  PAID_ON_DELIVERY,
  PAYMENT_LABELS,
  type PaymentState,
} from './order-payment'
export {
  ORDER_WORDING_LABELS,
  type OrderWording,
  type OrderWordingInput,
  orderWording,
} from './order-wording'
