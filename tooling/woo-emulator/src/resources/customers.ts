import type { Hono } from 'hono'
import { hashPassword, requireShopManager, sha256 } from '../auth'
import { type EmulatorContext, type MetaEntry, randomToken, upsertMeta, wpDates } from '../context'
import { body, type Env, query, routeId, send } from '../http'
import { WpError } from '../wp/errors'
import { collectionHeaders, paginate } from '../wp/request'
import { ARGS } from '../wp/schemas'
import { toTheSecond, unstableTieBreak } from '../wp/unstable-ties'
import { isEmail, validateArgs } from '../wp/validate'

const BILLING_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country',
  'state',
  'email',
  'phone',
] as const
const SHIPPING_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country',
  'state',
  'phone',
] as const

export type Address = Record<string, string>

/** A WordPress user as the emulator stores it: customers, shop managers and administrators alike. */
export interface UserDoc {
  id: number
  email: string
  username: string
  first_name: string
  last_name: string
  role: string
  nicename: string
  display_name: string
  url: string
  description: string
  date_created: string
  date_modified: string
  billing: Address
  shipping: Address
  meta_data: MetaEntry[]
}

const invalidUser = () => new WpError('wc_user_invalid_id', 'Invalid user ID.', 404)

function emptyAddress(fields: readonly string[]): Address {
  return Object.fromEntries(fields.map((field) => [field, '']))
}

/** billing and shipping are merged field by field (rule 15): fields the update leaves out stay. */
function mergeAddress(current: Address, fields: readonly string[], update: unknown): Address {
  if (!update || typeof update !== 'object') return current
  const out = { ...current }
  for (const field of fields) {
    const value = (update as Record<string, unknown>)[field]
    if (typeof value === 'string') out[field] = value
    else if (value === null) out[field] = ''
  }
  return out
}

export function getUser(ctx: EmulatorContext, id: number): UserDoc | null {
  const row = ctx.store.get<{ doc: string }>('SELECT doc FROM users WHERE id = ?', id)
  return row ? (JSON.parse(row.doc) as UserDoc) : null
}

export function userByLogin(ctx: EmulatorContext, login: string): UserDoc | null {
  const row = ctx.store.get<{ doc: string }>('SELECT doc FROM users WHERE username = ? COLLATE NOCASE', login)
  return row ? (JSON.parse(row.doc) as UserDoc) : null
}

export function userByEmail(ctx: EmulatorContext, email: string): UserDoc | null {
  const row = ctx.store.get<{ doc: string }>('SELECT doc FROM users WHERE email = ? COLLATE NOCASE', email)
  return row ? (JSON.parse(row.doc) as UserDoc) : null
}

