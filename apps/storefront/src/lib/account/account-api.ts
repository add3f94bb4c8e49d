import type { OrderView } from '@shop/api/contract'
import type { AddressValues } from '../address/address-fields'
import { apiGet, apiPost, apiRequest } from '../api'
import type { ProductView } from '../catalog-types'
import type { SessionUser } from './auth-state'

/** The calls of the account screens (apps/api routes/auth.ts and routes/account.ts). */

interface UserAnswer {
  user: SessionUser
}
interface MessageAnswer {
  message: string
}

export const login = (body: { login: string; password: string; remember: boolean }) =>
  apiPost<UserAnswer>('/auth/login', body)

export const requestPhoneCode = (phone: string) => apiPost<MessageAnswer>('/auth/phone/request', { phone })

export const verifyPhoneCode = (body: { phone: string; code: string; remember: boolean }) =>
  apiPost<UserAnswer>('/auth/phone/verify', body)

export interface Registration {
  firstName: string
  lastName: string
  email: string
  username?: string
  phone?: string
  password: string
  privacy: true
  remember: boolean
}

export const register = (body: Registration) => apiPost<UserAnswer>('/auth/register', body)

export const checkAutoLogin = (userId: string, token: string) =>
  apiGet<{ user: { id: number; firstName: string; lastName: string } }>(`/auth/auto-login/${userId}`, {
    token,
  })

export const autoLogin = (userId: string, body: { token: string; remember: boolean }) =>
  apiPost<UserAnswer>(`/auth/auto-login/${userId}`, body)

export const requestPasswordReset = (emailOrUsername: string) =>
  apiPost<MessageAnswer>('/auth/password-reset', { emailOrUsername })

export const completePasswordReset = (body: { token: string; password: string }) =>
  apiPost<MessageAnswer>('/auth/password-reset/complete', body)

/** An address as PUT /api/account takes it. */
export type AddressInput = AddressValues

export const updateAccount = (
  body: Partial<{
    firstName: string
    lastName: string
    email: string
    currentPassword: string
    billing: AddressInput
    shipping: AddressInput
  }>,
) => apiRequest<UserAnswer>('PUT', '/account', { body })

export const changePassword = (body: { currentPassword?: string; newPassword: string }) =>
  apiPost<MessageAnswer>('/account/password', body)

/** An order as GET /api/orders answers it (the API's own type). */
export type { OrderItemView, OrderView } from '@shop/api/contract'

export interface OrderPage {
  orders: OrderView[]
  total: number
  totalPages: number
  page: number
}

export const listOrders = (page: number, signal?: AbortSignal) =>
  apiGet<OrderPage>('/orders', { page, perPage: 10 }, signal)

/** The products still published among `ids` (an earlier order's), at today's prices. */
export const productsByIds = (ids: number[], signal?: AbortSignal) =>
  apiGet<{ products: ProductView[] }>('/products', { ids: ids.join(','), perPage: 48 }, signal)
