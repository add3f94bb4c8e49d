import type { Hono } from 'hono'
import type { AppEnv, ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'

export function healthRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  /** Liveness: the process answers. */
  app.get('/api/health', (c) => c.json({ status: 'ok' }))

  /**
   * Readiness: the shop can work with WooCommerce (the keys and a product list, then the payment
   * gateways: @shop/woo-client's checkStore), checked again when the last check is over 5 s old.
   * 200 { status: 'ready' }, else 503 { status: 'unavailable', problem, message } with the Italian
   * message the server logged (unreachable, wrong keys, http refused, clock, ...).
   */
  app.get('/api/ready', async (c) => {
    const check = await deps.connection.current()
    if (check.ok) return c.json({ status: 'ready' })
    return c.json({ status: 'unavailable', problem: check.problem, message: check.message }, 503)
  })

  /**
   * What the browser apps need to know before anything else: the brand, whether the welcome
   * dialog is on, the zone maps' tile layer ({ tileUrl: '' } means no tiles), the wallet
   * provider's script ({ name, scriptUrl } or null), and the seller's identity (@shop/forms
   * Seller, or null until an administrator enters it): the footer of every page names the seller
   * and its partita IVA (DPR 633/1972 art. 35), the legal pages and the checkout's pre-contract
   * information show the rest, so it comes with the first answer rather than a call of its own.
   */
  app.get('/api/config', (c) => {
    const settings = currentSettings(deps)
    c.header('Cache-Control', 'public, max-age=60')
    const { wallet } = deps.config
    return c.json({
      brand: settings.brand,
      welcomeDialog: settings.welcomeDialog,
      map: deps.config.map,
      seller: settings.seller,
      // The wallet provider's browser script (with the shop's public client id), or null.
      wallet: deps.wallet
        ? {
            name: wallet.name,
            scriptUrl: `${wallet.scriptUrl}?client-id=${encodeURIComponent(wallet.clientId)}&currency=EUR`,
          }
        : null,
      // The card provider's script (with the shop's publishable key), or null.
      card: deps.card
        ? {
            scriptUrl: `${deps.config.card.scriptUrl}?key=${encodeURIComponent(deps.config.card.publishableKey)}`,
          }
        : null,
    })
  })
}
