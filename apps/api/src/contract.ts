/**
 * The types of the API's answers, for the storefront and the admin app: they import them
 * (`import type` only, nothing of the server reaches a bundle) instead of restating the contract.
 * Exported as `@shop/api/contract`.
 */
import type { ProductSort } from '@shop/catalog'
import type { SearchType } from '@shop/customer-search'
import type { PerEmptyKind, Returnable } from '@shop/deposits'
import type {
  AccountUpdate,
  CheckoutInput,
  InvoiceRequest,
  Login,
  PasswordChange,
  PasswordResetRequest,
  PhoneCode,
  PhoneCodeRequest,
  Registration,
} from '@shop/forms'
import type {
  CollectLine,
  DispatchStop as SheetStop,
  DispatchVan as SheetVan,
  StopDeparture,
  VehicleLoad,
} from '@shop/orders'
import type { BankAccount, OnDeliveryStatus, OrderPayment, PaymentState } from '@shop/payments'
import type { DeliveryDate, DeliveryRules, FilteredSlot, OfferedSlot } from '@shop/slots'
import type { DeliveryZone } from '@shop/zones'
import type { AddressBookAnswer, BookAddressView } from './accounts/address-book'
import type { AddressView as AccountAddress, SessionUser } from './accounts/session-user'
import type { OperatorStatus as OrderStatus } from './admin/admin-input'
import type { AdminOrderView } from './admin/admin-order-view'
import type { CustomerDetail, CustomerSummary } from './admin/customer-view'
import type { AdminProduct } from './admin/product-view'
import type { CategoryView } from './catalog/category-index'
import type { ProductView } from './catalog/product-view'
import type { WeekDay } from './delivery/delivery-week'
import type { PluginFindings, PluginPresence } from './delivery-plugins'
import type { OrderChangesState } from './orders/order-changes'
import type {
  AddressView as OrderAddress,
  OrderChargeView,
  OrderItemView,
  OrderView,
} from './orders/order-view'
import type { RescheduleState } from './orders/reschedule'
import type { ShopSettings } from './store/settings-store'
import type { PublicZone, ZoneCandidate, ZoneRefusalData, ZoneResolveAnswer } from './zone-promise'

/**
 * The request bodies the API parses with @shop/forms' schemas (each is `z.infer` of its schema):
 * POST /api/auth/register, /login, /phone/request, /phone/verify, /password-reset;
 * PUT /api/account, POST /api/account/password; POST /api/orders.
 */
export type {
  AccountAddress,
  AccountUpdate,
  AdminOrderView,
  AdminProduct,
  BankAccount,
  CategoryView,
  CheckoutInput,
  CollectLine,
  CustomerDetail,
  CustomerSummary,
  DispatchStop,
  DispatchVan,
  Login,
  OnDeliveryStatus,
  OrderAddress,
  OrderChargeView,
  OrderItemView,
  OrderPayment,
  OrderStatus,
  OrderView,
  PasswordChange,
  PasswordResetRequest,
  PaymentState,
  PhoneCode,
  PhoneCodeRequest,
  PluginFindings,
  PluginPresence,
  ProductView,
  PublicZone,
  Registration,
  SessionUser,
  ShopSettings,
  StopDeparture,
  VehicleLoad,
  ZoneCandidate,
  ZoneRefusalData,
  ZoneResolveAnswer,
}

/**
 * One van's day, as GET /api/admin/dispatch gives it: its load, whether it `departed` (one of its
 * orders is 'In consegna' or delivered) and its stops in slot order.
 */
type DispatchVan = SheetVan<AdminOrderView>
/**
 * One stop of a van: the order, its slot, what the driver collects there and its `departure`
 * (StopDeparture: left, delivered, or stayed behind with the reason the departure gave; null while
 * the van has not left), read from the order's status in WooCommerce.
 */
type DispatchStop = SheetStop<AdminOrderView>

/** GET /api/products?sort=: relevance (a search's default) and @shop/catalog's sorts. */
export type ProductListSort = 'relevance' | ProductSort

