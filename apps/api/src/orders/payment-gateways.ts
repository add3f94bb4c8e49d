import { type BankAccount, GATEWAY_IDS } from '@shop/payments'
import type { PaymentGateway } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'

/** WooCommerce's id of the bank transfer gateway (BACS). */
export const BANK_TRANSFER = GATEWAY_IDS.bankTransfer
/** The card gateway's id (WooCommerce Stripe), the wallet's (WooCommerce PayPal Payments). */
export const CARD_GATEWAY = GATEWAY_IDS.card
export const WALLET_GATEWAY = GATEWAY_IDS.wallet
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

/**
 * The account a bank transfer is paid to: the shop's own configuration (the admin app, else
 * BANK_IBAN...), never WooCommerce's gateway, whose REST settings hold no account
 * (REAL-STORE-DIFFERENCES.md row 3). Null when none is configured.
 */
export function bankAccountOf(deps: ServerDeps): BankAccount | null {
  return currentSettings(deps).bankAccount
}
