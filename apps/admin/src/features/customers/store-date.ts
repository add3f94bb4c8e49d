const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/

/**
 * A date of WooCommerce in the store's own time ('2026-11-04T09:58:00', Europe/Rome, no zone) as
 * the shop's back office shows it, read as written and never shifted to the browser's zone:
 * '04/11/2026' or, with the time, '04/11/2026, 09:58'; '—' when unknown.
 */
export function formatStoreDate(local: string | null | undefined, withTime = false): string {
  const parts = local ? LOCAL_DATE.exec(local) : null
  if (!parts) return '—'
  const [, year, month, day, hour, minute] = parts
  const date = `${day}/${month}/${year}`
  return withTime && hour && minute ? `${date}, ${hour}:${minute}` : date
}