/** GET /api/products */
export interface ProductPage {
  products: ProductView[]
  total: number
  totalPages: number
  page: number
  perPage: number
  /** A search's unknown words replaced by the catalogue's nearest ones, when that finds products. */
  didYouMean: string | null
}

/** One product the search box offers while a customer types. */
export interface SearchSuggestion {
  id: number
  name: string
  slug: string
  price: number
  image: { src: string; alt: string } | null
}

/** GET /api/search/suggestions */
export interface SearchSuggestionsAnswer {
  suggestions: SearchSuggestion[]
  /** How many products the whole search finds. */
  total: number
  didYouMean: string | null
}

/** GET /api/cart/availability */
/** GET and PUT /api/account/invoice-profile: the account's invoice data (issue 27), null before any. */
export interface InvoiceProfileAnswer {
  profile: InvoiceRequest | null
}

export interface CartAvailabilityAnswer {
  /**
   * In ascending id; left: how many a new order could have now (null: no limit); returnable: the
   * empties one unit lends and their deposit (@shop/deposits, from the `_shop_returnable` meta; null:
   * no deposit); alcohol: beer or wine, the checkout asks the age declaration.
   */
  products: {
    id: number
    name: string | null
    left: number | null
    returnable?: Returnable | null
    alcohol?: boolean
  }[]
}

/** GET /api/account/empties, and the customer page of the admin app: a customer's empties. */
export interface EmptiesAnswer {
  /** The empties they still hold, per kind. */
  held: PerEmptyKind
  /** '12 bottiglie e 1 cassa' (@shop/deposits emptiesText); 'nessun vuoto'. */
  heldText: string
  /** What returning them would give back, euros. */
  heldValue: number
  /** Deposit of empties returned, not given back yet: taken off the next order's deposit, euros. */
  credit: number
}

/** GET /api/admin/orders */
export interface OrdersPage {
  orders: AdminOrderView[]
  total: number
  totalPages: number
  page: number
  capped: boolean
}

/** GET /api/admin/dispatch */
export interface DispatchAnswer {
  date: string
  capped: boolean
  vans: DispatchVan[]
}

/** GET and PUT /api/admin/delivery-rules */
export interface DeliveryRulesAnswer {
  rules: DeliveryRules
  /** The vans of the zones in force, by name. */
  vans: string[]
  /** The hourly slots, 'HH:MM - HH:MM'. */
  slots: string[]
  zones: { id: string; name: string }[]
  /** The Italian holidays (and Bari's patron days) from today to the end of next year: always closed. */
  holidays: { date: string; name: string }[]
}
export type { DeliveryRules } from '@shop/slots'

/** GET /api/admin/delivery-week?from=YYYY-MM-DD */
export interface DeliveryWeekAnswer {
  from: string
  days: WeekDay[]
}
export type { WeekDay, WeekSlot } from './delivery/delivery-week'

/** GET /api/delivery/calendar ?zoneId: the dates a delivery can be booked for (the zone's closures left out). */
export interface CalendarAnswer {
  dates: DeliveryDate[]
  source: 'orddd' | 'fallback'
  message?: string
}

/** GET /api/delivery/slots ?date&zoneId: the day's slots in the zone, each with its state. */
export interface DaySlotsAnswer {
  date: string
  zone: { id: string; name: string }
  slots: OfferedSlot<FilteredSlot>[]
  source: 'orddd' | 'fallback'
  message?: string
}

/** POST /api/delivery/holds { zoneId, date, slot, hold } → 201 */
export interface SlotHoldAnswer {
  hold: string
  /** ISO instant: the place is free again after it unless an order took it. */
  expiresAt: string
  slot: OfferedSlot<FilteredSlot>
}

/**
 * POST /api/admin/dispatch/departed { date, vehicle }: only for today in Rome (the shop's clock);
 * another date answers 409 `departure_not_today` and changes nothing.
 */
export type { Departure } from './admin/order-status-change'

/** GET /api/admin/customers */
export interface CustomersPage {
  customers: CustomerSummary[]
  totalCustomers: number
  totalPages: number
  currentPage: number
  searchType: SearchType
}

