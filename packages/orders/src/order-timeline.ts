import { customerStatusLabel, DELIVERY_FAILED, GIVEN_UP_STATUSES, ON_THE_WAY_STATUSES } from './order-status'

/** The steps of an order's way to the customer, in order. */
export type OrderStepId = 'received' | 'paid' | 'on-the-way' | 'delivered'

export interface OrderStep {
  id: OrderStepId
  /** What the customer reads: 'Ricevuto', 'Pagato', 'In consegna', 'Consegnato'. */
  label: string
  done: boolean
}

export interface OrderTimeline {
  steps: OrderStep[]
  /** The last step done (the order's place on the timeline); null when none is. */
  current: OrderStepId | null
  /**
   * An order given up (GIVEN_UP_STATUSES: cancelled, refunded, failed) ends here, with the
   * customer's name for its status ('Annullato', 'Pagamento non riuscito'); null otherwise.
   */
  ended: { status: string; label: string } | null
}

/** The labels of orderTimeline's steps, exact. */
export const ORDER_STEP_LABELS: Readonly<Record<OrderStepId, string>> = /* @__PURE__ */ Object.freeze({
  received: 'Ricevuto',
  paid: 'Pagato',
  'on-the-way': 'In consegna',
  delivered: 'Consegnato',
})

/**
 * An order's timeline (ricevuto → pagato → in consegna → consegnato) from its status and whether
 * it is paid (@shop/payments orderPayment's state 'paid': a cash order is paid only once
 * delivered, so its 'Pagato' may follow 'In consegna'). Received once it is an order (not a
 * checkout draft or trashed); on the way in ON_THE_WAY_STATUSES, once completed and after a failed
 * delivery (the van went; a new slot is being chosen); delivered once
 * completed. A given-up order keeps the steps it reached and says how it ended.
 */
export function orderTimeline(order: { status: string; paid: boolean }): OrderTimeline {
  const { status } = order
  const received = status !== 'checkout-draft' && status !== 'trash'
  const delivered = status === 'completed'
  const done: Record<OrderStepId, boolean> = {
    received,
    paid: received && order.paid,
    'on-the-way': delivered || ON_THE_WAY_STATUSES.has(status) || status === DELIVERY_FAILED,
    delivered,
  }
  const steps = (Object.keys(ORDER_STEP_LABELS) as OrderStepId[]).map((id) => ({
    id,
    label: ORDER_STEP_LABELS[id],
    done: done[id],
  }))
  const current = steps.filter((step) => step.done).at(-1)?.id ?? null
  return {
    steps,
    current,
    ended: GIVEN_UP_STATUSES.has(status) ? { status, label: customerStatusLabel(status) } : null,
  }
}
