import type { Geocoder } from '@shop/geocoding'
import type { WooClient } from '@shop/woo-client'
import type { CardProvider } from './adapters/card'
import type { MailAdapter, SmsAdapter } from './adapters/messaging'
import type { WalletProvider } from './adapters/wallet'
import type { Config } from './config'
import type { DeliveryPlugins } from './delivery-plugins'
import type { Logger } from './log'
import type { Session } from './store/session-store'
import type { Stores } from './store/stores'
import type { StoreConnection } from './store-connection'
import type { ZonesService } from './zones-service'

/** Everything the server is made of: createServer takes it, tests build it with their own parts. */
export interface ServerDeps {
  config: Config
  /** The API's own data, one store per concern (store/stores.ts). */
  stores: Stores
  woo: WooClient
  /** The connection to WooCommerce: checked at start (start-shop.ts) and by GET /api/ready. */
  connection: StoreConnection
  /** Which delivery plugins (Order Delivery Date, the vans' portal) the store has, as found. */
  deliveryPlugins: DeliveryPlugins
  mail: MailAdapter
  sms: SmsAdapter
  log: Logger
  now: () => Date
  zones: ZonesService
  /** Address search (GET /api/geocode): a geocoding service, or the embedded offline geocoder. */
  geocoder: Geocoder
  /** The wallet payment provider (PayPal); null when none is configured. */
  wallet: WalletProvider | null
  /** The card payment provider; null when none is configured. */
  card: CardProvider | null
  /** Waits (the login slow-down); a timer when left out. Tests may pass one that records instead. */
  sleep?: (ms: number) => Promise<void>
}

export type AppEnv = { Variables: { session: Session | null } }
