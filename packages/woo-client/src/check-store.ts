import { isWooError, WOO_MESSAGES, type WooError } from './woo-error'

/** How the client authenticates: the keys by Basic auth (https) or OAuth 1.0a signatures (http). */
export type WooAuthentication = 'basic' | 'oauth1'

/**
 * What stops the shop from working with the store:
 *
 * - `unreachable`: no answer (refused connection, unknown host, time-out);
 * - `not-configured`: no store address;
 * - `not-woocommerce`: something answers, but not WooCommerce's REST API (404, not its JSON);
 * - `wrong-keys`: the store does not know the consumer key, or refuses its secret;
 * - `http-refused`: over http, where WooCommerce takes the keys only with an OAuth 1.0a signature,
 *   the store refused the signature or ignored it (a wrong secret, another site address than the
 *   one WordPress signs with, a redirect to https, a proxy dropping the query): nothing gets in;
 * - `clock`: the signature's time is more than 15 minutes off the store's clock;
 * - `no-permission`: the keys' user may not manage the shop, or the keys may not read;
 * - `store-error`: the store answers with an error of its own (5xx, ...).
 */
export type StoreProblem =
  | 'unreachable'
  | 'not-configured'
  | 'not-woocommerce'
  | 'wrong-keys'
  | 'http-refused'
  | 'clock'
  | 'no-permission'
  | 'store-error'

/** Which call of the check: the product list (which is also the keys' test) or the payment gateways. */
export type StoreCheckStep = 'products' | 'payment_gateways'

export interface StoreCheck {
  ok: boolean
  authentication: WooAuthentication
  /** null when everything worked. */
  problem: StoreProblem | null
  /** The call that failed, null when everything worked. */
  step: StoreCheckStep | null
  /** One Italian sentence: what works, or what is wrong and what to look at. */
  message: string
  /** The store's answer to the failed call: HTTP status (0 without an answer), code and message. */
  status: number
  code: string | null
  serverMessage: string | null
}

const STEP_LABEL: Record<StoreCheckStep, string> = {
  products: 'elenco prodotti',
  payment_gateways: 'metodi di pagamento',
}

export const STORE_CHECK_MESSAGES = {
  ok: (authentication: WooAuthentication) =>
    `Connessione a WooCommerce riuscita: prodotti e metodi di pagamento (${
      authentication === 'oauth1' ? 'su http con la firma OAuth 1.0a' : 'su https con le chiavi API'
    })`,
  unreachable: (detail: string) => `Il negozio WooCommerce non risponde: ${detail}`,
  notWooCommerce: (status: number, code: string) =>
    `All'indirizzo del negozio non risponde l'API REST di WooCommerce (${status} ${code}): controlla l'indirizzo e che WooCommerce sia attivo`,
  unknownKey: (server: string) =>
    `WooCommerce non riconosce la chiave API (consumer key): controlla chiave e segreto ('${server}')`,
  wrongSecret: (server: string) =>
    `WooCommerce rifiuta il segreto della chiave API (consumer secret): controlla chiave e segreto ('${server}')`,
  keysIgnoredOverHttps:
    'WooCommerce non accetta le chiavi API: la chiave non esiste nel negozio, oppure WordPress non vede la connessione https (dietro un proxy) e ignora le chiavi',
  signatureRefused: (server: string) =>
    `Su http WooCommerce accetta le chiavi solo con la firma OAuth 1.0a, e il negozio rifiuta la firma ('${server}'): il segreto (consumer secret) è sbagliato, oppure l'indirizzo non è quello del sito in WordPress (un altro nome, o il negozio passa a https: usa l'indirizzo https)`,
  signatureIgnored: (status: number, code: string) =>
    `Su http WooCommerce non accetta le chiavi API, e il negozio ha ignorato anche la firma OAuth 1.0a (${status} ${code}): usa l'indirizzo https del negozio`,
  clock:
    "WooCommerce rifiuta l'ora della firma OAuth ('Invalid timestamp.'): l'orologio di questo server e quello del negozio differiscono di oltre 15 minuti",
  noPermission: (status: number, server: string) =>
    `Le chiavi API non bastano (${status}, '${server}'): servono chiavi di un amministratore o di un gestore del negozio, con permessi di lettura e scrittura`,
  storeError: (status: number, server: string) =>
    `Il negozio WooCommerce risponde con un errore (${status}${server ? `, '${server}'` : ''})`,
} as const

/** The problem a failed call shows, and its Italian message (without the step). */
export function storeProblem(
  error: unknown,
  authentication: WooAuthentication,
): { problem: StoreProblem; message: string } {
  if (!isWooError(error)) {
    return { problem: 'unreachable', message: STORE_CHECK_MESSAGES.unreachable(String(error)) }
  }
  const woo: WooError = error
  const server = woo.serverMessage ?? woo.message
  if (woo.kind === 'config') return { problem: 'not-configured', message: WOO_MESSAGES.notConfigured }
  if (woo.kind === 'unavailable' && woo.status === 0) {
    return { problem: 'unreachable', message: STORE_CHECK_MESSAGES.unreachable(woo.message) }
  }
  if (woo.kind === 'invalid_response' || woo.status === 404) {
    return { problem: 'not-woocommerce', message: STORE_CHECK_MESSAGES.notWooCommerce(woo.status, woo.code) }
  }
  if (woo.code === 'woocommerce_rest_authentication_error') {
    if (/^Consumer key is invalid/.test(server))
      return { problem: 'wrong-keys', message: STORE_CHECK_MESSAGES.unknownKey(server) }
    if (/^Consumer secret is invalid/.test(server))
      return { problem: 'wrong-keys', message: STORE_CHECK_MESSAGES.wrongSecret(server) }
    if (/^Invalid timestamp/.test(server)) return { problem: 'clock', message: STORE_CHECK_MESSAGES.clock }
    if (/permissions/.test(server))
      return { problem: 'no-permission', message: STORE_CHECK_MESSAGES.noPermission(woo.status, server) }
    if (authentication === 'oauth1')
      return { problem: 'http-refused', message: STORE_CHECK_MESSAGES.signatureRefused(server) }
    return { problem: 'wrong-keys', message: STORE_CHECK_MESSAGES.wrongSecret(server) }
  }
  if (woo.status === 401) {
    if (authentication === 'oauth1') {
      return { problem: 'http-refused', message: STORE_CHECK_MESSAGES.signatureIgnored(woo.status, woo.code) }
    }
    return { problem: 'wrong-keys', message: STORE_CHECK_MESSAGES.keysIgnoredOverHttps }
  }
  if (woo.status === 403) {
    return { problem: 'no-permission', message: STORE_CHECK_MESSAGES.noPermission(woo.status, server) }
  }
  return {
    problem: 'store-error',
    message: STORE_CHECK_MESSAGES.storeError(woo.status, woo.serverMessage ?? ''),
  }
}

/** The check's answer for a failed step. */
export function failedCheck(
  error: unknown,
  step: StoreCheckStep,
  authentication: WooAuthentication,
): StoreCheck {
  const { problem, message } = storeProblem(error, authentication)
  const woo = isWooError(error) ? error : null
  return {
    ok: false,
    authentication,
    problem,
    step,
    message: step === 'products' ? message : `${message} (${STEP_LABEL[step]})`,
    status: woo?.status ?? 0,
    code: woo?.code ?? null,
    serverMessage: woo?.serverMessage ?? null,
  }
}
