export {
  CATEGORY_COLORS,
  CATEGORY_TINT_OPACITY,
  type CategoryColor,
  type CategoryKind,
  categoryColor,
  categoryKind,
} from './category-color'
export { formatEuro } from './format-euro'
export { htmlToParagraphs, htmlToText } from './html-to-paragraphs'
export { type OrderableProduct, orderableQuantity } from './orderable-quantity'
export { packSize } from './pack-size'
export { stripHtml } from './strip-html'
