import type {
  CustomerPage,
  CustomerQuery,
  CustomerRequestOptions,
  CustomerSource,
} from '@shop/customer-search'
import type { StoreCheck, WooAuthentication } from './check-store'
import type { CustomerUpdate, NewCustomer } from './customer-rules'
import type {
  NewOrder,
  NewOrderNote,
  NewRefund,
  OrderNoteType,
  OrderUpdate,
  WooMetaInput,
  WooOrderStatus,
} from './resources/order-types'
import type {
  Customer,
  OrdddTimeSlot,
  Order,
  OrderNote,
  OrderRefund,
  PaymentGateway,
  Product,
  ProductCategory,
  VehicleSlotsAnswer,
  WpUser,
} from './schemas'
import type { WooError } from './woo-error'

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

/** GET and PUT wc/v3/products and its categories. */
export interface ProductsResource {
  /** GET /products with any query (per_page, page, category, search, orderby, ...). */
  listProducts(query?: Query, call?: CallOptions): Promise<Page<Product>>
  /** GET /products/{id}; null when there is none. */
  getProduct(id: number, call?: CallOptions): Promise<Product | null>
  /** GET /products?slug=; SPEC.md's slug error (kind `not_found`) when there is no such product. */
  getProductBySlug(slug: string, call?: CallOptions): Promise<Product>
  /**
   * Every product the query matches, each once: read in pages of 100 ordered by id (a key
   * without ties; WooCommerce sorts date, price, popularity and title without a tie-break, so
   * paging through those skips and repeats products), page 1 first, then the rest at most
   * LIST_ALL_CONCURRENCY at a time. The query's orderby, order, page and per_page are replaced.
   * Sort the result yourself, with a tie-break.
   */
  listAllProducts(query?: Query, call?: CallOptions): Promise<Product[]>
  listOnSale(query?: Query, call?: CallOptions): Promise<Page<Product>>
  listFeatured(query?: Query, call?: CallOptions): Promise<Page<Product>>
  searchProducts(term: string, query?: Query, call?: CallOptions): Promise<Page<Product>>
  /** Every product category (all pages of 100). */
  listCategories(call?: CallOptions): Promise<ProductCategory[]>
  /** PUT /products/{id} with { stock_quantity, manage_stock: true } (SPEC.md section 7). */
  updateStock(id: number, stockQuantity: number, call?: CallOptions): Promise<Product>
  /**
   * PUT /products/{id} with { manage_stock: false, stock_status: 'instock' }: the product's stock
   * is no longer counted and it can be sold. WooCommerce keeps the status it had while it counted
   * (a product at 0 would stay 'outofstock'), so the status is sent too.
   */
  stopManagingStock(id: number, call?: CallOptions): Promise<Product>
  /**
   * PUT /products/{id} with { meta_data }: each entry replaces the product's meta of that key
   * (WooCommerce updates meta by key; an entry without `id` adds or updates the first of its key).
   */
  updateProductMeta(id: number, meta: WooMetaInput[], call?: CallOptions): Promise<Product>
}

/** wc/v3/customers; also the customer search's data source (DECISIONS.md section 1). */
export interface CustomersResource extends CustomerSource<Customer> {
  /** GET /customers with any query; items and the totals of X-WP-Total / X-WP-TotalPages. */
  listCustomers(
    query?: CustomerQuery | Query,
    call?: CallOptions & CustomerRequestOptions,
  ): Promise<CustomerPage<Customer>>
  /** GET /customers/{id}; null when there is none. */
  getCustomer(id: number, call?: CallOptions & CustomerRequestOptions): Promise<Customer | null>
  /**
   * POST /customers with SPEC.md's registration rules; refused with 'Un utente con questa email
   * esiste già' (kind `conflict`) when the email is taken (checked first, and again by the store).
   */
  createCustomer(customer: NewCustomer, call?: CallOptions): Promise<Customer>
  /**
   * PUT /customers/{id} with the allowed fields only; 'ID cliente non valido' for an id that is not
   * > 0. A new email another account has is refused with 'Un utente con questa email esiste già'
   * (code registration-error-email-exists, kind `conflict`, as on create): checked first, and again
   * when the store refuses the address (on update WooCommerce calls a taken email "Email address is
   * invalid.", woocommerce_rest_customer_invalid_email).
   */
  updateCustomer(id: number, update: CustomerUpdate, call?: CallOptions): Promise<Customer>
}

