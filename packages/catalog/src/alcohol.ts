import { categoryKind } from './category-color'

/**
 * Whether a category holds alcoholic drinks: beer and wine (the shop's 'Birra' and 'Vino' and their
 * subcategories, 'Birre artigianali', 'Vini rossi'), by the colour table's words (categoryKind
 * 'birra' or 'vino'), and the names of other alcoholic drinks ('Bollicine', 'Liquori'). 'Birra analcolica' is still beer here: the shop asks the
 * declaration for it too (a 0.5 % beer may be sold to a minor, but the category does not say which).
 */
export function isAlcoholCategory(categoryName: string): boolean {
  const kind = categoryKind(categoryName)
  return kind === 'birra' || kind === 'vino' || OTHER_ALCOHOL.test(String(categoryName).toLowerCase())
}

/**
 * Alcoholic categories whose names say neither beer nor wine ('Bollicine', 'Spumanti', 'Liquori'):
 * a subcategory a store files on its own, without its top category, still asks the declaration.
 */
const OTHER_ALCOHOL =
  /bollicin|spumant|prosecc|champagne|franciacorta|liquor|distillat|grapp|amar[oi](?!\p{L})|sidr[oi]|whisk|vodka|(?<!\p{L})(?:gin|rum)(?!\p{L})/u

/** Whether a product is alcoholic: one of its categories (or their top categories) is beer or wine. */
export function isAlcoholic(categoryNames: readonly string[]): boolean {
  return categoryNames.some(isAlcoholCategory)
}

/**
 * The age declaration a checkout with beer or wine asks for (art. 14-ter L. 30 marzo 2001, n. 125,
 * added by D.L. 158/2012: selling alcoholic drinks to under-18s is forbidden, and the seller must
 * ask for an identity document unless the buyer is obviously of age).
 */
export const AGE_DECLARATION = Object.freeze({
  /** The checkbox's words. */
  label: 'Dichiaro di avere almeno 18 anni.',
  /** The law, next to the checkbox. */
  law: 'La vendita di bevande alcoliche ai minori di 18 anni è vietata (art. 14-ter, legge 30 marzo 2001, n. 125): chi vende bevande alcoliche ha l’obbligo di chiedere all’acquirente l’esibizione di un documento di identità, tranne che nei casi in cui la maggiore età sia manifesta. Alla consegna l’autista può chiederti un documento e non lascia birra e vino a chi è minorenne o non lo mostra.',
  /** What the checkout and the API say when it is missing. */
  required:
    'Il carrello contiene birra o vino: per ordinarli devi dichiarare di avere almeno 18 anni (art. 14-ter, legge 125/2001).',
} as const)
