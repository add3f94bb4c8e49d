import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { vansOf } from '../delivery/delivery-week'
import { accountName, cashReport, driverNames } from '../driver/cash-report'
import { outcomeBodySchema } from '../driver/delivery-outcome'
import { driverDay, todayInRome } from '../driver/driver-day'
import { type DriverRef, recordOutcome } from '../driver/record-outcome'
import { ApiError, unauthorized } from '../http/api-error'
import { MSG } from '../http/messages'
import { readBody, readId, readQuery } from '../http/validate'
import { shopFailure } from '../orders/shop-failure'
import { requireStaff } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'

/** The drivers' API and the operators' side of it (docs/driver-api.md). */
export const DRIVERS_MSG = {
  invalidOrderId: 'Numero d’ordine non valido',
  invalidUser: 'Account non valido',
  noAccount: (email: string) =>
    `Nessun account con l’e-mail ${email}: crealo prima in WooCommerce (o fai registrare l’autista sul sito).`,
  notADriver: 'Questo account non è tra gli autisti.',
  unknownVan: (vehicle: string) => `Il furgone «${vehicle}» non è tra quelli delle zone di consegna.`,
  staffAccount: 'Un account di amministratore o gestore non può essere un autista: usa un account a parte.',
} as const

const dateSchema = z
  .string({ error: 'Indica la data (AAAA-MM-GG)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La data deve avere la forma AAAA-MM-GG' })

const dateQuerySchema = z.object({ date: dateSchema })
const addDriverSchema = z.object({
  email: z.email({ error: 'Scrivi l’e-mail dell’account dell’autista' }).max(200).trim(),
})
const vanDriverSchema = z.object({
  date: dateSchema,
  vehicle: z.string({ error: 'Indica il furgone' }).trim().min(1, { error: 'Indica il furgone' }).max(60),
  userId: z.number({ error: 'userId: il numero dell’account, o null' }).int().positive().nullable(),
})

/** A WooCommerce account on the roster (GET, POST /api/admin/drivers, DELETE …/:userId answer `{ drivers }`). */
export interface RosterDriver {
  userId: number
  /** 'Mario Rossi', else the account's e-mail. */
  name: string
  email: string
  /** The account's billing phone; '' when none. */
  phone: string
}

/** GET and PUT /api/admin/van-drivers: every van of the zones in force, with its driver of the date. */
export interface VanDriversAnswer {
  date: string
  vans: { vehicle: string; driver: { userId: number; name: string } | null }[]
}

type DriverHandler = (c: Context<AppEnv>, driver: DriverRef) => Promise<Response>
type StaffHandler = (c: Context<AppEnv>, userId: number) => Promise<Response>

