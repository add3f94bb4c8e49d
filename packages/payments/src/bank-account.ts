import { checkItalianIban, IBAN_MESSAGES } from './italian-iban'

/** The account customers pay a bank transfer to. */
export interface BankAccount {
  /** Normalised: capitals, no spaces ('IT60X0542811101000000123456'). */
  iban: string
  /** Who the account is in the name of ('Bari Bevande S.r.l.'): the transfer's beneficiary. */
  holder: string
  /** The bank's name ('Banca Popolare di Bari'); '' when not given. */
  bank: string
}

export const BANK_ACCOUNT_MESSAGES = {
  holderMissing: "Scrivi l'intestatario del conto: è il beneficiario del bonifico",
  tooLong: (max: number) => `Al massimo ${max} caratteri`,
} as const

const MAX_NAME = 70

export type BankAccountCheck =
  | { ok: true; account: BankAccount | null }
  | { ok: false; errors: Partial<Record<keyof BankAccount, string>> }

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '')

/**
 * The shop's bank account as an operator fills it in: all blank is no account (bank transfer
 * orders then say the details follow by e-mail); otherwise an Italian IBAN (checkItalianIban) and
 * the holder are required, the bank's name is optional. Every field's Italian error at once.
 */
export function checkBankAccount(input: {
  iban?: unknown
  holder?: unknown
  bank?: unknown
}): BankAccountCheck {
  const holder = text(input.holder)
  const bank = text(input.bank)
  const typed = typeof input.iban === 'string' ? input.iban.trim() : ''
  if (typed === '' && holder === '' && bank === '') return { ok: true, account: null }
  const errors: Partial<Record<keyof BankAccount, string>> = {}
  const iban = checkItalianIban(typed)
  if (!iban.ok) errors.iban = typed === '' ? IBAN_MESSAGES.missing : iban.message
  if (holder === '') errors.holder = BANK_ACCOUNT_MESSAGES.holderMissing
  else if (holder.length > MAX_NAME) errors.holder = BANK_ACCOUNT_MESSAGES.tooLong(MAX_NAME)
  if (bank.length > MAX_NAME) errors.bank = BANK_ACCOUNT_MESSAGES.tooLong(MAX_NAME)
  if (!iban.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, account: { iban: iban.iban, holder, bank } }
}
