import { ADDRESS_FIELDS } from '@shop/forms'
import type { AddressForm } from './address-section'
import type { DeliveryChoice, GuestForm } from './checkout-form'
import type { AttemptStorage } from './checkout-key'

/** Where the checkout keeps what the customer typed (this tab only), for a trip to the cart or a reload. */
export const DRAFT_STORAGE_KEY = 'shop-checkout-draft'

/**
 * What survives: who, where, when, the note for the driver and the SMS choice. Never the payment
 * method nor anything of a card (the card form is the provider's, and is never kept).
 */
export interface CheckoutDraftFields {
  guest: GuestForm
  address: AddressForm
  delivery: DeliveryChoice
  note: string
  smsUpdates: boolean
}

const GUEST_KEYS = ['firstName', 'lastName', 'email', 'phone'] as const
const ADDRESS_KEYS = ADDRESS_FIELDS satisfies readonly (keyof AddressForm)[]

/** The strings of `keys` in `value`, each at most 500 characters; null when `value` is not an object. */
function strings<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  const out = {} as Record<K, string>
  for (const key of keys) {
    const field = record[key]
    out[key] = typeof field === 'string' ? field.slice(0, 500) : ''
  }
  return out
}

/** The draft kept in `storage`, or null when there is none or it cannot be read. */
export function loadDraft(storage: AttemptStorage | null): CheckoutDraftFields | null {
  try {
    const text = storage?.getItem(DRAFT_STORAGE_KEY)
    if (!text) return null
    const stored = JSON.parse(text) as Record<string, unknown>
    const guest = strings(stored.guest, GUEST_KEYS)
    const address = strings(stored.address, ADDRESS_KEYS)
    const delivery = strings(stored.delivery, ['date', 'slot'] as const)
    if (!guest || !address || !delivery) return null
    return {
      guest,
      address,
      delivery,
      note: typeof stored.note === 'string' ? stored.note.slice(0, 500) : '',
      smsUpdates: stored.smsUpdates === true,
    }
  } catch {
    return null
  }
}

export function saveDraft(storage: AttemptStorage | null, draft: CheckoutDraftFields): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft))
  } catch (error) {
    console.warn('Dati della cassa non salvati', error)
  }
}

/** The order exists: the next checkout starts from the account's address again. */
export function forgetDraft(storage: AttemptStorage | null): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY)
  } catch {
    // Nothing to forget.
  }
}
