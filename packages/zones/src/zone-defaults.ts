/** Default colour of a new zone. */
export const DEFAULT_ZONE_COLOR = '#3B82F6'
/** Description of a new zone and of every built-in zone. */
export const DEFAULT_ZONE_DESCRIPTION = 'Servizio consegne attivo con fasce orarie disponibili'
/** Preferred (recommended) slots of a new zone and of every built-in zone: ranges, not hourly slots. */
export const DEFAULT_PREFERRED_SLOTS = ['09:00-12:00', '15:00-18:00'] as const
/** A zone id: `zona-` and a creation timestamp in milliseconds, e.g. `zona-1718000000000`. */
export const ZONE_ID_PATTERN = /^zona-\d+$/
