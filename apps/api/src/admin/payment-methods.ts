import type { PaymentGateway } from '@shop/woo-client'
import type { AdminGateway, GatewaySwitchAnswer } from '../contract'
import { ApiError, notFound } from '../http/api-error'
import { usableGateways } from '../orders/payment-gateways'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import { serialised } from '../store/serialised'
import { ADMIN_MSG } from './admin-messages'

/** The store lock under which the shop's payment methods change (WooCommerce's switches, the shop's choice). */
export const PAYMENT_METHODS_LOCK = 'payment-methods'

/**
 * Runs a change of the shop's payment methods alone: a gateway switched on or off in WooCommerce
 * (switchPaymentGateway) or the methods chosen for checkout (PUT /api/admin/config). Each reads
 * WooCommerce's gateways inside, so of two changes that would each leave customers one way to pay
 * and together none, the second sees what the first did and is refused. The database decides
 * (store/serialised.ts), so it holds across API processes sharing a store too. WooCommerce answers
 * within 10 s a call (two calls inside): a change waits up to 30 s for another one, then gets 409.
 */
export function paymentMethodsChange<T>(deps: ServerDeps, work: () => Promise<T>): Promise<T> {
  return serialised(
    deps.stores.locks,
    deps.now,
    PAYMENT_METHODS_LOCK,
    {
      leaseMs: 60_000,
      waitMs: 30_000,
      pollMs: 25,
      busy: () => new ApiError(409, 'payment_methods_busy', ADMIN_MSG.paymentMethodsBusy),
    },
    work,
  )
}

/** What the admin app learns of a WooCommerce gateway. */
export const gatewayView = (gateway: PaymentGateway): AdminGateway => ({
  id: gateway.id,
  title: gateway.title,
  enabled: gateway.enabled,
})

/**
 * Switches a payment gateway on or off in WooCommerce (PUT payment_gateways/{id}), inside
 * paymentMethodsChange. Switching off is refused (422 `no_payment_method`, nothing changed) when
 * customers would be left without a way to pay: no other gateway enabled in WooCommerce, or none
 * among the methods the shop offers at checkout (settings.paymentMethods, when operators chose
 * some). A gateway already as asked is left alone. The gateways as WooCommerce has them after.
 */
export async function switchPaymentGateway(
  deps: ServerDeps,
  id: string,
  enabled: boolean,
): Promise<GatewaySwitchAnswer & { changed: boolean }> {
  return paymentMethodsChange(deps, async () => {
    const gateways = await deps.woo.listPaymentGateways()
    const gateway = gateways.find((g) => g.id === id)
    if (!gateway) throw notFound(ADMIN_MSG.unknownGateway(id))
    if (gateway.enabled === enabled) {
      return { gateway: gatewayView(gateway), gateways: gateways.map(gatewayView), changed: false }
    }
    if (!enabled) {
      const after = gateways.map((g) => (g.id === id ? { ...g, enabled: false } : g))
      const chosen = currentSettings(deps).paymentMethods
      if (usableGateways(after, chosen).length === 0) {
        const title = gateway.title || gateway.id
        const othersOn = after.some((g) => g.enabled)
        throw new ApiError(
          422,
          'no_payment_method',
          othersOn ? ADMIN_MSG.lastChosenGateway(title) : ADMIN_MSG.lastEnabledGateway(title),
        )
      }
    }
    const updated = await deps.woo.updatePaymentGateway(id, { enabled })
    const now = gateways.map((g) => (g.id === id ? updated : g))
    return { gateway: gatewayView(updated), gateways: now.map(gatewayView), changed: true }
  })
}
