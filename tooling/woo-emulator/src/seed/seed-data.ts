/**
 * The shapes of the seed data: what the emulator's loader sends through its own create logic
 * (WooCommerce 11 request bodies), plus a few fields for tests (zoneName, coordinates,
 * categorySlugs, customerEmail) that the loader maps or leaves out.
 */
import { ORDER_STATUSES, type WooAddress, type WooBillingAddress } from '@shop/orders'

/** The four top categories; the storefront colours categories by these words (SPEC.md section 5). */
export type TopCategorySlug = 'acqua' | 'birra' | 'bevande' | 'vino'

export interface SeedCategory {
  slug: string
  /** Italian name, as shown in the shop. */
  name: string
  /** null for the four top categories. */
  parentSlug: string | null
  description: string
}

export interface SeedProduct {
  name: string
  /** Unique, kebab-case ASCII. */
  slug: string
  /** Unique. */
  sku: string
  /** Euro with 2 decimals, as WooCommerce takes prices: '3.49'. */
  regular_price: string
  /** Lower than regular_price when the product is on sale, else ''. */
  sale_price: string
  featured: boolean
  manage_stock: true
  /** 0 means out of stock. */
  stock_quantity: number
  /** [top category slug, subcategory slug]; the loader turns them into category ids. */
  categorySlugs: [TopCategorySlug, string]
  /** Italian HTML. */
  short_description: string
  /** Italian HTML paragraphs: what it is, the format, serving and pairing notes. */
  description: string
  /** ISO 8601 (UTC), before `now`. */
  date_created: string
  total_sales: number
  /** Shipping weight in kg, as WooCommerce takes it: '9.4'. */
  weight?: string
}

export interface LatLng {
  lat: number
  lng: number
}

/** A seeded shipping address: WooCommerce's, as the shop writes it (@shop/orders). */
export type SeedShippingAddress = WooAddress

/** A seeded billing address, with its e-mail. */
export type SeedBillingAddress = WooBillingAddress

/** WordPress roles of seeded users. */
export type SeedRole = 'customer' | 'administrator' | 'shop_manager'

export interface SeedCustomer {
  email: string
  /** The email, as SPEC.md's registration does; 'admin' and 'operatore' for the staff. */
  username: string
  password: string
  first_name: string
  last_name: string
  role: SeedRole
  billing: SeedBillingAddress
  shipping: SeedShippingAddress
  /** ISO 8601 (UTC), within the 3 years before `now`. */
  date_created: string
  /** The zone the customer lives in (for tests; not sent). null only for the two staff users. */
  zoneName: string | null
  /** A point of the shipping address inside that zone's polygon. null only for the staff users. */
  coordinates: LatLng | null
}

/** An account with a known password, for demos and end-to-end tests. */
export interface DemoAccount {
  role: SeedRole
  username: string
  email: string
  password: string
  first_name: string
  last_name: string
  /** What the account is for (Italian; stored as the WordPress user description). */
  description: string
}

/** WooCommerce's order statuses (@shop/orders), and checkout drafts. */
export const SEED_ORDER_STATUSES = [...ORDER_STATUSES, 'checkout-draft'] as const
export type SeedOrderStatus = (typeof SEED_ORDER_STATUSES)[number]

/** The shop's gateways (ids as WooCommerce and its plugins name them) with their Italian titles. */
export const PAYMENT_METHOD_TITLES = {
  bacs: 'Bonifico bancario',
  stripe: 'Carta di credito o debito',
  'ppcp-gateway': 'PayPal',
  cod: 'Pagamento alla consegna',
} as const
export type SeedPaymentMethod = keyof typeof PAYMENT_METHOD_TITLES

export interface SeedOrderLine {
  sku: string
  quantity: number
}

export interface SeedMetaEntry {
  key: string
  value: string
}

export interface SeedOrder {
  /** The customer's email; null for a guest order. */
  customerEmail: string | null
  status: SeedOrderStatus
  /** ISO 8601 (UTC). */
  date_created: string
  /** '' only for checkout drafts, where no gateway was chosen yet. */
  payment_method: SeedPaymentMethod | ''
  payment_method_title: string
  /** Whether the order was paid (the loader sets date_paid); the status is given separately. */
  set_paid: boolean
  billing: SeedBillingAddress
  shipping: SeedShippingAddress
  line_items: SeedOrderLine[]
  customer_note?: string
  /**
   * The delivery meta of @shop/orders (ORDER_META_KEYS): the date (YYYY-MM-DD), the slot, the
   * zone's name, orddd's timestamp (unix seconds of the delivery date at 00:00 Europe/Rome) and
   * slot, and the assigned vehicle.
   */
  meta_data: SeedMetaEntry[]
}

export interface SeedData {
  /** Parents before children. */
  categories: SeedCategory[]
  products: SeedProduct[]
  /** DEMO_ACCOUNTS first (staff, then demo customers), then the other customers by registration date. */
  customers: SeedCustomer[]
  /** By date_created. */
  orders: SeedOrder[]
}

export interface SeedOptions {
  /** Default DEFAULT_SEED. The same seed and `now` always give the same data. */
  seed?: number
  /** The moment the data is generated for: every date is relative to it. */
  now: Date
  /** How many accounts with role 'customer', the 3 demo customers included (default 2200). */
  customers?: number
}
