import type { NewOrderNote } from './resources/order-types'
import { WOO_MESSAGES, WooError } from './woo-error'
import { positiveId } from './woo-request'

/** What WooCommerce saves of a note at most: its comment_content column, a MySQL TEXT, in bytes (UTF-8). */
export const ORDER_NOTE_MAX_BYTES = 65_535

const refused = (code: string, message: string) =>
  new WooError({ status: 400, code, kind: 'invalid', message })

/**
 * The body of POST wc/v3/orders/{id}/notes for `input`, or a WooError of kind `invalid` (before any
 * call) where a real WooCommerce would save something other than what was meant:
 * - an empty or blank note: the store saves it (201), a note saying nothing;
 * - a note over ORDER_NOTE_MAX_BYTES: the store refuses it with a 500, which reads as a store that
 *   is down;
 * - a `customer_note` that is not a boolean: only `true` sends the note to the customer.
 * The store drops every backslash of a note (wp_unslash), so each is sent doubled and the note is
 * saved as written. `customer_note` is always sent: false unless `true` was asked for.
 */
export function orderNoteBody(input: NewOrderNote): { note: string; customer_note: boolean } {
  const note = input?.note
  if (typeof note !== 'string' || note.trim() === '') {
    throw refused('invalid_order_note', WOO_MESSAGES.orderNoteEmpty)
  }
  const bytes = new TextEncoder().encode(note).length
  if (bytes > ORDER_NOTE_MAX_BYTES) {
    throw refused('invalid_order_note', WOO_MESSAGES.orderNoteTooLong(bytes))
  }
  const customerNote = input.customer_note ?? false
  if (typeof customerNote !== 'boolean') {
    throw refused('invalid_order_note', WOO_MESSAGES.orderNoteCustomerNotBoolean)
  }
  return { note: note.replaceAll('\\', '\\\\'), customer_note: customerNote }
}

/** `id` when a note can be written to or read from that order (an integer > 0), else a WooError of kind `invalid`. */
export function noteOrderId(id: number): number {
  if (!positiveId(id)) throw refused('invalid_order_id', WOO_MESSAGES.invalidOrderId(id))
  return id
}
