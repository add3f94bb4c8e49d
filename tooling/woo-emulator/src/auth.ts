import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { EmulatorContext } from './context'
import {
  authenticationError,
  checkTimestampAndNonce,
  oauthParameters,
  oauthSignature,
  phpParameters,
  sentSignature,
  signatureBaseString,
} from './oauth1'
import { WpError } from './wp/errors'

/** Token lifetime of JWT Authentication for WP-API: 7 days (rule 22). */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600

export interface UserRow {
  id: number
  email: string
  username: string
  nicename: string
  display_name: string
  role: string
  password_hash: string
}

/** Who is asking: nobody, the holder of a consumer key (acting as its user), or a logged-in user. */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'key'; user: UserRow; canWrite: boolean }
  | { kind: 'user'; user: UserRow }

export const STAFF_ROLES = new Set(['administrator', 'shop_manager'])

/**
 * Passwords are stored as salted scrypt hashes (WordPress uses phpass/bcrypt). `fast` is for the
 * seeded customers' random, high-entropy passwords, which nobody types: a salted SHA-256 is enough
 * for those and keeps seeding 2,000 customers quick; a slow hash protects guessable passwords.
 */
export function hashPassword(password: string, options: { fast?: boolean } = {}): string {
  const salt = randomBytes(16).toString('hex')
  if (options.fast)
    return `sha256$${salt}$${createHash('sha256')
      .update(salt + password)
      .digest('hex')}`
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('hex')}`
}

export function checkPassword(password: string, hash: string): boolean {
  const [scheme, salt, expected] = hash.split('$')
  if (!salt || !expected) return false
  let actual: Buffer
  if (scheme === 'scrypt') actual = scryptSync(password, salt, 32)
  else if (scheme === 'sha256')
    actual = createHash('sha256')
      .update(salt + password)
      .digest()
  else return false
  const wanted = Buffer.from(expected, 'hex')
  return actual.length === wanted.length && timingSafeEqual(actual, wanted)
}

/** The JWT secret of this site (JWT_AUTH_SECRET_KEY), kept in the database so tokens survive restarts. */
function jwtSecret(ctx: EmulatorContext): Uint8Array {
  let secret = ctx.store.getSetting<string | null>('jwt_secret', null)
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    ctx.store.setSetting('jwt_secret', secret)
  }
  return new TextEncoder().encode(secret)
}

/** A token as the plugin issues it: HS256, iss = site URL, nbf = iat, exp = iat + 7 days, data.user.id a string. */
export async function issueToken(ctx: EmulatorContext, userId: number): Promise<string> {
  const iat = Math.floor(ctx.now().getTime() / 1000)
  return new SignJWT({ data: { user: { id: String(userId) } } })
    .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
    .setIssuer(ctx.siteUrl)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(jwtSecret(ctx))
}

const invalidToken = (message: string) => new WpError('jwt_auth_invalid_token', message, 403)

/** Validates a bearer token with the plugin's error codes and messages (rules 4 and 22). */
export async function verifyToken(ctx: EmulatorContext, token: string): Promise<UserRow> {
  const segments = token.split('.')
  if (segments.length !== 3) throw invalidToken('Wrong number of segments')
  // php-jwt decodes the header and the payload before it checks the signature.
  for (const segment of segments.slice(0, 2)) {
    try {
      const decoded = JSON.parse(Buffer.from(segment as string, 'base64url').toString('utf8')) as unknown
      if (!decoded || typeof decoded !== 'object') throw new Error('not an object')
    } catch {
      throw invalidToken('Syntax error, malformed JSON')
    }
  }
  let payload: Record<string, unknown>
  try {
    const verified = await jwtVerify(token, jwtSecret(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    })
    payload = verified.payload as Record<string, unknown>
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw invalidToken('Expired token')
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      throw invalidToken('Signature verification failed')
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'nbf') {
      throw invalidToken('Cannot handle token prior to the time it is valid')
    }
    throw invalidToken('Syntax error, malformed JSON')
  }
  if (payload.iss !== ctx.siteUrl)
    throw new WpError('jwt_auth_bad_iss', 'The iss do not match with this server', 403)
  const id = Number((payload.data as { user?: { id?: unknown } } | undefined)?.user?.id)
  if (!Number.isInteger(id) || id <= 0)
    throw new WpError('jwt_auth_bad_request', 'User ID not found in the token', 403)
  const user = ctx.store.get<UserRow>('SELECT * FROM users WHERE id = ?', id)
  if (!user) throw new WpError('jwt_auth_bad_request', 'User ID not found in the token', 403)
  return user
}

/** The bearer token of a request, or null when there is no Authorization: Bearer header. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  return match ? (match[1] as string) : null
}

/** Which WooCommerce authenticates: its own namespaces only ('wc/', and 'wc-' for third parties). */
export function isWooCommerceRoute(pathname: string): boolean {
  return /^\/wp-json\/wc[/-]/.test(pathname)
}

/** What authentication reads of a request. */
export interface AuthRequest {
  method: string
  /** The URL as received: its scheme says whether the request came over HTTPS. */
  url: URL
  authorization: string | undefined
  /** A form-encoded POST body (WooCommerce reads OAuth parameters from $_POST too), else null. */
  form: string | null
}

interface KeyRow {
  consumer_key: string
  consumer_secret: string
  user_id: number
  permissions: string
}

function keyRow(ctx: EmulatorContext, consumerKey: string): KeyRow | undefined {
  return ctx.store.get<KeyRow>(
    'SELECT consumer_key, consumer_secret, user_id, permissions FROM api_keys WHERE consumer_key = ?',
    sha256(consumerKey),
  )
}

function keyPrincipal(ctx: EmulatorContext, row: KeyRow): Principal {
  const user = ctx.store.get<UserRow>('SELECT * FROM users WHERE id = ?', row.user_id)
  if (!user) return { kind: 'anonymous' }
  return { kind: 'key', user, canWrite: row.permissions !== 'read' }
}

const sameText = (a: string, b: string) => {
  const given = Buffer.from(a)
  const wanted = Buffer.from(b)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * WooCommerce's Basic authentication, over HTTPS only: the consumer_key / consumer_secret query
 * parameters first, else Basic auth. An unknown key is no authentication (null); a known key with a
 * wrong secret is 401 "Consumer secret is invalid.".
 */
function basicAuthentication(ctx: EmulatorContext, request: AuthRequest): Principal | null {
  let key = request.url.searchParams.get('consumer_key') ?? ''
  let secret = request.url.searchParams.get('consumer_secret') ?? ''
  if (!key || !secret) {
    key = ''
    secret = ''
    const basic = /^Basic\s+(\S+)$/i.exec(request.authorization ?? '')
    if (basic) {
      const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8')
      const colon = decoded.indexOf(':')
      if (colon > 0) {
        key = decoded.slice(0, colon)
        secret = decoded.slice(colon + 1)
      }
    }
  }
  if (!key || !secret) return null
  const row = keyRow(ctx, key)
  if (!row) return null
  if (!sameText(secret, row.consumer_secret)) throw authenticationError('Consumer secret is invalid.')
  return keyPrincipal(ctx, row)
}

/**
 * The site's URL of a request, as WooCommerce signs it: its home URL (the emulator's siteUrl) with
 * the request's scheme, followed by the request path (get_home_url(null, $path, $scheme)).
 */
export function signedRequestUrl(siteUrl: string, url: URL): string {
  const home = new URL(siteUrl)
  const base = home.pathname.endsWith('/') ? home.pathname : `${home.pathname}/`
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname
  const scheme = url.protocol === 'https:' ? 'https' : 'http'
  return `${scheme}://${home.host}${home.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/**
 * WooCommerce's OAuth 1.0a one-legged authentication (see oauth1.ts): null when the request carries
 * no OAuth parameter; otherwise the key's user, or WooCommerce's 401 for a missing parameter, an
 * unknown key, a signature method other than HMAC-SHA1/HMAC-SHA256, a signature that does not
 * match, a timestamp outside 15 minutes, or a nonce already used.
 */