/** GET /api/admin/customers/:id */
export interface CustomerAnswer {
  customer: CustomerDetail
  orders: AdminOrderView[]
}

/** POST /api/admin/customers/:id/auto-login-link */
export interface AutoLoginLink {
  url: string
  /** ms since the epoch */
  expiresAt: number
}

/** GET /api/admin/products */
export interface ProductsPage {
  products: AdminProduct[]
  total: number
  totalPages: number
}

/** A WooCommerce payment gateway as the admin app sees it. */
export interface AdminGateway {
  id: string
  title: string
  enabled: boolean
}

/** GET /api/admin/config */
export interface ConfigAnswer {
  settings: ShopSettings
  gateways: AdminGateway[]
  /** Whether the store has Order Delivery Date and the vans' portal, as last found. */
  deliveryPlugins: PluginFindings
}

/** PUT /api/admin/payment-gateways/:id { enabled }: the gateway, and all of them, as WooCommerce now has them. */
export interface GatewaySwitchAnswer {
  gateway: AdminGateway
  gateways: AdminGateway[]
}

/** POST /api/admin/connection-test */
export interface ConnectionTestAnswer {
  ok: boolean
  products: boolean
  customers: boolean
  message: string
}

/** GET /api/zones */
export interface ZonesAnswer {
  version: number
  builtIn: boolean
  zones: DeliveryZone[]
}

/** PUT /api/admin/zones and POST /api/admin/zones/restore */
export interface SavedZonesAnswer {
  version: number
  zones: DeliveryZone[]
  savedAt: string
}

/** GET /api/admin/zones/history */
export interface ZonesHistoryAnswer {
  history: { version: number; savedAt: string; savedBy: string }[]
}

/** GET /api/admin/settings-log: the latest settings changes, newest first (who, when, before, after). */
export interface SettingsLogAnswer {
  changes: {
    id: number
    /** ISO instant. */
    at: string
    userId: number
    email: string
    role: string
    /** A setting (`bankAccount`, `deliveryRules`…), `gateway:<id>` or `zones`. */
    key: string
    before: unknown
    after: unknown
  }[]
}

/** GET /api/admin/cash?date= */
export type { CashStop, CashVan } from './driver/cash-report'
/** What a driver recorded at a door, as the stop and the order keep it. */
export type { DeliveryOutcome as StopOutcome } from './driver/delivery-outcome'
/** GET /api/driver/day and the stop of POST /api/driver/stops/:orderId/outcome (docs/driver-api.md). */
export type { DriverDay, DriverStop } from './driver/driver-day'
/** The roster and the vans of a day (GET/POST /api/admin/drivers, GET/PUT /api/admin/van-drivers). */
export type { RosterDriver, VanDriversAnswer } from './routes/driver'
/** GET /api/admin/refunds ('Rimborsi da fare'), POST /api/admin/orders/:id/refund and /api/admin/refunds/:key/paid. */
export type { RefundRecord } from './store/refund-requests'
/** GET /api/orders/:id/changes, POST .../move and .../cancel (the customer's own changes, issue 27). */
export interface OrderChangesAnswer extends OrderChangesState {
  order: OrderView
}
/** GET and POST /api/orders/:id/reschedule (a new slot after a failed delivery). */
export interface RescheduleAnswer extends RescheduleState {
  order: OrderView
}

/** The address book (issue 27): GET /api/account/addresses, and each change's answer with the address changed. */
export type { AddressBookAnswer, BookAddressView } from './accounts/address-book'
export interface AddressBookChangeAnswer extends AddressBookAnswer {
  address: BookAddressView
}
/** GET /api/admin/withdrawals: the operators' list, newest first. */
export type { AdminWithdrawal, AdminWithdrawalsPage } from './admin/admin-withdrawals'
/**
 * The online withdrawal (issue 27): GET /api/orders/:id/withdrawal, POST /api/withdrawals/lookup
 * and POST /api/orders/:id/withdrawal answer the statement (with its `withdrawal` once made).
 */
export type { WithdrawalLineView, WithdrawalStatement, WithdrawalView } from './orders/withdrawal'
