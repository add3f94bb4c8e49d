/**
 * An amount typed by an operator in euros ('12,50', '12.5', '12') as cents, or null when it is not
 * one (letters, more than two decimals, zero or less). The form refuses it before asking the API.
 */
export function eurosToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents > 0 ? cents : null
}

/** Cents as the form shows them: 1250 → '12,50'. */
export const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',')
