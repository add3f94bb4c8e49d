/**
 * The API server's entry on a real WooCommerce store (WOO_BASE_URL set); `npm start` runs the shop
 * on the embedded emulator through tooling/dev-shop instead, which calls startShop with it.
 */
import { startShop } from './start-shop'

await startShop()
