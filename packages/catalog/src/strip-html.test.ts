import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeHtmlEntities, stripHtml } from './strip-html'

describe('stripHtml', () => {
  it.each([
    ['<strong>Acqua</strong> Panna&nbsp;75cl&nbsp;&#215;&nbsp;12', 'Acqua Panna\u00a075cl\u00a0×\u00a012'],
    ['Acqua Sant&#8217;Anna 6&#215;1,5L', 'Acqua Sant’Anna 6×1,5L'],
    ['Birra &amp; Sidro', 'Birra & Sidro'],
    ['Acqua<br>Panna', 'Acqua Panna'],
    ['Acqua<br/>Panna', 'Acqua Panna'],
    ['<p class="name">Tè freddo</p>\n', 'Tè freddo'],
    ['  Vino   rosso \t DOC ', 'Vino rosso DOC'],
    ['Acqua < 1 L', 'Acqua < 1 L'],
    ['&lt;b&gt;Acqua&lt;/b&gt;', '<b>Acqua</b>'],
    ['<!-- nota -->Acqua', 'Acqua'],
    ['', ''],
  ])('%s → %s', (html, text) => {
    expect(stripHtml(html)).toBe(text)
  })

  it('gives an empty string for something that is not a string', () => {
    expect(stripHtml(null as never)).toBe('')
    expect(stripHtml(3 as never)).toBe('')
  })

  it('never throws and never leaves a tag', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        expect(stripHtml(html)).not.toMatch(/<\/?[A-Za-z][^>]*>/)
      }),
    )
  })
})

describe('decodeHtmlEntities', () => {
  it.each([
    ['&#215;', '×'],
    ['&#x00D7;', '×'],
    ['&#X00d7;', '×'],
    ['&#215', '×'],
    ['&times;', '×'],
    ['&amp;', '&'],
    ['&nbsp;', '\u00a0'],
    ['&ndash;', '–'],
    ['&mdash;', '—'],
    ['&#8211;', '–'],
    ['&rsquo;', '’'],
    ['&#8217;', '’'],
    ['&quot;&#039;&apos;', `"''`],
    ['&lt;&gt;', '<>'],
    ['&euro;', '€'],
    ['&deg;', '°'],
    ['&egrave;', 'è'],
    ['&eacute;', 'é'],
    ['&agrave;', 'à'],
    ['&ograve;', 'ò'],
    ['&ugrave;', 'ù'],
    ['&igrave;', 'ì'],
    ['&Egrave;', 'È'],
    ['&Agrave;', 'À'],
    ['&ccedil;', 'ç'],
    ['&uuml;', 'ü'],
    ['&ntilde;', 'ñ'],
    ['Caff&egrave; Perugina', 'Caffè Perugina'],
    ['&#128512;', '😀'],
  ])('decodes %s as %s', (encoded, decoded) => {
    expect(decodeHtmlEntities(encoded)).toBe(decoded)
  })

  it.each([
    ['an unknown name', '&foo;'],
    ['a name without ;', '&amp'],
    ['a letter that takes no such accent', '&bgrave;'],
    ['a lone ampersand', 'Birra & Sidro'],
    ['an empty reference', '&;'],
  ])('leaves %s as written', (_, text) => {
    expect(decodeHtmlEntities(text)).toBe(text)
  })

  it('decodes once', () => {
    expect(decodeHtmlEntities('&amp;#215;')).toBe('&#215;')
  })

  it('gives U+FFFD for code points HTML refuses', () => {
    expect(decodeHtmlEntities('&#0;')).toBe('\ufffd')
    expect(decodeHtmlEntities('&#xD800;')).toBe('\ufffd')
    expect(decodeHtmlEntities('&#x110000;')).toBe('\ufffd')
    expect(decodeHtmlEntities('&#99999999999999999999999;')).toBe('\ufffd')
    expect(decodeHtmlEntities('&#000000000215;')).toBe('×')
  })
})
