import { DELIVERY_FAILED, ORDER_META_KEYS } from '@shop/orders'
import type { Order } from '@shop/woo-client'
import { matchesDelivery } from '../admin/find-orders'
import { changeOrderStatus } from '../admin/order-status-change'
import { ApiError } from '../http/api-error'
import { canonicalJson } from '../orders/canonical-json'
import { emptiesReturned } from '../orders/empties'
import { runIdempotent } from '../orders/run-idempotent'
import { sha256 } from '../security/crypto'
import type { ServerDeps } from '../server-deps'
import { type DeliveryOutcome, type OutcomeBody, outcomeNote, readOutcome } from './delivery-outcome'
import { type DriverStop, driverStops, todayInRome } from './driver-day'

/** The refusals of an outcome, in Italian (docs/driver-api.md). */
export const DRIVER_MSG = {
  notAStop: 'Questa consegna non è tra le fermate del tuo furgone di oggi.',
  recorded: 'Questa consegna è già stata registrata.',
  idCheck:
    'L’ordine contiene alcolici: prima di consegnare verifica un documento e conferma «Documento verificato: maggiorenne».',
  unpaid: (why: string) => `${why}: questo ordine non va consegnato finché il pagamento non arriva.`,
} as const

/** Who records an outcome: the driver's account and name. */
export interface DriverRef {
  userId: number
  name: string
}

const notAStop = () => new ApiError(404, 'stop_not_found', DRIVER_MSG.notAStop)
const recorded = (stop: DriverStop | undefined) =>
  new ApiError(409, 'stop_recorded', DRIVER_MSG.recorded, { data: { stop: stop ?? null } })

/** The stop of `order` as the driver's app shows it (position 1: the app keeps its own order). */
async function stopOf(deps: ServerDeps, order: Order): Promise<DriverStop | undefined> {
  return (await driverStops(deps, [order]))[0]
}

/**
 * What a driver recorded at a door (POST /api/driver/stops/:orderId/outcome), idempotent per stop:
 * the order must be a stop of the driver's van today; the first action recorded for the stop wins
 * (the same `actionId` again answers the stop as it is, finishing anything a lost answer left
 * undone; another one is 409 `stop_recorded` with the stop), decided once per stop and day under
 * the API's idempotency keys, so two phones at once cannot both record. Delivered: the proof is
 * kept, the outcome goes into the order's meta, the order goes 'Completato' (the customer's
 * 'consegnato' mail, as for an operator's). Not delivered: the outcome with its reason, then 'Consegna
 * non riuscita' (the customer's mail, and SMS when asked for, with a link to choose a new slot).
 */
export async function recordOutcome(
  deps: ServerDeps,
  driver: DriverRef,
  orderId: number,
  body: OutcomeBody,
): Promise<DriverStop> {
  const date = todayInRome(deps)
  const vehicle = await deps.stores.drivers.vanOf(date, driver.userId)
  const order = vehicle ? await deps.woo.getOrder(orderId) : null
  const stop = order ? await stopOf(deps, order) : undefined
  if (!order || !stop || !isStopOf(order, date, vehicle as string)) throw notAStop()
  const existing = readOutcome(order)
  if (existing && existing.date === date && existing.actionId !== body.actionId) throw recorded(stop)
  if (!existing || existing.date !== date) {
    // Someone settled the order meanwhile (an operator marked it delivered).
    if (order.status === 'completed') throw recorded(stop)
    if (body.result === 'delivered' && stop.unpaid)
      throw new ApiError(409, 'stop_unpaid', DRIVER_MSG.unpaid(stop.unpaid))
    if (body.result === 'delivered' && stop.alcohol && !body.idChecked)
      throw new ApiError(409, 'id_check_required', DRIVER_MSG.idCheck, {
        fields: { idChecked: DRIVER_MSG.idCheck },
      })
  }
  const hash = sha256(
    canonicalJson({ ...body, proof: 'proof' in body ? sha256(body.proof.data.toString('base64')) : null }),
  )
  try {
    const answer = await runIdempotent(deps, `stop-outcome:${orderId}:${date}`, hash, async () => {
      const done = await applyOutcome(deps, order, { driver, date, vehicle: vehicle as string, body })
      return { status: 200, body: { stop: (await stopOf(deps, done)) ?? stop } }
    })
    return (answer.body as { stop: DriverStop }).stop
  } catch (error) {
    // Another action of this stop was recorded first (two phones, or a changed resend).
    if (error instanceof ApiError && error.code === 'idempotency_mismatch') {
      const now = await deps.woo.getOrder(orderId)
      throw recorded(now ? await stopOf(deps, now) : stop)
    }
    throw error
  }
}

