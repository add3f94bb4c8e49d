import type {
  CustomerPage,
  CustomerQuery,
  CustomerRequestOptions,
  CustomerSource,
} from '@shop/customer-search'
import { createFetch, type FetchResponse } from 'ofetch'
import type { z } from 'zod'
import { failedCheck, STORE_CHECK_MESSAGES, type StoreCheck, type WooAuthentication } from './check-store'
import {
  type CustomerUpdate,
  type NewCustomer,
  registrationBody,
  splitDisplayName,
  updateBody,
} from './customer-rules'
import {
  type Customer,
  customerSchema,
  type OrdddTimeSlot,
  type Order,
  ordddDatesSchema,
  ordddTimeSlotsSchema,
  orderSchema,
  type PaymentGateway,
  type Product,
  type ProductCategory,
  paymentGatewaySchema,
  phoneLoginSchema,
  productCategorySchema,
  productSchema,
  tokenSchema,
  type VehicleSlotsAnswer,
  vehicleSlotsAnswerSchema,
  type WpUser,
  wpErrorSchema,
  wpUserSchema,
} from './schemas'
import { percentEncode, signOAuth1Url } from './sign-oauth1-url'
import {
  genericMessage,
  isUnknownId,
  plainMessage,
  WOO_MESSAGES,
  WooError,
  WooTimeoutError,
} from './woo-error'

export interface WooClientOptions {
  /** The store's site URL, e.g. https://negozio.example.it (the client adds /wp-json/...). */
  baseUrl: string | undefined
  consumerKey: string
  consumerSecret: string
  /** The delivery portal's base URL, where timeslot.php lives. */
  portalBaseUrl?: string | undefined
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch
  /** Time-out of every call, in ms (SPEC.md section 9: 10 s). */
  timeoutMs?: number
  /** The clock of the OAuth 1.0a signatures made over http:// (default: the real one). */
  now?: () => Date
}

/** Per call: the customer's JWT when the call is made for them, an abort signal, a time-out. */
export interface CallOptions {
  token?: string | undefined
  signal?: AbortSignal | undefined
  timeoutMs?: number | undefined
}

/** A list with WooCommerce's X-WP-Total and X-WP-TotalPages. */
export interface Page<T> {
  items: T[]
  total: number
  totalPages: number
}

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | null | undefined
>

export interface TokenResult {
  token: string
  /** The plugin does not send it; null then (find the customer by email instead, SPEC.md section 4). */
  userId: number | null
  email: string
  nicename: string
  displayName: string
  firstName: string
  lastName: string
}

export type PhoneLoginResult =
  | { status: 'ok'; userId: number; token: string }
  | { status: 'not-found' }
  | { status: 'failed'; error: WooError }

export interface ConnectionTestResult {
  ok: boolean
  products: boolean
  customers: boolean
  message: string
}

/** listAllProducts: how many pages it asks for at once after the first. */
export const LIST_ALL_CONCURRENCY = 4

/** SPEC.md section 9: the shop API time-out and the phone login's. */
export const DEFAULT_TIMEOUT_MS = 10_000
export const PHONE_LOGIN_TIMEOUT_MS = 5_000

type Method = 'GET' | 'POST' | 'PUT'

/** A query's parameters as sent: lists joined with commas, unset values left out. */
function queryParameters(query: Query | undefined): [string, string][] {
  const out: [string, string][] = []
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    out.push([key, Array.isArray(value) ? value.join(',') : String(value)])
  }
  return out
}

/** A URL with a query, percent-encoded as RFC 3986 says (what OAuth signs is what is sent). */
function withQuery(url: string, params: readonly (readonly [string, string])[]): string {
  if (params.length === 0) return url
  return `${url}?${params.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&')}`
}

