const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })
const TIME = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' })
const DAY = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
})

/** 23.4 → '23,40 €' */
export const euro = (amount: number): string => EURO.format(amount).replace(/\u00a0/g, ' ')

/** An ISO instant as the Rome wall clock: '10:42'. */
export const timeOf = (iso: string): string => TIME.format(new Date(iso))

/** '2026-11-27' → 'venerdì 27 novembre 2026' (noon UTC is that day in Rome). */
export const dayName = (date: string): string => DAY.format(new Date(`${date}T12:00:00Z`))

/** 23.4 → '23,40', as an amount field shows it. */
export const amountText = (amount: number): string => amount.toFixed(2).replace('.', ',')

/**
 * What a driver types in an amount field, in euros: '23,40', '23.4', '23', '€ 23,40'. Anything else
 * (letters, thousands separators, three decimals) is NaN, which the form's rule refuses.
 */
export function parseEuro(text: string): number {
  const plain = text.replace(/[€\s]/g, '')
  if (!/^\d{1,6}(?:[.,]\d{1,2})?$/.test(plain)) return Number.NaN
  return Number(plain.replace(',', '.'))
}
