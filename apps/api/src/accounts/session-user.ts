import type { Customer } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import type { Session } from '../store/session-store'

export interface AddressView {
  firstName: string
  lastName: string
  company: string
  address1: string
  address2: string
  city: string
  postcode: string
  province: string
  country: string
  phone: string
  email?: string
}

/**
 * The session user (SPEC.md section 3): what the browser may keep for display. No token, no
 * secret: the session itself lives in the HttpOnly cookie.
 */
export interface SessionUser {
  id: number
  email: string
  username: string
  firstName: string
  lastName: string
  role: Session['role']
  billing: AddressView
  shipping: AddressView
}

export function addressView(address: Customer['billing'] | undefined, withEmail: boolean): AddressView {
  const a = address ?? {}
  return {
    firstName: a.first_name ?? '',
    lastName: a.last_name ?? '',
    company: a.company ?? '',
    address1: a.address_1 ?? '',
    address2: a.address_2 ?? '',
    city: a.city ?? '',
    postcode: a.postcode ?? '',
    province: a.state ?? '',
    country: a.country ?? '',
    phone: a.phone ?? '',
    ...(withEmail ? { email: a.email ?? '' } : {}),
  }
}

/** The WordPress role the shop cares about, from a WooCommerce customer or a users/me answer. */
export function shopRole(roles: readonly string[] | string | undefined): Session['role'] {
  const list = Array.isArray(roles) ? roles : [roles ?? '']
  if (list.includes('administrator')) return 'administrator'
  if (list.includes('shop_manager')) return 'shop_manager'
  return 'customer'
}

export function sessionUser(customer: Customer): SessionUser {
  return {
    id: customer.id,
    email: customer.email,
    username: customer.username ?? customer.email,
    firstName: customer.first_name ?? '',
    lastName: customer.last_name ?? '',
    role: shopRole(customer.role),
    billing: addressView(customer.billing, true),
    shipping: addressView(customer.shipping, false),
  }
}

/** The session user of a user id, read from WooCommerce (null when the store has no such user). */
export async function loadSessionUser(deps: ServerDeps, userId: number): Promise<SessionUser | null> {
  const customer = await deps.woo.getCustomer(userId)
  return customer ? sessionUser(customer) : null
}
