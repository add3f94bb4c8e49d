import type { DriverDay, DriverStop } from '@shop/api/contract'

/** The answers of the drivers' API (apps/api/docs/driver-api.md), from the API's own types. */
export type { DriverDay, DriverStop, StopOutcome } from '@shop/api/contract'
export type StopState = DriverStop['state']

/** The stop of `orderId` in `day`, or undefined. */
export const stopOf = (day: DriverDay | null, orderId: number): DriverStop | undefined =>
  day?.stops.find((stop) => stop.orderId === orderId)

/** `day` with `stop` in the place of the stop of the same order (the server's answer). */
export function withStop(day: DriverDay, stop: DriverStop): DriverDay {
  // The answer of one stop knows nothing of the day's order: its place in the day stays.
  return {
    ...day,
    stops: day.stops.map((each) =>
      each.orderId === stop.orderId ? { ...stop, position: each.position } : each,
    ),
  }
}
