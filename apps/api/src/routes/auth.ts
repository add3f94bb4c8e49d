/**
 * Accounts: register, login by username or email, logout, me, phone login with a one-time code,
 * signed auto-login links, password reset. SPEC.md section 4 with DECISIONS.md section 2.
 *
 * POST /api/auth/register         { email, username?, password, firstName, lastName, phone?, privacy: true, remember? } → 201 { user }
 *                                 409 email_exists / username_exists (with fields)
 * POST /api/auth/login            { login, password, remember?, staff?, driver? } → { user }; 401 wrong_credentials;
 *                                  beyond 10 attempts per account in 15 minutes every answer waits (up to 5 s)
 *                                  and a wrong password gets 429 + Retry-After (security/login-limit.ts);
 *                                  with staff: true (the admin app) 403 staff_only for a customer, and no session;
 *                                  with driver: true (the driver's app) 403 driver_only for an account that is
 *                                  not on the driver roster (docs/driver-api.md), and no session
 * POST /api/auth/logout           → { ok: true }
 * GET  /api/auth/me               → { user: SessionUser | null, loginMethod? } (how this session began)
 * POST /api/auth/phone/request    { phone } → 202 { message } (the same whether the phone is known or not);
 *                                 503 sms_unavailable when no SMS gateway is configured (a real store without one)
 * POST /api/auth/phone/verify     { phone, code, remember? } → { user }; 401 wrong code; 429 too many codes
 * GET  /api/auth/auto-login/:id?token= → { user: { id, firstName, lastName } } (checks the link, logs nobody in)
 * POST /api/auth/auto-login/:id   { token, remember? } → { user } (spends the link)
 * POST /api/auth/password-reset   { emailOrUsername } → 202 { message } (the same for any account, in the same time);
 *                                 503 mail_unavailable when no mail transport is configured. A customer
 *                                 gets a single-use link; a staff account (administrator, shop manager)
 *                                 gets no link but an email saying to reset it from WordPress, since
 *                                 WooCommerce refuses to set a staff password over the shop's API
 * POST /api/auth/password-reset/complete { token, password } → { message }; 400 reset_invalid;
 *                                 409 reset_in_progress while another completion of the link runs;
 *                                 403 staff_password for a staff account; 503 when WooCommerce fails.
 *                                 The link is spent only once the password really changed.
 */
import { normalizePhone, searchCustomers } from '@shop/customer-search'
import {
  loginSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  phoneCodeRequestSchema,
  phoneCodeSchema,
  registrationSchema,
} from '@shop/forms'
import { type Customer, isWooError } from '@shop/woo-client'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { loadSessionUser, type SessionUser, sessionUser, shopRole } from '../accounts/session-user'
import { ApiError } from '../http/api-error'
import { MSG } from '../http/messages'
import { readBody, readQuery } from '../http/validate'
import { mailGreeting } from '../messages/mail-greeting'
import { checkAutoLogin } from '../security/auto-login'
import { hmac, oneTimeCode, randomToken, sameSecret, sha256 } from '../security/crypto'
import { clearAccountAttempts, countAccountFailure, countLoginAttempt } from '../security/login-limit'
import { recordKnownRefusal, refuseNoSoonerThan } from '../security/login-timing'
import { clientIp, consume, LIMITS } from '../security/rate-limit'
import { endSession, existingLoginRequester, loginRequester, startSession } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'

/** One-time codes: 6 digits, valid 10 minutes, once, within 5 tries (DECISIONS.md section 2.4). */
export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5
/** Reset links expire after 1 hour (DECISIONS.md section 2.6). */
export const RESET_TTL_MS = 3600_000
/** How long one completion may hold its link (more than a WooCommerce call's 10 s time-out). */
export const RESET_CLAIM_MS = 30_000

