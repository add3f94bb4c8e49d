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

/** The label of a slot that can no longer be booked: its van is full. */
export const SLOT_FULL_LABEL = 'Esaurita'

/** The label of a slot with few places left (slotOccupancy's 'few'). */
export const SLOT_FEW_LABEL = 'Ultimi posti'

/** The label of a slot past its cut-off (isPastCutoff). */
export const SLOT_PAST_CUTOFF_LABEL = 'Non più prenotabile'

/**
 * The label of a slot on a day without deliveries (closureFor), with its reason.
 *
 * @example
 * ```ts
 * slotClosedLabel('Natale') // 'Chiuso: Natale'
 * ```
 */
export function slotClosedLabel(reason: string): string {
  return `Chiuso: ${reason}`
}
