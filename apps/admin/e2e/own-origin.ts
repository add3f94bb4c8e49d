/**
 * The names the browser gives 127.0.0.1 in own-origin.e2e.ts: two hosts of one site, as
 * gestione.shop.it and api.shop.it would be, so that each keeps its own cookies (two ports of one
 * host would share them) and the session cookie travels only as CORS with credentials lets it.
 */
export const OWN_ORIGIN_HOSTS = { admin: 'gestione.shop.test', api: 'api.shop.test' } as const

/** Chromium's flag that sends both names to 127.0.0.1 (no DNS, no hosts file). */
export const RESOLVE_OWN_ORIGIN_HOSTS = `--host-resolver-rules=${Object.values(OWN_ORIGIN_HOSTS)
  .map((host) => `MAP ${host} 127.0.0.1`)
  .join(', ')}`
