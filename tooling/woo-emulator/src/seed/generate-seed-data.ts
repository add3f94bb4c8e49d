import { STOCK_TAKING_STATUSES } from '@shop/orders'
import { builtInZones } from '@shop/zones/bari'
import { createPersonMaker } from './create-person-maker'
import { createRandom } from './create-random'
import { generateCustomers } from './generate-customers'
import { generateOrders, HISTORY_DAYS } from './generate-orders'
import { generateProducts } from './generate-products'
import { romeDay } from './rome-time'
import { SEED_CATEGORIES } from './seed-categories'
import type { SeedData, SeedOptions } from './seed-data'

export const DEFAULT_SEED = 2026
export const DEFAULT_CUSTOMER_COUNT = 2200
/** The 3 demo customers and one customer per zone. */
const MIN_CUSTOMERS = 3 + builtInZones().length

/**
 * The emulator's seed data: categories, about 150 products, `customers` customers (default 2200)
 * around Bari with the DEMO_ACCOUNTS first, and about 600 orders over the last 120 days and the
 * next few. Pure and deterministic: the same seed and `now` give deep-equal data.
 */
export function generateSeedData(options: SeedOptions): SeedData {
  const now = options?.now instanceof Date ? options.now.getTime() : Number.NaN
  if (!Number.isFinite(now))
    throw new TypeError(
      'generateSeedData: `now` must be a valid Date, e.g. generateSeedData({ now: new Date() })',
    )
  const seed = options.seed ?? DEFAULT_SEED
  if (!Number.isFinite(seed))
    throw new TypeError(`generateSeedData: \`seed\` must be a finite number, got ${seed}`)
  const customerCount = options.customers ?? DEFAULT_CUSTOMER_COUNT
  if (!Number.isInteger(customerCount) || customerCount < MIN_CUSTOMERS)
    throw new RangeError(
      `generateSeedData: \`customers\` must be an integer of at least ${MIN_CUSTOMERS} (the 3 demo customers and one per zone), got ${customerCount}`,
    )

  const products = generateProducts(createRandom(seed, 'products'), now)
  const people = createPersonMaker()
  const customers = generateCustomers(createRandom(seed, 'customers'), now, customerCount, people)
  const orders = generateOrders({ random: createRandom(seed, 'orders'), now, products, customers, people })

  // total_sales: what the orders above sold, plus the years before them at a similar pace.
  const random = createRandom(seed, 'total-sales')
  const sold = new Map<string, number>()
  for (const order of orders) {
    if (!STOCK_TAKING_STATUSES.has(order.status)) continue
    for (const line of order.line_items) sold.set(line.sku, (sold.get(line.sku) ?? 0) + line.quantity)
  }
  const today = romeDay(now)
  for (const { product, createdDay } of products) {
    const recent = sold.get(product.sku) ?? 0
    const earlierDays = Math.max(0, today - createdDay - HISTORY_DAYS)
    product.total_sales =
      recent + Math.round((recent / HISTORY_DAYS) * earlierDays * (0.6 + random.next() * 0.5))
  }

  return {
    categories: SEED_CATEGORIES.map((category) => ({ ...category })),
    products: products.map((model) => model.product),
    customers: customers.map((model) => model.customer),
    orders,
  }
}