function oauthAuthentication(ctx: EmulatorContext, request: AuthRequest): Principal | null {
  const params = oauthParameters(
    phpParameters(request.url.search),
    request.form === null ? new Map() : phpParameters(request.form),
    request.authorization,
  )
  if (!params) return null
  const row = keyRow(ctx, String(params.get('oauth_consumer_key')))
  if (!row) throw authenticationError('Consumer key is invalid.')
  const method = params.get('oauth_signature_method')
  if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256') {
    throw authenticationError('Invalid signature - signature method is invalid.')
  }
  const base = signatureBaseString(request.method, signedRequestUrl(ctx.siteUrl, request.url), params)
  if (!sameText(oauthSignature(base, row.consumer_secret, method), sentSignature(params))) {
    throw authenticationError('Invalid signature - provided signature does not match.')
  }
  const nonces = usedNonces.get(ctx) ?? new Map<string, Record<string, string>>()
  usedNonces.set(ctx, nonces)
  const kept = checkTimestampAndNonce(
    String(params.get('oauth_timestamp')),
    String(params.get('oauth_nonce')),
    nonces.get(row.consumer_key) ?? {},
    Math.floor(ctx.now().getTime() / 1000),
  )
  nonces.set(row.consumer_key, kept)
  return keyPrincipal(ctx, row)
}