export function driverRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  /** A driver's call: a session whose account is on the roster now (checked on every call). */
  const driver =
    (what: string, handler: DriverHandler) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const session = c.get('session')
      if (!session) throw unauthorized()
      if (!(await deps.stores.drivers.isDriver(session.userId)))
        throw new ApiError(403, 'driver_only', MSG.driverOnly)
      try {
        const names = await driverNames(deps, [session.userId])
        return await handler(c, { userId: session.userId, name: names.get(session.userId) ?? session.email })
      } catch (error) {
        throw shopFailure(deps, error, `driver: ${what}`)
      }
    }

  const staff =
    (what: string, handler: StaffHandler) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const session = requireStaff(c)
      try {
        return await handler(c, session.userId)
      } catch (error) {
        throw shopFailure(deps, error, `admin: ${what}`)
      }
    }

  app.get(
    '/api/driver/day',
    driver('day', async (c, who) => c.json(await driverDay(deps, who))),
  )

  app.post(
    '/api/driver/stops/:orderId/outcome',
    driver('outcome', async (c, who) => {
      const orderId = readId(c, 'orderId', DRIVERS_MSG.invalidOrderId)
      const body = await readBody(c, outcomeBodySchema)
      return c.json({ stop: await recordOutcome(deps, who, orderId, body) })
    }),
  )

  const rosterView = async (): Promise<{ drivers: RosterDriver[] }> => {
    const ids = await deps.stores.drivers.drivers()
    const accounts = await Promise.all(ids.map((id) => deps.woo.getCustomer(id)))
    return {
      drivers: ids.map((userId, i) => {
        const account = accounts[i]
        return {
          userId,
          name: accountName(account, userId),
          email: account?.email ?? '',
          phone: account?.billing?.phone ?? '',
        }
      }),
    }
  }

  app.get(
    '/api/admin/drivers',
    staff('drivers', async (c) => c.json(await rosterView())),
  )

  app.post(
    '/api/admin/drivers',
    staff('add driver', async (c, by) => {
      const { email } = await readBody(c, addDriverSchema)
      const page = await deps.woo.listCustomers({ email, role: 'all', per_page: 1 })
      const account = page.items[0]
      if (!account)
        throw new ApiError(404, 'account_not_found', DRIVERS_MSG.noAccount(email), {
          fields: { email: DRIVERS_MSG.noAccount(email) },
        })
      const roles = Array.isArray(account.role) ? account.role : [account.role ?? '']
      if (roles.includes('administrator') || roles.includes('shop_manager'))
        throw new ApiError(409, 'staff_account', DRIVERS_MSG.staffAccount, {
          fields: { email: DRIVERS_MSG.staffAccount },
        })
      await deps.stores.drivers.addDriver(account.id, deps.now().getTime())
      deps.log.info('driver added', { userId: account.id, by })
      return c.json(await rosterView())
    }),
  )

  app.delete(
    '/api/admin/drivers/:userId',
    staff('remove driver', async (c, by) => {
      const userId = readId(c, 'userId', DRIVERS_MSG.invalidUser)
      if (!(await deps.stores.drivers.removeDriver(userId, todayInRome(deps))))
        throw new ApiError(404, 'driver_not_found', DRIVERS_MSG.notADriver)
      deps.log.info('driver removed', { userId, by })
      return c.json(await rosterView())
    }),
  )

  const vanDriversView = async (date: string): Promise<VanDriversAnswer> => {
    const [assigned, vans] = [await deps.stores.drivers.vanDrivers(date), vansOf(deps.zones.current().zones)]
    const names = await driverNames(
      deps,
      assigned.map((entry) => entry.userId),
    )
    return {
      date,
      vans: vans.map((vehicle) => {
        const userId = assigned.find((entry) => entry.vehicle === vehicle)?.userId
        return { vehicle, driver: userId ? { userId, name: names.get(userId) ?? '' } : null }
      }),
    }
  }

  app.get(
    '/api/admin/van-drivers',
    staff('van drivers', async (c) => c.json(await vanDriversView(readQuery(c, dateQuerySchema).date))),
  )

  app.put(
    '/api/admin/van-drivers',
    staff('assign van', async (c, by) => {
      const body = await readBody(c, vanDriverSchema)
      if (!vansOf(deps.zones.current().zones).includes(body.vehicle))
        throw new ApiError(422, 'unknown_vehicle', DRIVERS_MSG.unknownVan(body.vehicle), {
          fields: { vehicle: DRIVERS_MSG.unknownVan(body.vehicle) },
        })
      if (body.userId !== null && !(await deps.stores.drivers.isDriver(body.userId)))
        throw new ApiError(422, 'not_a_driver', DRIVERS_MSG.notADriver, {
          fields: { userId: DRIVERS_MSG.notADriver },
        })
      await deps.stores.drivers.assignVan(body.date, body.vehicle, body.userId)
      deps.log.info('van driver assigned', { ...body, by })
      return c.json(await vanDriversView(body.date))
    }),
  )

  app.get(
    '/api/admin/cash',
    staff('cash report', async (c) => c.json(await cashReport(deps, readQuery(c, dateQuerySchema).date))),
  )

  /** The proof of delivery of an order (the signature or the photo), for operators only. */
  app.get(
    '/api/admin/orders/:id/proof',
    staff('proof', async (c) => {
      const id = readId(c, 'id', DRIVERS_MSG.invalidOrderId)
      const proof = await deps.stores.proofs.proofOf(id)
      if (!proof)
        throw new ApiError(404, 'proof_not_found', 'Per questo ordine non c’è una prova di consegna.')
      return c.body(new Uint8Array(proof.data), 200, {
        'Content-Type': proof.contentType,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    }),
  )
}
