import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { loadCalendar, loadSlots } from '../checkout/checkout-api'

/**
 * What a delivery choice reads (the checkout's step 3, the new delivery after a failed one): the
 * delivery calendar and a day's slots in a zone. They change as other customers book, so they are
 * always asked again when a screen opens (`staleTime: 0`), while the screen still shows what it
 * had; being always stale, nothing needs to mark them so after an order.
 */
export const deliveryKeys = {
  all: ['delivery'] as const,
  calendar: (zoneId: string) => [...deliveryKeys.all, 'calendar', zoneId] as const,
  slots: (date: string, zoneId: string) => [...deliveryKeys.all, 'slots', date, zoneId] as const,
}

/**
 * GET /api/delivery/calendar: the delivery dates (without the days closed for the zone, once it is
 * known), or the fallback calendar with its message. The dates shown stay while the zone's load.
 */
export const calendarQuery = (zoneId: string | null) =>
  queryOptions({
    queryKey: deliveryKeys.calendar(zoneId ?? ''),
    queryFn: ({ signal }) => loadCalendar(zoneId, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The free slots of `date` in the zone; asks nothing until both are known. */
export const slotsQuery = (date: string, zoneId: string | null) =>
  queryOptions({
    queryKey: deliveryKeys.slots(date, zoneId ?? ''),
    queryFn: ({ signal }) => loadSlots(date, zoneId ?? '', signal),
    enabled: date !== '' && zoneId !== null,
    staleTime: 0,
  })
