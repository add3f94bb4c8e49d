/**
 * The words a customer may use for what the catalogue calls otherwise: data, read by
 * search-terms.ts. Written in plain lower case, accents allowed (they are ignored like everywhere
 * in the search); a phrase is several words that must all be found.
 *
 * Add a line here, not code, when a search log shows a word people use that finds nothing.
 */

/** Phrases that mean the same thing: a query with any of them also finds the others. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['coca cola', 'cocacola', 'coke'],
  ['tè', 'the', 'tea', 'thè'],
  ['analcolica', 'senza alcol', 'senza alcool', 'zero alcol', 'alcol free', 'non alcolica'],
  ['energy', 'energetica', 'energy drink', 'bevanda energetica'],
  ['bibita', 'soft drink', 'bevanda gassata'],
  ['lattina', 'latta'],
  ['bottiglia', 'bottiglie', 'bott'],
  ['vetro', 'bottiglia di vetro'],
  ['plastica', 'pet'],
  ['vuoto a rendere', 'vuoti a rendere', 'a rendere', 'cauzione'],
  ['rosato', 'rosé'],
  ['birra chiara', 'bionda', 'lager'],
  ['birra scura', 'stout'],
  ['succo', 'succo di frutta', 'nettare'],
  ['aranciata', 'arancia', 'oransoda'],
  ['limonata', 'lemonsoda'],
]

/**
 * A word of the query that also finds the words listed (not the other way round): 'bollicine'
 * finds the prosecco, 'prosecco' does not find every sparkling wine.
 */
export const QUERY_EXPANSIONS: Readonly<Record<string, readonly string[]>> = {
  bollicine: ['spumante', 'prosecco', 'franciacorta', 'champagne', 'brut'],
  spumante: ['bollicine', 'prosecco', 'franciacorta', 'champagne'],
  champagne: ['bollicine', 'spumante'],
  frizzante: ['effervescente'],
  effervescente: ['frizzante'],
  gassata: ['frizzante', 'effervescente'],
  gasata: ['frizzante', 'effervescente', 'gassata'],
  'con gas': ['frizzante', 'effervescente', 'gassata'],
  liscia: ['naturale'],
  'senza gas': ['naturale'],
  minerale: ['acqua'],
  birretta: ['birra'],
  artigianale: ['birrificio'],
  'birra artigianale': ['birrificio'],
  'vino frizzante': ['bollicine', 'spumante', 'prosecco'],
  'vino spumante': ['bollicine', 'spumante', 'prosecco'],
}
