export {
  CATEGORY_COLORS,
  CATEGORY_TINT_OPACITY,
  type CategoryColor,
  type CategoryKind,
  categoryColor,
  categoryKind,
} from './category-color'
export { formatEuro } from './format-euro'
export { packSize } from './pack-size'
export { stripHtml } from './strip-html'
