export { DEMO_ACCOUNTS } from './demo-accounts'
export { DEFAULT_CUSTOMER_COUNT, DEFAULT_SEED, generateSeedData } from './generate-seed-data'
export { CATEGORY_COLORS, productSvg } from './product-svg'
export {
  type DemoAccount,
  type LatLng,
  PAYMENT_METHOD_TITLES,
  SEED_ORDER_STATUSES,
  type SeedBillingAddress,
  type SeedCategory,
  type SeedCustomer,
  type SeedData,
  type SeedMetaEntry,
  type SeedOptions,
  type SeedOrder,
  type SeedOrderLine,
  type SeedOrderStatus,
  type SeedPaymentMethod,
  type SeedProduct,
  type SeedRole,
  type SeedShippingAddress,
  type TopCategorySlug,
} from './seed-data'
