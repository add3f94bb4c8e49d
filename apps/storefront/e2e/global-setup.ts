import { resolve } from 'node:path'
import { startTestShop, type TestShopUrls } from '@shop/e2e-kit'
import { builtInZones } from '@shop/zones/bari'

/**
 * The zone whose delivery money (issue 18: minimum order 15,00 €, fee 2,90 €, free from 39,00 €)
 * the browser tests keep: delivery-fee.e2e.ts orders there, and no other test does.
 */
export const FEE_TEST_ZONE = 'Palese'

/**
 * Starts the shops once for the whole run (the shared one and the solo project's: @shop/e2e-kit's
 * startTestShop): the API server serving the built storefront (dist/). The other tests predate
 * the zones' delivery money and fill carts of one or two packs of water, below every built-in
 * zone's minimum order: on each shop the zones in force are the built-in ones with the money left
 * on Palese only, saved as an operator would in the admin zone editor.
 */
export default function globalSetup() {
  return startTestShop(
    { STOREFRONT_DIR: resolve(import.meta.dirname, '../dist') },
    { prepare: (urls) => keepZoneMoneyOnlyIn(urls, FEE_TEST_ZONE) },
  )
}

async function keepZoneMoneyOnlyIn({ shop, emulator }: TestShopUrls, name: string): Promise<void> {
  const info = (await (await fetch(`${emulator}/__emulator`)).json()) as {
    demoAccounts: { role: string; username: string; password: string }[]
  }
  const admin = info.demoAccounts.find((account) => account.role === 'administrator')
  if (!admin) throw new Error('global-setup: the emulator has no demo administrator')
  const headers = { 'content-type': 'application/json', origin: shop }
  const login = await fetch(`${shop}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ login: admin.username, password: admin.password }),
  })
  if (!login.ok) throw new Error(`global-setup: admin login answered ${login.status}: ${await login.text()}`)
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const zones = builtInZones().map(
    ({ minimumOrderCents, deliveryFeeCents, freeDeliveryFromCents, ...zone }) =>
      zone.name === name ? { ...zone, minimumOrderCents, deliveryFeeCents, freeDeliveryFromCents } : zone,
  )
  const saved = await fetch(`${shop}/api/admin/zones`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ version: 0, zones }),
  })
  if (!saved.ok)
    throw new Error(`global-setup: saving the zones answered ${saved.status}: ${await saved.text()}`)
}
