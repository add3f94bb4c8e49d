/**
 * The types of the operators' API (routes/admin.ts, routes/zones.ts), for the admin app: it
 * imports them (`import type` only, nothing of the server reaches its bundle) instead of restating
 * the contract. Exported as `@shop/api/admin-contract`.
 */
import type { SearchType } from '@shop/customer-search'
import type { DeliveryZone } from '@shop/zones'
import type { SessionUser } from '../accounts/session-user'
import type { ShopSettings } from '../store/api-store'
import type { OrderStatus } from './admin-input'
import type { AdminOrderView } from './admin-order-view'
import type { CustomerDetail, CustomerSummary } from './customer-view'
import type { DispatchGroup, VehicleLoad } from './dispatch-sheet'
import type { AdminProduct } from './product-view'

export type {
  AdminOrderView,
  AdminProduct,
  CustomerDetail,
  CustomerSummary,
  DispatchGroup,
  OrderStatus,
  SessionUser,
  ShopSettings,
  VehicleLoad,
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
  groups: DispatchGroup[]
  loads: VehicleLoad[]
}

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

/** GET /api/admin/config */
export interface ConfigAnswer {
  settings: ShopSettings
  gateways: { id: string; title: string; enabled: boolean }[]
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
