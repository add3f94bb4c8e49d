/** The money fields of a zone the editor shows in euros. */
export type ZoneMoneyField = 'minimumOrderCents' | 'deliveryFeeCents' | 'freeDeliveryFromCents'

/** Euros as an operator types them: '2,90', '2.90', '15', '15 €'; at most two decimals. */
const EURO_INPUT = /^(-?)(\d{1,7})(?:[.,](\d{1,2}))?$/

/** A zone amount in cents as the editor shows it, in euros with a comma: 290 -> '2,90'; unset -> ''. */
export function centsToEuroInput(cents: number | undefined): string {
  if (cents === undefined || !Number.isFinite(cents)) return ''
  return (cents / 100).toFixed(2).replace('.', ',')
}

/**
 * What the operator typed, in cents: '' is unset, '2,90' is 290, '-1' is -100 (which the zone
 * schema refuses with its own message). Anything else is an error to show beside the field.
 */
export function euroInputToCents(text: string): { cents: number | undefined } | { error: string } {
  const trimmed = text.replace(/€/g, '').replace(/\s+/g, '')
  if (trimmed === '') return { cents: undefined }
  const match = EURO_INPUT.exec(trimmed)
  if (!match) return { error: 'Scrivi un importo in euro con al massimo due decimali, per esempio 2,90' }
  const [, sign, whole, decimals = ''] = match
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  return { cents: sign === '-' ? -cents : cents }
}
