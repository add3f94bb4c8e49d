/**
 * The shop as `npm start` runs it (tooling/scripts/shop.sh start, from apps/api so that `data/` and
 * the built apps are found as before): the API server, and, when WOO_BASE_URL is unset, the
 * embedded WooCommerce emulator it runs on, started here and handed to the API. The API never
 * imports the emulator (the dependency rules of .dependency-cruiser.cjs), and its demo conveniences
 * exist only in this mode (issue 14: `config.embedded`).
 */
import { join } from 'node:path'
import { startShop } from '@shop/api/start-shop'
import { startEmulator } from '@shop/woo-emulator'

await startShop({
  async startEmulator(dataDir, now) {
    const emulator = await startEmulator({
      // The shop's clock (SHOP_CLOCK): the store's order dates, tokens and plugins run on the shop's time.
      now,
      port: Number(process.env.EMULATOR_PORT || 8080),
      host: '127.0.0.1',
      database: join(dataDir, 'woo-emulator.sqlite'),
      // The shop's store registers 'In consegna' (apps/api/docs/out-for-delivery-status.php).
      plugins: { shopStatuses: true },
    })
    const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
      counts: Record<string, number>
      demoAccounts: { role: string; username: string; password: string }[]
    }
    const banner =
      `  WooCommerce:  embedded emulator on ${emulator.url} (${info.counts.products} products, ${info.counts.users} users, ${info.counts.orders} orders)\n` +
      '  Demo logins:\n' +
      info.demoAccounts.map((a) => `    ${a.role.padEnd(14)} ${a.username} / ${a.password}`).join('\n') +
      '\n'
    return { emulator, banner }
  },
})
