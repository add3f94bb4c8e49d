/**
 * How MySQL pages a sort with ties. WordPress sorts `orderby=date` (and price, popularity, title,
 * a customer's name or registration date) on that one column, with no tie-break, and MySQL returns
 * rows with equal keys in whatever order its plan for that LIMIT and OFFSET gives. A real store
 * with 21 products created in the same second answered 7 pages of 3 with 18 distinct products: 3
 * repeated, 3 never shown (REAL-STORE-DIFFERENCES row 6).
 *
 * The emulator does the same on purpose: rows with equal keys come back in a pseudo-random order
 * drawn from the page asked for (the same request always gives the same answer; another page of
 * the same sort orders the ties differently). A client that pages through a sort must make its
 * keys unique itself (orderby=id, or read everything and sort with a tie-break).
 */
export function unstableTieBreak(limit: number, offset: number): string {
  const salt = ((offset + 1) * 2_654_435_761 + limit * 40_503) % 2_147_483_647
  // SQLite has no XOR: a ^ b = (a | b) - (a & b). Then a multiplicative hash of the result.
  return `(((id | ${salt}) - (id & ${salt})) * 1103515245 % 2147483647)`
}

/** A date column as WordPress compares it: to the second (post_date, user_registered). */
export const toTheSecond = (column: string) => `substr(${column}, 1, 19)`