/** wc/v3/orders. */
export interface OrdersResource {
  /** GET /orders with any query; `customer` filters one customer's orders. */
  listOrders(query?: Query, call?: CallOptions): Promise<Page<Order>>
  /** GET /orders/{id}; null when there is none. */
  getOrder(id: number, call?: CallOptions): Promise<Order | null>
  /** POST /orders with the full order body. */
  createOrder(order: NewOrder, call?: CallOptions): Promise<Order>
  /** PUT /orders/{id} with { status }. */
  updateOrderStatus(id: number, status: WooOrderStatus, call?: CallOptions): Promise<Order>
  /** PUT /orders/{id} with other fields (meta_data, payment method, set_paid...). */
  updateOrder(id: number, fields: OrderUpdate, call?: CallOptions): Promise<Order>
  /**
   * POST /orders/{id}/notes: a note on the order, private to the shop unless `customer_note` is
   * true (WooCommerce then shows it to the customer and emails it); the note as the store saved it,
   * author 'WooCommerce', as the back office shows it. Refused before any call (kind `invalid`): an
   * id that is not > 0, an empty or blank note, one over 65,535 bytes, a `customer_note` that is not
   * a boolean. An order the store does not have is kind `not_found` (404
   * `woocommerce_rest_order_invalid_id`).
   */
  createOrderNote(orderId: number, note: NewOrderNote, call?: CallOptions): Promise<OrderNote>
  /**
   * GET /orders/{id}/notes: every note of the order (no paging), newest first by id; `type`
   * 'customer' or 'internal' keeps the customer's or the shop's own. An order the store does not have
   * is kind `not_found` (404 `woocommerce_rest_shop_order_invalid_id`).
   */
  listOrderNotes(orderId: number, query?: { type?: OrderNoteType }, call?: CallOptions): Promise<OrderNote[]>
  /**
   * POST /orders/{id}/refunds: records a refund of `refund.amount` on the order (reference:
   * tooling/woo-emulator/reference/order-refunds.json). When the refunds reach the order's total
   * the store sets it 'refunded' (stock untouched unless `line_items` with quantities are restocked).
   * Refused before any call (kind `invalid`): an id that is not > 0, an amount that is not text of
   * euros > 0 with at most 2 decimals, malformed lines. The store refuses (HTTP 500, read here by
   * code): an unknown order, kind `not_found`; more than is left, or `api_refund` true on a gateway
   * that cannot refund, kind `invalid`. The store does not serialise refunds: two at once can both
   * be made past the total, so the caller makes each refund once.
   */
  createRefund(orderId: number, refund: NewRefund, call?: CallOptions): Promise<OrderRefund>
  /** GET /orders/{id}/refunds: every refund of the order, newest first by id; an unknown order has none ([]). */
  listRefunds(orderId: number, call?: CallOptions): Promise<OrderRefund[]>
}

/** What `updatePaymentGateway` changes on a gateway: whether customers can pay with it. */
export interface PaymentGatewayUpdate {
  enabled: boolean
}

/** The store's settings the shop reads and the operators change: its payment gateways. */
export interface SettingsResource {
  /** GET /payment_gateways: every gateway, disabled ones too (filter on `enabled`). */
  listPaymentGateways(call?: CallOptions): Promise<PaymentGateway[]>
  /**
   * PUT /payment_gateways/{id} `{ enabled }`: switches a gateway on or off in the store; the gateway
   * as the store then has it. An id the store does not have is a WooError of kind `not_found`
   * (404 `woocommerce_rest_payment_gateway_invalid`); a malformed id or an `enabled` that is not a
   * boolean is refused before any call (kind `invalid`).
   */
  updatePaymentGateway(id: string, update: PaymentGatewayUpdate, call?: CallOptions): Promise<PaymentGateway>
}

/** Customers' accounts: the JWT plugin, the phone login plugin and wp/v2/users/me. */
export interface AccountsResource {
  /** POST jwt-auth/v1/token; 'Login fallito: token non ricevuto' (kind `auth`) when no token comes back. */
  requestToken(username: string, password: string, call?: CallOptions): Promise<TokenResult>
  /**
   * POST custom/v1/phone-login with the phone as digits only, 5 s time-out (SPEC.md section 7):
   * 'ok' with the user id and token, 'not-found' on a 404 (fall back to the phone search),
   * 'failed' on anything else.
   */
  phoneLogin(phone: string, call?: Omit<CallOptions, 'token'>): Promise<PhoneLoginResult>
  /** GET wp/v2/users/me?context=edit with the customer's token. */
  getMe(token: string, call?: Omit<CallOptions, 'token'>): Promise<WpUser>
  /** POST wp/v2/users/me { password } with the customer's token; true when the store answers 200. */
  changePassword(token: string, password: string, call?: Omit<CallOptions, 'token'>): Promise<boolean>
}

/** Delivery scheduling: orddd's calendar and slots, and the portal's timeslot.php. */
export interface DeliveryResource {
  /** orddd's next `count` delivery dates: its raw object ('select' first, j-n-Y keys). */
  getDeliveryDates(count?: number, call?: CallOptions): Promise<Record<string, string>>
  /** orddd's slots of a date (YYYY-MM-DD). orddd's error body (HTTP 200) is a WooError. */
  getDaySlots(date: string, call?: CallOptions): Promise<OrdddTimeSlot[]>
  /** The portal's timeslot.php for one vehicle and date: its answer in any of its three shapes. */
  getVehicleSlots(
    date: string,
    vehicle: string,
    call?: Omit<CallOptions, 'token'>,
  ): Promise<VehicleSlotsAnswer>
}

/** Whether the store answers, for the admin's connection test and a server's readiness. */
export interface StoreHealthResource {
  /** GET /products?per_page=1, then GET /customers?per_page=1, with the three messages of SPEC.md section 8. */
  testConnection(call?: CallOptions): Promise<ConnectionTestResult>
  /**
   * Whether the shop can work with the store, for a server's start-up and readiness: the keys and
   * a product list (GET /products?per_page=1), then the payment gateways. On failure it names the
   * problem (unreachable, wrong keys, http refused, clock, ...) with an Italian message saying
   * what to look at. Never throws.
   */
  checkStore(call?: Omit<CallOptions, 'token'>): Promise<StoreCheck>
}

/**
 * A typed client for the WooCommerce REST API and the plugins the shop uses (SPEC.md section 7),
 * made by `createWooClient`: one resource per group of endpoints, around one signed request.
 */
export interface WooClient
  extends ProductsResource,
    CustomersResource,
    OrdersResource,
    SettingsResource,
    AccountsResource,
    DeliveryResource,
    StoreHealthResource {
  /** How calls are authenticated: 'basic' over https, 'oauth1' signatures over http. */
  readonly authentication: WooAuthentication
}