export const AUTH_MESSAGES = {
  codeSent: 'Se il numero è registrato, riceverai a breve un SMS con il codice di accesso.',
  wrongCode: 'Codice non valido o scaduto. Controlla il codice o richiedine uno nuovo.',
  tooManyCodeTries: 'Troppi tentativi con questo codice: richiedine uno nuovo.',
  loginBudgetSpent:
    'Troppi tentativi di accesso a questo account: riprova tra qualche minuto, oppure accedi con il codice via SMS o reimposta la password.',
  resetSent: 'Email di reset inviata. Controlla la tua casella di posta.',
  smsUnavailable:
    "L'accesso con codice SMS non è disponibile in questo momento: accedi con email e password o contatta il negozio.",
  mailUnavailable:
    'Il negozio non può inviare email in questo momento, quindi non può mandarti il link per reimpostare la password: contatta il negozio.',
  resetInvalid: 'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
  resetDone: 'Password aggiornata: ora puoi accedere con la nuova password.',
  resetInProgress:
    'Stiamo già reimpostando la password con questo link: attendi qualche secondo, poi prova ad accedere con la nuova password.',
  staffPassword:
    'La password di un account del personale (amministratore o gestore del negozio) non si reimposta da qui: usa «Password dimenticata?» nella pagina di accesso di WordPress.',
  invalidUserId: 'ID utente non valido',
  linkMissing: 'Il link di accesso non è completo: manca il codice di sicurezza.',
  linkInvalid: 'Il link di accesso non è valido.',
  linkExpired: 'Il link di accesso è scaduto: chiedine uno nuovo al negozio.',
  linkUsed: 'Il link di accesso è già stato usato: chiedine uno nuovo al negozio.',
  userNotFound: 'Utente non trovato',
  emailExists: 'Un utente con questa email esiste già',
  usernameExists: 'Questo nome utente è già in uso: scegline un altro o lascia il campo vuoto.',
} as const

const tokenQuery = z.object({ token: z.string().max(400, { error: AUTH_MESSAGES.linkInvalid }).optional() })
const autoLoginBody = z.object({
  token: z.string({ error: AUTH_MESSAGES.linkMissing }).min(1, { error: AUTH_MESSAGES.linkMissing }).max(400),
  remember: z.boolean().optional(),
})

const resetCompleteSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetInvalid })
    .min(10, { error: AUTH_MESSAGES.resetInvalid })
    .max(200),
  password: newPasswordSchema,
})

/** Runs work after the answer has gone, so that the answer cannot tell what the work found. */
function later(deps: ServerDeps, what: string, work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error) => deps.log.error(`${what} failed`, { error }))
  })
}

/** WooCommerce not answering is not the visitor's fault: 503 with an Italian message. */
function unavailable(deps: ServerDeps, what: string, error: unknown): ApiError {
  deps.log.warn(`${what}: the shop did not answer`, { error })
  return new ApiError(503, 'shop_unavailable', MSG.shopUnavailable)
}

function readUserId(c: Context<AppEnv>): number {
  const raw = c.req.param('userId') ?? ''
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0)
    throw new ApiError(400, 'invalid_user_id', AUTH_MESSAGES.invalidUserId)
  return Number(raw)
}

/** The customer of an email (exact) or a login name, or null. */
async function findAccount(deps: ServerDeps, emailOrUsername: string): Promise<Customer | null> {
  const term = emailOrUsername.trim()
  if (term.includes('@')) {
    const page = await deps.woo.listCustomers({ email: term, role: 'all', per_page: 1 })
    return page.items[0] ?? null
  }
  const page = await deps.woo.listCustomers({ search: term, role: 'all', per_page: 100 })
  return page.items.find((c) => (c.username ?? '').toLowerCase() === term.toLowerCase()) ?? null
}

/** The customer whose phone this is: the phone-login plugin first, the phone search on its 404 (SPEC.md section 4). */
async function findByPhone(
  deps: ServerDeps,
  digits: string,
): Promise<{ userId: number; wooToken: string | null } | null> {
  const result = await deps.woo.phoneLogin(digits)
  if (result.status === 'ok') return { userId: result.userId, wooToken: result.token }
  if (result.status === 'failed') {
    deps.log.warn('phone login call failed; trying the phone search', { error: result.error })
  }
  const search = await searchCustomers(deps.woo, digits, { perPage: 10 })
  const wanted = normalizePhone(digits, { exact: true })
  const match = search.customers.find(
    (customer) =>
      normalizePhone(customer.billing?.phone ?? '', { exact: true }) === wanted ||
      normalizePhone(customer.shipping?.phone ?? '', { exact: true }) === wanted,
  )
  return match ? { userId: match.id, wooToken: null } : null
}

