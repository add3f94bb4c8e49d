/**
 * The shop's vans (SPEC.md section 9). The zone table of the spec abbreviates "Fiat Ducato" to
 * "Ducato" and "Fiat new Ducato" to "new Ducato"; the names here are the full ones, and they are
 * the values sent to the portal's timeslot.php as `vehicle`.
 */
export const VEHICLES = [
  'Fiorino',
  'Fiat Ducato',
  'Fiat new Ducato',
  'Mega Ducato',
  'Molisia',
  'Renault Master',
] as const

export type Vehicle = (typeof VEHICLES)[number]
