import { expectTypeOf, test } from 'vitest'
import {
  type ApiClient,
  type ApiError,
  type ApiErrorBody,
  type ApiTarget,
  type AppConfig,
  apiTargetOf,
  createApiClient,
  type FieldIssue,
  readAppConfig,
  toApiError,
} from './index'

interface OrdersPage {
  orders: { id: number }[]
  total: number
}

test('the public types', () => {
  const api = createApiClient({ baseURL: '/api' })
  expectTypeOf(api).toEqualTypeOf<ApiClient>()
  // The answer's type is the caller's (a type of @shop/api/contract); nothing is checked at run time.
  expectTypeOf(api.get<OrdersPage>('/admin/orders', { page: 2 })).toEqualTypeOf<Promise<OrdersPage>>()
  expectTypeOf(api.post<OrdersPage>('/orders', {}, { headers: { 'idempotency-key': 'k' } })).toEqualTypeOf<
    Promise<OrdersPage>
  >()
  // @ts-expect-error: a query's values are text, numbers or booleans
  void api.get('/products', { ids: [1, 2] })
  // @ts-expect-error: HEAD and OPTIONS are not calls of the shop's API
  void api.request('HEAD', '/products')

  createApiClient({ baseURL: 'https://api.example.it/api', credentials: 'include' })
  // @ts-expect-error: credentials are fetch's three values
  createApiClient({ baseURL: '/api', credentials: 'always' })
  expectTypeOf(apiTargetOf({ apiUrl: 'https://api.example.it' })).toEqualTypeOf<ApiTarget>()
  expectTypeOf(readAppConfig({ url: '/admin/config.json' })).toEqualTypeOf<Promise<AppConfig>>()
  expectTypeOf<AppConfig>().toEqualTypeOf<{ apiUrl?: string | undefined }>()

  expectTypeOf(toApiError(new Error('x'))).toEqualTypeOf<ApiError>()
  expectTypeOf<ApiError['issues']>().toEqualTypeOf<readonly FieldIssue[] | undefined>()
  expectTypeOf<ApiError['fields']>().toEqualTypeOf<Record<string, string> | undefined>()
  expectTypeOf<ApiErrorBody['error']['code']>().toEqualTypeOf<string>()
})
