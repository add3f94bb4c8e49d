import type { SlotChoice } from '../checkout/checkout-api'

/**
 * The slots the customer sees: the open ones, those with few places left ('Ultimi posti') and the
 * full ones ('Esaurita', shown but not choosable), in the API's order (preferred first). Slots past
 * their cut-off or closed are left out: nothing can be done about them.
 */
export function shownSlots(slots: readonly SlotChoice[]): SlotChoice[] {
  return slots.filter((slot) => slot.state === 'open' || slot.state === 'few' || slot.state === 'full')
}

/**
 * The slot the step should have chosen: the current one while it can be booked, else the first
 * slot that can ('' when none can, or when the customer must choose again after a full slot).
 */
export function slotToChoose(slots: readonly SlotChoice[], current: string, chooseAgain: boolean): string {
  if (slots.some((slot) => slot.slot === current && slot.bookable)) return current
  if (chooseAgain) return ''
  return slots.find((slot) => slot.bookable)?.slot ?? ''
}
