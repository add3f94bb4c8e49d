/**
 * The one normal form street names and queries are compared in: lower case, no accents, street
 * type abbreviations written out ('c.so' -> 'corso'), ordinals and Roman numerals as digits
 * ('1°', '1^', 'prima', 'I' -> '1'), punctuation gone. Names and queries go through the same
 * function, so whatever it does to one it does to the other.
 */

const MARKS = /\p{M}/gu
const QUOTES = /[’‘'`´ʼ"“”«»]/g
/** A digit followed by an ordinal sign: '1°', '2^', '3ª', '4 º'. */
const DIGIT_ORDINAL = /(\d)\s*[°º˚ª^]/g
/** 'n°' and 'n.' before a number: the number sign. */
const NUMBER_SIGN = /\bn\s*[°º]\s*/g
const OTHER_SIGNS = /[°º˚ª^]/g
const SEPARATORS = /[;|]/g
/** Everything but letters, digits, spaces and the three marks abbreviations and house numbers use. */
const NOT_KEPT = /[^a-z0-9\s.,/]/g
const ROMAN = /^(?=[ivx]+$)x{0,3}(ix|iv|v?i{0,3})$/

/** Abbreviations written out wherever they appear. */
const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  'v.': ['via'],
  'v.le': ['viale'],
  vle: ['viale'],
  'v.co': ['vico'],
  'v.lo': ['vicolo'],
  'c.so': ['corso'],
  cso: ['corso'],
  'c/so': ['corso'],
  'p.zza': ['piazza'],
  'p.za': ['piazza'],
  'p.zz': ['piazza'],
  pzza: ['piazza'],
  pza: ['piazza'],
  'p.le': ['piazzale'],
  'p.tta': ['piazzetta'],
  'l.go': ['largo'],
  lgo: ['largo'],
  'str.': ['strada'],
  str: ['strada'],
  'trav.': ['traversa'],
  trav: ['traversa'],
  'tr.': ['traversa'],
  'l.mare': ['lungomare'],
  lmare: ['lungomare'],
  'lungom.': ['lungomare'],
  'c.da': ['contrada'],
  'c/da': ['contrada'],
  cda: ['contrada'],
  'contr.': ['contrada'],
  'sal.': ['salita'],
  's.s.': ['strada', 'statale'],
  's.p.': ['strada', 'provinciale'],
  'prov.': ['provinciale'],
  'n.': ['n'],
  'nr.': ['n'],
  nr: ['n'],
  'num.': ['n'],
  'civ.': ['n'],
  civico: ['n'],
  's.': ['s'],
}

/** Short forms that are street types only at the start of an address ('v sparano', not 'vico v'). */
const LEADING_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  v: ['via'],
  vl: ['viale'],
  tr: ['traversa'],
  ss: ['strada', 'statale'],
  sp: ['strada', 'provinciale'],
}

const ORDINAL_WORDS: Readonly<Record<string, string>> = {
  primo: '1',
  prima: '1',
  secondo: '2',
  seconda: '2',
  terzo: '3',
  terza: '3',
  quarto: '4',
  quarta: '4',
  quinto: '5',
  quinta: '5',
  sesto: '6',
  sesta: '6',
  settimo: '7',
  settima: '7',
  ottavo: '8',
  ottava: '8',
  nono: '9',
  nona: '9',
  decimo: '10',
  decima: '10',
}

/** The first word of a street name that says what kind of street it is. */
export const STREET_TYPES: ReadonlySet<string> = new Set([
  'via',
  'viale',
  'corso',
  'piazza',
  'piazzale',
  'piazzetta',
  'largo',
  'strada',
  'stradella',
  'traversa',
  'vico',
  'vicolo',
  'lungomare',
  'contrada',
  'corte',
  'arco',
  'salita',
  'complanare',
  'sottovia',
  'molo',
  'parco',
  'prolungamento',
])

