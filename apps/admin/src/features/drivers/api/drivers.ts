import type { RosterDriver, VanDriversAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** The answers of the drivers' routes (apps/api/docs/driver-api.md, apps/api/src/routes/driver.ts). */
export type { RosterDriver, VanDriversAnswer } from '@shop/api/contract'

/** GET, POST /api/admin/drivers and DELETE /api/admin/drivers/:userId */
export interface RosterAnswer {
  drivers: RosterDriver[]
}

export const driverKeys = {
  roster: ['drivers', 'roster'] as const,
  vans: (date: string) => ['drivers', 'vans', date] as const,
  allVans: ['drivers', 'vans'] as const,
}

/** GET /api/admin/drivers: the roster. */
export const rosterQuery = () =>
  queryOptions({
    queryKey: driverKeys.roster,
    queryFn: ({ signal }) => api<RosterAnswer>('GET', '/admin/drivers', { signal }),
  })

/** GET /api/admin/van-drivers?date=: the vans and their drivers on `date` (YYYY-MM-DD). */
export const vanDriversQuery = (date: string) =>
  queryOptions({
    queryKey: driverKeys.vans(date),
    queryFn: ({ signal }) => api<VanDriversAnswer>('GET', '/admin/van-drivers', { query: { date }, signal }),
  })

/**
 * POST /api/admin/drivers { email }: the account with that e-mail joins the roster. Refused with
 * the field's message: 404 no such account, 409 an administrator's or shop manager's account.
 */
export const addDriver = (email: string) => api<RosterAnswer>('POST', '/admin/drivers', { body: { email } })

/** DELETE /api/admin/drivers/:userId: off the roster, and out of the vans from today on. */
export const removeDriver = (userId: number) => api<RosterAnswer>('DELETE', `/admin/drivers/${userId}`)

/** PUT /api/admin/van-drivers: `userId` drives `vehicle` on `date`; null leaves the van without a driver. */
export const assignVan = (body: { date: string; vehicle: string; userId: number | null }) =>
  api<VanDriversAnswer>('PUT', '/admin/van-drivers', { body })
