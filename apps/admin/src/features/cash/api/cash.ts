import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

// GET /api/admin/cash's answer (apps/api/src/driver/cash-report.ts), restated field for field:
// @shop/api/contract does not export it yet. Amounts in euros with 2 decimals.

/** One stop of a van that asks for money at the door or recorded some. */
export interface CashStop {
  orderId: number
  number: string
  customer: string
  /** 'HH:MM - HH:MM', or null. */
  slot: string | null
  /** The order's total when paid at the door, else 0. */
  due: number
  /** null while nothing was recorded at the door. */
  result: 'delivered' | 'failed' | null
  /** How the money was taken; null unless delivered ('none': nothing taken). */
  method: 'cash' | 'cheque' | 'none' | null
  recorded: number
  /** recorded − due when delivered; − due while not recorded; 0 when not delivered. */
  difference: number
}

/** One van's day: its driver, what was due (failed stops owe nothing), taken (cash, cheques), the difference. */
export interface CashVan {
  vehicle: string | null
  driver: { userId: number; name: string } | null
  due: number
  recorded: number
  cash: number
  cheques: number
  difference: number
  stops: CashStop[]
}

export interface CashAnswer {
  date: string
  vans: CashVan[]
}

/** GET /api/admin/cash?date=: the day's cash per van. */
export const cashQuery = (date: string) =>
  queryOptions({
    queryKey: ['cash', date] as const,
    queryFn: ({ signal }) => api<CashAnswer>('GET', '/admin/cash', { query: { date }, signal }),
  })
