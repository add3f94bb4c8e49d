import { SHOP_STATUSES } from '@shop/orders'
import customers from '../../reference/schema-customers.json' with { type: 'json' }
import orderNotes from '../../reference/schema-order-notes.json' with { type: 'json' }
import orderRefunds from '../../reference/schema-order-refunds.json' with { type: 'json' }
import orders from '../../reference/schema-orders.json' with { type: 'json' }
import gateways from '../../reference/schema-payment-gateways.json' with { type: 'json' }
import categories from '../../reference/schema-product-categories.json' with { type: 'json' }
import products from '../../reference/schema-products.json' with { type: 'json' }
import usersMe from '../../reference/schema-wp-users-me.json' with { type: 'json' }
import type { ArgsSchema } from './validate'

interface RouteSchema {
  endpoints: { methods: string[]; args: Record<string, unknown> }[]
}

function argsOf(schema: RouteSchema, method: string): ArgsSchema {
  const endpoint = schema.endpoints.find((e) => e.methods.includes(method))
  return (endpoint?.args ?? {}) as ArgsSchema
}

/** The same arguments with nothing required: what WordPress uses for an item's PUT. */
function editable(args: ArgsSchema): ArgsSchema {
  return Object.fromEntries(
    Object.entries(args).map(([name, arg]) => [name, { ...arg, required: false, default: undefined }]),
  )
}

/**
 * The shop's own order statuses, when the store registered them (InstalledPlugins.shopStatuses):
 * 'out-for-delivery' ('In consegna') and 'delivery-failed' ('Consegna non riuscita'), @shop/orders
 * SHOP_STATUSES, which the shop's store registers as wc-out-for-delivery and wc-delivery-failed
 * (custom order statuses, as the status plugins register them). WooCommerce lists every registered
 * status in the orders' schema, so the recorded schema's enums gain them after 'on-hold'.
 */
const SHOP_ORDER_STATUSES: readonly string[] = SHOP_STATUSES

function withShopStatuses(args: ArgsSchema): ArgsSchema {
  const addTo = (values: unknown): unknown => {
    if (!Array.isArray(values) || !values.includes('on-hold')) return values
    const at = values.indexOf('on-hold') + 1
    return [...values.slice(0, at), ...SHOP_ORDER_STATUSES, ...values.slice(at)]
  }
  const status = args.status as { enum?: unknown; items?: { enum?: unknown } } | undefined
  if (!status) return args
  return {
    ...args,
    status: {
      ...status,
      ...(status.enum ? { enum: addTo(status.enum) } : {}),
      ...(status.items ? { items: { ...status.items, enum: addTo(status.items.enum) } } : {}),
    },
  } as ArgsSchema
}

/**
 * Every endpoint's arguments, read from the live schemas that WooCommerce 11.0.1 answered to
 * OPTIONS (reference/schema-*.json): validation follows them, so the emulator refuses what the
 * real store refuses, with the same messages.
 */
export const ARGS = {
  products: {
    list: argsOf(products, 'GET'),
    create: argsOf(products, 'POST'),
    update: editable(argsOf(products, 'POST')),
  },
  categories: {
    list: argsOf(categories, 'GET'),
    create: argsOf(categories, 'POST'),
    update: editable(argsOf(categories, 'POST')),
  },
  customers: {
    list: argsOf(customers, 'GET'),
    create: argsOf(customers, 'POST'),
    update: editable(argsOf(customers, 'POST')),
  },
  orders: {
    list: argsOf(orders, 'GET'),
    create: argsOf(orders, 'POST'),
    update: editable(argsOf(orders, 'POST')),
  },
  /** Recorded from a real WooCommerce 10.0.2 (reference/order-notes.json): a note's route has no PUT. */
  orderNotes: {
    list: argsOf(orderNotes.collection, 'GET'),
    create: argsOf(orderNotes.collection, 'POST'),
    get: argsOf(orderNotes.item, 'GET'),
    delete: argsOf(orderNotes.item, 'DELETE'),
  },
  /** Recorded from a real WooCommerce 10.0.2 (reference/order-refunds.json): a refund's route has no PUT. */
  orderRefunds: {
    list: argsOf(orderRefunds.collection, 'GET'),
    create: argsOf(orderRefunds.collection, 'POST'),
    get: argsOf(orderRefunds.item, 'GET'),
    delete: argsOf(orderRefunds.item, 'DELETE'),
  },
  gateways: { list: argsOf(gateways, 'GET') },
  usersMe: { get: argsOf(usersMe, 'GET'), update: editable(argsOf(usersMe, 'POST')) },
} as const

const ORDER_ARGS_WITH_SHOP_STATUSES = {
  list: withShopStatuses(ARGS.orders.list),
  create: withShopStatuses(ARGS.orders.create),
  update: withShopStatuses(ARGS.orders.update),
} as const

/** The orders' arguments of this store: WooCommerce's statuses, plus the shop's own when registered. */
export function orderArgs(plugins: { shopStatuses: boolean }): typeof ORDER_ARGS_WITH_SHOP_STATUSES {
  return plugins.shopStatuses ? ORDER_ARGS_WITH_SHOP_STATUSES : ARGS.orders
}
