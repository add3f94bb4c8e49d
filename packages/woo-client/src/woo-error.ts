/**
 * What a failed call means for the caller, whatever the store's wording:
 * - `not_found`: the store says the thing asked for does not exist (a 404 with one of WooCommerce's
 *   "invalid id" codes or a plugin's `…_not_found`);
 * - `conflict`: it exists already (409, or a `…-exists` code: a taken email or username);
 * - `invalid`: the store refused the request's content (another 4xx, an orddd error body);
 * - `auth`: the keys, the customer's token or the password were refused (401, 403, no token);
 * - `unavailable`: no answer (`status` 0: a time-out or the network), 429, 5xx, or a 404 that
 *   is not about the thing asked for (`rest_no_route`, a web server's page): the store cannot
 *   answer now;
 * - `config`: the client has no address to call;
 * - `invalid_response`: the store answered something the client cannot read.
 */
export type WooErrorKind =
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'auth'
  | 'unavailable'
  | 'config'
  | 'invalid_response'

/** The kind of a refusal the store answered with `status` and WooCommerce's `code`. */
export function wooErrorKind(status: number, code: string): WooErrorKind {
  if (status === 0 || status === 429 || status >= 500) return 'unavailable'
  if (status === 401 || status === 403) return 'auth'
  // Only WooCommerce's own "no such id" codes (as isUnknownId) and a plugin's `…_not_found`: a
  // missing route or a web server's page says nothing about the thing asked for.
  if (status === 404) return /_invalid(_id)?$|_not_found$/.test(code) ? 'not_found' : 'unavailable'
  if (status === 409 || /[-_]exists$/.test(code)) return 'conflict'
  return 'invalid'
}

/**
 * The one error type of the client. `status` is the HTTP status (0 when there was no answer),
 * `code` WooCommerce's error code (or the client's own), `kind` what it means for the caller (match
 * on `kind` and `code`, never on the text), `message` the Italian message of SPEC.md section 8
 * where one exists, else the server's message, else a generic Italian one; `serverMessage` keeps
 * what the server said.
 */
export class WooError extends Error {
  override readonly name: string = 'WooError'
  readonly status: number
  readonly code: string
  readonly kind: WooErrorKind
  readonly serverMessage: string | undefined
  readonly data: unknown

  constructor(init: {
    status: number
    code: string
    message: string
    kind: WooErrorKind
    serverMessage?: string
    data?: unknown
    cause?: unknown
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.status = init.status
    this.code = init.code
    this.kind = init.kind
    this.serverMessage = init.serverMessage
    this.data = init.data
  }
}

/** A call that got no answer within its time-out: a WooError of its own kind, easy to tell apart. */
export class WooTimeoutError extends WooError {
  override readonly name: string = 'WooTimeoutError'
  readonly timeoutMs: number

