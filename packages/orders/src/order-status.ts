/**
 * WooCommerce's order statuses the shop works with, in its back office's order: the ones an
 * operator filters by and moves an order to.
 */
export const ORDER_STATUSES = /* @__PURE__ */ Object.freeze([
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const)

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * The statuses WooCommerce also gives an order: not one yet (a checkout left half-way, a trashed
 * order), on the van ('out-for-delivery', 'In consegna': the shop's own status, registered in
 * WooCommerce as wc-out-for-delivery; ON_THE_WAY_STATUSES), or back from a door where it could not
 * be handed over ('delivery-failed', 'Consegna non riuscita': the shop's own too, wc-delivery-failed,
 * set by the driver's app; the customer chooses a new slot).
 */
export type WooOrderStatus = OrderStatus | 'checkout-draft' | 'trash' | ShopStatus

/**
 * The shop's own statuses, which the store registers (apps/api/docs/out-for-delivery-status.php):
 * 'out-for-delivery' ('In consegna') and 'delivery-failed' ('Consegna non riuscita').
 */
export const SHOP_STATUSES = /* @__PURE__ */ Object.freeze(['out-for-delivery', 'delivery-failed'] as const)

export type ShopStatus = (typeof SHOP_STATUSES)[number]

/** Whether a text is one of ORDER_STATUSES. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/**
 * The statuses an operator moves an order to in the shop's admin, in the order of an order's life:
 * WooCommerce's own (ORDER_STATUSES) and the shop's (SHOP_STATUSES: 'In consegna', on the van, and
 * 'Consegna non riuscita'), which the store must register (the API's README says how).
 */
export const OPERATOR_STATUSES = /* @__PURE__ */ Object.freeze([
  'pending',
  'processing',
  'on-hold',
  'out-for-delivery',
  'delivery-failed',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const)

export type OperatorStatus = (typeof OPERATOR_STATUSES)[number]

/** The statuses with the Italian names of WooCommerce's back office: what operators read. */
export const OPERATOR_STATUS_LABELS: Readonly<Record<OperatorStatus, string>> = /* @__PURE__ */ Object.freeze(
  {
    pending: 'In attesa di pagamento',
    processing: 'In lavorazione',
    'on-hold': 'In sospeso',
    'out-for-delivery': 'In consegna',
    'delivery-failed': 'Consegna non riuscita',
    completed: 'Completato',
    cancelled: 'Annullato',
    refunded: 'Rimborsato',
    failed: 'Non riuscito',
  },
)

/** The statuses as a customer reads them in their account ('In preparazione', 'Consegnato'...). */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus | 'checkout-draft' | ShopStatus, string>> =
  /* @__PURE__ */ Object.freeze({
    pending: 'In attesa di pagamento',
    processing: 'In preparazione',
    'on-hold': 'In attesa di conferma',
    'out-for-delivery': 'In consegna',
    'delivery-failed': 'Consegna non riuscita',
    completed: 'Consegnato',
    cancelled: 'Annullato',
    refunded: 'Rimborsato',
    failed: 'Pagamento non riuscito',
    'checkout-draft': 'Non completato',
  })

const labelOf = (labels: Readonly<Record<string, string>>, status: string): string =>
  Object.hasOwn(labels, status) ? (labels[status] as string) : status

/** An order status as operators read it (OPERATOR_STATUS_LABELS); an unknown status comes back as given. */
export function operatorStatusLabel(status: string): string {
  return labelOf(OPERATOR_STATUS_LABELS, status)
}

/** An order status as customers read it (CUSTOMER_STATUS_LABELS); an unknown status comes back as given. */
export function customerStatusLabel(status: string): string {
  return labelOf(CUSTOMER_STATUS_LABELS, status)
}

/**
 * Paid: the statuses a payment moves an order to (processing while it is prepared, completed once
 * delivered) and the shop's between them (out-for-delivery, and delivery-failed after it: nothing
 * paid online or by transfer leaves unpaid). Orders paid at the door count as paid only once
 * completed (@shop/payments).
 */
export const PAID_STATUSES: ReadonlySet<string> = /* @__PURE__ */ new Set<WooOrderStatus>([
  'processing',
  'out-for-delivery',
  'delivery-failed',
  'completed',
])

/**
 * To be paid: WooCommerce's needs_payment holds for an order in these statuses (pending, or failed
 * and to be tried again) whose total is above 0.
 */
export const PAYABLE_STATUSES: ReadonlySet<string> = /* @__PURE__ */ new Set<WooOrderStatus>([
  'pending',
  'failed',
])

/**
 * WooCommerce has taken the order's stock: it reduces the stock once an order reaches processing,
 * on-hold (waiting to be paid by transfer or at the door), out-for-delivery or completed; a failed
 * delivery keeps it (the goods came back on the van, to go out again).
 */
export const STOCK_TAKING_STATUSES: ReadonlySet<string> = /* @__PURE__ */ new Set<WooOrderStatus>([
  'processing',
  'on-hold',
  'out-for-delivery',
  'delivery-failed',
  'completed',
])

/** On the van: out-for-delivery ('In consegna'), the step between being prepared and delivered. */
export const ON_THE_WAY_STATUSES: ReadonlySet<string> = /* @__PURE__ */ new Set<WooOrderStatus>([
  'out-for-delivery',
])

/**
 * Gone with its van: on the way ('In consegna', ON_THE_WAY_STATUSES), delivered (completed) or
 * brought back from the door (delivery-failed). What the dispatch sheet's 'Partito' leaves alone,
 * and what its rows call left.
 */
export function hasLeft(status: string): boolean {
  return ON_THE_WAY_STATUSES.has(status) || status === 'completed' || status === DELIVERY_FAILED
}

const GIVEN_UP = ['cancelled', 'refunded', 'failed'] as const satisfies readonly WooOrderStatus[]

/** Given up: cancelled, refunded or failed; WooCommerce gives back any stock it took. */
export const GIVEN_UP_STATUSES: ReadonlySet<string> = /* @__PURE__ */ new Set(GIVEN_UP)

/** Not going out on a van: given up, a checkout left half-way or trashed. Nothing to load for them. */
export const NOT_DISPATCHED: ReadonlySet<string> = /* @__PURE__ */ new Set<WooOrderStatus>([
  ...GIVEN_UP,
  'checkout-draft',
  'trash',
])

/** Back from the door without being handed over ('Consegna non riuscita'): a new slot is to be chosen. */
export const DELIVERY_FAILED = 'delivery-failed' satisfies WooOrderStatus

/** Whether an order in this status goes out on a van (not in NOT_DISPATCHED). */
export function isDispatched(status: string): boolean {
  return !NOT_DISPATCHED.has(status)
}

/**
 * Settled for the stock: WooCommerce has taken the order's stock (STOCK_TAKING_STATUSES), or the
 * order was given up (GIVEN_UP_STATUSES) or trashed. A pending order or a checkout draft is not:
 * it holds stock WooCommerce has not taken yet.
 */
export function isStockSettled(status: string): boolean {
  return STOCK_TAKING_STATUSES.has(status) || GIVEN_UP_STATUSES.has(status) || status === 'trash'
}
