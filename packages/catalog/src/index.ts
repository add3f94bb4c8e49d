export { AGE_DECLARATION, isAlcoholCategory, isAlcoholic } from './alcohol'
export {
  CATEGORY_COLORS,
  CATEGORY_TINT_OPACITY,
  type CategoryColor,
  type CategoryKind,
  categoryColor,
  categoryKind,
} from './category-color'
export { formatCount, formatEuro } from './format-euro'
export { htmlToParagraphs, htmlToText } from './html-to-paragraphs'
export { type OrderableProduct, orderableQuantity } from './orderable-quantity'
export { packSize } from './pack-size'
export { PRODUCT_SORTS, type ProductSort, type SortableProduct, sortProducts } from './sort-products'
export {
  MAX_STOCK_QUANTITY,
  STOCK_QUANTITY_MESSAGES,
  stockQuantityError,
} from './stock-quantity-error'
export { stripHtml } from './strip-html'
