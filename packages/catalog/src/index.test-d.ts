import { expectTypeOf, test } from 'vitest'
import {
  CATEGORY_COLORS,
  type CategoryColor,
  type CategoryKind,
  categoryColor,
  categoryKind,
  formatEuro,
  type ProductSort,
  packSize,
  sortProducts,
  stripHtml,
} from './index'

test('the public types', () => {
  expectTypeOf(packSize('Acqua 1,5 lt x 6')).toEqualTypeOf<number | null>()
  expectTypeOf(categoryColor('Acqua')).toEqualTypeOf<CategoryColor>()
  expectTypeOf<CategoryColor>().toEqualTypeOf<{ readonly color: string; readonly tint: string }>()
  expectTypeOf(categoryKind('Acqua')).toEqualTypeOf<CategoryKind>()
  expectTypeOf<CategoryKind>().toEqualTypeOf<'acqua' | 'birra' | 'bevande' | 'vino' | 'other'>()
  expectTypeOf(CATEGORY_COLORS.acqua).toEqualTypeOf<'#1B5AAB'>()
  expectTypeOf(formatEuro(1.5)).toEqualTypeOf<string>()
  expectTypeOf(formatEuro('1.50')).toEqualTypeOf<string>()
  expectTypeOf(stripHtml('<b>Acqua</b>')).toEqualTypeOf<string>()
  expectTypeOf<ProductSort>().toEqualTypeOf<'newest' | 'price-asc' | 'price-desc' | 'name' | 'popularity'>()
  const products = [{ id: 1, name: 'Acqua', slug: 'acqua' }]
  expectTypeOf(sortProducts(products, 'name')).toEqualTypeOf<{ id: number; name: string; slug: string }[]>()
  // @ts-expect-error a sort the shop does not offer
  sortProducts(products, 'rating')
  // @ts-expect-error formatEuro takes a number or a price string
  formatEuro(null)
  // @ts-expect-error the colour table is read-only
  CATEGORY_COLORS.acqua = '#000000'
})
