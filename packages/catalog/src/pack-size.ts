import { stripHtml } from './strip-html'

// The pieces of the patterns, matched on the lower-cased plain name, with '×' read as 'x'.

/** A whole number that is not part of a decimal ('1,5', '0.75') nor of a longer number (a year). */
const COUNT = String.raw`(?<!\d[.,]?)(\d{1,3})(?![.,]?\d)`
/** The end of a unit: not followed by a letter, except by the 'x' of '1,5Lx6'. */
const END = String.raw`(?=[^\p{L}]|x(?!\p{L})|$)`
/** A volume unit: cl, ml, l, lt, litri, litro, cc, with or without a dot. */
const UNIT = String.raw`(?:litri|litro|lt|cl|ml|cc|l)\.?${END}`
/** A bottle size: a number, decimal or not, and its unit ('1,5 lt', '33cl', '0.5L'). */
const SIZE = String.raw`\d+(?:[.,]\d+)? ?${UNIT}`
/** The multiplication sign: x (× and * are turned into x first), with optional spaces. */
const TIMES = ' ?x ?'
/** After a count read from a label: not a size ('formato 75 cl' gives no count). */
const NOT_A_SIZE = `(?! ?${UNIT})`

/**
 * Each pattern captures the count. SPEC.md section 5 lists 'x6 bott', '6 bottiglie', '6 pz' or
 * '6 pezzi', 'confezione da 6', 'pack da', 'pacco da', 'lattine', 'unità', 'cl/ml/lt x N', 'formato'
 * and 'multipack'; the others are documented in the README.
 */
const PATTERNS: readonly RegExp[] = [
  // size x count: '1,5 lt x 6', '33cl x 24', '1,5Lx6' (the count is the second number)
  `${SIZE}${TIMES}${COUNT}${NOT_A_SIZE}`,
  // count x size: '6x1,5L', '6 x 1,5 lt', '24 x 33cl' (the number without a unit is the count)
  `${COUNT}${TIMES}${SIZE}`,
  // a decimal size without a unit, then the count: '1,5 x 6'
  String.raw`\d+[.,]\d+${TIMES}${COUNT}${NOT_A_SIZE}`,
  // '6 bottiglie', 'x6 bott', '1 bottiglia'
  String.raw`${COUNT} ?bott(?:iglie|iglia|\.|(?!\p{L}))`,
  // '6 pz', '6 pezzi'
  String.raw`${COUNT} ?(?:pz|pezzi|pezzo)(?!\p{L})`,
  // '24 lattine', '1 lattina'
  String.raw`${COUNT} ?(?:lattine|lattina)(?!\p{L})`,
  // '24 unità' (also written unita' or unita)
  String.raw`${COUNT} ?unit(?:à|a'|a(?!\p{L}))`,
  // 'confezione da 6', 'conf. 6', 'pack da 4', 'pacco da 6', 'multipack 6', 'formato 15', 'cassa da 12', 'cartone da 6'
  String.raw`(?<!\p{L})(?:confezione|conf\.?|pack|pacco|multipack|formato|cassa|cartone) ?(?:da ?|x ?)?${COUNT}${NOT_A_SIZE}`,
  // a lone 'x' before the count, not after a number: 'vetro x 24', 'Acqua Vera x6'
  String.raw`(?<!\d ?)(?<!\p{L})x ?${COUNT}(?![.,]?\d)${NOT_A_SIZE}`,
].map((source) => new RegExp(source, 'gu'))

/** The name as the patterns read it: plain text, lower case, one space between words, '×' as 'x'. */
function normalizeName(name: string): string {
  return stripHtml(name)
    .toLowerCase()
    .replace(/\u00ad/g, '')
    .replace(/[×✕✖⨯*]/g, 'x')
    .replace(/[\s\u200b]+/g, ' ')
}

/**
 * The number of bottles, cans or pieces in a pack, read from a product name (SPEC.md section 5),
 * or null when the name gives none.
 *
 * HTML is stripped and character references decoded first (WordPress writes '6x1,5L' as
 * '6&#215;1,5L'); the match ignores case. Of every count the patterns find, the first one in the
 * name wins. In 'size x count' forms the count is the number without a unit, on either side:
 * '1,5 L x 6' and '6 x 1,5 L' both give 6; 'A x B' with neither a unit nor a decimal gives no count
 * (24 x 33 could be either). A decimal ('1,5 lt') is never a count, nor is a number of more than
 * 3 digits (a year), nor 0.
 *
 * @example packSize('Acqua Minerale Naturale San Benedetto 1,5 lt x 6') // 6
 * @example packSize('Primitivo di Manduria DOC 75 cl') // null
 */
export function packSize(productName: string): number | null {
  if (typeof productName !== 'string') return null
  const name = normalizeName(productName)
  let best: { index: number; count: number } | null = null
  for (const pattern of PATTERNS) {
    for (const match of name.matchAll(pattern)) {
      const digits = match[1] as string
      const count = Number(digits)
      const index = match.index + match[0].lastIndexOf(digits)
      if (count >= 1 && (best === null || index < best.index)) best = { index, count }
    }
  }
  return best?.count ?? null
}
