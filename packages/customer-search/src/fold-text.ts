const MARKS = /\p{M}/gu
const SPACES = /\s+/g

/**
 * A string for comparison: trimmed, inner whitespace collapsed to one space, lower case, accents
 * removed ('  Nicolò  D’Amico ' -> 'nicolo d’amico'), like MySQL's default collation that
 * WooCommerce's own searches use. Anything but a string or a finite number gives ''.
 */
export function foldText(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string') return ''
  return text.normalize('NFD').replace(MARKS, '').replace(SPACES, ' ').trim().toLowerCase()
}
