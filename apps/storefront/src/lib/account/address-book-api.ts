import type { AddressBookAnswer, AddressBookChangeAnswer, BookAddressView } from '@shop/api/contract'
import type { AddressBookEntry } from '@shop/forms'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost, apiRequest } from '../api'

/**
 * The signed-in customer's address book (apps/api routes/address-book.ts): the account's screens
 * and the checkout read it, each change answers the whole book.
 */
export type { AddressBookAnswer, BookAddressView }

export const addressBookKey = ['account', 'addresses'] as const

/** GET /api/account/addresses, read again whenever a screen shows it. */
export const addressBookQuery = () =>
  queryOptions({
    queryKey: addressBookKey,
    queryFn: ({ signal }) => apiGet<AddressBookAnswer>('/account/addresses', undefined, signal),
    staleTime: 0,
    gcTime: 0,
  })

export const addBookAddress = (entry: AddressBookEntry) =>
  apiPost<AddressBookChangeAnswer>('/account/addresses', entry)

export const updateBookAddress = (id: number, entry: AddressBookEntry) =>
  apiRequest<AddressBookChangeAnswer>('PUT', `/account/addresses/${id}`, { body: entry })

export const removeBookAddress = (id: number) =>
  apiRequest<AddressBookAnswer>('DELETE', `/account/addresses/${id}`)

export const makeBookDefault = (id: number) =>
  apiPost<AddressBookChangeAnswer>(`/account/addresses/${id}/default`, {})
