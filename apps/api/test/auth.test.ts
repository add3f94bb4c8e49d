import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueAutoLogin } from '../src/security/auto-login'
import { type Browser, clientAt, startApi, type TestApi, testClock, unique } from './harness'

let t: TestApi
const clock = testClock()

beforeAll(async () => {
  t = await startApi({ now: clock })
})

afterAll(async () => {
  await t?.stop()
})

const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.it`

/** Counts the passwords the server asks WooCommerce to check from now on; `restore` stops counting. */
function countTokenRequests() {
  const woo = t.deps.woo
  const original = woo.requestToken
  const counter = {
    count: 0,
    restore: () => {
      woo.requestToken = original
    },
  }
  woo.requestToken = (...args) => {
    counter.count++
    return original.apply(woo, args)
  }
  return counter
}

async function register(
  browser: Browser,
  email: string,
  password = 'Primitivo#2026',
  extra: Record<string, unknown> = {},
) {
  return browser.post('/api/auth/register', {
    email,
    password,
    firstName: 'Nicola',
    lastName: 'Lattanzio',
    privacy: true,
    ...extra,
  })
}

/**
 * A customer made straight in WooCommerce (registration has a per-IP limit of its own, tested
 * above), logged in by `browser` when one is given.
 */
async function customer(
  email: string,
  password = 'Primitivo#2026',
  options: { phone?: string; browser?: Browser } = {},
) {
  const created = await t.deps.woo.createCustomer({
    email,
    password,
    first_name: 'Nicola',
    last_name: 'Lattanzio',
    ...(options.phone ? { billing: { phone: options.phone } } : {}),
  })
  if (options.browser) {
    const reply = await options.browser.post('/api/auth/login', { login: email, password })
    expect(reply.status).toBe(200)
  }
  return created
}

function sessionCookie(reply: { headers: Headers }) {
  return reply.headers.getSetCookie().find((line) => line.startsWith('shop_session=')) ?? ''
}

describe('register and log in', () => {
  it('registers a customer and logs them in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const browser = t.browser()
    const email = uniqueEmail('nuovo')
    const reply = await register(browser, email, 'Primitivo#2026', { phone: '333 123 4567' })
    expect(reply.status).toBe(201)
    expect(reply.body.user).toMatchObject({ email, username: email, firstName: 'Nicola', role: 'customer' })
    expect(reply.body.user.billing).toMatchObject({ email, country: 'IT', phone: '333 123 4567' })
    const cookie = sessionCookie(reply)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Max-Age/i)
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(email)
  })

  it("refuses an email already registered with 'Un utente con questa email esiste già'", async () => {
    const email = uniqueEmail('doppio')
    await register(t.browser(), email)
    const again = await register(t.browser(), email)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Un utente con questa email esiste già')
  })

  it("takes a username of the customer's choice, refuses one already taken, and logs in with it", async () => {
    const email = uniqueEmail('scelto')
    const username = unique('scelto').replace(/\./g, '_')
    const reply = await register(t.browser(), email, 'Primitivo#2026', { username })
    expect(reply.status).toBe(201)
    expect(reply.body.user.username).toBe(username)
    const taken = await register(t.browser(), uniqueEmail('altro'), 'Primitivo#2026', { username })
    expect(taken.status).toBe(409)
    expect(taken.body.error.fields).toEqual({
      username: 'Questo nome utente è già in uso: scegline un altro o lascia il campo vuoto.',
    })
    const bad = await register(t.browser(), uniqueEmail('brutto'), 'Primitivo#2026', { username: 'ciò è' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty('username')
    const browser = t.browser()
    const login = await browser.post('/api/auth/login', { login: username, password: 'Primitivo#2026' })
    expect(login.status).toBe(200)
    expect(login.body.user.email).toBe(email)
    expect((await browser.get('/api/auth/me')).body).toMatchObject({ loginMethod: 'password' })
  })

  it('takes Italian phones in the ways people write them, and refuses other countries', async () => {
    for (const phone of ['(080) 555-0102', '+39 347 555 0199', '0039 333 1234567']) {
      const reply = await register(t.browser(), uniqueEmail('tel'), 'Primitivo#2026', { phone })
      expect(reply.status, phone).toBe(201)
    }
    for (const phone of ['+1 555 555 0199', '0044 20 7946 0958', '12']) {
      const reply = await register(t.browser(), uniqueEmail('tel'), 'Primitivo#2026', { phone })
      expect(reply.status, phone).toBe(400)
      expect(reply.body.error.fields, phone).toHaveProperty('phone')
    }
  })

  it('explains bad registration data in Italian, field by field', async () => {
    const reply = await t.browser().post('/api/auth/register', {
      email: 'no',
      password: 'corta',
      firstName: '',
      lastName: 'X',
      privacy: false,
    })
    expect(reply.status).toBe(400)
    expect(reply.body.error.fields).toMatchObject({
      email: "Inserisci un'email valida, per esempio mario.rossi@example.it",
      password: 'La password deve avere almeno 8 caratteri',
      firstName: 'Il nome è obbligatorio',
      privacy: "Per registrarti devi accettare l'informativa sulla privacy",
    })
  })

  it('logs in by email and by username, with a new session id at every login', async () => {
    const email = uniqueEmail('accesso')
    await customer(email, 'Negroamaro#2026')
    const browser = t.browser()
    const first = await browser.post('/api/auth/login', { login: email, password: 'Negroamaro#2026' })
    expect(first.status).toBe(200)
    const firstId = browser.cookies.get('shop_session')
    const staff = t.demo('shop_manager')
    const second = await browser.post('/api/auth/login', { login: staff.username, password: staff.password })
    expect(second.body.user.role).toBe('shop_manager')
    expect(browser.cookies.get('shop_session')).not.toBe(firstId)
    // the first session ended with the second login
    const stale = t.browser()
    stale.cookies.set('shop_session', firstId ?? '')
    expect((await stale.get('/api/auth/me')).body.user).toBeNull()
  })

  it('gives a remembered login a 30-day cookie on path /', async () => {
    const customer = t.demo('customer', 1)
    const reply = await t
      .browser()
      .post('/api/auth/login', { login: customer.email, password: customer.password, remember: true })
    expect(sessionCookie(reply)).toMatch(/Max-Age=2592000/)
    expect(sessionCookie(reply)).toMatch(/Path=\//)
  })

  it('answers a wrong password and an unknown account exactly alike', async () => {
    const customer = t.demo('customer', 2)
    const wrong = await t
      .browser()
      .post('/api/auth/login', { login: customer.email, password: 'sbagliata-123' })
    const unknown = await t
      .browser()
      .post('/api/auth/login', { login: 'nessuno.mai@example.it', password: 'sbagliata-123' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.error.message).toBe('Email, nome utente o password non corretti')
  })

  it('counts the username and the email of one account together: 6 wrong by username + 6 by email → the budget is spent', async () => {
    const email = uniqueEmail('bersaglio')
    const username = unique('bersaglio').replace(/\./g, '_')
    await t.deps.woo.createCustomer({
      email,
      username,
      password: 'Castel#del#Monte1',
      first_name: 'Nicola',
      last_name: 'Lattanzio',
    })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await t.browser().post('/api/auth/login', { login: username, password: `sbagliata-${i}` })).status,
      )
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t
            .browser()
            .post('/api/auth/login', { login: email.toUpperCase(), password: `sbagliata-${i}` })
        ).status,
      )
    // 10 attempts per account in 15 minutes; the 11th and the 12th are refused, whichever name they use.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    // Past the budget the right password is refused too: nothing is checked.
    const limited = await t
      .browser()
      .post('/api/auth/login', { login: username, password: 'Castel#del#Monte1' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.error).toEqual({
      code: 'login_budget_spent',
      message:
        'Troppi tentativi di accesso a questo account: riprova tra qualche minuto, oppure accedi con il codice via SMS o reimposta la password.',
    })
    // Another account is not affected.
    const other = t.demo('customer', 0)
    expect(
      (await t.browser().post('/api/auth/login', { login: other.email, password: other.password })).status,
    ).toBe(200)
    // A new window: the owner gets in, and a success clears the count.
    clock.advance(16 * 60_000)
    expect(
      (await t.browser().post('/api/auth/login', { login: email, password: 'Castel#del#Monte1' })).status,
    ).toBe(200)
    expect(
      (await t.browser().post('/api/auth/login', { login: username, password: 'sbagliata-y' })).status,
    ).toBe(401)
  })

  it('30 guesses at once from 30 addresses past the budget, the right one among them: none checked, all 429', async () => {
    const email = uniqueEmail('raffica')
    await customer(email, 'Castel#del#Monte1')
    for (let i = 0; i < 10; i++)
      expect(
        (await t.browser(clientAt(i + 1)).post('/api/auth/login', { login: email, password: `no-${i}` }))
          .status,
      ).toBe(401)
    const checks = countTokenRequests()
    try {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.browser(clientAt(20 + i)).post('/api/auth/login', {
            login: email,
            password: i === 17 ? 'Castel#del#Monte1' : `sbagliata-${i}`,
          }),
        ),
      )
      expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(429))
      expect(new Set(replies.map((reply) => reply.text)).size).toBe(1)
      expect(checks.count).toBe(0)
    } finally {
      checks.restore()
    }
    // The owner's ways in: a password reset by e-mail clears the budget.
    const browser = t.browser(clientAt(60))
    expect((await browser.post('/api/auth/password-reset', { emailOrUsername: email })).status).toBe(202)
    const mail = await t.outbox(email)
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1]
    expect(token).toBeTruthy()
    expect(
      (await browser.post('/api/auth/password-reset/complete', { token, password: 'Nuova#Password#2026' }))
        .status,
    ).toBe(200)
    expect(
      (await browser.post('/api/auth/login', { login: email, password: 'Nuova#Password#2026' })).status,
    ).toBe(200)
  })

  it('counts a parallel burst exactly: of 20 wrong passwords at once, 10 are answered 401 and 10 are refused unchecked', async () => {
    const email = uniqueEmail('raffica')
    await customer(email, 'Castel#del#Monte1')
    const checks = countTokenRequests()
    try {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.browser(clientAt(100 + i)).post('/api/auth/login', { login: email, password: `sbagliata-${i}` }),
        ),
      )
      const statuses = replies.map((r) => r.status).sort()
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)])
      expect(checks.count).toBe(10)
    } finally {
      checks.restore()
    }
  })

  it('limits registrations from one address (429 with Retry-After)', async () => {
    let last = 0
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await register(t.browser(), uniqueEmail('limite'))).status
    expect(last).toBe(429)
  })

  it('keeps the session when WooCommerce answers a 404 that is not "no such user" (503, then back)', async () => {
    const email = uniqueEmail('sessione')
    const browser = t.browser()
    const created = await customer(email, 'Primitivo#2026', { browser })
    // A missing route or a proxy's 404 page: the customer may well exist.
    await t.control('/faults', 'POST', {
      path: `/wp-json/wc/v3/customers/${created.id}`,
      method: 'GET',
      status: 404,
      times: 1,
    })
    const during = await browser.get('/api/auth/me')
    expect(during.status).toBe(503)
    expect(during.body.error.message).toBe('Il negozio non risponde in questo momento. Riprova tra poco.')
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(email)
    // WooCommerce's own "Invalid user ID." (the account was deleted) does end the session.
    await t.wooRest('DELETE', `/customers/${created.id}?force=true`)
    expect((await browser.get('/api/auth/me')).body.user).toBeNull()
    expect((await browser.get('/api/account')).status).toBe(401)
  })

  it('logs out, and the session is gone on the server too', async () => {
    const customer = t.demo('customer', 0)
    const browser = t.browser()
    await browser.post('/api/auth/login', { login: customer.email, password: customer.password })
    const id = browser.cookies.get('shop_session') ?? ''
    expect((await browser.post('/api/auth/logout')).body).toEqual({ ok: true })
    const replay = t.browser()
    replay.cookies.set('shop_session', id)
    expect((await replay.get('/api/auth/me')).body.user).toBeNull()
    expect((await replay.get('/api/account')).status).toBe(401)
  })
})

describe('phone login with a one-time code', () => {
  async function customerWithPhone(phone: string) {
    const email = uniqueEmail('telefono')
    await customer(email, 'Salice#Salentino1', { phone })
    return email
  }

  it('sends a 6-digit code by SMS and opens a session with it, once', async () => {
    const email = await customerWithPhone('+39 347 111 2233')
    const browser = t.browser()
    const request = await browser.post('/api/auth/phone/request', { phone: '347 111 2233' })
    expect(request.status).toBe(202)
    const sms = await t.outbox('3471112233')
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const reply = await browser.post('/api/auth/phone/verify', { phone: '347-111-2233', code })
    expect(reply.status).toBe(200)
    expect(reply.body.user.email).toBe(email)
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(email)
    expect((await t.browser().post('/api/auth/phone/verify', { phone: '3471112233', code })).status).toBe(401)
  })

  it('answers a known and an unknown phone the same, and sends nothing for the unknown one', async () => {
    await customerWithPhone('3482223344')
    const known = await t.browser().post('/api/auth/phone/request', { phone: '348 222 3344' })
    const unknown = await t.browser().post('/api/auth/phone/request', { phone: '349 000 0001' })
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(unknown.body)
    expect(await t.outbox('3482223344')).toBeDefined()
    expect(await t.outbox('3490000001')).toBeUndefined()
  })

  it("spends the account's login attempts with wrong codes: 4 wrong codes + 6 wrong passwords → the budget is spent", async () => {
    const email = await customerWithPhone('3405556677')
    const browser = t.browser()
    await browser.post('/api/auth/phone/request', { phone: '3405556677' })
    const code = /\b(\d{6})\b/.exec((await t.outbox('3405556677'))?.body ?? '')?.[1] ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++)
      expect(
        (await browser.post('/api/auth/phone/verify', { phone: '3405556677', code: wrong })).status,
      ).toBe(401)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await t.browser().post('/api/auth/login', { login: email, password: `sbagliata-${i}` })).status,
      )
    expect(statuses).toEqual([...Array(6).fill(401), 429])
  })

  it('refuses empty, boolean and non-string codes, wrong codes, and the right code after 5 tries', async () => {
    await customerWithPhone('3403334455')
    const browser = t.browser()
    await browser.post('/api/auth/phone/request', { phone: '3403334455' })
    const sms = await t.outbox('3403334455')
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? ''
    for (const bad of ['', true, 123456, null, ['123456']]) {
      expect((await browser.post('/api/auth/phone/verify', { phone: '3403334455', code: bad })).status).toBe(
        400,
      )
    }
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(
        (await browser.post('/api/auth/phone/verify', { phone: '3403334455', code: wrong })).status,
      ).toBe(401)
    }
    const late = await browser.post('/api/auth/phone/verify', { phone: '3403334455', code })
    expect(late.status).toBe(429)
    expect(late.body.error.message).toBe('Troppi tentativi con questo codice: richiedine uno nuovo.')
  })

  it('a code is its browser’s: another browser’s requests and wrong codes neither spend nor lock it', async () => {
    const email = await customerWithPhone('3406667788')
    const phone = '3406667788'
    const smsCount = async () => (await t.stores.outbox.outbox(1000)).filter((m) => m.to === phone).length
    // Three attackers on three addresses ask for codes (3 each: their limit) and guess 6 codes each.
    const attackers = [t.browser(clientAt(220)), t.browser(clientAt(221)), t.browser(clientAt(222))]
    for (const attacker of attackers)
      for (let i = 0; i < 3; i++)
        expect((await attacker.post('/api/auth/phone/request', { phone })).status).toBe(202)
    expect((await attackers[0]?.post('/api/auth/phone/request', { phone }))?.status).toBe(429)
    await expect.poll(smsCount, { timeout: 5000 }).toBe(9)
    // The customer, on their own phone's browser, asks too: not locked, and its code is its own.
    const owner = t.browser(clientAt(223))
    expect((await owner.post('/api/auth/phone/request', { phone })).status).toBe(202)
    await expect.poll(smsCount, { timeout: 5000 }).toBe(10)
    const code = /\b(\d{6})\b/.exec((await t.outbox(phone))?.body ?? '')?.[1] ?? ''
    // The attackers guess, the right code included: from their browsers it is not theirs.
    const guesses = ['000000', '123456', '111111', '999999', '424242', code]
    for (const attacker of attackers)
      for (const guess of guesses)
        expect([401, 429]).toContain(
          (await attacker.post('/api/auth/phone/verify', { phone, code: guess })).status,
        )
    const stranger = t.browser(clientAt(224))
    expect((await stranger.post('/api/auth/phone/verify', { phone, code })).status).toBe(401)
    // The owner's code still works.
    const reply = await owner.post('/api/auth/phone/verify', { phone, code })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.user.email).toBe(email)
    // The phone's inbox: 10 codes an hour from all browsers; the 11th request is answered alike, sends nothing.
    expect((await t.browser(clientAt(225)).post('/api/auth/phone/request', { phone })).status).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await smsCount()).toBe(10)
  })

  it('refuses a code after 10 minutes', async () => {
    await customerWithPhone('3394445566')
    const browser = t.browser()
    await browser.post('/api/auth/phone/request', { phone: '3394445566' })
    const code = /\b(\d{6})\b/.exec((await t.outbox('3394445566'))?.body ?? '')?.[1]
    clock.advance(11 * 60_000)
    expect((await browser.post('/api/auth/phone/verify', { phone: '3394445566', code })).status).toBe(401)
  })
})

describe('signed auto-login links', () => {
  let userId = 0
  beforeAll(async () => {
    userId = (await customer(uniqueEmail('link'))).id
  })

  it('shows who the link is for on GET and logs nobody in; the POST logs in, once', async () => {
    const { token } = issueAutoLogin(t.deps, userId)
    const browser = t.browser()
    const look = await browser.get(`/api/auth/auto-login/${userId}?token=${encodeURIComponent(token)}`)
    expect(look.status).toBe(200)
    expect(look.body.user).toEqual({ id: userId, firstName: 'Nicola', lastName: 'Lattanzio' })
    expect(browser.cookies.size).toBe(0)
    expect((await browser.get('/api/auth/me')).body.user).toBeNull()
    const login = await browser.post(`/api/auth/auto-login/${userId}`, { token })
    expect(login.status).toBe(200)
    expect((await browser.get('/api/auth/me')).body.user.id).toBe(userId)
    const again = await t.browser().post(`/api/auth/auto-login/${userId}`, { token })
    expect(again.status).toBe(410)
    expect(again.body.error.message).toBe(
      'Il link di accesso è già stato usato: chiedine uno nuovo al negozio.',
    )
    expect(
      (await t.browser().get(`/api/auth/auto-login/${userId}?token=${encodeURIComponent(token)}`)).status,
    ).toBe(410)
  })

  it("refuses a non-numeric id with 'ID utente non valido'", async () => {
    const reply = await t.browser().get('/api/auth/auto-login/abc?token=x')
    expect(reply.status).toBe(400)
    expect(reply.body.error.message).toBe('ID utente non valido')
    expect((await t.browser().post('/api/auth/auto-login/12a', { token: 'x' })).body.error.message).toBe(
      'ID utente non valido',
    )
  })

  it("refuses a missing, wrong, another user's or expired token", async () => {
    const missing = await t.browser().get(`/api/auth/auto-login/${userId}`)
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toBe(
      'Il link di accesso non è completo: manca il codice di sicurezza.',
    )
    const { token } = issueAutoLogin(t.deps, userId)
    const forged = `${token.slice(0, -3)}abc`
    expect((await t.browser().post(`/api/auth/auto-login/${userId}`, { token: forged })).status).toBe(400)
    expect((await t.browser().post(`/api/auth/auto-login/${userId + 1}`, { token })).status).toBe(400)
    const expiring = issueAutoLogin(t.deps, userId, 60_000).token
    clock.advance(2 * 60_000)
    const expired = await t.browser().post(`/api/auth/auto-login/${userId}`, { token: expiring })
    expect(expired.status).toBe(410)
    expect(expired.body.error.message).toBe('Il link di accesso è scaduto: chiedine uno nuovo al negozio.')
  })

  it('never logs in a staff account by link', async () => {
    const { token } = issueAutoLogin(t.deps, 1)
    expect((await t.browser().post('/api/auth/auto-login/1', { token })).status).toBe(404)
  })
})

describe('password reset', () => {
  it('33 resets of one account from 3 addresses: 30 answered alike, at most 3 mails in the hour', async () => {
    const email = uniqueEmail('casella')
    await customer(email, 'Vecchia#Pass1')
    const replies = await Promise.all(
      Array.from({ length: 33 }, (_, i) =>
        t.browser(clientAt(200 + (i % 3))).post('/api/auth/password-reset', { emailOrUsername: email }),
      ),
    )
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(30)
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(3)
    const mails = async () => (await t.stores.outbox.outbox(1000)).filter((message) => message.to === email)
    await expect.poll(async () => (await mails()).length, { timeout: 5000 }).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mails()).toHaveLength(3)
    // An hour later, a new one goes.
    clock.advance(61 * 60_000)
    expect(
      (await t.browser(clientAt(203)).post('/api/auth/password-reset', { emailOrUsername: email })).status,
    ).toBe(202)
    await expect.poll(async () => (await mails()).length, { timeout: 5000 }).toBe(4)
  })

  it('answers a known and an unknown account the same, in about the same time', async () => {
    const email = uniqueEmail('reset')
    await customer(email, 'Vecchia#Pass1')
    const timed = async (value: string) => {
      const started = performance.now()
      const reply = await t.browser().post('/api/auth/password-reset', { emailOrUsername: value })
      return { reply, ms: performance.now() - started }
    }
    // The account look-up is made slow on purpose: an answer that waited for it would show, in
    // its time, whether the account exists. Both must come back long before it ends (wall-clock
    // differences of a few ms would drown in a loaded machine's noise; 1.5 s does not).
    const woo = t.deps.woo
    const listCustomers = woo.listCustomers
    const LOOKUP_MS = 1500
    woo.listCustomers = async (...args) => {
      await new Promise((done) => setTimeout(done, LOOKUP_MS))
      return listCustomers.apply(woo, args)
    }
    let known: Awaited<ReturnType<typeof timed>>
    let unknown: Awaited<ReturnType<typeof timed>>
    try {
      known = await timed(email)
      unknown = await timed('sconosciuto.del.tutto@example.it')
    } finally {
      woo.listCustomers = listCustomers
    }
    expect(known.reply.status).toBe(202)
    expect(known.reply.body).toEqual(unknown.reply.body)
    expect(known.reply.body.message).toBe('Email di reset inviata. Controlla la tua casella di posta.')
    expect(known.ms).toBeLessThan(LOOKUP_MS - 500)
    expect(unknown.ms).toBeLessThan(LOOKUP_MS - 500)
    await expect.poll(() => t.outbox(email), { timeout: 5000 }).toBeDefined()
    expect(await t.outbox('sconosciuto.del.tutto@example.it')).toBeUndefined()
  })

  it('mails a single-use link built from PUBLIC_URL; the new password works and old sessions end', async () => {
    const email = uniqueEmail('reimposta')
    await customer(email, 'Vecchia#Pass1')
    const other = t.browser()
    await other.post('/api/auth/login', { login: email, password: 'Vecchia#Pass1' })
    const reply = await t
      .browser()
      .post('/api/auth/password-reset', { emailOrUsername: email }, { host: 'attacker.example' })
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer')
    const mail = await t.outbox(email)
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? ''
    expect(link.startsWith(`${t.url}/reset-password?token=`)).toBe(true)
    const token = new URL(link).searchParams.get('token')
    const done = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Nuova#Pass2026' })
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('Password aggiornata: ora puoi accedere con la nuova password.')
    expect((await other.get('/api/auth/me')).body.user).toBeNull()
    expect(
      (await t.browser().post('/api/auth/login', { login: email, password: 'Nuova#Pass2026' })).status,
    ).toBe(200)
    const twice = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Altra#Pass2026' })
    expect(twice.status).toBe(400)
    expect(twice.body.error.message).toBe(
      'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
    )
  })

  it('spends every link of the account when one is used: an older link no longer works', async () => {
    const email = uniqueEmail('due.link')
    await customer(email, 'Vecchia#Pass1')
    const links: string[] = []
    for (let i = 0; i < 2; i++) {
      const before = (await t.stores.outbox.outbox(500)).filter((m) => m.to === email).length
      expect((await t.browser().post('/api/auth/password-reset', { emailOrUsername: email })).status).toBe(
        202,
      )
      await expect
        .poll(async () => (await t.stores.outbox.outbox(500)).filter((m) => m.to === email).length)
        .toBe(before + 1)
      const mail = (await t.stores.outbox.outbox(500)).find((m) => m.to === email)
      links.push(
        new URL(/(http\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x').searchParams.get('token') ?? '',
      )
    }
    const [older, newer] = links
    expect(older).not.toBe(newer)
    const done = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token: newer, password: 'Nuova#Pass2026' })
    expect(done.status).toBe(200)
    const stale = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token: older, password: 'Altra#Pass2026' })
    expect(stale.status).toBe(400)
    expect(stale.body.error.code).toBe('reset_invalid')
    expect(
      (await t.browser().post('/api/auth/login', { login: email, password: 'Nuova#Pass2026' })).status,
    ).toBe(200)
  })

  it('refuses a link after an hour', async () => {
    const email = uniqueEmail('scaduto')
    await customer(email, 'Vecchia#Pass1')
    await t.browser().post('/api/auth/password-reset', { emailOrUsername: email })
    const token = new URL(
      /(http\S+)/.exec((await t.outbox(email))?.body ?? '')?.[1] ?? 'http://x',
    ).searchParams.get('token')
    clock.advance(61 * 60_000)
    expect(
      (await t.browser().post('/api/auth/password-reset/complete', { token, password: 'Nuova#Pass2026' }))
        .status,
    ).toBe(400)
  })
  it("greets by first name, and with a plain 'Ciao,' when the account has none (customer and staff)", async () => {
    clock.advance(16 * 60_000) // a new window for this machine's per-address reset limit, which the tests above used up
    /** Asks for a reset over HTTP and returns the first line of the mail that arrives for `email`. */
    const greeting = async (login: string, email: string) => {
      const before = (await t.stores.outbox.outbox(500)).filter((m) => m.to === email).length
      const reply = await t.browser().post('/api/auth/password-reset', { emailOrUsername: login })
      expect(reply.status).toBe(202)
      await expect
        .poll(async () => (await t.stores.outbox.outbox(500)).filter((m) => m.to === email).length)
        .toBe(before + 1)
      return (await t.outbox(email))?.body.split('\n')[0]
    }
    const named = uniqueEmail('con.nome')
    await customer(named, 'Vecchia#Pass1')
    expect(await greeting(named, named)).toBe('Ciao Nicola,')
    const nameless = uniqueEmail('senza.nome')
    await t.deps.woo.createCustomer({
      email: nameless,
      password: 'Vecchia#Pass1',
      first_name: '',
      last_name: '',
    })
    expect(await greeting(nameless, nameless)).toBe('Ciao,')

    const staff = t.demo('shop_manager')
    expect(await greeting(staff.username, staff.email)).toBe('Ciao Operatore,')
    const [account] = (await t.deps.woo.listCustomers({ email: staff.email, role: 'all' })).items
    const id = account?.id as number
    await t.wooRest('PUT', `/customers/${id}`, { first_name: '' })
    try {
      expect(await greeting(staff.username, staff.email)).toBe('Ciao,')
      expect((await t.outbox(staff.email))?.body).toContain('account del personale')
    } finally {
      await t.wooRest('PUT', `/customers/${id}`, { first_name: account?.first_name ?? 'Operatore' })
    }
  })
})

describe('password change and account', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const email = uniqueEmail('cambio')
    const here = t.browser()
    await customer(email, 'Vecchia#Pass1', { browser: here })
    const elsewhere = t.browser()
    await elsewhere.post('/api/auth/login', { login: email, password: 'Vecchia#Pass1' })
    const wrong = await here.post('/api/account/password', {
      currentPassword: 'non-e-lei-1',
      newPassword: 'Nuova#Pass2026',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.message).toBe('La password attuale non è corretta')
    const reply = await here.post('/api/account/password', {
      currentPassword: 'Vecchia#Pass1',
      newPassword: 'Nuova#Pass2026',
    })
    expect(reply.status).toBe(200)
    expect(reply.body.message).toBe('Password cambiata con successo!')
    expect((await elsewhere.get('/api/account')).status).toBe(401)
    expect((await here.get('/api/account')).status).toBe(200)
    expect(
      (await t.browser().post('/api/auth/login', { login: email, password: 'Nuova#Pass2026' })).status,
    ).toBe(200)
    expect(
      (await t.browser().post('/api/auth/login', { login: email, password: 'Vecchia#Pass1' })).status,
    ).toBe(401)
  })

  it('asks a session opened by a registration for the password it just chose, as after a login', async () => {
    const browser = t.browser()
    const email = uniqueEmail('registrato')
    expect((await register(browser, email, 'Primitivo#2026')).status).toBe(201)
    expect((await browser.get('/api/auth/me')).body.loginMethod).toBe('register')
    const without = await browser.post('/api/account/password', { newPassword: 'Nuova#Pass2026' })
    expect(without.status).toBe(400)
    expect(without.body.error.message).toBe('Inserisci la password attuale')
    const wrong = await browser.post('/api/account/password', {
      currentPassword: 'non-e-lei-1',
      newPassword: 'Nuova#Pass2026',
    })
    expect(wrong.body.error.message).toBe('La password attuale non è corretta')
    const changed = await browser.post('/api/account/password', {
      currentPassword: 'Primitivo#2026',
      newPassword: 'Nuova#Pass2026',
    })
    expect(changed.status, changed.text).toBe(200)
    // Nor does its email change without it.
    const moved = await browser.put('/api/account', { email: uniqueEmail('altrove') })
    expect(moved.status).toBe(400)
  })

  it('records a pending request, without the password, when no way to change it works', async () => {
    const email = uniqueEmail('pendente')
    const browser = t.browser()
    const created = await customer(email, 'Vecchia#Pass1', { browser })
    const body = { user: created }
    await t.control('/faults', 'POST', {
      path: '/wp-json/wp/v2/users/me',
      method: 'POST',
      status: 500,
      times: 1,
    })
    await t.control('/faults', 'POST', {
      path: `/wp-json/wc/v3/customers/${body.user.id}`,
      method: 'PUT',
      status: 500,
      times: 1,
    })
    const reply = await browser.post('/api/account/password', {
      currentPassword: 'Vecchia#Pass1',
      newPassword: 'Nuova#Pass2026',
    })
    expect(reply.status).toBe(202)
    expect(reply.body.message).toBe(
      'Richiesta di cambio password inviata. La password verrà aggiornata a breve.',
    )
    const stored = await t.deps.woo.getCustomer(body.user.id)
    const meta = stored?.meta_data?.find((m) => m.key === 'password_change_request')
    expect(meta?.value).toMatchObject({ status: 'pending', email })
    expect(JSON.stringify(meta)).not.toContain('Nuova#Pass2026')
  })

  it('updates only the logged-in customer, and reads only theirs', async () => {
    const browser = t.browser()
    const mine = await customer(uniqueEmail('profilo'), 'Primitivo#2026', { browser })
    const reply = await browser.put('/api/account', {
      firstName: 'Vito',
      shipping: { address1: 'Via Sparano da Bari 10', city: 'Bari', postcode: '70121', province: 'ba' },
    })
    expect(reply.status).toBe(200)
    expect(reply.body.user).toMatchObject({
      id: mine.id,
      firstName: 'Vito',
      shipping: { address1: 'Via Sparano da Bari 10', province: 'BA' },
    })
    // there is no way to name another customer: the account routes take the id from the session
    const other = t.demo('customer', 0)
    const read = await browser.get(`/api/account?id=1`)
    expect(read.body.user.id).toBe(mine.id)
    expect(read.body.user.email).not.toBe(other.email)
    expect((await browser.put('/api/account', { billing: { postcode: '7012' } })).body.error.message).toBe(
      'Il CAP ha 5 cifre, per esempio 70121',
    )
  })
})

describe('secrets', () => {
  it('never puts the consumer key or secret in an answer, a header or a log line', async () => {
    const browser = t.browser()
    const replies = [
      await browser.get('/api/health'),
      await browser.get('/api/config'),
      await browser.post('/api/auth/login', { login: 'x@example.it', password: 'y' }),
      await browser.get('/api/auth/me'),
    ]
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3', status: 500, times: 2 })
    replies.push(await browser.get('/api/ready'))
    const { consumerKey, consumerSecret } = t.emulator.credentials
    for (const reply of replies) {
      const everything = `${reply.text}\n${[...reply.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}`
      expect(everything).not.toContain(consumerKey)
      expect(everything).not.toContain(consumerSecret)
    }
    expect(t.logs.length).toBeGreaterThan(0)
    for (const line of t.logs) {
      expect(line).not.toContain(consumerKey)
      expect(line).not.toContain(consumerSecret)
    }
  })
})
