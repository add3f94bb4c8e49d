import { stripHtml } from './strip-html'

/** The category colours of SPEC.md section 5, keyed by the word the category name contains. */
export const CATEGORY_COLORS = Object.freeze({
  acqua: '#1B5AAB',
  birra: '#CFA100',
  bevande: '#558E28',
  vino: '#8500AF',
  other: '#E5E7EB',
} as const)

/** The opacity of a category's light background tint (SPEC.md section 5). */
export const CATEGORY_TINT_OPACITY = 0.08

/** Which row of the colour table a category falls in. */
export type CategoryKind = keyof typeof CATEGORY_COLORS

/** A category's colour and its background tint, both CSS colour strings. */
export interface CategoryColor {
  /** '#1B5AAB' */
  readonly color: string
  /** The colour at CATEGORY_TINT_OPACITY: 'rgba(27, 90, 171, 0.08)' */
  readonly tint: string
}

/** Soft-drink stems, matched at the start of a word: aranciata/aranciate, succo/succhi… */
const SOFT_DRINK_STEMS = 'bibit|aranciat|chinott|cedrat|limonat|gass?os|gazzos|tonic|succ[oh]|nettar|estath'
/** Soft-drink names and short words, matched as whole words: 'Cola', but not 'Colazione'. */
const SOFT_DRINK_WORDS =
  'coca|cola|cocacola|pepsi|fanta|sprite|schweppes|ginger|soda|energy|red ?bull|ice tea|iced tea|soft ?drinks?|t[h]?[eèé] freddo'

/**
 * The table in order: the first row whose words the name contains wins. acqua/acque, birra/birre,
 * bevande/bevanda and vino/vini match anywhere in the name (SPEC.md's substring rule, with the
 * plurals of common category names); the soft-drink stems at the start of a word; the soft-drink
 * names as whole words.
 */
const ROWS: readonly (readonly [CategoryKind, RegExp])[] = [
  ['acqua', /acqu[ae]/],
  ['birra', /birr[ae]/],
  [
    'bevande',
    new RegExp(String.raw`bevand|(?<!\p{L})(?:${SOFT_DRINK_STEMS}|(?:${SOFT_DRINK_WORDS})(?!\p{L}))`, 'u'),
  ],
  ['vino', /vin[oi]/],
]

function tintOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgba(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff}, ${CATEGORY_TINT_OPACITY})`
}

const COLORS = Object.fromEntries(
  Object.entries(CATEGORY_COLORS).map(([kind, color]) => [
    kind,
    Object.freeze({ color, tint: tintOf(color) }),
  ]),
) as Readonly<Record<CategoryKind, CategoryColor>>

/**
 * The table row of a category name (SPEC.md section 5), matched ignoring case, HTML and
 * character references: 'acqua' (or acque), then 'birra' (or birre), then 'bevande' (or bevanda)
 * or a soft-drink word, then 'vino' (or vini), else 'other'. The first row that matches wins:
 * 'Birra e bevande' is 'birra', 'Acqua tonica' is 'acqua'.
 */
export function categoryKind(categoryName: string): CategoryKind {
  if (typeof categoryName !== 'string') return 'other'
  const name = stripHtml(categoryName).toLowerCase()
  return ROWS.find(([, words]) => words.test(name))?.[0] ?? 'other'
}

/**
 * A category's colour and background tint (SPEC.md section 5): blue for water, gold for beer,
 * green for soft drinks, purple for wine, grey for anything else (an empty name, or not a string,
 * too). The row is the one categoryKind gives.
 *
 * @example categoryColor('Acqua Minerale') // { color: '#1B5AAB', tint: 'rgba(27, 90, 171, 0.08)' }
 */
export function categoryColor(categoryName: string): CategoryColor {
  return COLORS[categoryKind(categoryName)]
}
