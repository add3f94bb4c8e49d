import { expectTypeOf, test } from 'vitest'
import {
  CATEGORY_COLORS,
  type CategoryColor,
  type CategoryKind,
  categoryColor,
  categoryKind,
  formatEuro,
  packSize,
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
  // @ts-expect-error formatEuro takes a number or a price string
  formatEuro(null)
  // @ts-expect-error the colour table is read-only
  CATEGORY_COLORS.acqua = '#000000'
})
