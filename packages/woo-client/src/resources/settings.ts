import { paymentGatewaySchema } from '../schemas'
import type { SettingsResource } from '../woo-client'
import { WOO_MESSAGES, WooError } from '../woo-error'
import type { WooRequest } from '../woo-request'

/** A gateway id as WooCommerce's route takes it (`[\w-]+`): 'bacs', 'cod', 'ppcp-gateway'. */
const GATEWAY_ID = /^[A-Za-z0-9_-]{1,100}$/

/** The store's settings the shop reads and the operators change: wc/v3/payment_gateways. */
export function settingsResource({ list, request }: WooRequest): SettingsResource {
  return {
    listPaymentGateways: async (call) =>
      (await list(paymentGatewaySchema, 'metodi di pagamento', 'wc/v3/payment_gateways', undefined, call))
        .items,

    async updatePaymentGateway(id, update, call) {
      if (typeof id !== 'string' || !GATEWAY_ID.test(id)) {
        throw new WooError({
          status: 400,
          code: 'invalid_gateway_id',
          kind: 'invalid',
          message: WOO_MESSAGES.invalidGatewayId(String(id)),
        })
      }
      // The store reads null, 'false', 0… as booleans (null switches the gateway off): only a real
      // boolean is sent.
      if (typeof update?.enabled !== 'boolean') {
        throw new WooError({
          status: 400,
          code: 'invalid_gateway_update',
          kind: 'invalid',
          message: WOO_MESSAGES.gatewayEnabledNotBoolean,
        })
      }
      return (
        await request(paymentGatewaySchema, 'metodo di pagamento', 'PUT', `wc/v3/payment_gateways/${id}`, {
          body: { enabled: update.enabled },
          call,
        })
      ).data
    },
  }
}
