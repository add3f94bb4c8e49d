/**
 * An instant in the form WooCommerce's list filters (`after`, `before`, `modified_after`,
 * `modified_before`) read right: the GMT date and time to the second, without offset, to be sent
 * with `dates_are_gmt=true`.
 *
 * WooCommerce hands the filters to WordPress's WP_Date_Query, which turns a date-time carrying an
 * offset ('Z', '+01:00') into the site's wall time and then compares that with the column asked
 * for: with `dates_are_gmt=true`, '2026-11-27T11:04:14Z' becomes 12:04:14 compared with the GMT
 * dates, an hour off (two in summer) on a store in Rome (REAL-STORE-DIFFERENCES.md row 17). A
 * date-time without offset is compared as written. Fractions of a second are dropped and the
 * comparisons are strict (`modified_after` means later than that second).
 *
 * @example
 * ```ts
 * woo.orders.list({ modified_after: gmtDateTime(since), dates_are_gmt: true })
 * gmtDateTime(new Date('2026-11-27T12:04:14.496+01:00')) // '2026-11-27T11:04:14'
 * ```
 */
export function gmtDateTime(instant: Date): string {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime()))
    throw new TypeError(
      `gmtDateTime(instant): instant must be a valid Date, such as gmtDateTime(new Date('2026-11-27T11:04:14Z')); got ${String(instant)}`,
    )
  return instant.toISOString().slice(0, 19)
}
