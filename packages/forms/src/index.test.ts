import { describe, expect, it } from 'vitest'
import * as forms from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names, and no default', () => {
    expect(Object.keys(forms).sort()).toEqual(
      [
        'DOOR_PAYMENT_METHODS',
        'FAILURE_REASONS',
        'FORM_LIMITS',
        'FORM_MESSAGES',
        'accountUpdateSchema',
        'addressBookEntrySchema',
        'addressChangeSchema',
        'addressLabelSchema',
        'coordinatesSchema',
        'saveAddressSchema',
        'addressSchema',
        'billingAddressSchema',
        'checkoutSchema',
        'deliveredOutcomeSchema',
        'deliveryProofSchema',
        'doorPaymentSchema',
        'driverOutcomeSchema',
        'failedOutcomeSchema',
        'deliveryDateSchema',
        'emailSchema',
        'fieldErrors',
        'firstNameSchema',
        'invoiceRequestSchema',
        'issueFields',
        'lastNameSchema',
        'loginNameSchema',
        'loginSchema',
        'newPasswordFormSchema',
        'newPasswordSchema',
        'orderLookupSchema',
        'REFUND_MESSAGES',
        'refundSchema',
        'optionalPhoneSchema',
        'optionalProvinceSchema',
        'passwordChangeSchema',
        'passwordResetRequestSchema',
        'passwordSchema',
        'phoneCodeRequestSchema',
        'phoneCodeSchema',
        'phoneSchema',
        'postcodeSchema',
        'provinceSchema',
        'registrationSchema',
        'savedAddressSchema',
        'savedShippingAddressSchema',
        'usernameSchema',
        'NO_RECIPIENT_CODE',
        'TAX_REGIMES',
        'codiceDestinatarioSchema',
        'codiceFiscaleCheckLetter',
        'codiceFiscaleSchema',
        'companyNameSchema',
        'isCodiceDestinatario',
        'isCodiceFiscale',
        'isPartitaIva',
        'normaliseFiscalCode',
        'partitaIvaCheckDigit',
        'partitaIvaSchema',
        'pecSchema',
        'sellerSchema',
        'ADDRESS_FIELDS',
        'isSameAddress',
        'withdrawalSchema',
      ].sort(),
    )
  })

  it('has one message per rule: no two rules share a text', () => {
    const texts = Object.values(forms.FORM_MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