export function saveUser(ctx: EmulatorContext, doc: UserDoc, passwordHash?: string): void {
  const exists = ctx.store.get('SELECT 1 FROM users WHERE id = ?', doc.id)
  if (exists) {
    ctx.store.run(
      'UPDATE users SET email = ?, username = ?, nicename = ?, display_name = ?, url = ?, role = ?, registered = ?, doc = ? WHERE id = ?',
      doc.email,
      doc.username,
      doc.nicename,
      doc.display_name,
      doc.url,
      doc.role,
      doc.date_created,
      JSON.stringify(doc),
      doc.id,
    )
    if (passwordHash) ctx.store.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, doc.id)
  } else {
    ctx.store.run(
      `INSERT INTO users (id, email, username, nicename, display_name, url, role, password_hash, registered, doc)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      doc.id,
      doc.email,
      doc.username,
      doc.nicename,
      doc.display_name,
      doc.url,
      doc.role,
      passwordHash ?? hashPassword(randomToken(24)),
      doc.date_created,
      JSON.stringify(doc),
    )
  }
}

export function serializeCustomer(ctx: EmulatorContext, doc: UserDoc) {
  const created = wpDates(doc.date_created)
  const modified = wpDates(doc.date_modified)
  const paid = ctx.store.get(
    "SELECT 1 FROM orders WHERE customer_id = ? AND json_extract(doc, '$.date_paid') IS NOT NULL LIMIT 1",
    doc.id,
  )
  return {
    id: doc.id,
    date_created: created.local,
    date_created_gmt: created.gmt,
    date_modified: modified.local,
    date_modified_gmt: modified.gmt,
    email: doc.email,
    first_name: doc.first_name,
    last_name: doc.last_name,
    role: doc.role,
    username: doc.username,
    billing: { ...emptyAddress(BILLING_FIELDS), ...doc.billing },
    shipping: { ...emptyAddress(SHIPPING_FIELDS), ...doc.shipping },
    is_paying_customer: Boolean(paid),
    avatar_url: `https://secure.gravatar.com/avatar/${sha256(doc.email.trim().toLowerCase())}?s=96&d=mm&r=g`,
    meta_data: doc.meta_data,
    _links: {
      self: [
        {
          href: `${ctx.siteUrl}/wp-json/wc/v3/customers/${doc.id}`,
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        },
      ],
      collection: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/customers` }],
    },
  }
}

/**
 * wp_insert_user's user_nicename for a new login: sanitize_title of the login's first 50
 * characters (lower case, accents removed, dots to hyphens, anything but letters, digits, spaces,
 * '_' and '-' dropped, spaces to hyphens): 'jane.doe' → 'jane-doe', 'lucia@example.it' →
 * 'luciaexample-it'.
 */
export function userNicename(login: string): string {
  return login
    .slice(0, 50)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '-')
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

/** wp_insert_user makes a nicename another user has unique with -2, -3, ... */
function uniqueNicename(ctx: EmulatorContext, wanted: string): string {
  let nicename = wanted
  for (let n = 2; ctx.store.get('SELECT 1 FROM users WHERE nicename = ?', nicename); n++) {
    nicename = `${wanted}-${n}`
  }
  return nicename
}

/**
 * wp_insert_user's display name for a new user: "first last" when both names are given, else the
 * one given, else the login. WooCommerce passes the names through on create, so a customer
 * registered over REST as Lucia Di Bari is displayed (and found by `search`, and named by the JWT
 * plugin's user_display_name) as 'Lucia Di Bari' (REAL-STORE-DIFFERENCES rows 11 and 13). An
 * update never changes it.
 */
export function newDisplayName(login: string, firstName: string, lastName: string): string {
  const first = firstName.trim()
  const last = lastName.trim()
  if (first && last) return `${first} ${last}`
  return first || last || login
}

/** sanitize_user: what WordPress keeps of a login name. */
function sanitizeUser(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 _.\-@]/g, '')
    .trim()
}

export interface CreateUserOptions {
  /** For seeding staff: REST always creates customers (rule 14). */
  role?: string
  /** For seeding: when the account was registered (ISO). */
  dateCreated?: string
  /** For seeding random passwords: see hashPassword. */
  fastHash?: boolean
  /** Stored as the WordPress user description. */
  description?: string
}

/**
 * Rule 13 and 14: email required and valid, no duplicate email or username; username derived from
 * the email when omitted; the role is always customer over REST (staff come from the seed).
 */
export function createCustomer(
  ctx: EmulatorContext,
  input: Record<string, unknown>,
  options: CreateUserOptions = {},
): UserDoc {
  const args = validateArgs(ARGS.customers.create, input)
  const email = String(args.email).trim()
  if (!isEmail(email)) throw new WpError('customer_invalid_email', 'Invalid email address', 400)
  if (userByEmail(ctx, email)) {
    throw new WpError(
      'registration-error-email-exists',
      `An account is already registered with ${email}. Please log in or use a different email address.`,
      400,
    )
  }
  let username = typeof args.username === 'string' ? sanitizeUser(args.username) : ''
  if (username !== '') {
    if (userByLogin(ctx, username)) {
      throw new WpError(
        'registration-error-username-exists',
        'An account is already registered with that username. Please choose another.',
        400,
      )
    }
  } else {
    const base = sanitizeUser(email.split('@')[0] ?? '') || 'customer'
    username = base
    for (let n = 1; userByLogin(ctx, username); n++) username = `${base}${n}`
  }
  const now = options.dateCreated ?? ctx.now().toISOString()
  const generated = typeof args.password !== 'string' || args.password === ''
  const firstName = typeof args.first_name === 'string' ? args.first_name : ''
  const lastName = typeof args.last_name === 'string' ? args.last_name : ''
  const doc: UserDoc = {
    id: ctx.store.nextId('users'),
    email,
    username,
    first_name: firstName,
    last_name: lastName,
    role: options.role ?? 'customer',
    nicename: uniqueNicename(ctx, userNicename(username)),
    display_name: newDisplayName(username, firstName, lastName),
    url: '',
    description: options.description ?? '',
    date_created: now,
    date_modified: now,
    billing: mergeAddress(emptyAddress(BILLING_FIELDS), BILLING_FIELDS, args.billing),
    shipping: mergeAddress(emptyAddress(SHIPPING_FIELDS), SHIPPING_FIELDS, args.shipping),
    meta_data: [],
  }
  doc.meta_data = upsertMeta(ctx.store, [], args.meta_data, { dropPrivate: true })
  if (generated) doc.meta_data.push({ id: ctx.store.nextId('meta'), key: 'default_password_nag', value: '1' })
  const password = generated ? randomToken(24) : String(args.password)
  saveUser(ctx, doc, hashPassword(password, { fast: options.fastHash === true }))
  return doc
}

export function updateCustomer(ctx: EmulatorContext, id: number, input: Record<string, unknown>): UserDoc {
  const doc = getUser(ctx, id)
  if (!doc) throw invalidUser()
  const args = validateArgs(ARGS.customers.update, input, { requireRequired: false })
  // Rule 14 and REAL-STORE-DIFFERENCES row 5: the email, login and password of a user who is not
  // a customer (a shop manager, an administrator) cannot be changed here; they can through
  // wp/v2/users/me with the user's own login.
  if (doc.role !== 'customer' && doc.role !== 'subscriber') {
    for (const field of ['email', 'username', 'password'] as const) {
      if (args[field] !== undefined) {
        throw new WpError(
          'woocommerce_rest_cannot_edit',
          `Sorry, ${field} cannot be updated via this endpoint for a user with role ${doc.role}.`,
          403,
        )
      }
    }
  }
  if (typeof args.username === 'string' && args.username !== doc.username) {
    throw new WpError('woocommerce_rest_customer_invalid_argument', "Username isn't editable.", 400)
  }
  if (typeof args.email === 'string' && args.email !== doc.email) {
    if (!isEmail(args.email)) throw new WpError('customer_invalid_email', 'Invalid email address', 400)
    // REAL-STORE-DIFFERENCES row 10: another user's email is "invalid" on update (registration
    // says registration-error-email-exists; an update does not).
    const owner = userByEmail(ctx, args.email)
    if (owner && owner.id !== doc.id) {
      throw new WpError('woocommerce_rest_customer_invalid_email', 'Email address is invalid.', 400)
    }
    doc.email = args.email
  }
  if (typeof args.first_name === 'string') doc.first_name = args.first_name
  if (typeof args.last_name === 'string') doc.last_name = args.last_name
  doc.billing = mergeAddress(doc.billing, BILLING_FIELDS, args.billing)
  doc.shipping = mergeAddress(doc.shipping, SHIPPING_FIELDS, args.shipping)
  if (args.meta_data !== undefined)
    doc.meta_data = upsertMeta(ctx.store, doc.meta_data, args.meta_data, { dropPrivate: true })
  doc.date_modified = ctx.now().toISOString()
  const passwordHash =
    typeof args.password === 'string' && args.password !== '' ? hashPassword(args.password) : undefined
  saveUser(ctx, doc, passwordHash)
  return doc
}

/** The column of each orderby; ties in it come back in MySQL's unstable order (unstableTieBreak). */
const ORDER_BY: Record<string, string> = {
  id: 'id',
  include: 'id',
  name: 'display_name COLLATE NOCASE',
  registered_date: toTheSecond('registered'),
}

/** WP_User_Query's choice of search columns for a term. */
function searchClause(term: string, exact: boolean): { sql: string; params: (string | number)[] } {
  const like = exact ? term : `%${term.replace(/^\*|\*$/g, '')}%`
  const op = exact ? '= ? COLLATE NOCASE' : 'LIKE ?'
  if (term.includes('@')) return { sql: `email ${op}`, params: [like] }
  if (/^\d+$/.test(term.replace(/\*/g, ''))) {
    return { sql: `(username ${op} OR id = ?)`, params: [like, Number(term.replace(/\*/g, ''))] }
  }
  if (/^https?:\/\//.test(term)) return { sql: `url ${op}`, params: [like] }
  return {
    sql: `(username ${op} OR url ${op} OR email ${op} OR nicename ${op} OR display_name ${op})`,
    params: [like, like, like, like, like],
  }
}

export function customerRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  /**
   * GET /customers takes exactly the arguments WooCommerce's controller reads: search, email,
   * role, include, exclude, orderby, order, offset, per_page and page. Anything else, such as the
   * meta_key / meta_value / meta_compare the shop's name search sends, is ignored, as the real
   * store ignores it.
   */
  app.get('/wp-json/wc/v3/customers', (c) => {
    requireShopManager(c.get('principal'), 'list')
    const q = query(c)
    const args = validateArgs(ARGS.customers.list, q)
    const where: string[] = []
    const params: (string | number)[] = []
    if (args.role !== 'all') {
      where.push('role = ?')
      params.push(String(args.role))
    }
    if (typeof args.email === 'string' && args.email !== '') {
      where.push('email = ? COLLATE NOCASE')
      params.push(args.email)
    } else if (typeof args.search === 'string' && args.search.trim() !== '') {
      const search = searchClause(args.search.trim(), false)
      where.push(search.sql)
      params.push(...search.params)
    }
    for (const [key, op] of [
      ['include', 'IN'],
      ['exclude', 'NOT IN'],
    ] as const) {
      const ids = Array.isArray(args[key]) ? (args[key] as number[]) : []
      if (ids.length > 0) {
        where.push(`id ${op} (${ids.map(() => '?').join(',')})`)
        params.push(...ids)
      }
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const total = ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM users ${clause}`, ...params)?.n ?? 0
    const { limit, offset, pagination } = paginate(args, total)
    const direction = args.order === 'desc' ? 'DESC' : 'ASC'
    const rows = ctx.store.all<{ doc: string }>(
      `SELECT doc FROM users ${clause} ORDER BY ${ORDER_BY[String(args.orderby)] ?? 'display_name'} ${direction}, ${unstableTieBreak(limit, offset)} LIMIT ? OFFSET ?`,
      ...params,
      limit,
      offset,
    )
    return send(
      c,
      200,
      rows.map((row) => serializeCustomer(ctx, JSON.parse(row.doc) as UserDoc)),
      { ...collectionHeaders(ctx.siteUrl, 'wc/v3/customers', q, pagination), Allow: 'GET, POST' },
    )
  })

  app.get('/wp-json/wc/v3/customers/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'view')
    const doc = getUser(ctx, routeId(c))
    if (!doc) throw invalidUser()
    return send(c, 200, serializeCustomer(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.post('/wp-json/wc/v3/customers', async (c) => {
    requireShopManager(c.get('principal'), 'create')
    const doc = createCustomer(ctx, await body(c))
    return send(c, 201, serializeCustomer(ctx, doc), { Allow: 'GET, POST' })
  })

  /** Rule 14: administrators cannot be deleted; customers cannot be trashed, only deleted with force. */
  app.delete('/wp-json/wc/v3/customers/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'delete')
    const doc = getUser(ctx, routeId(c))
    if (!doc) throw invalidUser()
    if (doc.role === 'administrator') {
      throw new WpError(
        'woocommerce_rest_cannot_delete',
        'Sorry, you are not allowed to delete this resource.',
        403,
      )
    }
    if (query(c).force !== 'true') {
      throw new WpError('woocommerce_rest_trash_not_supported', 'Customers do not support trashing.', 501)
    }
    const shown = serializeCustomer(ctx, doc)
    ctx.store.run('DELETE FROM users WHERE id = ?', doc.id)
    return send(c, 200, shown, { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.on(['PUT', 'PATCH'], '/wp-json/wc/v3/customers/:id{[0-9]+}', async (c) => {
    requireShopManager(c.get('principal'), 'edit')
    const doc = updateCustomer(ctx, routeId(c), await body(c))
    return send(c, 200, serializeCustomer(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })
}
