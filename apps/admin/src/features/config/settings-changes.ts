import type { ShopSettings } from '@shop/api/contract'

/** The settings as the form edits them (the brand as typed). */
export type SettingsDraft = ShopSettings

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((id) => right.has(id))
}

/**
 * What the form changed against the saved settings, and only that: PUT /api/admin/config gets
 * these fields. The brand is compared trimmed, the payment methods as a set (order does not count).
 */
export function changedSettings(saved: ShopSettings, draft: SettingsDraft): Partial<ShopSettings> {
  const changes: Partial<ShopSettings> = {}
  const brand = draft.brand.trim()
  if (brand !== saved.brand) changes.brand = brand
  if (draft.welcomeDialog !== saved.welcomeDialog) changes.welcomeDialog = draft.welcomeDialog
  if (!sameSet(draft.paymentMethods, saved.paymentMethods))
    changes.paymentMethods = [...new Set(draft.paymentMethods)]
  if (draft.calendarSource !== saved.calendarSource) changes.calendarSource = draft.calendarSource
  if (draft.slotSource !== saved.slotSource) changes.slotSource = draft.slotSource
  return changes
}

/** The API's rule for the shop's name (admin-input.ts configSchema), checked before sending. */
export function brandError(brand: string): string | null {
  const name = brand.trim()
  if (name === '') return 'Il nome del negozio non può essere vuoto'
  if (name.length > 60) return 'Il nome del negozio può avere al massimo 60 caratteri'
  return null
}
