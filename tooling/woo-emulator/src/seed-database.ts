import { createHash } from 'node:crypto'
import { sha256 } from './auth'
import type { EmulatorContext } from './context'
import { IMAGE_PATH } from './images'
import { createCategory } from './resources/categories'
import { createCustomer, userByEmail } from './resources/customers'
import { DEFAULT_GATEWAYS, saveGateways } from './resources/gateways'
import { createOrder } from './resources/orders'
import { createProduct } from './resources/products'
import { DEMO_ACCOUNTS, generateSeedData } from './seed'

export interface SeedOptions {
  /** The seed of every generated value (default 42): the same seed gives the same shop. */
  seed?: number
  /** How many customers (default: the generator's, at least 2,000). */
  customers?: number
  /** The REST API credentials to create; derived from the seed when not given. */
  consumerKey?: string
  consumerSecret?: string
}

export interface ApiCredentials {
  consumerKey: string
  consumerSecret: string
}

/** Credentials that stay the same for a seed, so that a reseeded demo keeps working with its config. */
export function seedCredentials(seed: number): ApiCredentials {
  const hex = (label: string) =>
    createHash('sha256').update(`woo-emulator:${label}:${seed}`).digest('hex').slice(0, 40)
  return { consumerKey: `ck_${hex('key')}`, consumerSecret: `cs_${hex('secret')}` }
}

/**
 * Empties the database and fills it with the generated shop: payment gateways, categories,
 * products, staff and customers, the REST API key of the administrator, and the order history;
 * everything goes through the same create logic as the REST routes.
 */
export function seedDatabase(ctx: EmulatorContext, options: SeedOptions = {}): ApiCredentials {
  const seed = options.seed ?? 42
  const credentials = {
    ...seedCredentials(seed),
    ...(options.consumerKey ? { consumerKey: options.consumerKey } : {}),
    ...(options.consumerSecret ? { consumerSecret: options.consumerSecret } : {}),
  }
  const data = generateSeedData({
    seed,
    now: ctx.now(),
    ...(options.customers ? { customers: options.customers } : {}),
  })
  ctx.store.reset()
  ctx.store.transaction(() => {
    saveGateways(ctx, DEFAULT_GATEWAYS)
    // WordPress numbers posts (products and orders share the table) from where the install left off.
    ctx.store.setSequence('posts', 9)
    // WordPress installs the default product category first; an Italian site calls it so.
    ctx.store.setSequence('terms', 14)
    const uncategorized = createCategory(ctx, { name: 'Senza categoria', slug: 'senza-categoria' })
    ctx.store.setSetting('default_product_cat', uncategorized.id)

    const categoryIds = new Map<string, number>()
    for (const category of data.categories) {
      const parent = category.parentSlug ? categoryIds.get(category.parentSlug) : undefined
      const doc = createCategory(ctx, {
        name: category.name,
        slug: category.slug,
        description: category.description,
        ...(parent ? { parent } : {}),
      })
      categoryIds.set(category.slug, doc.id)
    }

    for (const product of data.products) {
      const { categorySlugs, ...fields } = product
      createProduct(ctx, {
        ...fields,
        categories: categorySlugs.map((slug) => ({ id: categoryIds.get(slug) })),
        images: [{ src: `${IMAGE_PATH}${product.slug}.svg`, name: product.name, alt: product.name }],
      })
    }

    const demo = new Set(DEMO_ACCOUNTS.map((account) => account.email))
    for (const [index, customer] of data.customers.entries()) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === customer.email)
      createCustomer(
        ctx,
        {
          email: customer.email,
          username: customer.username,
          password: customer.password,
          first_name: customer.first_name,
          last_name: customer.last_name,
          billing: customer.billing,
          shipping: customer.shipping,
          // A real store's customers carry meta the shop knows nothing of (REAL-STORE-DIFFERENCES
          // row 16): one customer in four has WordPress's infinite_scrolling preference.
          ...(index % 4 === 0 ? { meta_data: [{ key: 'infinite_scrolling', value: '1' }] } : {}),
        },
        {
          role: customer.role,
          dateCreated: customer.date_created,
          fastHash: !demo.has(customer.email),
          ...(account ? { description: account.description } : {}),
        },
      )
    }

    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'administrator')
    const adminId = admin ? userByEmail(ctx, admin.email)?.id : undefined
    ctx.store.run(
      'INSERT INTO api_keys (consumer_key, consumer_secret, user_id, permissions) VALUES (?, ?, ?, ?)',
      sha256(credentials.consumerKey),
      credentials.consumerSecret,
      adminId ?? 1,
      'read_write',
    )

    for (const order of data.orders) {
      const customerId = order.customerEmail ? (userByEmail(ctx, order.customerEmail)?.id ?? 0) : 0
      createOrder(
        ctx,
        {
          customer_id: customerId,
          status: order.status,
          payment_method: order.payment_method,
          payment_method_title: order.payment_method_title,
          set_paid: order.set_paid,
          billing: order.billing,
          shipping: order.shipping,
          line_items: order.line_items.map((line) => ({ sku: line.sku, quantity: line.quantity })),
          customer_note: order.customer_note ?? '',
          meta_data: order.meta_data,
        },
        { dateCreated: order.date_created, keepStock: true },
      )
    }

    ctx.store.setSetting('seed', seed)
    ctx.store.setSetting('api_credentials', credentials)
    ctx.store.setSetting(
      'demo_accounts',
      DEMO_ACCOUNTS.map(({ role, username, email, password, description }) => ({
        role,
        username,
        email,
        password,
        description,
      })),
    )
  })
  return credentials
}
