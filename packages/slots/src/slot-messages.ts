/** Shown when the calendar comes from fallbackCalendar. */
export const CALENDAR_FALLBACK_MESSAGE = 'Calendario fallback generato'

/**
 * Shown when the delivery dates come from the platform's API.
 *
 * @example
 * ```ts
 * calendarLoadedMessage('WooCommerce') // 'Date disponibili caricate da API WooCommerce'
 * ```
 */
export function calendarLoadedMessage(platform: string): string {
  return `Date disponibili caricate da API ${platform}`
}

/**
 * Shown when the day's slot call fails and fallbackSlots are used.
 *
 * @example
 * ```ts
 * slotApiErrorMessage(500) // 'Errore API slot orari: 500'
 * ```
 */
export function slotApiErrorMessage(status: number | string): string {
  return `Errore API slot orari: ${status}`
}
