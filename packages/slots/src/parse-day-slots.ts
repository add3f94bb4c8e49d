import { normalizeSlotLabel } from './normalize-slot-label'
import { sameSlot } from './same-slot'

/**
 * The day's slots from orddd's `delivery_schedule/0?date=YYYY-MM-DD` answer:
 * a list of { time_slot, time_slot_i18n, charges }. Returns the time_slot labels normalised
 * (normalizeSlotLabel, so the store's 12-hour format becomes 'HH:MM - HH:MM'), in the given order;
 * blank or missing time_slot entries are ignored and duplicates kept once. [] is a day without
 * slots. Returns null for an error body (an object with `code`, which orddd sends with HTTP 200) or
 * any other shape: the slot call failed, use fallbackSlots.
 *
 * @example
 * ```ts
 * parseDaySlots([{ time_slot: '09:00 AM - 10:00 AM', time_slot_i18n: '', charges: '' }]) // ['09:00 - 10:00']
 * parseDaySlots({ code: 'rest_no_route' }) // null: use fallbackSlots(date)
 * ```
 */
export function parseDaySlots(answer: unknown): string[] | null {
  if (!Array.isArray(answer)) return null
  const labels: string[] = []
  for (const item of answer as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const text = (item as Record<string, unknown>).time_slot
    if (typeof text !== 'string') continue
    const label = normalizeSlotLabel(text)
    if (label !== '' && !labels.some((seen) => sameSlot(seen, label))) labels.push(label)
  }
  return labels
}