/** Words a query may leave out or get wrong without missing the street (articles, prepositions, marks). */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'ad',
  'agli',
  'ai',
  'al',
  'alla',
  'alle',
  'allo',
  'd',
  'da',
  'dal',
  'dalla',
  'de',
  'degli',
  'dei',
  'del',
  'dell',
  'della',
  'delle',
  'dello',
  'di',
  'e',
  'ed',
  'gli',
  'il',
  'in',
  'l',
  'la',
  'le',
  'lo',
  'n',
  's',
])

/**
 * Whether the word at `index` of a query must be found in a name for it to match: every word but
 * stopwords and a street type that opens the query ('via' in 'via sparano', not 'complanare' in
 * 'strada complanare' nor 'via' in 'sparano via').
 */
export function isSignificant(word: string, index: number): boolean {
  return !STOPWORDS.has(word) && !(index === 0 && STREET_TYPES.has(word))
}

/** The words of a query that must be found in a name (see isSignificant). */
export function significantWords(words: readonly string[]): string[] {
  return words.filter(isSignificant)
}

const romanValue = (word: string): string | null => {
  if (!ROMAN.test(word)) return null
  const values: Record<string, number> = { i: 1, v: 5, x: 10 }
  let total = 0
  for (let i = 0; i < word.length; i++) {
    const value = values[word[i] as string] ?? 0
    const next = values[word[i + 1] as string] ?? 0
    total += value < next ? -value : value
  }
  return total > 0 ? String(total) : null
}

/** One word as it is compared: an ordinal word or a Roman numeral becomes digits. */
function normalWord(word: string): string {
  return ORDINAL_WORDS[word] ?? romanValue(word) ?? word
}

function expand(raw: string, first: boolean): readonly string[] {
  const written = ABBREVIATIONS[raw] ?? (first ? LEADING_ABBREVIATIONS[raw] : undefined)
  if (written) return written
  if (/^\d{1,4}\/[a-z0-9]{1,3}$/.test(raw)) return [raw]
  if (raw.includes('.') || raw.includes('/')) {
    // 'v.sparano' -> 'v.' 'sparano'; 'a/b' -> 'a' 'b'
    const words: string[] = []
    const pieces = raw.split(/(?<=[./])/)
    pieces.forEach((piece, index) => {
      const known = ABBREVIATIONS[piece] ?? (first && index === 0 ? LEADING_ABBREVIATIONS[piece] : undefined)
      if (known) words.push(...known)
      else {
        const bare = piece.replace(/[./]/g, '')
        if (bare !== '') words.push(bare)
      }
    })
    return words
  }
  return [raw]
}

/**
 * A text as comma-separated parts of normal words:
 * 'V.le Japigia, 12/a' -> [['viale', 'japigia'], ['12/a']]; 'Vico 1° Fiume' -> [['vico', '1', 'fiume']].
 * Anything but a string gives [].
 */
export function addressParts(text: unknown): string[][] {
  if (typeof text !== 'string') return []
  const cleaned = text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(QUOTES, ' ')
    .replace(NUMBER_SIGN, 'n ')
    .replace(DIGIT_ORDINAL, '$1 ')
    .replace(OTHER_SIGNS, ' ')
    .replace(SEPARATORS, ',')
    .replace(NOT_KEPT, ' ')
  const parts: string[][] = []
  for (const part of cleaned.split(',')) {
    const words: string[] = []
    for (const raw of part.split(/\s+/)) {
      if (raw === '' || /^[./]+$/.test(raw)) continue
      for (const word of expand(raw, words.length === 0)) words.push(normalWord(word))
    }
    if (words.length > 0) parts.push(words)
  }
  return parts
}

/** A text's normal words, parts joined: 'Via Sparano da Bari' -> ['via', 'sparano', 'da', 'bari']. */
export function addressWords(text: unknown): string[] {
  return addressParts(text).flat()
}

/** A text's normal form as one string: 'C.so Vittorio Emanuele II' -> 'corso vittorio emanuele 2'. */
export function normalizeAddress(text: unknown): string {
  return addressWords(text).join(' ')
}
