import { withdrawalSchema } from '@shop/forms'
import type { Hono } from 'hono'
import { adminWithdrawals } from '../admin/admin-withdrawals'
import { readBody, readId, readQuery } from '../http/validate'
import { orderKeyQuerySchema, orderListQuerySchema, orderLookupSchema } from '../orders/order-input'
import { ORDER_MSG } from '../orders/order-messages'
import { lookedUpOrder, readableOrder } from '../orders/readable-order'
import { shopRoute } from '../orders/shop-failure'
import { readWithdrawalStatement, withdrawFromOrder } from '../orders/withdrawal'
import { clientIp, consume, LIMITS } from '../security/rate-limit'
import { requireStaff } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'

/**
 * The online withdrawal, 'Recedi dal contratto qui' (art. 54-bis Codice del Consumo; issue 27):
 * the statement (step 1), the confirmation (step 2), and the operators' list. Who may withdraw is
 * who may read the order: the signed-in customer their own, a guest by the order key of the order
 * page, or by the order's number and e-mail as the order look-up takes them (same rules, same
 * 404, same limit per address).
 */
export function withdrawalRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  /** Step 1, from the order page: the statement of an order (own, or a guest's with ?key=). */
  app.get(
    '/api/orders/:id/withdrawal',
    shopRoute(deps, 'withdrawal statement', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const { key } = readQuery(c, orderKeyQuerySchema)
      const order = await readableOrder(deps, c.get('session'), id, key)
      return c.json(await readWithdrawalStatement(deps, order))
    }),
  )

  /**
   * Step 1, from the public page (/recesso): a guest's order by its number and e-mail
   * (@shop/forms orderLookupSchema), as POST /api/orders/lookup finds it: the statement, whose
   * `order.orderKey` the page confirms with.
   */
  app.post(
    '/api/withdrawals/lookup',
    shopRoute(deps, 'withdrawal lookup', async (c) => {
      const { number, email } = await readBody(c, orderLookupSchema)
      await consume(deps, `order-lookup:${clientIp(c, deps)}`, LIMITS.orderLookupPerIp)
      const order = await lookedUpOrder(deps, number, email)
      return c.json(await readWithdrawalStatement(deps, order))
    }),
  )

  /**
   * Step 2: the confirmation (@shop/forms withdrawalSchema: `key` or `email` for a guest, an
   * optional `reason`). 201 with the statement and its `withdrawal` when this request recorded it;
   * 200 with the same when the order was withdrawn from already (a second tab, a double tap, eight
   * at once: one withdrawal). 409 `withdrawal_closed` outside the window; 404 as the look-up.
   */
  app.post(
    '/api/orders/:id/withdrawal',
    shopRoute(deps, 'withdrawal', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const body = await readBody(c, withdrawalSchema)
      const session = c.get('session')
      let order: Awaited<ReturnType<typeof readableOrder>>
      if (body.email !== undefined && body.key === undefined) {
        await consume(deps, `order-lookup:${clientIp(c, deps)}`, LIMITS.orderLookupPerIp)
        order = await lookedUpOrder(deps, String(id), body.email)
      } else order = await readableOrder(deps, session, id, body.key)
      const { statement, created } = await withdrawFromOrder(deps, order, body.reason)
      return c.json(statement, created ? 201 : 200)
    }),
  )

  /** The operators' list (GET /api/admin/withdrawals?page=&perPage=, at most 50), newest first. */
  app.get(
    '/api/admin/withdrawals',
    shopRoute(deps, 'admin withdrawals', async (c) => {
      requireStaff(c)
      const { page, perPage } = readQuery(c, orderListQuerySchema)
      return c.json(await adminWithdrawals(deps, page, perPage))
    }),
  )
}
