/**
 * The catalogue search's relevance set: what a customer types, and what the shop must show first
 * on the seeded catalogue (tooling/woo-emulator's product-catalog.ts). Queries come from what
 * people type in a drinks shop: brands, kinds, sizes, typos, words run together or split, Italian
 * plurals and accents, and the words the catalogue does not use ('bollicine', 'analcolica').
 *
 * `first` is the name of the first product; `firstIn` the subcategory of the first product when
 * several are equally right (then `allIn` says that every product found is in it, or in its
 * subcategory, `allNamed` that
 * every one has that in its name); `total` how
 * many products are found, when that is the point; `didYouMean` the correction offered. The
 * hardest queries (`hard`) are the ones the storefront's search journey types too.
 */
export interface RelevanceCase {
  query: string
  first?: string
  firstIn?: string
  allIn?: string
  /** Every product found has this in its name. */
  allNamed?: string
  total?: number
  minTotal?: number
  didYouMean?: string | null
  hard?: boolean
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // The words of issue 24's walk.
  { query: 'vino', allIn: 'vino', total: 39, hard: true },
  { query: 'vino primitivo', first: 'Primitivo Salento IGP 75 cl', total: 6, hard: true },
  { query: 'vino rosso', allIn: 'vini-rossi', minTotal: 12, hard: true },
  { query: 'birra peroni', allNamed: 'Peroni', total: 4, hard: true },
  { query: 'peroini', allNamed: 'Peroni', total: 4, didYouMean: 'peroni', hard: true },
  { query: 'cocacola', allNamed: 'Coca-Cola', total: 5, didYouMean: null, hard: true },
  // Categories and kinds.
  { query: 'frizzante', firstIn: 'acqua-frizzante', allIn: 'acqua', minTotal: 12 },
  { query: 'acqua gassata', firstIn: 'acqua-frizzante', allIn: 'acqua', minTotal: 12 },
  { query: 'acqua liscia', firstIn: 'acqua-naturale' },
  { query: 'bollicine', allIn: 'bollicine', total: 8, hard: true },
  { query: 'vino frizzante', allIn: 'bollicine', total: 8 },
  { query: 'analcolica', first: 'Heineken Analcolica 33 cl pack da 6' },
  { query: 'birra senza alcol', first: 'Heineken Analcolica 33 cl pack da 6' },
  { query: 'birra artigianale', allIn: 'birre-artigianali', minTotal: 10 },
  { query: 'birra scura', first: 'Birrificio del Levante Stout 50 cl x 6' },
  { query: 'energy drink', firstIn: 'energy-drink', minTotal: 6 },
  { query: 'bevanda energetica', firstIn: 'energy-drink', minTotal: 6 },
  { query: 'succo di frutta', allIn: 'succhi-di-frutta', total: 8 },
  { query: 'tè freddo', allIn: 'te-freddi', total: 7 },
  { query: 'rosé', firstIn: 'vini-rosati', minTotal: 7 },
  { query: 'vino bianco', allIn: 'vini-bianchi', minTotal: 8 },
  { query: 'vuoto a rendere', allIn: 'acqua-in-vetro', total: 3 },
  { query: 'acqua in vetro', allIn: 'acqua-in-vetro', minTotal: 10 },
  // Pack sizes, whatever the unit.
  { query: '1,5 l', firstIn: 'bibite-gassate', minTotal: 20, hard: true },
  { query: 'acqua 50 cl', firstIn: 'acqua-frizzante', total: 7 },
  { query: 'acqua 0,5 l', firstIn: 'acqua-frizzante', total: 7 },
  { query: 'acqua naturale 2 litri', first: "Acqua Sant'Anna Naturale 2 lt x 6", total: 2 },
  { query: 'birra 66 cl', allIn: 'birre-italiane', total: 4 },
  { query: 'panna 75 cl', allIn: 'acqua-in-vetro', total: 2 },
  // Brands and names.
  { query: 'primitivo di manduria', first: 'Primitivo di Manduria DOP 75 cl', total: 3 },
  { query: 'negroamaro rosato', first: 'Negroamaro Rosato Salento IGP 75 cl' },
  { query: 'prosecco', allNamed: 'Prosecco', total: 3 },
  { query: 'levissima frizzante', first: 'Acqua Levissima Frizzante 1,5 lt x 6', total: 1 },
  { query: 'ichnusa non filtrata', first: 'Ichnusa Non Filtrata 33 cl x 24 bottiglie', total: 1 },
  { query: 'aranciata', first: 'Fanta Aranciata 1,5 lt x 6' },
  { query: 'chinotto', first: 'Chinotto San Pellegrino 33cl x 24 lattine', total: 1 },
  { query: 'tonica', first: 'Schweppes Tonica confezione da 6 bottiglie da 1 lt', total: 1 },
  { query: 'coca cola zero', allNamed: 'Coca-Cola Zero', total: 2 },
  { query: 'nero di troia', first: 'Nero di Troia Puglia IGP 75 cl', total: 2 },
  { query: 'estathè pesca', first: 'Estathé Pesca 1,5 lt x 6', total: 1 },
  // Words run together or split, apostrophes.
  { query: 'redbull', allNamed: 'Red Bull', total: 3, didYouMean: null, hard: true },
  { query: 'red bull', allNamed: 'Red Bull', total: 3 },
  { query: 'santanna', allNamed: "Sant'Anna", total: 4, didYouMean: null },
  { query: "sant'anna", allNamed: "Sant'Anna", total: 4 },
  { query: 'lemon soda', first: 'Lemonsoda 33cl x 24 lattine', total: 1 },
  { query: 'becks', first: "Beck's 33 cl x 24 bottiglie", total: 1 },
  // Typos.
  { query: 'heiniken', allNamed: 'Heineken', total: 3, didYouMean: 'heineken', hard: true },
  { query: 'morretti', allNamed: 'Moretti', minTotal: 3, didYouMean: 'moretti' },
  { query: 'primitvo', allNamed: 'Primitivo', total: 6, didYouMean: 'primitivo' },
  { query: 'chardonay', first: 'Chardonnay Salento IGP 75 cl', total: 1, didYouMean: 'chardonnay' },
  // Nothing found: a correction when there is one, none when there is not.
  { query: 'bira', total: 0, didYouMean: 'birra', hard: true },
  { query: 'xyzzy', total: 0, didYouMean: null },
]
