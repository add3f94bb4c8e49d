import { describe, expect, it } from 'vitest'
import { htmlToParagraphs, htmlToText } from './html-to-paragraphs'

describe('htmlToParagraphs', () => {
  it('splits wpautop paragraphs and decodes character references', () => {
    const html =
      '<p>Il t&egrave; freddo alla pesca &amp; limone.</p>\n<p>Confezione da 6&#215;1,5 L, servire a 6-8&nbsp;&deg;C.</p>'
    expect(htmlToParagraphs(html)).toEqual([
      'Il tè freddo alla pesca & limone.',
      'Confezione da 6×1,5 L, servire a 6-8\u00a0°C.',
    ])
  })

  it('makes a paragraph of every <br> line and drops inline tags', () => {
    expect(htmlToParagraphs('<p>Prima riga<br />seconda <strong>riga</strong><br>terza</p>')).toEqual([
      'Prima riga',
      'seconda riga',
      'terza',
    ])
  })

  it('splits plain text at blank lines, and keeps single line breaks inside a paragraph', () => {
    expect(htmlToParagraphs('Uno\ncontinua\n\nDue\r\n\r\nTre')).toEqual(['Uno continua', 'Due', 'Tre'])
  })

  it('gives headings and list items paragraphs of their own, list items with a bullet', () => {
    const html = '<h3>Abbinamenti</h3><ul><li>Pesce</li><li>Formaggi <em>freschi</em></li></ul><p>Fine</p>'
    expect(htmlToParagraphs(html)).toEqual(['Abbinamenti', '• Pesce', '• Formaggi freschi', 'Fine'])
  })

  it('drops scripts, styles and comments with their content', () => {
    const html =
      '<p>Visibile</p><script>alert("<p>x</p>")</script><style>p{color:red}</style><!-- <p>nascosto</p> --><p>Anche</p>'
    expect(htmlToParagraphs(html)).toEqual(['Visibile', 'Anche'])
  })

  it('leaves no tag behind, even a cut-off one', () => {
    const paragraphs = htmlToParagraphs('<div class="x"><p>Testo</p></div><p>Fine <a href="https://e.it"')
    expect(paragraphs).toEqual(['Testo', 'Fine'])
    expect(paragraphs.join('')).not.toContain('<')
  })

  it('drops empty paragraphs and answers [] for nothing or a non-string', () => {
    expect(htmlToParagraphs('<p>&nbsp;</p><p> </p><p>Uno</p><p></p>')).toEqual(['Uno'])
    expect(htmlToParagraphs('')).toEqual([])
    expect(htmlToParagraphs(undefined as unknown as string)).toEqual([])
  })
})

describe('htmlToText', () => {
  it('joins the paragraphs of a short description with a space', () => {
    expect(htmlToText('<p>Confezione da 6 bottiglie.</p>\n<p>Vuoto a rendere.</p>')).toBe(
      'Confezione da 6 bottiglie. Vuoto a rendere.',
    )
  })
})
