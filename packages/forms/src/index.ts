export {
  type AccountUpdate,
  type AddressChange,
  accountUpdateSchema,
  addressChangeSchema,
} from './account-schema'
export {
  type AddressBookEntry,
  addressBookEntrySchema,
  addressLabelSchema,
  type Coordinates,
  coordinatesSchema,
  type SaveAddress,
  saveAddressSchema,
} from './address-book-schema'
export {
  ADDRESS_FIELDS,
  type Address,
  type AddressField,
  addressSchema,
  type BillingAddress,
  billingAddressSchema,
  isSameAddress,
  type SavedAddress,
  savedAddressSchema,
  savedShippingAddressSchema,
} from './address-schema'
export {
  codiceDestinatarioSchema,
  codiceFiscaleSchema,
  companyNameSchema,
  partitaIvaSchema,
  pecSchema,
  type Seller,
  sellerSchema,
  TAX_REGIMES,
  type TaxRegime,
} from './business-schema'
export { type CheckoutInput, checkoutSchema, deliveryDateSchema } from './checkout-schema'
export {
  type DeliveredOutcome,
  type DeliveryProof,
  DOOR_PAYMENT_METHODS,
  type DoorPayment,
  type DoorPaymentMethod,
  type DriverOutcome,
  deliveredOutcomeSchema,
  deliveryProofSchema,
  doorPaymentSchema,
  driverOutcomeSchema,
  FAILURE_REASONS,
  type FailedOutcome,
  type FailureReason,
  failedOutcomeSchema,
} from './driver-outcome-schema'
export { type FieldErrors, fieldErrors, type IssueList, issueFields, type ParseResult } from './field-errors'
export {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  optionalPhoneSchema,
  optionalProvinceSchema,
  phoneSchema,
  postcodeSchema,
  provinceSchema,
} from './field-schemas'
export {
  codiceFiscaleCheckLetter,
  isCodiceDestinatario,
  isCodiceFiscale,
  isPartitaIva,
  NO_RECIPIENT_CODE,
  normaliseFiscalCode,
  partitaIvaCheckDigit,
} from './fiscal-codes'
export { FORM_LIMITS, FORM_MESSAGES } from './form-messages'
export { type InvoiceRequest, type InvoiceRequestField, invoiceRequestSchema } from './invoice-request-schema'
export {
  type Login,
  loginNameSchema,
  loginSchema,
  type PasswordResetRequest,
  type PhoneCode,
  type PhoneCodeRequest,
  passwordResetRequestSchema,
  phoneCodeRequestSchema,
  phoneCodeSchema,
} from './login-schema'
export { type OrderLookup, orderLookupSchema } from './order-lookup-schema'
export {
  type NewPasswordForm,
  newPasswordFormSchema,
  newPasswordSchema,
  type PasswordChange,
  passwordChangeSchema,
  passwordSchema,
} from './password-schema'
export { REFUND_MESSAGES, type RefundInput, refundSchema } from './refund-schema'
export { type Registration, registrationSchema, usernameSchema } from './registration-schema'
export { type Withdrawal, withdrawalSchema } from './withdrawal-schema'
