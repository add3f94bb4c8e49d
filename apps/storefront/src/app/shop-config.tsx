import type { Seller } from '@shop/forms'
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react'
import { apiGet } from '../lib/api'

/** What GET /api/config tells the storefront. */
export interface ShopConfig {
  brand: string
  welcomeDialog: boolean
  map: { tileUrl: string; attribution: string }
  /** The wallet provider's browser script (PayPal), or null when the shop has none. */
  wallet: { name: string; scriptUrl: string } | null
  /** The card provider's browser script (it mounts the card fields and makes a token), or null. */
  card: { scriptUrl: string } | null
  /**
   * Who sells (ragione sociale, partita IVA, sede, REA, contacts): the footer, the legal pages and
   * the checkout's pre-contract information show it; null until the shop's administrators enter it.
   */
  seller: Seller | null
}

/** Used until /api/config answers, and if it cannot be read. */
export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  brand: 'Bari Bevande',
  welcomeDialog: true,
  map: { tileUrl: '', attribution: '' },
  wallet: null,
  card: null,
  seller: null,
}

/** The configuration GET /api/config answered, each part checked (the defaults for what is not right). */
export function shopConfigOf(answer: Partial<ShopConfig>): ShopConfig {
  return {
    brand: typeof answer.brand === 'string' && answer.brand ? answer.brand : DEFAULT_SHOP_CONFIG.brand,
    welcomeDialog: answer.welcomeDialog !== false,
    map: answer.map && typeof answer.map.tileUrl === 'string' ? answer.map : DEFAULT_SHOP_CONFIG.map,
    wallet:
      answer.wallet && typeof answer.wallet.scriptUrl === 'string' && typeof answer.wallet.name === 'string'
        ? answer.wallet
        : null,
    card: answer.card && typeof answer.card.scriptUrl === 'string' ? answer.card : null,
    // The API checked every field when it was saved (@shop/forms sellerSchema).
    seller:
      answer.seller && typeof answer.seller.companyName === 'string' && answer.seller.companyName
        ? answer.seller
        : null,
  }
}

const ShopConfigContext = createContext<{ config: ShopConfig; ready: boolean }>({
  config: DEFAULT_SHOP_CONFIG,
  ready: true,
})

/**
 * The shop’s configuration, read once at start (or `value`, fixed, for tests). Screens render at once with the defaults; what
 * depends on the real brand (the welcome dialog's storage key) waits for `ready`.
 */
export function ShopConfigProvider({
  children,
  value: initial,
}: {
  children: ReactNode
  value?: ShopConfig
}) {
  const [state, setState] = useState({ config: initial ?? DEFAULT_SHOP_CONFIG, ready: initial !== undefined })
  useEffect(() => {
    if (initial) return
    let live = true
    apiGet<Partial<ShopConfig>>('/config')
      .then((answer) => {
        if (!live) return
        startTransition(() => setState({ config: shopConfigOf(answer), ready: true }))
      })
      .catch((error: unknown) => {
        console.error('Configurazione del negozio non disponibile', error)
        if (live) setState((current) => ({ ...current, ready: true }))
      })
    return () => {
      live = false
    }
  }, [initial])
  return <ShopConfigContext value={state}>{children}</ShopConfigContext>
}

/** The shop's configuration (brand, welcome dialog, map tiles). */
export function useShopConfig(): ShopConfig {
  return useContext(ShopConfigContext).config
}

/** Whether /api/config has answered (or failed). */
export function useShopConfigReady(): boolean {
  return useContext(ShopConfigContext).ready
}
