/**
 * The logged-in customer's own account (never anyone else's: the id comes from the session).
 *
 * GET  /api/account            → { user }
 * PUT  /api/account            { firstName?, lastName?, email?, currentPassword?, billing?, shipping? } → { user }
 *                              A new email needs the current password in a session opened with one (a login or a registration)
 *                              (400 current_password_required / wrong_current_password); another
 *                              account's email is 409 email_exists 'Un utente con questa email esiste
 *                              già' (fields.email); a staff account's email is 403 staff_email.
 * POST /api/account/password   { currentPassword?, newPassword } → { message } (SPEC.md section 8 messages)
 *                              A session opened with the password (a login, a registration) confirms it.
 */
import { type AddressChange, accountUpdateSchema, FORM_MESSAGES, passwordChangeSchema } from '@shop/forms'
import { type Customer, isWooError } from '@shop/woo-client'
import type { Hono } from 'hono'
import { loadSessionUser, sessionUser, shopRole } from '../accounts/session-user'
import { ApiError, notFound } from '../http/api-error'
import { MSG } from '../http/messages'
import { readBody } from '../http/validate'
import { emptiesAccountOf, emptiesAnswer } from '../orders/empties'
import { countAccountAttempt } from '../security/login-limit'
import { clientIp, consume, LIMITS, tooMany } from '../security/rate-limit'
import { requireSession } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'
import type { Session } from '../store/session-store'

/** SPEC.md section 8, password change. */
export const PASSWORD_MESSAGES = {
  userNotFound: 'Utente non trovato',
  changed: 'Password cambiata con successo!',
  requested: 'Richiesta di cambio password inviata. La password verrà aggiornata a breve.',
  failed: "Errore nell'aggiornamento della password",
  generic: "Errore nell'elaborazione della richiesta. Riprova più tardi.",
  wrongCurrent: 'La password attuale non è corretta',
  currentRequired: FORM_MESSAGES.currentPasswordRequired,
  emailExists: 'Un utente con questa email esiste già',
  staffEmail:
    "L'email di un account del personale (amministratore o gestore del negozio) si cambia da WordPress, nel profilo dell'utente.",
} as const

function wooAddress(address: AddressChange | undefined) {
  if (!address) return undefined
  const out: Record<string, string> = {}
  const map = {
    firstName: 'first_name',
    lastName: 'last_name',
    company: 'company',
    address1: 'address_1',
    address2: 'address_2',
    city: 'city',
    postcode: 'postcode',
    province: 'state',
    phone: 'phone',
  } as const
  for (const [from, to] of Object.entries(map)) {
    const value = address[from as keyof typeof map]
    if (value !== undefined) out[to] = value
  }
  return out
}

function unavailable(deps: ServerDeps, what: string, error: unknown): ApiError {
  deps.log.warn(`${what}: the shop did not answer`, { error })
  return new ApiError(503, 'shop_unavailable', MSG.shopUnavailable)
}

/**
 * Checks the current password of the session's account with WooCommerce and answers the fresh
 * token it gives; the attempt counts on the account's login budget (security/login-limit.ts: the
 * same slow-down). 400 when it is missing or wrong.
 */
async function confirmCurrentPassword(
  deps: ServerDeps,
  customer: Customer,
  currentPassword: string | undefined,
): Promise<string> {
  if (!currentPassword)
    throw new ApiError(400, 'current_password_required', PASSWORD_MESSAGES.currentRequired, {
      fields: { currentPassword: PASSWORD_MESSAGES.currentRequired },
    })
  // The account's login budget, spent before the check: past it, nothing is checked.
  const attempt = await countAccountAttempt(deps, customer.id)
  if (attempt.overBudget) throw tooMany(attempt.resetAt, deps.now().getTime())
  let token: string
  try {
    token = (await deps.woo.requestToken(customer.email, currentPassword)).token
  } catch (error) {
    if (isWooError(error) && error.kind === 'auth') {
      throw new ApiError(400, 'wrong_current_password', PASSWORD_MESSAGES.wrongCurrent, {
        fields: { currentPassword: PASSWORD_MESSAGES.wrongCurrent },
      })
    }
    throw unavailable(deps, 'password check', error)
  }
  await deps.stores.rateLimits.clearHits(attempt.key)
  return token
}

/**
 * Whether the session began with the account's password: a login with it, or a registration that
 * chose it a moment ago. Such a session confirms the current password before the password or the
 * email changes; a session opened by a code, a link or a reset could not know it.
 */
function openedWithPassword(session: Session): boolean {
  return session.method === 'password' || session.method === 'register'
}

