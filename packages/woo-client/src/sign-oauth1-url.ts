/**
 * OAuth 1.0a one-legged signatures (RFC 5849), as WooCommerce requires them on calls over plain
 * http:// (it accepts the consumer key and secret themselves only over HTTPS): the oauth_*
 * parameters go into the query string, as WooCommerce's REST API documentation says, and the
 * signature is an HMAC of the signature base string with the key `consumer_secret&` (no token).
 *
 * Built on WebCrypto (`crypto.subtle`, `crypto.getRandomValues`), which Node 20+ and browsers have.
 */

export type OAuth1SignatureMethod = 'HMAC-SHA256' | 'HMAC-SHA1'

export interface OAuth1Credentials {
  consumerKey: string
  consumerSecret: string
}

export interface OAuth1Options {
  /** The clock (oauth_timestamp); WooCommerce refuses a timestamp more than 15 minutes off its own. */
  now?: () => Date
  /** The nonce of each call; 32 hex characters from `crypto.getRandomValues` unless given. */
  nonce?: () => string
  /** HMAC-SHA256 (the default, what WooCommerce's own clients use) or HMAC-SHA1. */
  signatureMethod?: OAuth1SignatureMethod
}

/**
 * RFC 3986 percent-encoding as OAuth requires it (RFC 5849 section 3.6): every byte of the UTF-8
 * form except ALPHA, DIGIT, '-', '.', '_' and '~' as '%' and two upper-case hex digits.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/**
 * The base string URI (RFC 5849 section 3.4.1.2): scheme and host in lower case, the port only
 * when it is not the scheme's default, the path; no query, no fragment.
 */
export function baseStringUri(url: string | URL): string {
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
}

/**
 * The normalized parameters (RFC 5849 section 3.4.1.3.2): each name and value percent-encoded,
 * sorted by name and then by value (byte order), joined as `name=value` with '&'.
 */
export function normalizedParameters(params: readonly (readonly [string, string])[]): string {
  return params
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

/**
 * The signature base string (RFC 5849 section 3.4.1): the method in upper case, the base string
 * URI and the normalized parameters, each percent-encoded, joined with '&'. `params` are all the
 * request's parameters, decoded: the query's, a form body's, and the oauth_* ones but the signature.
 */
export function signatureBaseString(
  method: string,
  url: string | URL,
  params: readonly (readonly [string, string])[],
): string {
  return [method.toUpperCase(), baseStringUri(url), normalizedParameters(params)].map(percentEncode).join('&')
}

/** The base64 HMAC of a base string with a key (for one-legged OAuth: `percentEncode(secret)&`). */
export async function hmacSignature(
  baseString: string,
  key: string,
  method: OAuth1SignatureMethod = 'HMAC-SHA256',
): Promise<string> {
  const encoder = new TextEncoder()
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: method === 'HMAC-SHA1' ? 'SHA-1' : 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(baseString)))
  let binary = ''
  for (const byte of mac) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A nonce: 32 hex characters from a secure random source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The URL signed for one call: its query plus oauth_consumer_key, oauth_nonce,
 * oauth_signature_method, oauth_timestamp and oauth_signature (percent-encoded). The signature
 * covers the method, the URL without its query, and every query parameter; send the call with
 * this exact URL, once (WooCommerce refuses a nonce it has seen). A JSON body is not signed.
 *
 * ```ts
 * const url = await signOAuth1Url('GET', 'http://negozio.local/wp-json/wc/v3/products?per_page=1', {
 *   consumerKey: 'ck_…',
 *   consumerSecret: 'cs_…',
 * })
 * ```
 */
export async function signOAuth1Url(
  method: string,
  url: string | URL,
  credentials: OAuth1Credentials,
  options: OAuth1Options = {},
): Promise<string> {
  const parsed = new URL(url)
  const signatureMethod = options.signatureMethod ?? 'HMAC-SHA256'
  const oauth: [string, string][] = [
    ['oauth_consumer_key', credentials.consumerKey],
    ['oauth_nonce', (options.nonce ?? createNonce)()],
    ['oauth_signature_method', signatureMethod],
    ['oauth_timestamp', String(Math.floor((options.now?.() ?? new Date()).getTime() / 1000))],
  ]
  const query = [...new URLSearchParams(parsed.search)]
  const clash = query.find(([name]) => name.startsWith('oauth_'))
  if (clash) {
    throw new Error(
      `signOAuth1Url: the URL already carries ${clash[0]}; pass the URL without oauth_* parameters (they are added here)`,
    )
  }
  const base = signatureBaseString(method, parsed, [...query, ...oauth])
  const signature = await hmacSignature(
    base,
    `${percentEncode(credentials.consumerSecret)}&`,
    signatureMethod,
  )
  const signed = [...query, ...oauth, ['oauth_signature', signature]]
    .map(([name, value]) => `${percentEncode(name as string)}=${percentEncode(value as string)}`)
    .join('&')
  return `${parsed.origin}${parsed.pathname}?${signed}`
}