/**
 * A typed client for the WooCommerce REST API and the plugins the shop uses (SPEC.md section 7).
 *
 * Every call to the store is authenticated with the consumer key, as WooCommerce accepts it for
 * the base URL's scheme: over https the key and secret by Basic auth; over plain http an OAuth 1.0a
 * one-legged signature (HMAC-SHA256, in the query string). A call made for a customer also carries
 * their JWT (`Authorization: Bearer`), and over https the key and secret then travel as the
 * consumer_key / consumer_secret query parameters. The client keeps no token of its own: one
 * client serves every customer.
 *
 * Every answer is checked with a zod schema (unknown fields pass through). Failures are WooError
 * (WooTimeoutError for a time-out); a `get*` of an id that does not exist gives null.
 */
export function createWooClient(options: WooClientOptions) {
  const baseUrl = options.baseUrl?.trim().replace(/\/+$/, '') || undefined
  const portalBaseUrl = options.portalBaseUrl?.trim().replace(/\/+$/, '') || undefined
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const $fetch = createFetch(options.fetch ? { fetch: options.fetch } : {})
  const basic = `Basic ${btoa(`${options.consumerKey}:${options.consumerSecret}`)}`
  const authentication: WooAuthentication = /^https:/i.test(baseUrl ?? '') ? 'basic' : 'oauth1'
  const credentials = { consumerKey: options.consumerKey, consumerSecret: options.consumerSecret }
  const signing = options.now ? { now: options.now } : {}

  interface RequestInit {
    query?: Query
    body?: unknown
    call?: CallOptions
    /** 'shop': consumer key and secret (and the customer's token when given); 'none': the token only. */
    auth?: 'shop' | 'none'
    /** When the URL is not under the store's /wp-json. */
    url?: string
  }

  async function request<S extends z.ZodType>(
    schema: S,
    what: string,
    method: Method,
    path: string,
    init: RequestInit = {},
  ): Promise<{ data: z.infer<S>; response: FetchResponse<unknown> }> {
    if (!baseUrl && !init.url) {
      throw new WooError({
        status: 0,
        code: 'not_configured',
        kind: 'config',
        message: WOO_MESSAGES.notConfigured,
      })
    }
    const timeoutMs = init.call?.timeoutMs ?? defaultTimeout
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init.call?.signal ? AbortSignal.any([init.call.signal, timeout]) : timeout
    const headers: Record<string, string> = { Accept: 'application/json' }
    const query = queryParameters(init.query)
    const token = init.call?.token
    if (token) headers.Authorization = `Bearer ${token}`
    const send = async (): Promise<FetchResponse<unknown>> => {
      let url = init.url ?? `${baseUrl}/wp-json/${path}`
      if ((init.auth ?? 'shop') === 'shop' && authentication === 'oauth1') {
        // Signed anew for every attempt: a nonce is used once.
        url = await signOAuth1Url(method, withQuery(url, query), credentials, signing)
      } else if ((init.auth ?? 'shop') === 'shop' && token) {
        url = withQuery(url, [
          ...query,
          ['consumer_key', options.consumerKey],
          ['consumer_secret', options.consumerSecret],
        ])
      } else {
        if ((init.auth ?? 'shop') === 'shop') headers.Authorization = basic
        url = withQuery(url, query)
      }
      return $fetch.raw(url, {
        method,
        headers,
        signal,
        retry: 0,
        ignoreResponseError: true,
        ...(init.body !== undefined ? { body: init.body as Record<string, unknown> } : {}),
      })
    }
    let response: FetchResponse<unknown>
    try {
      try {
        response = await send()
      } catch (error) {
        // A read that got no answer at all is sent once more: a web server closes an idle kept-alive
        // connection just as it is reused (Apache after 5 s), and the read never reached the store.
        // Writes are never repeated here (an order could be made twice).
        if (method !== 'GET' || signal.aborted) throw error
        response = await send()
      }
    } catch (error) {
      if (timeout.aborted && !init.call?.signal?.aborted) throw new WooTimeoutError(timeoutMs, what, error)
      if (init.call?.signal?.aborted) throw init.call.signal.reason ?? error
      throw new WooError({
        status: 0,
        code: 'network_error',
        kind: 'network',
        message: `Impossibile raggiungere il negozio (${what})`,
        cause: error,
      })
    }
    const body = response._data
    if (!response.ok) {
      const parsed = wpErrorSchema.safeParse(body)
      const serverMessage =
        parsed.success && parsed.data.message ? plainMessage(parsed.data.message) : undefined
      throw new WooError({
        status: response.status,
        code: parsed.success ? parsed.data.code : `http_${response.status}`,
        kind: 'http',
        message: serverMessage || genericMessage(response.status),
        ...(serverMessage ? { serverMessage } : {}),
        data: parsed.success ? parsed.data.data : body,
      })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new WooError({
        status: response.status,
        code: 'invalid_response',
        kind: 'invalid-response',
        message: `Risposta non valida dal negozio (${what})`,
        data: parsed.error.issues.slice(0, 5),
      })
    }
    return { data: parsed.data, response }
  }

  /**
   * A single resource; null only when the store says the id does not exist (404 with one of its
   * "invalid id" codes). Any other 404 (`rest_no_route`, a web server's page, a proxy) is a store
   * that cannot answer, thrown as such: a caller must not take it for a deleted customer or order.
   */
  async function getOrNull<S extends z.ZodType>(schema: S, what: string, path: string, call?: CallOptions) {
    try {
      return (await request(schema, what, 'GET', path, { ...(call ? { call } : {}) })).data
    } catch (error) {
      if (error instanceof WooError && isUnknownId(error)) return null
      throw error
    }
  }

  async function list<S extends z.ZodType>(
    schema: S,
    what: string,
    path: string,
    query: Query | undefined,
    call?: CallOptions,
  ): Promise<Page<z.infer<S>>> {
    const { data, response } = await request(schema.array(), what, 'GET', path, {
      ...(query ? { query } : {}),
      ...(call ? { call } : {}),
    })
    const items = data as z.infer<S>[]
    const total = Number(response.headers.get('x-wp-total') ?? items.length)
    const totalPages = Number(response.headers.get('x-wp-totalpages') ?? (items.length > 0 ? 1 : 0))
    return {
      items,
      total: Number.isFinite(total) ? total : items.length,
      totalPages: Number.isFinite(totalPages) ? totalPages : 1,
    }
  }

  const positiveId = (value: number) => Number.isInteger(value) && value > 0

  /** An email another account has (SPEC.md's message), on create and on update. */
  const emailExistsError = () =>
    new WooError({
      status: 400,
      code: 'registration-error-email-exists',
      kind: 'http',
      message: WOO_MESSAGES.emailExists,
    })

  const client = {
    /** How calls are authenticated: 'basic' over https, 'oauth1' signatures over http. */
    authentication,

    // ---- products -------------------------------------------------------------------------
    /** GET /products with any query (per_page, page, category, search, orderby, ...). */
    listProducts: (query?: Query, call?: CallOptions): Promise<Page<Product>> =>
      list(productSchema, 'prodotti', 'wc/v3/products', query, call),

    /** GET /products/{id}; null when there is none. */
    getProduct: (id: number, call?: CallOptions): Promise<Product | null> =>
      positiveId(id)
        ? getOrNull(productSchema, 'prodotto', `wc/v3/products/${id}`, call)
        : Promise.resolve(null),

    /** GET /products?slug=; SPEC.md's slug error when there is no such product. */
    async getProductBySlug(slug: string, call?: CallOptions): Promise<Product> {
      const page = await list(productSchema, 'prodotto', 'wc/v3/products', { slug, per_page: 1 }, call)
      const product = page.items[0]
      if (!product) {
        throw new WooError({
          status: 404,
          code: 'product_not_found',
          kind: 'http',
          message: WOO_MESSAGES.productSlugNotFound(slug),
        })
      }
      return product
    },

    /**
     * Every product the query matches, each once: read in pages of 100 ordered by id (a key
     * without ties; WooCommerce sorts date, price, popularity and title without a tie-break, so
     * paging through those skips and repeats products), page 1 first, then the rest at most
     * LIST_ALL_CONCURRENCY at a time. The query's orderby, order, page and per_page are replaced.
     * Sort the result yourself, with a tie-break.
     */
    async listAllProducts(query?: Query, call?: CallOptions): Promise<Product[]> {
      const pageOf = (page: number) =>
        client.listProducts({ ...query, orderby: 'id', order: 'asc', per_page: 100, page }, call)
      const first = await pageOf(1)
      const pages = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2)
      const rest: Page<Product>[] = []
      let next = 0
      const worker = async () => {
        while (next < pages.length) {
          const index = next++
          rest[index] = await pageOf(pages[index] as number)
        }
      }
      await Promise.all(Array.from({ length: Math.min(LIST_ALL_CONCURRENCY, pages.length) }, worker))
      // A product removed while the pages were read shifts the later ones: keep the first of each id.
      const seen = new Set<number>()
      const products: Product[] = []
      for (const product of [first, ...rest].flatMap((page) => page.items)) {
        if (seen.has(product.id)) continue
        seen.add(product.id)
        products.push(product)
      }
      return products
    },

    listOnSale: (query?: Query, call?: CallOptions) => client.listProducts({ ...query, on_sale: true }, call),
    listFeatured: (query?: Query, call?: CallOptions) =>
      client.listProducts({ ...query, featured: true }, call),
    searchProducts: (term: string, query?: Query, call?: CallOptions) =>
      client.listProducts({ ...query, search: term }, call),

    /** Every product category (all pages of 100). */
    async listCategories(call?: CallOptions): Promise<ProductCategory[]> {
      const first = await list(
        productCategorySchema,
        'categorie',
        'wc/v3/products/categories',
        { per_page: 100, page: 1 },
        call,
      )
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
          list(
            productCategorySchema,
            'categorie',
            'wc/v3/products/categories',
            { per_page: 100, page: i + 2 },
            call,
          ),
        ),
      )
      return [...first.items, ...rest.flatMap((page) => page.items)]
    },

    /** PUT /products/{id} with { stock_quantity, manage_stock: true } (SPEC.md section 7). */
    async updateStock(id: number, stockQuantity: number, call?: CallOptions): Promise<Product> {
      return (
        await request(productSchema, 'giacenza', 'PUT', `wc/v3/products/${id}`, {
          body: { stock_quantity: stockQuantity, manage_stock: true },
          ...(call ? { call } : {}),
        })
      ).data
    },

    /**
     * PUT /products/{id} with { manage_stock: false, stock_status: 'instock' }: the product's stock
     * is no longer counted and it can be sold. WooCommerce keeps the status it had while it counted
     * (a product at 0 would stay 'outofstock'), so the status is sent too.
     */
    async stopManagingStock(id: number, call?: CallOptions): Promise<Product> {
      return (
        await request(productSchema, 'giacenza', 'PUT', `wc/v3/products/${id}`, {
          body: { manage_stock: false, stock_status: 'instock' },
          ...(call ? { call } : {}),
        })
      ).data
    },

    // ---- customers (also the customer-search data source) ----------------------------------
    /** GET /customers with any query; items and the totals of X-WP-Total / X-WP-TotalPages. */
    listCustomers: (
      query: CustomerQuery | Query = {},
      call?: CallOptions & CustomerRequestOptions,
    ): Promise<CustomerPage<Customer>> =>
      list(customerSchema, 'clienti', 'wc/v3/customers', query as Query, call),

    /** GET /customers/{id}; null when there is none. */
    getCustomer: (id: number, call?: CallOptions & CustomerRequestOptions): Promise<Customer | null> =>
      positiveId(id)
        ? getOrNull(customerSchema, 'cliente', `wc/v3/customers/${id}`, call)
        : Promise.resolve(null),

    /**
     * POST /customers with SPEC.md's registration rules; refused with 'Un utente con questa email
     * esiste già' when the email is taken (checked first, and again by the store).
     */
    async createCustomer(customer: NewCustomer, call?: CallOptions): Promise<Customer> {
      const emailExists = emailExistsError
      // The look-up is a courtesy: if the store refuses it (a malformed email is a 400 there), the
      // create below answers with the store's own reason.
      const existing = await client
        .listCustomers({ email: customer.email, role: 'all', per_page: 1 }, call)
        .catch((error: unknown) => {
          if (error instanceof WooError && error.status === 400) return null
          throw error
        })
      if (existing && existing.items.length > 0) throw emailExists()
      try {
        return (
          await request(customerSchema, 'registrazione', 'POST', 'wc/v3/customers', {
            body: registrationBody(customer),
            ...(call ? { call } : {}),
          })
        ).data
      } catch (error) {
        if (error instanceof WooError && error.code === 'registration-error-email-exists') throw emailExists()
        throw error
      }
    },

    /**
     * PUT /customers/{id} with the allowed fields only; 'ID cliente non valido' for an id that is not
     * > 0. A new email another account has is refused with 'Un utente con questa email esiste già'
     * (code registration-error-email-exists, as on create): checked first, and again when the store
     * refuses the address (on update WooCommerce calls a taken email "Email address is invalid.",
     * woocommerce_rest_customer_invalid_email).
     */
    async updateCustomer(id: number, update: CustomerUpdate, call?: CallOptions): Promise<Customer> {
      if (!positiveId(id)) {
        throw new WooError({
          status: 400,
          code: 'invalid_customer_id',
          kind: 'http',
          message: WOO_MESSAGES.invalidCustomerId,
        })
      }
      const email = typeof update.email === 'string' ? update.email.trim() : ''
      // The look-up is a courtesy, as on create: when the store refuses it, the PUT gives the reason.
      const takenByAnother = async () => {
        const owners = await client
          .listCustomers({ email, role: 'all', per_page: 1 }, call)
          .catch((error: unknown) => {
            if (error instanceof WooError && error.status === 400) return null
            throw error
          })
        return owners?.items.some((owner) => owner.id !== id) ?? false
      }
      if (email !== '' && (await takenByAnother())) throw emailExistsError()
      try {
        return (
          await request(customerSchema, 'cliente', 'PUT', `wc/v3/customers/${id}`, {
            body: updateBody(update as CustomerUpdate & Record<string, unknown>),
            ...(call ? { call } : {}),
          })
        ).data
      } catch (error) {
        if (email !== '' && error instanceof WooError) {
          if (error.code === 'registration-error-email-exists') throw emailExistsError()
          if (error.code === 'woocommerce_rest_customer_invalid_email' && (await takenByAnother()))
            throw emailExistsError()
        }
        throw error
      }
    },

    // ---- orders ------------------------------------------------------------------------------
    /** GET /orders with any query; `customer` filters one customer's orders. */
    listOrders: (query?: Query, call?: CallOptions): Promise<Page<Order>> =>
      list(orderSchema, 'ordini', 'wc/v3/orders', query, call),

    getOrder: (id: number, call?: CallOptions): Promise<Order | null> =>
      positiveId(id) ? getOrNull(orderSchema, 'ordine', `wc/v3/orders/${id}`, call) : Promise.resolve(null),

    /** POST /orders with the full order body. */
    async createOrder(order: Record<string, unknown>, call?: CallOptions): Promise<Order> {
      return (
        await request(orderSchema, 'nuovo ordine', 'POST', 'wc/v3/orders', {
          body: order,
          ...(call ? { call } : {}),
        })
      ).data
    },

    /** PUT /orders/{id} with { status }. */
    async updateOrderStatus(id: number, status: string, call?: CallOptions): Promise<Order> {
      return (
        await request(orderSchema, 'stato ordine', 'PUT', `wc/v3/orders/${id}`, {
          body: { status },
          ...(call ? { call } : {}),
        })
      ).data
    },

    /** PUT /orders/{id} with other fields (meta_data, payment method, set_paid...). */
    async updateOrder(id: number, fields: Record<string, unknown>, call?: CallOptions): Promise<Order> {
      return (
        await request(orderSchema, 'ordine', 'PUT', `wc/v3/orders/${id}`, {
          body: fields,
          ...(call ? { call } : {}),
        })
      ).data
    },

    // ---- payment -----------------------------------------------------------------------------
    /** GET /payment_gateways: every gateway, disabled ones too (filter on `enabled`). */
    async listPaymentGateways(call?: CallOptions): Promise<PaymentGateway[]> {
      return (
        await list(paymentGatewaySchema, 'metodi di pagamento', 'wc/v3/payment_gateways', undefined, call)
      ).items
    },

    // ---- accounts ----------------------------------------------------------------------------
    /** POST jwt-auth/v1/token; 'Login fallito: token non ricevuto' when no token comes back. */
    async requestToken(username: string, password: string, call?: CallOptions): Promise<TokenResult> {
      const { data, response } = await request(tokenSchema, 'login', 'POST', 'jwt-auth/v1/token', {
        body: { username, password },
        auth: 'none',
        ...(call ? { call } : {}),
      })
      if (!data.token)
        throw new WooError({
          status: response.status,
          code: 'token_missing',
          kind: 'http',
          message: WOO_MESSAGES.tokenMissing,
        })
      const userId = Number(data.user_id)
      return {
        token: data.token,
        userId: Number.isInteger(userId) && userId > 0 ? userId : null,
        email: data.user_email ?? '',
        nicename: data.user_nicename ?? '',
        displayName: data.user_display_name ?? '',
        ...splitDisplayName(data.user_display_name),
      }
    },

    /**
     * POST custom/v1/phone-login with the phone as digits only, 5 s time-out (SPEC.md section 7):
     * 'ok' with the user id and token, 'not-found' on a 404 (fall back to the phone search),
     * 'failed' on anything else.
     */
    async phoneLogin(phone: string, call?: Omit<CallOptions, 'token'>): Promise<PhoneLoginResult> {
      try {
        const { data } = await request(
          phoneLoginSchema,
          'accesso con telefono',
          'POST',
          'custom/v1/phone-login',
          {
            body: { phone: phone.replace(/\D/g, '') },
            call: { timeoutMs: PHONE_LOGIN_TIMEOUT_MS, ...call },
          },
        )
        const userId = Number(data.user_id)
        if (!data.success || !data.token || !Number.isInteger(userId) || userId <= 0) {
          return {
            status: 'failed',
            error: new WooError({
              status: 200,
              code: 'phone_login_failed',
              kind: 'http',
              message: 'Accesso con telefono non riuscito',
            }),
          }
        }
        return { status: 'ok', userId, token: data.token }
      } catch (error) {
        if (error instanceof WooError && error.status === 404) return { status: 'not-found' }
        if (error instanceof WooError) return { status: 'failed', error }
        throw error
      }
    },

    /** GET wp/v2/users/me?context=edit with the customer's token. */
    async getMe(token: string, call?: Omit<CallOptions, 'token'>): Promise<WpUser> {
      return (
        await request(wpUserSchema, 'utente', 'GET', 'wp/v2/users/me', {
          query: { context: 'edit' },
          auth: 'none',
          call: { ...call, token },
        })
      ).data
    },

    /** POST wp/v2/users/me { password } with the customer's token; true when the store answers 200. */
    async changePassword(
      token: string,
      password: string,
      call?: Omit<CallOptions, 'token'>,
    ): Promise<boolean> {
      const { response } = await request(wpUserSchema, 'cambio password', 'POST', 'wp/v2/users/me', {
        body: { password },
        auth: 'none',
        call: { ...call, token },
      })
      return response.status === 200
    },

    // ---- delivery ----------------------------------------------------------------------------
    /** orddd's next `count` delivery dates: its raw object ('select' first, j-n-Y keys). */
    async getDeliveryDates(count = 30, call?: CallOptions): Promise<Record<string, string>> {
      const { data, response } = await request(
        ordddDatesSchema,
        'calendario consegne',
        'GET',
        'orddd/v1/delivery_schedule/0',
        {
          query: { number_of_dates: count },
          ...(call ? { call } : {}),
        },
      )
      const error = wpErrorSchema.safeParse(data)
      if (error.success && typeof data.code === 'string') {
        throw new WooError({
          status: response.status,
          code: error.data.code,
          kind: 'http',
          message: plainMessage(error.data.message ?? 'Calendario non disponibile'),
        })
      }
      return data
    },

    /** orddd's slots of a date (YYYY-MM-DD). orddd's error body (HTTP 200) is a WooError. */
    async getDaySlots(date: string, call?: CallOptions): Promise<OrdddTimeSlot[]> {
      const schema = ordddTimeSlotsSchema.or(wpErrorSchema)
      const { data, response } = await request(
        schema,
        'fasce orarie',
        'GET',
        'orddd/v1/delivery_schedule/0',
        { query: { date }, ...(call ? { call } : {}) },
      )
      if (!Array.isArray(data)) {
        throw new WooError({
          status: response.status,
          code: data.code,
          kind: 'http',
          message: plainMessage(data.message ?? 'Fasce orarie non disponibili'),
        })
      }
      return data
    },

    /** The portal's timeslot.php for one vehicle and date: its answer in any of its three shapes. */
    async getVehicleSlots(
      date: string,
      vehicle: string,
      call?: Omit<CallOptions, 'token'>,
    ): Promise<VehicleSlotsAnswer> {
      if (!portalBaseUrl) {
        throw new WooError({
          status: 0,
          code: 'portal_not_configured',
          kind: 'config',
          message: "Il portale consegne non è configurato: manca l'indirizzo (portalBaseUrl)",
        })
      }
      return (
        await request(vehicleSlotsAnswerSchema, `disponibilità ${vehicle}`, 'GET', '', {
          url: `${portalBaseUrl}/timeslot.php`,
          query: { date, vehicle },
          auth: 'none',
          ...(call ? { call } : {}),
        })
      ).data
    },

    // ---- connection test ---------------------------------------------------------------------
    /** GET /products?per_page=1, then GET /customers?per_page=1, with the three messages of SPEC.md section 8. */
    async testConnection(call?: CallOptions): Promise<ConnectionTestResult> {
      const describe = (error: unknown) =>
        error instanceof WooError
          ? { status: error.status, message: error.message }
          : { status: 0, message: String(error) }
      try {
        await client.listProducts({ per_page: 1 }, call)
      } catch (error) {
        const { status, message } = describe(error)
        return {
          ok: false,
          products: false,
          customers: false,
          message: WOO_MESSAGES.connectionFailed(status, message),
        }
      }
      try {
        await client.listCustomers({ per_page: 1 }, call)
      } catch (error) {
        const { status, message } = describe(error)
        return {
          ok: false,
          products: true,
          customers: false,
          message: WOO_MESSAGES.connectionCustomersFailed(status, message),
        }
      }
      return { ok: true, products: true, customers: true, message: WOO_MESSAGES.connectionOk }
    },

    /**
     * Whether the shop can work with the store, for a server's start-up and readiness: the keys and
     * a product list (GET /products?per_page=1), then the payment gateways. On failure it names the
     * problem (unreachable, wrong keys, http refused, clock, ...) with an Italian message saying
     * what to look at. Never throws.
     */
    async checkStore(call?: Omit<CallOptions, 'token'>): Promise<StoreCheck> {
      try {
        await client.listProducts({ per_page: 1 }, call)
      } catch (error) {
        return failedCheck(error, 'products', authentication)
      }
      try {
        await client.listPaymentGateways(call)
      } catch (error) {
        return failedCheck(error, 'payment_gateways', authentication)
      }
      return {
        ok: true,
        authentication,
        problem: null,
        step: null,
        message: STORE_CHECK_MESSAGES.ok(authentication),
        status: 200,
        code: null,
        serverMessage: null,
      }
    },
  }

  // The client is the customer search's data source (DECISIONS.md section 1).
  const source: CustomerSource<Customer> = client
  void source
  return client
}

export type WooClient = ReturnType<typeof createWooClient>
