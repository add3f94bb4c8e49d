import type { DeliveryRules, DeliveryRulesAnswer, DeliveryWeekAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const deliveryCalendarKeys = {
  all: ['delivery-calendar'] as const,
  rules: () => [...deliveryCalendarKeys.all, 'rules'] as const,
  week: (from: string) => [...deliveryCalendarKeys.all, 'week', from] as const,
}

/** GET /api/admin/delivery-rules: the rules, the vans, the slots, the zones and the holidays. */
export const deliveryRulesQuery = () =>
  queryOptions({
    queryKey: deliveryCalendarKeys.rules(),
    queryFn: ({ signal }) => api<DeliveryRulesAnswer>('GET', '/admin/delivery-rules', { signal }),
  })

/** GET /api/admin/delivery-week: the places booked per van and slot in the 7 days from `from`. */
export const deliveryWeekQuery = (from: string) =>
  queryOptions({
    queryKey: deliveryCalendarKeys.week(from),
    queryFn: ({ signal }) =>
      api<DeliveryWeekAnswer>('GET', '/admin/delivery-week', { query: { from }, signal }),
  })

/** PUT /api/admin/delivery-rules: replaces every rule (closures without an id get one). */
export const saveDeliveryRules = (rules: DeliveryRules) =>
  api<DeliveryRulesAnswer>('PUT', '/admin/delivery-rules', { body: rules })
