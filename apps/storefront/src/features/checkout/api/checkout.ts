import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { loadCalendar, loadPaymentMethods, loadSlots } from '../../../lib/checkout/checkout-api'

/**
 * What the checkout reads: the delivery calendar, a day's free slots in a zone and the payment
 * methods. Slots and the calendar change as other customers book, so they are always asked again
 * when a checkout opens (`staleTime: 0`), while the screen still shows what it had.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  calendar: (zoneId: string) => [...checkoutKeys.all, 'calendar', zoneId] as const,
  slots: (date: string, zoneId: string) => [...checkoutKeys.all, 'slots', date, zoneId] as const,
  paymentMethods: () => [...checkoutKeys.all, 'payment-methods'] as const,
}

/**
 * GET /api/delivery/calendar: the delivery dates (without the days closed for the zone, once it is
 * known), or the fallback calendar with its message. The dates shown stay while the zone's load.
 */
export const calendarQuery = (zoneId: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.calendar(zoneId ?? ''),
    queryFn: ({ signal }) => loadCalendar(zoneId, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The free slots of `date` in the zone; asks nothing until both are known. */
export const slotsQuery = (date: string, zoneId: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.slots(date, zoneId ?? ''),
    queryFn: ({ signal }) => loadSlots(date, zoneId ?? '', signal),
    enabled: date !== '' && zoneId !== null,
    staleTime: 0,
  })

/** GET /api/payment-methods: the methods enabled in WooCommerce, in its order. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentMethods(),
    queryFn: ({ signal }) => loadPaymentMethods(signal),
  })
