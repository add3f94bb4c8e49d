import { paymentGatewaySchema } from '../schemas'
import type { SettingsResource } from '../woo-client'
import type { WooRequest } from '../woo-request'

/** The store's settings the shop reads: wc/v3/payment_gateways. */
export function settingsResource({ list }: WooRequest): SettingsResource {
  return {
    listPaymentGateways: async (call) =>
      (await list(paymentGatewaySchema, 'metodi di pagamento', 'wc/v3/payment_gateways', undefined, call))
        .items,
  }
}