export function accountRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  /** GET /api/account/empties: the empties the customer still holds and their credit (EmptiesAnswer). */
  app.get('/api/account/empties', async (c) => {
    const session = requireSession(c)
    return c.json(emptiesAnswer(await emptiesAccountOf(deps, session.userId)))
  })

  app.get('/api/account', async (c) => {
    const session = requireSession(c)
    const user = await loadSessionUser(deps, session.userId).catch((error) => {
      throw unavailable(deps, 'account', error)
    })
    if (!user) throw notFound(PASSWORD_MESSAGES.userNotFound)
    return c.json({ user: { ...user, role: session.role } })
  })

  app.put('/api/account', async (c) => {
    const session = requireSession(c)
    const body = await readBody(c, accountUpdateSchema)
    let email: string | undefined
    if (body.email !== undefined) {
      const customer = await deps.woo.getCustomer(session.userId).catch((error) => {
        throw unavailable(deps, 'account update', error)
      })
      if (!customer) throw notFound(PASSWORD_MESSAGES.userNotFound)
      if (body.email.toLowerCase() !== customer.email.toLowerCase()) {
        // WooCommerce refuses a staff email over its REST API (403); say where it is changed.
        if (shopRole(customer.role) !== 'customer') {
          throw new ApiError(403, 'staff_email', PASSWORD_MESSAGES.staffEmail, {
            fields: { email: PASSWORD_MESSAGES.staffEmail },
          })
        }
        // Whoever holds the session could take the account over with its email: a session opened
        // with a password confirms it, as for a password change.
        if (openedWithPassword(session) || body.currentPassword) {
          await confirmCurrentPassword(deps, customer, body.currentPassword)
        }
        email = body.email
      }
    }
    try {
      const billing = wooAddress(body.billing)
      const shipping = wooAddress(body.shipping)
      const customer = await deps.woo.updateCustomer(session.userId, {
        ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
        ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(billing ? { billing } : {}),
        ...(shipping ? { shipping } : {}),
      })
      return c.json({ user: { ...sessionUser(customer), role: session.role } })
    } catch (error) {
      if (isWooError(error) && error.kind === 'not_found') throw notFound(PASSWORD_MESSAGES.userNotFound)
      // @shop/woo-client names a taken email (checked first, and after WooCommerce's
      // woocommerce_rest_customer_invalid_email on update).
      if (isWooError(error) && error.code === 'registration-error-email-exists') {
        throw new ApiError(409, 'email_exists', PASSWORD_MESSAGES.emailExists, {
          fields: { email: PASSWORD_MESSAGES.emailExists },
        })
      }
      if (isWooError(error) && error.kind === 'invalid')
        throw new ApiError(400, 'invalid_request', error.message)
      throw unavailable(deps, 'account update', error)
    }
  })

  /**
   * SPEC.md section 4 "Password change" with DECISIONS.md 2.7: through wp/v2/users/me with the
   * customer's token; if that fails, directly through the shop API; only if that fails too, a
   * password_change_request meta entry (status pending, timestamp, email, never the password).
   * A session opened with a password must confirm the current one. Every other session ends.
   */
  app.post('/api/account/password', async (c) => {
    const session = requireSession(c)
    const body = await readBody(c, passwordChangeSchema)
    await consume(deps, `password-change:${clientIp(c, deps)}`, LIMITS.loginPerIp)
    const customer = await deps.woo.getCustomer(session.userId).catch((error) => {
      throw unavailable(deps, 'password change', error)
    })
    if (!customer) throw notFound(PASSWORD_MESSAGES.userNotFound)
    // WooCommerce sets no staff password over its REST API (403): staff change theirs only through
    // wp/v2/users/me with their own token, which the current password gives when the session has none.
    const staff = shopRole(customer.role) !== 'customer'
    let token = session.wooToken
    if (openedWithPassword(session) || body.currentPassword || (staff && !token)) {
      token = await confirmCurrentPassword(deps, customer, body.currentPassword)
    }
    let changed = false
    if (token) {
      try {
        changed = await deps.woo.changePassword(token, body.newPassword)
      } catch (error) {
        if (staff) throw unavailable(deps, 'staff password change (users/me)', error)
        deps.log.warn('users/me password change failed; trying the shop API', { error })
      }
    }
    if (!changed && staff) {
      throw unavailable(deps, 'staff password change', new Error('users/me did not change the password'))
    }
    if (!changed) {
      try {
        await deps.woo.updateCustomer(session.userId, { password: body.newPassword })
        changed = true
      } catch (error) {
        deps.log.warn('direct password change failed; recording a pending request', { error })
      }
    }
    if (changed) {
      await deps.stores.sessions.deleteUserSessions(session.userId, session.idHash)
      return c.json({ message: PASSWORD_MESSAGES.changed })
    }
    try {
      await deps.woo.updateCustomer(session.userId, {
        meta_data: [
          {
            key: 'password_change_request',
            value: { status: 'pending', timestamp: deps.now().toISOString(), email: customer.email },
          },
        ],
      })
      return c.json({ message: PASSWORD_MESSAGES.requested }, 202)
    } catch (error) {
      deps.log.error('password change request could not be recorded', { error })
      throw new ApiError(502, 'password_change_failed', PASSWORD_MESSAGES.failed)
    }
  })
}
