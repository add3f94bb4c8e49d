import type { EmptyKind } from '@shop/deposits'
import type { DoorPayment, FailureReason } from '@shop/forms'

/**
 * The answers of the drivers' API (apps/api/docs/driver-api.md), as the phone reads them. They
 * belong in `@shop/api/contract` once the API serves them; until then they are written here from
 * the contract.
 */
export interface DriverDay {
  /** Today in Rome, YYYY-MM-DD (the shop's clock). */
  date: string
  driver: { userId: number; name: string }
  /** The van assigned for today; null: none (and no stops). */
  vehicle: string | null
  /** In driving order. */
  stops: DriverStop[]
  /** Over the day: to collect, and collected so far. */
  cash: { due: number; recorded: number }
}

export type StopState = 'to-deliver' | 'delivered' | 'failed'

export interface DriverStop {
  orderId: number
  /** The order's number as the customer reads it. */
  number: string
  /** 1, 2, ... in driving order. */
  position: number
  /** 'HH:MM - HH:MM' */
  slot: string | null
  /** phone '' when none */
  customer: { name: string; phone: string }
  address: { line: string; city: string; postcode: string; note: string }
  location: { lat: number; lng: number } | null
  /** Opens the route in the phone's maps app. */
  mapsUrl: string
  items: { name: string; quantity: number }[]
  /** Cash or cheque due at the door ('Da incassare 23,40 €'). */
  collect: { amount: number; text: string } | null
  /** 'Bonifico non ricevuto'...: do not hand over. */
  unpaid: string | null
  /** Empties to take back. */
  empties: { kind: EmptyKind; label: string; expected: number }[]
  /** Beer or wine: the ID check is required. */
  alcohol: boolean
  /** The buyer declared being of age at checkout. */
  ageDeclared: boolean
  state: StopState
  outcome: StopOutcome | null
}

/**
 * What was recorded at the door. The contract names this type without spelling it out; the phone
 * reads only what the outcome body has (less actionId and the proof image), and shows nothing it
 * does not find.
 */
export interface StopOutcome {
  result: 'delivered' | 'failed'
  recordedAt?: string
  payment?: DoorPayment
  empties?: Partial<Record<EmptyKind, number>>
  idChecked?: boolean
  reason?: FailureReason
  note?: string
}

/** The stop of `orderId` in `day`, or undefined. */
export const stopOf = (day: DriverDay | null, orderId: number): DriverStop | undefined =>
  day?.stops.find((stop) => stop.orderId === orderId)

/** `day` with `stop` in the place of the stop of the same order (the server's answer). */
export function withStop(day: DriverDay, stop: DriverStop): DriverDay {
  return { ...day, stops: day.stops.map((each) => (each.orderId === stop.orderId ? stop : each)) }
}