  constructor(timeoutMs: number, what: string, cause?: unknown) {
    super({
      status: 0,
      code: 'timeout',
      kind: 'unavailable',
      message: `Il negozio non ha risposto entro ${String(Math.round(timeoutMs / 100) / 10).replace('.', ',')} secondi (${what})`,
      cause,
    })
    this.timeoutMs = timeoutMs
  }
}

export function isWooError(error: unknown): error is WooError {
  return error instanceof WooError
}

export function isWooTimeout(error: unknown): error is WooTimeoutError {
  return error instanceof WooTimeoutError
}

/** The messages of SPEC.md section 8 that belong to the client's calls. */
export const WOO_MESSAGES = {
  notConfigured: "WooCommerce non è configurato: manca l'indirizzo del negozio (baseUrl)",
  productSlugNotFound: (slug: string) => `Prodotto con slug '${slug}' non trovato`,
  invalidCustomerId: 'ID cliente non valido',
  invalidGatewayId: (id: string) =>
    `ID del metodo di pagamento non valido: '${id}' (lettere, cifre, _ e -, come 'bacs', 'cod' o 'ppcp-gateway')`,
  gatewayEnabledNotBoolean:
    "Per attivare o disattivare un metodo di pagamento serve enabled true o false: updatePaymentGateway('cod', { enabled: false })",
  invalidOrderId: (id: unknown) =>
    `ID ordine non valido: '${String(id)}' (un numero intero maggiore di 0, come 1234)`,
  orderNoteEmpty:
    "Una nota d'ordine vuota non dice nulla: createOrderNote(1234, { note: 'Non consegnato: cliente assente' })",
  orderNoteTooLong: (bytes: number) =>
    `Nota d'ordine troppo lunga: ${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} byte, WooCommerce ne salva al massimo 65.535`,
  orderNoteCustomerNotBoolean:
    "customer_note vuole true (la nota va al cliente, che la riceve per email) o false (solo per il negozio): createOrderNote(1234, { note: 'In consegna oggi', customer_note: true })",
  refundAmountInvalid: (amount: unknown) =>
    `Importo del rimborso non valido: '${String(amount)}' (euro con al più 2 decimali, maggiore di 0, come '12.50')`,
  refundMoreThanLeft: (amount: string) =>
    `Rimborso di ${amount} € rifiutato dal negozio: è più di quanto resta da rimborsare sull'ordine`,
  refundGatewayCannot:
    "Il metodo di pagamento dell'ordine non sa rimborsare da sé: registra il rimborso con api_refund false dopo aver restituito il denaro",
  refundLinesInvalid:
    'Righe del rimborso non valide: ogni riga vuole id della riga ordine, refund_total (netto) e, se serve, quantity e refund_tax per aliquota',
  emailExists: 'Un utente con questa email esiste già',
  tokenMissing: 'Login fallito: token non ricevuto',
  connectionOk: 'Connessione API funzionante per prodotti e clienti',
  connectionCustomersFailed: (status: number, message: string) =>
    `Prodotti OK, ma clienti falliti: ${status} - ${message}`,
  connectionFailed: (status: number, message: string) => `Errore completo API: ${status} - ${message}`,
} as const

/** A generic Italian message for a status when neither SPEC.md nor the server has a better one. */
export function genericMessage(status: number): string {
  if (status === 400) return 'Richiesta non valida per il negozio'
  if (status === 401) return 'Credenziali del negozio non valide'
  if (status === 403) return 'Accesso negato dal negozio'
  if (status === 404) return 'Risorsa non trovata nel negozio'
  if (status === 429) return 'Troppe richieste al negozio, riprova tra poco'
  if (status >= 500) return 'Il negozio non risponde correttamente, riprova più tardi'
  return `Errore di comunicazione con il negozio (${status})`
}

/** Plain text of a server message: WordPress puts HTML (<strong>, links, entities) in some of them. */
export function plainMessage(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Whether the store said that the id asked for does not exist: a 404 with one of WooCommerce's
 * "invalid id" codes (`wc_user_invalid_id`, `woocommerce_rest_product_invalid_id`,
 * `woocommerce_rest_shop_order_invalid_id`, `woocommerce_rest_term_invalid`, the older
 * `woocommerce_rest_invalid_id`, ...). A 404 `rest_no_route` or a web server's own 404 page is not
 * one: the route is missing, and the resource may well exist.
 */
export function isUnknownId(error: unknown): boolean {
  return error instanceof WooError && error.status === 404 && /_invalid(_id)?$/.test(error.code)
}

/**
 * Whether the store has nothing at the address called: WordPress's 404 `rest_no_route` (no
 * installed plugin registers that REST route, e.g. `orddd/v1` without Order Delivery Date) or a web
 * server's own 404 page (a file that is not there, e.g. the delivery portal's `timeslot.php`). That
 * is a fact of the store's configuration, a plugin that is not installed; a plugin that fails (no
 * answer, a time-out, a 5xx, an answer that cannot be read) is not one, nor is a 404 with a code
 * about the thing asked for (`isUnknownId`).
 *
 * @example
 * ```ts
 * try {
 *   dates = await woo.getDeliveryDates(30)
 * } catch (error) {
 *   if (isMissingRoute(error)) useTheShopsOwnCalendar() // no Order Delivery Date: not an error
 *   else throw error
 * }
 * ```
 */
export function isMissingRoute(error: unknown): boolean {
  return (
    error instanceof WooError &&
    error.status === 404 &&
    (error.code === 'rest_no_route' || error.code === 'http_404')
  )
}
