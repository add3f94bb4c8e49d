/** The catalogue as GET /api/products and /api/categories give it (the API's own types). */
import type {
  CartAvailabilityAnswer,
  CategoryView,
  ProductListSort,
  ProductPage,
  ProductView,
  SearchSuggestionsAnswer,
} from '@shop/api/contract'

export type { CartAvailabilityAnswer, ProductPage, ProductView, SearchSuggestionsAnswer }
export type Category = CategoryView

/** The sort orders of GET /api/products. */
export type ProductSort = ProductListSort