/** What the store keeps of a code: an HMAC keyed with SESSION_SECRET (a code has only 10^6 values). */
const codeHash = (deps: ServerDeps, phoneDigits: string, code: string) =>
  hmac(deps.config.sessionSecret, `phone-code:${phoneDigits}:${code}`)

export function authRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.post('/api/auth/register', async (c) => {
    const body = await readBody(c, registrationSchema)
    await consume(deps, `register:${clientIp(c, deps)}`, LIMITS.registerPerIp)
    let customer: Customer
    try {
      customer = await deps.woo.createCustomer({
        email: body.email,
        ...(body.username ? { username: body.username } : {}),
        password: body.password,
        first_name: body.firstName,
        last_name: body.lastName,
        ...(body.phone ? { billing: { phone: body.phone }, shipping: { phone: body.phone } } : {}),
      })
    } catch (error) {
      if (isWooError(error) && error.code === 'registration-error-email-exists') {
        throw new ApiError(409, 'email_exists', AUTH_MESSAGES.emailExists, {
          fields: { email: AUTH_MESSAGES.emailExists },
        })
      }
      if (isWooError(error) && error.code === 'registration-error-username-exists') {
        throw new ApiError(409, 'username_exists', AUTH_MESSAGES.usernameExists, {
          fields: { username: AUTH_MESSAGES.usernameExists },
        })
      }
      if (isWooError(error) && error.status >= 400 && error.status < 500) {
        throw new ApiError(400, 'registration_refused', error.message)
      }
      throw unavailable(deps, 'registration', error)
    }
    let wooToken: string | null = null
    try {
      wooToken = (await deps.woo.requestToken(body.email, body.password)).token
    } catch (error) {
      deps.log.warn('token after registration failed; session without it', { error })
    }
    await startSession(c, deps, {
      userId: customer.id,
      email: customer.email,
      role: 'customer',
      method: 'register',
      wooToken,
      remember: body.remember ?? false,
    })
    return c.json({ user: sessionUser(customer) }, 201)
  })

  app.post('/api/auth/login', async (c) => {
    const started = performance.now()
    const body = await readBody(c, loginSchema)
    await consume(deps, `login-ip:${clientIp(c, deps)}`, LIMITS.loginPerIp)
    // The attempt spends the account's budget first (login-limit.ts): past it, nothing is checked.
    const attempt = await countLoginAttempt(deps, body.login)
    // Every refusal takes as long as a real account's wrong password (login-timing.ts).
    const refuse = async (error: ApiError): Promise<never> => {
      await refuseNoSoonerThan(deps, started)
      throw error
    }
    if (attempt.overBudget)
      return refuse(
        new ApiError(429, 'login_budget_spent', AUTH_MESSAGES.loginBudgetSpent, {
          headers: {
            'Retry-After': String(Math.max(1, Math.ceil((attempt.resetAt - deps.now().getTime()) / 1000))),
          },
        }),
      )
    const checked = await deps.woo.requestToken(body.login, body.password).then(
      ({ token }) => ({ token, error: null }),
      (error: unknown) => ({ token: null, error }),
    )
    const { token, error } = checked
    if (token === null) {
      // Unknown account and wrong password look the same to the visitor (DECISIONS.md 2.6).
      if (isWooError(error) && error.kind === 'auth') {
        if (attempt.known) recordKnownRefusal(deps, performance.now() - started)
        return refuse(new ApiError(401, 'wrong_credentials', MSG.wrongCredentials))
      }
      throw unavailable(deps, 'login', error)
    }
    let user: SessionUser | null = null
    try {
      const me = await deps.woo.getMe(token)
      user = await loadSessionUser(deps, me.id)
      if (user) user.role = shopRole(me.roles)
    } catch (error) {
      deps.log.warn('users/me after login failed; finding the customer by email', { error })
    }
    if (!user) {
      // SPEC.md section 4: the customer id by user_id when there is one, otherwise by email.
      const found = await findAccount(deps, body.login).catch(() => null)
      if (!found)
        throw unavailable(deps, 'login (customer lookup)', new Error('customer not found after login'))
      user = sessionUser(found)
    }
    await deps.stores.rateLimits.clearHits(attempt.key)
    // The right password of an account that is not an operator's: no session on the admin side.
    if (body.staff && user.role !== 'administrator' && user.role !== 'shop_manager') {
      throw new ApiError(403, 'staff_only', MSG.staffOnly)
    }
    if (body.driver && !(await deps.stores.drivers.isDriver(user.id))) {
      throw new ApiError(403, 'driver_only', MSG.driverOnly)
    }
    await startSession(c, deps, {
      userId: user.id,
      email: user.email,
      role: user.role,
      method: 'password',
      wooToken: token,
      remember: body.remember ?? false,
    })
    return c.json({ user })
  })

  app.post('/api/auth/logout', async (c) => {
    await endSession(c, deps)
    return c.json({ ok: true })
  })

  app.get('/api/auth/me', async (c) => {
    const session = c.get('session')
    if (!session) return c.json({ user: null })
    try {
      const user = await loadSessionUser(deps, session.userId)
      if (!user) {
        await endSession(c, deps)
        return c.json({ user: null })
      }
      return c.json({ user: { ...user, role: session.role }, loginMethod: session.method })
    } catch (error) {
      throw unavailable(deps, 'me', error)
    }
  })

  app.post('/api/auth/phone/request', async (c) => {
    const body = await readBody(c, phoneCodeRequestSchema)
    // No SMS gateway (a real store without one): say so rather than pretend a code was sent.
    if (!deps.sms.available()) throw new ApiError(503, 'sms_unavailable', AUTH_MESSAGES.smsUnavailable)
    const digits = normalizePhone(body.phone, { exact: true })
    await consume(deps, `code-ip:${clientIp(c, deps)}`, LIMITS.codeRequestsPerIp)
    // The code is this browser's (its login cookie): requests from elsewhere neither spend nor
    // lock it, so they are counted per phone and browser.
    const requester = loginRequester(c, deps)
    await consume(deps, `code-phone:${digits}:${requester}`, LIMITS.codeRequestsPerPhone)
    later(deps, 'phone code', async () => {
      const found = await findByPhone(deps, digits)
      if (!found) return
      // The phone's inbox: at most so many codes an hour from all browsers together; beyond, none is sent.
      const { max, windowMs } = LIMITS.codeSmsPerPhone
      if (
        (await deps.stores.rateLimits.hit(`code-sms:${digits}`, windowMs, deps.now().getTime())).count > max
      ) {
        deps.log.info('phone code not sent: the phone had its codes for the hour', { userId: found.userId })
        return
      }
      const code = oneTimeCode()
      await deps.stores.phoneCodes.saveCode({
        phone: digits,
        requester,
        userId: found.userId,
        codeHash: codeHash(deps, digits, code),
        expiresAt: deps.now().getTime() + CODE_TTL_MS,
        wooToken: found.wooToken,
      })
      const brand = currentSettings(deps).brand
      await deps.sms.send({
        to: digits,
        text: `${code} è il tuo codice di accesso a ${brand}. Vale 10 minuti: non darlo a nessuno.`,
      })
    })
    return c.json({ message: AUTH_MESSAGES.codeSent }, 202)
  })

  app.post('/api/auth/phone/verify', async (c) => {
    const body = await readBody(c, phoneCodeSchema)
    const digits = normalizePhone(body.phone, { exact: true })
    const now = deps.now().getTime()
    // Only the code this browser asked for: a guess from elsewhere finds none, and spends nothing.
    const requester = existingLoginRequester(c, deps)
    const code = requester === null ? null : await deps.stores.phoneCodes.latestCode(digits, requester, now)
    if (!code) throw new ApiError(401, 'wrong_code', AUTH_MESSAGES.wrongCode)
    if ((await deps.stores.phoneCodes.countCodeAttempt(code.id)) > CODE_MAX_ATTEMPTS) {
      // This browser's code only: another browser's stays usable.
      await deps.stores.phoneCodes.deleteCode(code.id)
      throw new ApiError(429, 'too_many_code_tries', AUTH_MESSAGES.tooManyCodeTries)
    }
    if (!sameSecret(code.codeHash, codeHash(deps, digits, body.code))) {
      // A wrong code spends the account's login attempts too: one budget, however the guesses come.
      await countAccountFailure(deps, code.userId)
      throw new ApiError(401, 'wrong_code', AUTH_MESSAGES.wrongCode)
    }
    await deps.stores.phoneCodes.deleteCodes(digits)
    // The owner proved it with the phone: the account's login budget is whole again.
    await clearAccountAttempts(deps, code.userId)
    const user = await loadSessionUser(deps, code.userId).catch((error) => {
      throw unavailable(deps, 'phone login', error)
    })
    if (!user) throw new ApiError(401, 'wrong_code', AUTH_MESSAGES.wrongCode)
    await startSession(c, deps, {
      userId: user.id,
      email: user.email,
      role: user.role,
      method: 'phone',
      wooToken: code.wooToken,
      remember: body.remember ?? false,
    })
    return c.json({ user })
  })

  /** Shows who the link is for; spends nothing and logs nobody in (mail scanners open links). */
  app.get('/api/auth/auto-login/:userId', async (c) => {
    const userId = readUserId(c)
    await consume(deps, `auto-login:${clientIp(c, deps)}`, LIMITS.autoLoginPerIp)
    const { token } = readQuery(c, tokenQuery)
    const check = checkAutoLogin(deps, userId, token)
    if (!check.ok) throw linkRefused(check.reason)
    if (await deps.stores.nonces.isNonceUsed(sha256(check.nonce), deps.now().getTime()))
      throw linkRefused('used')
    const user = await loadSessionUser(deps, userId).catch((error) => {
      throw unavailable(deps, 'auto-login', error)
    })
    if (user?.role !== 'customer') throw new ApiError(404, 'user_not_found', AUTH_MESSAGES.userNotFound)
    return c.json({ user: { id: user.id, firstName: user.firstName, lastName: user.lastName } })
  })

  app.post('/api/auth/auto-login/:userId', async (c) => {
    const userId = readUserId(c)
    await consume(deps, `auto-login:${clientIp(c, deps)}`, LIMITS.autoLoginPerIp)
    const body = await readBody(c, autoLoginBody)
    const check = checkAutoLogin(deps, userId, body.token)
    if (!check.ok) throw linkRefused(check.reason)
    const user = await loadSessionUser(deps, userId).catch((error) => {
      throw unavailable(deps, 'auto-login', error)
    })
    if (user?.role !== 'customer') throw new ApiError(404, 'user_not_found', AUTH_MESSAGES.userNotFound)
    if (!(await deps.stores.nonces.useNonce(sha256(check.nonce), check.expiresAt, deps.now().getTime())))
      throw linkRefused('used')
    await startSession(c, deps, {
      userId: user.id,
      email: user.email,
      role: 'customer',
      method: 'auto-login',
      wooToken: null,
      remember: body.remember ?? false,
    })
    return c.json({ user })
  })

  app.post('/api/auth/password-reset', async (c) => {
    const body = await readBody(c, passwordResetRequestSchema)
    // No mail transport (a real store without one): the link could not reach anyone. The same
    // answer for every account, so it tells nothing about who is registered.
    if (!deps.mail.available()) throw new ApiError(503, 'mail_unavailable', AUTH_MESSAGES.mailUnavailable)
    await consume(deps, `reset:${clientIp(c, deps)}`, LIMITS.resetPerIp)
    // Whatever happens next happens after the answer: it is the same, and as fast, for anyone.
    later(deps, 'password reset', async () => {
      const account = await findAccount(deps, body.emailOrUsername)
      if (!account) return
      // An inbox is not a target: 3 reset mails per account an hour, whoever asks (issue 23).
      const { windowMs, max } = LIMITS.resetMailsPerAccount
      if (
        (await deps.stores.rateLimits.hit(`reset-mail:${account.id}`, windowMs, deps.now().getTime())).count >
        max
      ) {
        deps.log.info('password reset not mailed: the account had its reset mails for the hour', {
          userId: account.id,
        })
        return
      }
      if (shopRole(account.role) !== 'customer') {
        await mailStaffReset(deps, account)
        return
      }
      const token = randomToken(32)
      await deps.stores.resetLinks.saveResetToken(
        sha256(token),
        account.id,
        deps.now().getTime() + RESET_TTL_MS,
      )
      const brand = currentSettings(deps).brand
      const link = `${deps.config.publicUrl}/reset-password?token=${token}`
      try {
        await deps.mail.send({
          to: account.email,
          subject: `Reimposta la password di ${brand}`,
          text:
            `${mailGreeting(account.first_name)}\n\nper scegliere una nuova password apri questo link entro un'ora:\n${link}\n\n` +
            'Il link vale una sola volta. Se non hai chiesto tu di reimpostare la password, ignora questa email: ' +
            `la password attuale resta valida.\n\n${brand}`,
        })
        return
      } catch (error) {
        deps.log.warn('reset email failed; recording the request on the customer', { error })
      }
      // SPEC.md section 4: the request is kept on the customer when the email could not be sent.
      await deps.woo.updateCustomer(account.id, {
        meta_data: [
          {
            key: 'password_reset_request',
            value: JSON.stringify({
              email: account.email,
              timestamp: deps.now().toISOString(),
              ip: 'frontend_request',
            }),
          },
        ],
      })
    })
    c.header('Referrer-Policy', 'no-referrer')
    return c.json({ message: AUTH_MESSAGES.resetSent }, 202)
  })

  app.post('/api/auth/password-reset/complete', async (c) => {
    const body = await readBody(c, resetCompleteSchema)
    await consume(deps, `reset:${clientIp(c, deps)}`, LIMITS.resetPerIp)
    c.header('Referrer-Policy', 'no-referrer')
    // The link is held for this attempt (a parallel one gets 409) and spent only once WooCommerce
    // has the new password: a failure leaves it usable.
    const tokenHash = sha256(body.token)
    const claim = await deps.stores.resetLinks.claimResetToken(
      tokenHash,
      deps.now().getTime(),
      RESET_CLAIM_MS,
    )
    if (claim.status === 'invalid') throw new ApiError(400, 'reset_invalid', AUTH_MESSAGES.resetInvalid)
    if (claim.status === 'busy') throw new ApiError(409, 'reset_in_progress', AUTH_MESSAGES.resetInProgress)
    try {
      await deps.woo.updateCustomer(claim.userId, { password: body.password })
    } catch (error) {
      await deps.stores.resetLinks.releaseResetToken(tokenHash)
      // A link made for a staff account before staff got none: WooCommerce refuses (403).
      if (isWooError(error) && error.code === 'woocommerce_rest_cannot_edit') {
        throw new ApiError(403, 'staff_password', AUTH_MESSAGES.staffPassword)
      }
      throw unavailable(deps, 'password reset', error)
    }
    await deps.stores.resetLinks.spendResetTokens(claim.userId)
    await deps.stores.sessions.deleteUserSessions(claim.userId)
    // The owner proved it by e-mail: the account's login budget is whole again.
    await clearAccountAttempts(deps, claim.userId)
    return c.json({ message: AUTH_MESSAGES.resetDone })
  })
}

