/**
 * The shop's vans, by their full names ("Fiat Ducato", never "Ducato"): the values sent to the
 * vehicle portal's timeslot.php as `vehicle`.
 */
export const VEHICLES = [
  'Fiorino',
  'Fiat Ducato',
  'Fiat new Ducato',
  'Mega Ducato',
  'Molisia',
  'Renault Master',
] as const

/** One of the shop's vans. */
export type Vehicle = (typeof VEHICLES)[number]
