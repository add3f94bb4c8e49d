import { resolve } from 'node:path'
import { startTestShop, type TestShopUrls } from '@shop/e2e-kit'

/**
 * Starts the shops for the run (@shop/e2e-kit's startTestShop): the API server serving the built
 * driver's app at /driver and the storefront at / (the customer's side of a stop: the empties
 * credited). The store registers the shop's own order statuses ('In consegna', 'Consegna non
 * riuscita'), as the shop's store does with its status plugin.
 */
export default function globalSetup() {
  return startTestShop(
    {
      DRIVER_DIR: resolve(import.meta.dirname, '../dist'),
      STOREFRONT_DIR: resolve(import.meta.dirname, '../../storefront/dist'),
    },
    { prepare: registerShopStatuses },
  )
}

async function registerShopStatuses({ emulator }: TestShopUrls): Promise<void> {
  const reply = await fetch(`${emulator}/__emulator/plugins`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shopStatuses: true }),
  })
  if (!reply.ok) throw new Error(`global-setup: the shop's statuses: ${reply.status} ${await reply.text()}`)
}
