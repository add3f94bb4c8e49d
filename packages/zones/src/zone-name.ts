/** The name a zone without one is shown with. */
export const UNKNOWN_ZONE_NAME = 'Zona sconosciuta'

/**
 * A zone's display name: its name, trimmed, or 'Zona sconosciuta' when it has none. Accepts
 * anything (a zone being edited, null), never throws.
 *
 * @example
 * ```ts
 * zoneName({ name: ' Libertà ' }) // 'Libertà'
 * zoneName(null) // 'Zona sconosciuta'
 * ```
 */
export function zoneName(zone: { name?: unknown } | null | undefined): string {
  const name = zone && typeof zone === 'object' ? zone.name : undefined
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : UNKNOWN_ZONE_NAME
}
