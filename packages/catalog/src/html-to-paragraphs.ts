import { stripHtml } from './strip-html'

// WooCommerce sends descriptions as HTML (wpautop'd post content). A shop page should not render
// that HTML: these turn it into plain-text paragraphs to render as text.

/** Elements whose content is never text for a reader. */
const HIDDEN = /<(script|style|template|noscript|iframe|object|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
/** A list item starts a paragraph of its own, shown with a bullet. */
const LIST_ITEM = /<li\b[^>]*>/gi
/** Tags that end (or start) a block of text: a paragraph break wherever they are. */
const BLOCK =
  /<\/?(?:p|div|br|hr|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|thead|tbody|tfoot|tr|td|th|section|article|header|footer|figure|figcaption|address)\b[^>]*>/gi
/** Private-use characters as markers: no description carries them (they are removed first). */
const BREAK = '\ue000'
const BULLET = '\ue001'
/** A tag cut off at the end of the text. */
const OPEN_TAG_AT_END = /<\/?[A-Za-z!?][^>]*$/

/**
 * The plain-text paragraphs of a WooCommerce HTML description: split at paragraph and block
 * boundaries (</p>, <br>, headings, list items, table cells, ...) and at blank lines; each piece
 * loses its tags, gets its character references decoded and its spaces collapsed (stripHtml);
 * empty pieces are dropped; a list item is prefixed with '• '. Scripts, styles and comments are
 * dropped with their content. Anything that is not a string gives [].
 *
 * @example htmlToParagraphs('<p>Uno &amp; due</p><p>Tre<br>quattro</p>') // ['Uno & due', 'Tre', 'quattro']
 */
export function htmlToParagraphs(html: string): string[] {
  if (typeof html !== 'string' || html.trim() === '') return []
  const marked = html
    .replace(/[\ue000\ue001]/g, '')
    .replace(COMMENT, '')
    .replace(OPEN_TAG_AT_END, '')
    .replace(HIDDEN, ' ')
    .replace(LIST_ITEM, `${BREAK}${BULLET}`)
    .replace(BLOCK, BREAK)
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]*\n/g, BREAK)
  const paragraphs: string[] = []
  for (const piece of marked.split(BREAK)) {
    const bulleted = piece.includes(BULLET)
    const text = stripHtml(piece.replaceAll(BULLET, ''))
    if (text !== '') paragraphs.push(bulleted ? `• ${text}` : text)
  }
  return paragraphs
}

/** The plain text of a short HTML fragment (a short description): its paragraphs joined by a space. */
export function htmlToText(html: string): string {
  return htmlToParagraphs(html).join(' ')
}
