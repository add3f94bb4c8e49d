/** Small text helpers shared by the generators. */

/** Lower-case ASCII without accents: "Libertà D'Amico" -> "liberta d'amico". */
export function asciiFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase()
}

/** kebab-case ASCII: "Acqua Sant'Anna 1,5 lt x 6" -> "acqua-santanna-1-5-lt-x-6". */
export function slugify(text: string): string {
  return asciiFold(text)
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Escapes text for HTML element content: &, < and >. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Escapes text for XML content and attribute values, quotes included. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A number the Italian way, with a decimal comma and at most `decimals` decimals: 1.5 -> "1,5". */
export function italianNumber(value: number, decimals = 2): string {
  return String(Number(value.toFixed(decimals))).replace('.', ',')
}

/** Euro cents as WooCommerce takes prices: 249 -> "2.49". */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2)
}
