import type { ShopSettings } from '@shop/api/contract'
import { checkBankAccount, formatIban, normalizeIban } from '@shop/payments'

/** The bank account as the form edits it: three texts, as typed. */
export interface BankAccountDraft {
  iban: string
  holder: string
  bank: string
}

/** The settings as the form edits them (the brand and the bank account as typed). */
export interface SettingsDraft extends Omit<ShopSettings, 'bankAccount'> {
  bankAccount: BankAccountDraft
}

/** What PUT /api/admin/config takes: the changed settings, the bank account as typed (the API normalises it). */
export type SettingsChanges = Partial<Omit<ShopSettings, 'bankAccount'>> & { bankAccount?: BankAccountDraft }

/** The form's starting point: the saved settings, the IBAN in groups of four as people read it. */
export function draftOf(settings: ShopSettings): SettingsDraft {
  const account = settings.bankAccount
  return {
    ...settings,
    bankAccount: account
      ? { iban: formatIban(account.iban), holder: account.holder, bank: account.bank }
      : { iban: '', holder: '', bank: '' },
  }
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((id) => right.has(id))
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ')

function sameAccount(saved: ShopSettings['bankAccount'], draft: BankAccountDraft): boolean {
  const typed = {
    iban: normalizeIban(draft.iban),
    holder: tidy(draft.holder),
    bank: tidy(draft.bank),
  }
  if (!saved) return typed.iban === '' && typed.holder === '' && typed.bank === ''
  return typed.iban === saved.iban && typed.holder === saved.holder && typed.bank === saved.bank
}

/**
 * What the form changed against the saved settings, and only that: PUT /api/admin/config gets
 * these fields. The brand is compared trimmed, the payment methods as a set (order does not count),
 * the bank account normalised (spaces and small letters in the IBAN do not count).
 */
export function changedSettings(saved: ShopSettings, draft: SettingsDraft): SettingsChanges {
  const changes: SettingsChanges = {}
  const brand = draft.brand.trim()
  if (brand !== saved.brand) changes.brand = brand
  if (draft.welcomeDialog !== saved.welcomeDialog) changes.welcomeDialog = draft.welcomeDialog
  if (!sameSet(draft.paymentMethods, saved.paymentMethods))
    changes.paymentMethods = [...new Set(draft.paymentMethods)]
  if (draft.calendarSource !== saved.calendarSource) changes.calendarSource = draft.calendarSource
  if (draft.slotSource !== saved.slotSource) changes.slotSource = draft.slotSource
  if (!sameAccount(saved.bankAccount, draft.bankAccount))
    changes.bankAccount = {
      iban: draft.bankAccount.iban.trim(),
      holder: tidy(draft.bankAccount.holder),
      bank: tidy(draft.bankAccount.bank),
    }
  if (draft.onDeliveryStatus !== saved.onDeliveryStatus) changes.onDeliveryStatus = draft.onDeliveryStatus
  if (draft.guestOrdersPerDay !== saved.guestOrdersPerDay) changes.guestOrdersPerDay = draft.guestOrdersPerDay
  return changes
}

/** The API's rule for the shop's name (admin-input.ts configSchema), checked before sending. */
export function brandError(brand: string): string | null {
  const name = brand.trim()
  if (name === '') return 'Il nome del negozio non può essere vuoto'
  if (name.length > 60) return 'Il nome del negozio può avere al massimo 60 caratteri'
  return null
}

/**
 * The bank account's errors by field ('bankAccount.iban', 'bankAccount.holder', 'bankAccount.bank',
 * as the API names them), with @shop/payments' rule, the one the API checks with; {} when fine.
 */
export function bankAccountErrors(draft: BankAccountDraft): Record<string, string> {
  const checked = checkBankAccount(draft)
  if (checked.ok) return {}
  return Object.fromEntries(
    Object.entries(checked.errors).map(([field, message]) => [`bankAccount.${field}`, message]),
  )
}
