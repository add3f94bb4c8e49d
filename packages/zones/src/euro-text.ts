let formatter: Intl.NumberFormat | undefined

/**
 * Integer euro cents as the shop writes money: Intl's it-IT euro format, exactly as @shop/catalog's
 * formatEuro ('4,10 €' with a non-breaking space, '1.000,00 €' with thousands always grouped,
 * '-3,00 €'). Kept here rather than
 * imported so that the zone library does not depend on the catalogue (and, through it, on the
 * cart); euro-text.test.ts pins the strings formatEuro documents.
 */
export function euroText(cents: number): string {
  formatter ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' })
  return formatter.format(cents === 0 ? 0 : cents / 100)
}
