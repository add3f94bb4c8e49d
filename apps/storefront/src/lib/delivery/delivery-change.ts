import { deliveryDateLabel } from '@shop/slots'
import { ApiError } from '../api'

/** 'Consegna spostata a venerdì 27 novembre 2026, fascia 10:00 - 11:00.' (the order's new delivery). */
export function movedSentence(delivery: { date: string | null; slot: string | null }): string {
  const day = delivery.date ? ` a ${deliveryDateLabel(delivery.date)}` : ''
  const slot = delivery.slot ? `, fascia ${delivery.slot}` : ''
  return `Consegna spostata${day}${slot}.`
}

/** The refusals after which the customer chooses again: the slot (full, gone) or the day (closed). */
export function choiceRefused(error: unknown): 'slot' | 'date' | 'order' | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'slot_full' || error.code === 'slot_unavailable') return 'slot'
  if (error.code === 'date_unavailable') return 'date'
  // Nothing left to choose: another tab chose, or the order moved on meanwhile.
  if (
    error.code === 'already_rescheduled' ||
    error.code === 'not_reschedulable' ||
    error.code === 'past_cutoff' ||
    error.code === 'not_changeable'
  )
    return 'order'
  return null
}
