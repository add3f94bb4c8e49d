/**
 * The largest quantity of one item. ADD_ITEM stops there and UPDATE_QUANTITY caps larger numbers
 * (Infinity included) to it, so a line can never overflow: 999 crates is already a lorry.
 */
export const MAX_QUANTITY = 999

/**
 * The largest unit price, in euros, that the cart accepts. With it, a line is at most
 * 10^8 cents × 999 ≈ 10^11 cents, so totals stay exact integers of cents (below 2^53) for any cart
 * of fewer than 90 000 lines. An item priced above it is not added.
 */
export const MAX_PRICE = 1_000_000
