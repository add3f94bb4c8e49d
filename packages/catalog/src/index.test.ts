import { describe, expect, it } from 'vitest'
import * as catalog from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(catalog).sort()).toEqual(
      [
        'AGE_DECLARATION',
        'CATEGORY_COLORS',
        'CATEGORY_TINT_OPACITY',
        'MAX_STOCK_QUANTITY',
        'PRODUCT_SORTS',
        'STOCK_QUANTITY_MESSAGES',
        'categoryColor',
        'categoryKind',
        'formatCount',
        'formatEuro',
        'htmlToParagraphs',
        'htmlToText',
        'isAlcoholCategory',
        'isAlcoholic',
        'orderableQuantity',
        'packSize',
        'sortProducts',
        'stockQuantityError',
        'stripHtml',
      ].sort(),
    )
  })

  it('has no default export', () => {
    expect('default' in catalog).toBe(false)
  })
})
