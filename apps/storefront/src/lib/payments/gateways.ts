/** WooCommerce's ids of the shop's payment gateways (the API's /payment-methods lists them). */
export const GATEWAYS = { bank: 'bacs', card: 'stripe', wallet: 'ppcp-gateway' } as const

/** The gateways paid online on /paga once the order exists: card and wallet. */
export const ONLINE_GATEWAYS: ReadonlySet<string> = new Set([GATEWAYS.card, GATEWAYS.wallet])
