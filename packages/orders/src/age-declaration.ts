/** The order meta of the age declaration (art. 14-ter L. 125/2001), the shop's own (hidden). */
export const AGE_META_KEYS = /* @__PURE__ */ Object.freeze({
  /** 'yes' on an order with beer or wine: the driver checks an identity document at the door. */
  alcohol: '_shop_alcohol',
  /** When the buyer declared being 18 or older at checkout (ISO 8601 instant). */
  declaredAt: '_shop_age_declared',
} as const)

/** What an order says of alcohol and the buyer's age. */
export interface AgeDeclaration {
  /** The order holds beer or wine (as recorded at checkout). */
  alcohol: boolean
  /** The buyer declared being of age at checkout. */
  ageDeclared: boolean
  /** When, as an ISO instant; null when not declared. */
  declaredAt: string | null
}

/**
 * The age declaration an order carries (its meta, first entry of each key as WooCommerce's
 * `get_meta`). An order placed before the declaration existed reads as no alcohol, not declared.
 */
export function readAgeDeclaration(order: {
  readonly meta_data?: readonly { readonly key: string; readonly value?: unknown }[] | null
}): AgeDeclaration {
  const meta = Array.isArray(order?.meta_data) ? order.meta_data : []
  const value = (key: string) => meta.find((entry) => entry?.key === key)?.value
  const at = value(AGE_META_KEYS.declaredAt)
  const declaredAt = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null
  return { alcohol: value(AGE_META_KEYS.alcohol) === 'yes', ageDeclared: declaredAt !== null, declaredAt }
}
