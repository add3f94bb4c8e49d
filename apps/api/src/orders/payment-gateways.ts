import type { Order, PaymentGateway } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'

/** WooCommerce's id of the bank transfer gateway (BACS). */
export const BANK_TRANSFER = 'bacs'
/** The card gateway's id (WooCommerce Stripe), the wallet's (WooCommerce PayPal Payments). */
export const CARD_GATEWAY = 'stripe'
export const WALLET_GATEWAY = 'ppcp-gateway'
/** Gateways paid online, right after checkout: an unpaid order of theirs holds its stock for a limited time. */
export const ONLINE_GATEWAYS: ReadonlySet<string> = new Set([CARD_GATEWAY, WALLET_GATEWAY])

/**
 * The gateways a customer may pay with: enabled in WooCommerce and, when operators chose some
 * (settings.paymentMethods), among those; an empty choice means every enabled gateway.
 */
export function checkoutGateways(deps: ServerDeps, gateways: readonly PaymentGateway[]): PaymentGateway[] {
  return usableGateways(gateways, currentSettings(deps).paymentMethods)
}

/** The gateways enabled in WooCommerce among those `allowed` (all of them when `allowed` is empty). */
export function usableGateways(
  gateways: readonly PaymentGateway[],
  allowed: readonly string[],
): PaymentGateway[] {
  return gateways.filter(
    (gateway) => gateway.enabled && (allowed.length === 0 || allowed.includes(gateway.id)),
  )
}

/** What the browser learns of a gateway a customer may pay with. */
export function paymentMethodViews(deps: ServerDeps, gateways: readonly PaymentGateway[]) {
  return checkoutGateways(deps, gateways).map((gateway) => ({
    id: gateway.id,
    title: gateway.title,
    description: gateway.description ?? '',
  }))
}

/** The bank transfer gateway's instructions setting (IBAN and payee), or null when it has none. */
export function bankInstructions(gateways: readonly PaymentGateway[]): string | null {
  const bacs = gateways.find((gateway) => gateway.id === BANK_TRANSFER)
  const setting = bacs?.settings?.instructions
  const value =
    typeof setting === 'object' && setting !== null ? (setting as { value?: unknown }).value : setting
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * The bank instructions for order views, asked of WooCommerce only when one of the orders is paid
 * by bank transfer. A failure here leaves them out rather than failing the whole page.
 */
export async function bankInstructionsFor(
  deps: ServerDeps,
  orders: readonly Order[],
): Promise<string | null> {
  if (!orders.some((order) => order.payment_method === BANK_TRANSFER)) return null
  try {
    return bankInstructions(await deps.woo.listPaymentGateways())
  } catch (error) {
    deps.log.warn('payment gateways unavailable; bank details left out', { error })
    return null
  }
}