/**
 * The nonces each key has used, by timestamp (see checkTimestampAndNonce). WooCommerce keeps them in
 * the key's database row; the emulator keeps them in memory, so that a signed call writes nothing
 * (a write would also drop the caches that last until the database changes, such as orddd's
 * bookings). A restarted emulator has forgotten them.
 */
const usedNonces = new WeakMap<EmulatorContext, Map<string, Record<string, string>>>()

/**
 * Works out who asks (rules 2 to 4 and REAL-STORE-DIFFERENCES.md row 1). A bearer token is
 * validated first, on every route: a bad one is refused with 403 jwt_auth_invalid_token, a good one
 * logs its user in, and then WooCommerce does not look at keys at all. Otherwise, on WooCommerce's
 * own routes (wc/...) only, as WooCommerce does:
 *
 * - over HTTPS, the consumer key and secret as query parameters or Basic auth;
 * - then (over plain HTTP, the only way) an OAuth 1.0a one-legged signature.
 *
 * Keys sent as Basic auth or query parameters over plain HTTP are ignored: the request is
 * anonymous, and the route answers its 401 woocommerce_rest_cannot_*.
 */
export async function authenticate(ctx: EmulatorContext, request: AuthRequest): Promise<Principal> {
  const token = bearerToken(request.authorization)
  if (token) return { kind: 'user', user: await verifyToken(ctx, token) }
  if (!isWooCommerceRoute(request.url.pathname)) return { kind: 'anonymous' }
  if (request.url.protocol === 'https:') {
    const byKeys = basicAuthentication(ctx, request)
    if (byKeys) return byKeys
  }
  return oauthAuthentication(ctx, request) ?? { kind: 'anonymous' }
}

/** WooCommerce keeps the consumer key hashed (wc_api_hash), the secret as it is. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

const DENIED: Record<string, [string, string]> = {
  list: ['woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'],
  view: ['woocommerce_rest_cannot_view', 'Sorry, you cannot view this resource.'],
  create: ['woocommerce_rest_cannot_create', 'Sorry, you are not allowed to create resources.'],
  edit: ['woocommerce_rest_cannot_edit', 'Sorry, you are not allowed to edit this resource.'],
  delete: ['woocommerce_rest_cannot_delete', 'Sorry, you are not allowed to delete this resource.'],
}

/**
 * WooCommerce's permission check for a wc/v3 call: staff only. Nobody logged in gets 401, a
 * logged-in user without the capability (a customer with a JWT) 403, with the same codes (rule 3).
 */
export function requireShopManager(principal: Principal, action: keyof typeof DENIED): UserRow {
  const [code, message] = DENIED[action] as [string, string]
  if (principal.kind === 'anonymous') throw new WpError(code, message, 401)
  if (!STAFF_ROLES.has(principal.user.role)) throw new WpError(code, message, 403)
  if (principal.kind === 'key' && !principal.canWrite && action !== 'list' && action !== 'view') {
    throw new WpError(
      'woocommerce_rest_authentication_error',
      'The API key provided does not have write permissions.',
      401,
    )
  }
  return principal.user
}
