// A small decoder instead of the `entities` package: its full named-entity table costs about
// 13 KB gzipped, more than this whole package's budget, while WordPress product and category
// names use numeric references (wptexturize writes &#215; &#8211; &#8217;) and a few named ones.

/** Named references other than accented letters, as WordPress and editors write them in names. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  times: '×',
  ndash: '–',
  mdash: '—',
  minus: '−',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  prime: '′',
  Prime: '″',
  middot: '·',
  bull: '•',
  deg: '°',
  ordm: 'º',
  ordf: 'ª',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  szlig: 'ß',
  shy: '\u00ad',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
}

/** Combining marks of the accented-letter references: &egrave; is e + U+0300 → è. */
const MARKS: Readonly<Record<string, string>> = {
  grave: '\u0300',
  acute: '\u0301',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
}

const REFERENCE = /&(?:#(\d+)|#[xX]([\da-fA-F]+)|([A-Za-z][A-Za-z\d]*));?/g
const TAG = /<\/?[A-Za-z!?][^>]*>/g

function fromCodePoint(code: number): string {
  // As HTML does: no NUL, no surrogates, nothing past U+10FFFF (a huge number parses as Infinity).
  return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
    ? '\ufffd'
    : String.fromCodePoint(code)
}

function decodeNamed(name: string): string | undefined {
  const known = NAMED[name]
  if (known !== undefined) return known
  const accent = /^([A-Za-z])(grave|acute|circ|tilde|uml|cedil)$/.exec(name)
  if (!accent) return undefined
  const letter = `${accent[1]}${MARKS[accent[2] as string]}`.normalize('NFC')
  return letter.length === 1 ? letter : undefined
}

/**
 * Decodes HTML character references: every numeric one (&#215; &#x00D7;, the `;` may be left out)
 * and the named ones product names carry (&amp; &nbsp; &times; &ndash; &rsquo; &euro; …, and every
 * accented letter &egrave; &Agrave; &ccedil; …, which need their `;`). An unknown name is left as
 * written. Decodes once: &amp;#215; gives the text &#215;.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10))
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16))
    if (!reference.endsWith(';')) return reference
    return decodeNamed(name as string) ?? reference
  })
}

/**
 * The plain text of a WordPress product or category name: tags removed (each replaced by a space,
 * so that 'Acqua<br>Panna' stays two words), character references decoded, runs of spaces, tabs
 * and line breaks collapsed to one space, ends trimmed; a no-break space stays one. A `<` that
 * does not open a tag stays ('Acqua < 1 L'). Not a sanitiser: render the result as text.
 * Anything that is not a string gives ''.
 */
export function stripHtml(html: string): string {
  if (typeof html !== 'string') return ''
  return decodeHtmlEntities(html.replace(TAG, ' '))
    .replace(/[ \t\n\r\f]+/g, ' ')
    .trim()
}
