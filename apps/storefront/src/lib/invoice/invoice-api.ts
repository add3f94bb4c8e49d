import type { InvoiceProfileAnswer } from '@shop/api/contract'
import type { InvoiceRequest } from '@shop/forms'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiRequest } from '../api'

/** The account's invoice data (apps/api routes/invoices.ts), null before any were saved. */
export const invoiceProfileQuery = () =>
  queryOptions({
    queryKey: ['account', 'invoice-profile'] as const,
    queryFn: ({ signal }) => apiGet<InvoiceProfileAnswer>('/account/invoice-profile', undefined, signal),
    staleTime: 0,
  })

/** PUT /api/account/invoice-profile: 400 with the field errors of @shop/forms invoiceRequestSchema. */
export const saveInvoiceProfile = (profile: InvoiceRequest) =>
  apiRequest<InvoiceProfileAnswer>('PUT', '/account/invoice-profile', { body: profile })