/** Whether `order` is on `vehicle`'s round of `date` (its delivery meta, as the admin's filters read it). */
const isStopOf = (order: Order, date: string, vehicle: string) =>
  matchesDelivery(order, { deliveryDate: date, vehicle, page: 1, perPage: 1 })

/**
 * The steps of an outcome, each safe to repeat: the proof (the first kept), the outcome meta
 * (written once per day), the status (moved once: its change sends the customer's messages), the
 * order note (with the status change).
 */
async function applyOutcome(
  deps: ServerDeps,
  order: Order,
  { driver, date, vehicle, body }: { driver: DriverRef; date: string; vehicle: string; body: OutcomeBody },
): Promise<Order> {
  const receivedAt = deps.now().toISOString()
  if (body.result === 'delivered')
    await deps.stores.proofs.saveProof({
      orderId: order.id,
      kind: body.proof.kind,
      contentType: body.proof.contentType,
      data: body.proof.data,
      recordedAt: Date.parse(body.recordedAt),
      driverId: driver.userId,
    })
  let current = order
  const existing = readOutcome(order)
  if (!existing || existing.date !== date) {
    const outcome = outcomeOf(body, { driver, date, vehicle, receivedAt })
    const earlier = existing ? [...attemptsOf(order), existing] : null
    current = await deps.woo.updateOrder(order.id, {
      meta_data: [
        { key: ORDER_META_KEYS.deliveryOutcome, value: JSON.stringify(outcome) },
        ...(earlier ? [{ key: ORDER_META_KEYS.deliveryAttempts, value: JSON.stringify(earlier) }] : []),
      ],
    })
  }
  // The empties given back at the door, before the order's own are lent (its status below): what
  // comes back is matched against what the customer held before this delivery. Once per order.
  if (body.result === 'delivered' && Object.values(body.empties).some((count) => (count ?? 0) > 0))
    await emptiesReturned(deps, current, body.empties)
  const target = body.result === 'delivered' ? 'completed' : DELIVERY_FAILED
  if (current.status !== target) {
    current = await changeOrderStatus(deps, current, target, driver.userId)
    deps.log.info('stop recorded', { orderId: order.id, result: body.result, driver: driver.userId, vehicle })
    // The shop's private note on the order, as WooCommerce's back office shows them (with the status).
    const recorded = readOutcome(current)
    if (recorded)
      await deps.woo
        .createOrderNote(order.id, { note: outcomeNote(recorded) })
        .catch((error: unknown) => deps.log.warn('order note not added', { orderId: order.id, error }))
  }
  return current
}

function outcomeOf(
  body: OutcomeBody,
  context: { driver: DriverRef; date: string; vehicle: string; receivedAt: string },
): DeliveryOutcome {
  const base = {
    actionId: body.actionId,
    recordedAt: body.recordedAt,
    receivedAt: context.receivedAt,
    date: context.date,
    vehicle: context.vehicle,
    driver: context.driver,
  }
  if (body.result === 'failed') return { ...base, result: 'failed', reason: body.reason, note: body.note }
  return {
    ...base,
    result: 'delivered',
    payment: body.payment,
    empties: Object.fromEntries(Object.entries(body.empties).filter(([, count]) => (count ?? 0) > 0)),
    idChecked: body.idChecked,
    proof: body.proof.kind,
  }
}

/** The order's earlier outcomes (ORDER_META_KEYS.deliveryAttempts). */
export function attemptsOf(order: Order): DeliveryOutcome[] {
  const text = (order.meta_data ?? []).find((entry) => entry.key === ORDER_META_KEYS.deliveryAttempts)?.value
  try {
    const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : []
    return Array.isArray(parsed) ? (parsed as DeliveryOutcome[]) : []
  } catch {
    return []
  }
}
