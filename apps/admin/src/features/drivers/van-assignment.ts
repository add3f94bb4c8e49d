import type { VanDriversAnswer } from './api/drivers'

type Vans = VanDriversAnswer['vans']

/**
 * What the toast says after a van's driver was saved, from the vans before and after the change
 * (the answer of the PUT): who drives the van now, and the van they left, since the API takes a
 * driver off any other van of the same day.
 *
 * @example assignmentMessage(before, after, 'Fiorino') // 'Fiorino: guida Mario Rossi (lascia Molisia)'
 */
export function assignmentMessage(before: Vans, after: Vans, vehicle: string): string {
  const driver = after.find((van) => van.vehicle === vehicle)?.driver ?? null
  if (!driver) return `${vehicle}: nessun autista`
  const left = before.find((van) => van.vehicle !== vehicle && van.driver?.userId === driver.userId)
  return `${vehicle}: guida ${driver.name}${left ? ` (lascia ${left.vehicle})` : ''}`
}

/**
 * The choices of a van's select: the roster, plus the van's driver when they are no longer on it
 * (a past day's driver since removed), so the select never shows someone else.
 */
export function driverChoices(
  roster: readonly { userId: number; name: string }[],
  current: { userId: number; name: string } | null,
): { userId: number; name: string }[] {
  const choices = roster.map(({ userId, name }) => ({ userId, name }))
  if (current && !choices.some((choice) => choice.userId === current.userId)) choices.push(current)
  return choices
}
