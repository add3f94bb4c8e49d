import { dispatchSheet } from '@shop/orders'
import type { Customer, Order } from '@shop/woo-client'
import { type AdminOrderView, toAdminOrderView } from '../admin/admin-order-view'
import { bankAccountOf } from '../orders/payment-gateways'
import type { ServerDeps } from '../server-deps'
import { readOutcome } from './delivery-outcome'
import { dueAtTheDoor, vanOrders } from './driver-day'
import type { DriverRef } from './record-outcome'

/** One stop of the cash report: what was due at its door and what the driver recorded there. */
export interface CashStop {
  orderId: number
  number: string
  customer: string
  slot: string | null
  /** In euros: the order's total when paid at the door, else 0. */
  due: number
  /** null while nothing was recorded at the door. */
  result: 'delivered' | 'failed' | null
  method: 'cash' | 'cheque' | 'none' | null
  recorded: number
  /** recorded − due for a delivered stop; − due for one not delivered yet; 0 for a failed one (nothing to take). */
  difference: number
}

export interface CashVan {
  vehicle: string | null
  driver: DriverRef | null
  due: number
  recorded: number
  cash: number
  cheques: number
  difference: number
  stops: CashStop[]
}

const euros = (cents: number) => cents / 100
const cents = (euros: number) => Math.round(euros * 100)

/**
 * The day's cash per van (GET /api/admin/cash): for each van of the date, the stops that ask for
 * money at the door or recorded some, what each was due and what the driver recorded (cash or
 * cheque), and the difference. A failed delivery owes nothing that day (the order goes out again);
 * a stop not recorded yet counts its whole amount as missing. Read from WooCommerce's orders (the
 * outcomes are in their meta), so it is the same on every instance.
 */
export async function cashReport(deps: ServerDeps, date: string): Promise<{ date: string; vans: CashVan[] }> {
  const [orders, assigned] = await Promise.all([vanOrders(deps, date), deps.stores.drivers.vanDrivers(date)])
  const byId = new Map<number, Order>(orders.map((order) => [order.id, order]))
  const names = await driverNames(
    deps,
    assigned.map((entry) => entry.userId),
  )
  const bank = bankAccountOf(deps)
  const sheet = dispatchSheet(orders.map((order) => toAdminOrderView(order, bank)))
  const vans = sheet.vans.map((van): CashVan => {
    const stops = van.stops
      .map((stop) => cashStop(stop.order, byId.get(stop.order.id) as Order, stop.slot))
      .filter((stop) => stop.due > 0 || stop.recorded > 0)
    const sum = (pick: (stop: CashStop) => number) =>
      euros(stops.reduce((total, stop) => total + cents(pick(stop)), 0))
    const driverId = assigned.find((entry) => entry.vehicle === van.vehicle)?.userId
    return {
      vehicle: van.vehicle,
      driver: driverId ? { userId: driverId, name: names.get(driverId) ?? '' } : null,
      due: sum((stop) => (stop.result === 'failed' ? 0 : stop.due)),
      recorded: sum((stop) => stop.recorded),
      cash: sum((stop) => (stop.method === 'cash' ? stop.recorded : 0)),
      cheques: sum((stop) => (stop.method === 'cheque' ? stop.recorded : 0)),
      difference: sum((stop) => stop.difference),
      stops,
    }
  })
  return { date, vans }
}

function cashStop(view: AdminOrderView, order: Order, slot: string | null): CashStop {
  const outcome = readOutcome(order)
  const due = dueAtTheDoor(view)?.amount ?? 0
  const delivered = outcome?.result === 'delivered' ? outcome : null
  const recorded = delivered?.payment.amount ?? 0
  const difference = outcome?.result === 'failed' ? 0 : euros(cents(recorded) - cents(due))
  return {
    orderId: view.id,
    number: view.number,
    customer: view.customer.name,
    slot,
    due,
    result: outcome?.result ?? null,
    method: delivered?.payment.method ?? null,
    recorded,
    difference,
  }
}

/** The drivers' names as their WooCommerce accounts give them ('Mario Rossi', else the e-mail). */
export async function driverNames(
  deps: ServerDeps,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(userIds)]
  const customers = await Promise.all(unique.map((id) => deps.woo.getCustomer(id)))
  const names = new Map<number, string>()
  for (const [i, customer] of customers.entries())
    names.set(unique[i] as number, accountName(customer, unique[i] as number))
  return names
}

/** How the shop names a driver's account: 'Mario Rossi', else its e-mail, else 'Account 12'. */
export function accountName(account: Customer | null | undefined, userId: number): string {
  const name = [account?.first_name, account?.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ')
  return name || account?.email || `Account ${userId}`
}
