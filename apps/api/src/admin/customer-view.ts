import type { Customer } from '@shop/woo-client'
import { type AddressView, addressView } from '../orders/order-view'

/** A customer in the operators' search results. */
export interface CustomerSummary {
  id: number
  name: string
  email: string
  phone: string
  username: string
  address: string
  city: string
  postcode: string
  /** WooCommerce's date_created (the store's local time). */
  registeredAt: string | null
}

/** A customer with both addresses, for the operators' customer page. */
export interface CustomerDetail extends CustomerSummary {
  firstName: string
  lastName: string
  role: string
  billing: AddressView & { email: string }
  shipping: AddressView
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function toCustomerSummary(customer: Customer): CustomerSummary {
  const billing = customer.billing ?? {}
  const shipping = customer.shipping ?? {}
  const name =
    [str(customer.first_name), str(customer.last_name)].filter(Boolean).join(' ') ||
    [str(billing.first_name), str(billing.last_name)].filter(Boolean).join(' ') ||
    str(customer.username)
  return {
    id: customer.id,
    name,
    email: str(customer.email),
    phone: str(billing.phone) || str(shipping.phone),
    username: str(customer.username),
    address: str(billing.address_1) || str(shipping.address_1),
    city: str(billing.city) || str(shipping.city),
    postcode: str(billing.postcode) || str(shipping.postcode),
    registeredAt: customer.date_created ?? null,
  }
}

export function toCustomerDetail(customer: Customer): CustomerDetail {
  return {
    ...toCustomerSummary(customer),
    firstName: str(customer.first_name),
    lastName: str(customer.last_name),
    role: str(customer.role),
    billing: { ...addressView(customer.billing), email: str(customer.billing?.email) },
    shipping: addressView(customer.shipping),
  }
}
