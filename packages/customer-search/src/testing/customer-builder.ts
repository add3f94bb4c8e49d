/** A test customer with every searched field empty, and the given fields over it. */
import type { SearchableAddress, SearchableBillingAddress, SearchableCustomer } from '../searchable-customer'

export interface CustomerOverrides extends Partial<Omit<SearchableCustomer, 'billing' | 'shipping'>> {
  billing?: Partial<SearchableBillingAddress>
  shipping?: Partial<SearchableAddress>
}

const EMPTY_ADDRESS = {
  first_name: '',
  last_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
}

export function buildCustomer({ billing, shipping, ...fields }: CustomerOverrides = {}): SearchableCustomer {
  return {
    id: 9001,
    email: '',
    first_name: '',
    last_name: '',
    username: '',
    date_created: '2024-05-01T10:00:00',
    ...fields,
    billing: { ...EMPTY_ADDRESS, email: '', phone: '', ...billing },
    shipping: { ...EMPTY_ADDRESS, phone: '', ...shipping },
  }
}