/**
 * A staff account asked for a reset: WooCommerce refuses to set a shop manager's or an
 * administrator's password over its REST API (403 woocommerce_rest_cannot_edit), and consumer keys
 * do not open wp/v2/users, so no link could work. The email says how to do it from WordPress; the
 * answer to the request stays the same as for anyone (DECISIONS.md 2.6).
 */
async function mailStaffReset(deps: ServerDeps, account: Customer): Promise<void> {
  const brand = currentSettings(deps).brand
  const wordpress = deps.config.woo.baseUrl
    ? `${deps.config.woo.baseUrl.replace(/\/+$/, '')}/wp-login.php?action=lostpassword`
    : 'la pagina di accesso di WordPress del negozio'
  await deps.mail.send({
    to: account.email,
    subject: `Reimposta la password di ${brand}`,
    text:
      `${mailGreeting(account.first_name)}\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account ` +
      `${account.username || account.email}. È un account del personale (amministratore o gestore del negozio): ` +
      'la sua password non si reimposta dal sito del negozio, ma da WordPress. Apri questa pagina e scegli ' +
      `«Ottieni una nuova password»:\n${wordpress}\n\n` +
      'Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.' +
      `\n\n${brand}`,
  })
}

function linkRefused(reason: 'missing' | 'invalid' | 'expired' | 'used'): ApiError {
  if (reason === 'missing') return new ApiError(400, 'link_missing', AUTH_MESSAGES.linkMissing)
  if (reason === 'expired') return new ApiError(410, 'link_expired', AUTH_MESSAGES.linkExpired)
  if (reason === 'used') return new ApiError(410, 'link_used', AUTH_MESSAGES.linkUsed)
  return new ApiError(400, 'link_invalid', AUTH_MESSAGES.linkInvalid)
}
