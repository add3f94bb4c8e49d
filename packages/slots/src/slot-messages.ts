/** Shown when the calendar comes from fallbackCalendar (SPEC.md section 8). */
export const CALENDAR_FALLBACK_MESSAGE = 'Calendario fallback generato'

/** Shown when the delivery dates come from the platform's API (SPEC.md section 8). */
export function calendarLoadedMessage(platform: string): string {
  return `Date disponibili caricate da API ${platform}`
}

/** Shown when the day's slot call fails and fallbackSlots are used (SPEC.md section 8). */
export function slotApiErrorMessage(status: number | string): string {
  return `Errore API slot orari: ${status}`
}
