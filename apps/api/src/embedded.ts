import { sandboxCard } from './adapters/card'
import { sandboxWallet } from './adapters/wallet'
import type { Config } from './config'

/** What the server needs of a running WooCommerce emulator (tooling/woo-emulator's RunningEmulator). */
export interface EmbeddedEmulator {
  url: string
  credentials: { consumerKey: string; consumerSecret: string }
}

/**
 * Points an embedded configuration (WOO_BASE_URL unset) at the emulator that stands in for the
 * store: its REST API and keys, its delivery portal, and its payment sandboxes for the providers
 * that were not configured. start-shop.ts and the test harness wire the shop the same way through this.
 */
export function useEmbeddedEmulator(config: Config, emulator: EmbeddedEmulator): void {
  if (!config.embedded) throw new Error('useEmbeddedEmulator: WOO_BASE_URL is set, the real store is used')
  if (!config.wallet.apiUrl) config.wallet = sandboxWallet(emulator.url)
  if (!config.card.apiUrl) config.card = sandboxCard(emulator.url)
  config.woo = {
    baseUrl: emulator.url,
    consumerKey: emulator.credentials.consumerKey,
    consumerSecret: emulator.credentials.consumerSecret,
    portalBaseUrl: emulator.url,
  }
}
