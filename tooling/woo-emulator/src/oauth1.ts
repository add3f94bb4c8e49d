import { createHmac, randomBytes } from 'node:crypto'
import { systemClock } from '@shop/clock'
import { WpError } from './wp/errors'

/**
 * OAuth 1.0a one-legged signatures as WooCommerce checks them on requests over plain HTTP
 * (WC_REST_Authentication::perform_oauth_authentication, WooCommerce 10 and 11): the consumer
 * key, a timestamp, a nonce, the signature method and the signature, in the query string, a form
 * body or an `Authorization: OAuth ...` header. The signature is an HMAC (SHA-256 or SHA-1) of the
 * signature base string with the key `consumer_secret&` (no token: one-legged).
 */

/** The parameters WooCommerce requires; with some but not all of them it refuses the request. */
export const OAUTH_PARAMETERS = [
  'oauth_consumer_key',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'oauth_signature_method',
] as const

/** WooCommerce accepts a timestamp within 15 minutes of its clock, and remembers nonces as long. */
export const OAUTH_WINDOW_SECONDS = 15 * 60

export type OAuthSignatureMethod = 'HMAC-SHA256' | 'HMAC-SHA1'

/** A request parameter as PHP reads it: a string, or a one-level array (`a[]=x`, `a[k]=x`). */
export type PhpValue = string | [string, string][]

/** PHP's rawurlencode: every byte but A-Z a-z 0-9 - _ . ~ as %XX (RFC 3986). */
export function rawUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/**
 * Parameters as PHP's $_GET / $_POST hold them: a repeated key keeps its last value, `a[]=x` and
 * `a[k]=x` make an array, and dots and spaces in a name become underscores.
 */
export function phpParameters(search: string): Map<string, PhpValue> {
  const out = new Map<string, PhpValue>()
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const bracket = /^([^[]+)\[([^\]]*)\]/.exec(rawKey)
    const name = (bracket ? (bracket[1] as string) : rawKey).replace(/[. ]/g, '_')
    if (!bracket) {
      out.set(name, value)
      continue
    }
    const list = Array.isArray(out.get(name)) ? (out.get(name) as [string, string][]) : []
    const sub = bracket[2] === '' ? String(list.length) : (bracket[2] as string)
    const existing = list.findIndex(([key]) => key === sub)
    if (existing >= 0) list[existing] = [sub, value]
    else list.push([sub, value])
    out.set(name, list)
  }
  return out
}

/** The parameters of an `Authorization: OAuth k="v", ...` header, as WooCommerce's parse_header reads them. */
export function oauthHeaderParameters(authorization: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  const header = (authorization ?? '').trim()
  if (!header.startsWith('OAuth ')) return out
  for (const match of header.matchAll(/(oauth_[a-z_-]*)=(:?"([^"]*)"|([^,]*))/g)) {
    const raw = match[3] ? match[3] : (match[4] ?? '')
    out.set(match[1] as string, phpUrlDecode(raw))
  }
  return out
}

