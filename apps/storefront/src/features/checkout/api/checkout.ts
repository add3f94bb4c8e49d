import { queryOptions } from '@tanstack/react-query'
import { loadPaymentMethods } from '../../../lib/checkout/checkout-api'

/**
 * What the checkout reads besides the delivery calendar and slots (lib/delivery/delivery-queries.ts):
 * the payment methods.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  paymentMethods: () => [...checkoutKeys.all, 'payment-methods'] as const,
}

/** GET /api/payment-methods: the methods enabled in WooCommerce, in its order. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentMethods(),
    queryFn: ({ signal }) => loadPaymentMethods(signal),
  })