/** PHP's urldecode: '+' is a space, %XX a byte. */
function phpUrlDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/** PHP's strcmp on the UTF-8 bytes of two strings. */
function strcmp(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/**
 * The signature base string WooCommerce builds: the method, the site's URL of the request path
 * (its home URL with the request's scheme, without the query), and every parameter but
 * oauth_signature, sorted by name (byte order), each name and value percent-encoded, joined with
 * '=' and '&', and the whole percent-encoded again.
 */
export function signatureBaseString(method: string, baseUri: string, params: Map<string, PhpValue>): string {
  const pieces: string[] = []
  const names = [...params.keys()].filter((name) => name !== 'oauth_signature').sort(strcmp)
  for (const name of names) {
    const value = params.get(name) as PhpValue
    const key = rawUrlEncode(name)
    if (Array.isArray(value)) {
      for (const [sub, item] of value) pieces.push(rawUrlEncode(`${key}%5B${sub}%5D=${rawUrlEncode(item)}`))
    } else {
      pieces.push(rawUrlEncode(`${key}=${rawUrlEncode(value)}`))
    }
  }
  return `${method.toUpperCase()}&${rawUrlEncode(baseUri)}&${pieces.join('%26')}`
}

/** base64 of the HMAC of a base string with the key `consumer_secret&`. */
export function oauthSignature(
  baseString: string,
  consumerSecret: string,
  method: OAuthSignatureMethod = 'HMAC-SHA256',
): string {
  const algorithm = method === 'HMAC-SHA1' ? 'sha1' : 'sha256'
  return createHmac(algorithm, `${consumerSecret}&`).update(baseString).digest('base64')
}

/** WooCommerce's authentication error: 401 woocommerce_rest_authentication_error with its message. */
export const authenticationError = (message: string) =>
  new WpError('woocommerce_rest_authentication_error', message, 401)

/**
 * The OAuth parameters of a request, merged as WooCommerce merges them ($_GET, then $_POST, then
 * the Authorization header): null when none of the five is there (not an OAuth request); 401
 * woocommerce_rest_authentication_missing_parameter when only some are.
 */
export function oauthParameters(
  query: Map<string, PhpValue>,
  form: Map<string, PhpValue>,
  authorization: string | undefined,
): Map<string, PhpValue> | null {
  const params = new Map([...query, ...form, ...oauthHeaderParameters(authorization)])
  const missing = OAUTH_PARAMETERS.filter((name) => {
    const value = params.get(name)
    return typeof value !== 'string' || value === '' || value === '0'
  })
  if (missing.length === OAUTH_PARAMETERS.length) return null
  if (missing.length > 0) {
    throw new WpError(
      'woocommerce_rest_authentication_missing_parameter',
      `${missing.length === 1 ? 'Missing OAuth parameter' : 'Missing OAuth parameters'} ${missing.join(', ')}`,
      401,
    )
  }
  return params
}

/** The signature a client sent, as WooCommerce reads it back (a '+' that PHP took for a space restored). */
export function sentSignature(params: Map<string, PhpValue>): string {
  return phpRawUrlDecode(String(params.get('oauth_signature') ?? '').replace(/ /g, '+'))
}

function phpRawUrlDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * WooCommerce's replay check: the timestamp within 15 minutes of now, and the nonce not among
 * the key's remembered ones. Like WooCommerce, it remembers one nonce per timestamp (its list is
 * keyed by timestamp, so a second request of the same second replaces the first one's nonce) and
 * forgets those older than 15 minutes. Returns the list to keep.
 */
export function checkTimestampAndNonce(
  timestamp: string,
  nonce: string,
  remembered: Record<string, string>,
  nowSeconds: number,
): Record<string, string> {
  const time = Number(timestamp)
  if (
    !Number.isFinite(time) ||
    time < nowSeconds - OAUTH_WINDOW_SECONDS ||
    time > nowSeconds + OAUTH_WINDOW_SECONDS
  ) {
    throw authenticationError('Invalid timestamp.')
  }
  if (Object.values(remembered).includes(nonce)) {
    throw authenticationError('Invalid nonce - nonce has already been used.')
  }
  const kept: Record<string, string> = { ...remembered, [timestamp]: nonce }
  for (const key of Object.keys(kept)) {
    if (Number(key) < nowSeconds - OAUTH_WINDOW_SECONDS) delete kept[key]
  }
  return kept
}

/**
 * A URL signed the way a WooCommerce client signs a call over plain HTTP: the URL with the five
 * oauth_* parameters added to its query. For the emulator's own tests and scripts; the shop signs
 * through @shop/woo-client.
 */
export function signUrl(
  method: string,
  url: string,
  credentials: { consumerKey: string; consumerSecret: string },
  options: { now?: Date; nonce?: string; signatureMethod?: OAuthSignatureMethod } = {},
): string {
  const target = new URL(url)
  const signatureMethod = options.signatureMethod ?? 'HMAC-SHA256'
  target.searchParams.set('oauth_consumer_key', credentials.consumerKey)
  target.searchParams.set('oauth_nonce', options.nonce ?? randomBytes(16).toString('hex'))
  target.searchParams.set('oauth_signature_method', signatureMethod)
  target.searchParams.set(
    'oauth_timestamp',
    String(Math.floor((options.now ?? systemClock()).getTime() / 1000)),
  )
  const base = signatureBaseString(method, `${target.origin}${target.pathname}`, phpParameters(target.search))
  target.searchParams.set(
    'oauth_signature',
    oauthSignature(base, credentials.consumerSecret, signatureMethod),
  )
  return target.toString()
}
