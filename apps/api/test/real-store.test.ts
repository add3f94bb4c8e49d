/**
 * The shop on the answers a real WooCommerce gives (REAL-STORE-DIFFERENCES.md, rows 4, 5, 6, 10,
 * 11, 13, 15 and 16, which the emulator now reproduces): each test is named after its row. The
 * emulator's clock here moves a minute at a time, so that whatever a test creates shares one
 * second, as a burst of sign-ups, orders or an import of products does on a real store.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { ORDER_META_KEYS } from '@shop/orders'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { sha256 } from '../src/security/crypto'
import { type Browser, JAPIGIA_HOME, startApi, type TestApi, testClock, unique } from './harness'

let t: TestApi
const clock = testClock()
/** The store's clock in whole minutes: many products made in the same second (row 6). */
const minuteClock = () => new Date(Math.floor(clock().getTime() / 60_000) * 60_000)

beforeAll(async () => {
  // Resets are limited per address (10 in 15 minutes): each test's resets come from an address of their own.
  t = await startApi({ env: { TRUST_PROXY: 'true' }, now: clock, emulator: { now: minuteClock } })
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  await t.control('/faults', 'DELETE')
  await t.control('/timeslots', 'DELETE')
  await t.control('/plugins', 'PUT', { orddd: true, phoneLogin: true, portal: true })
})

const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.it`

async function login(login: string, password: string): Promise<Browser> {
  const browser = t.browser()
  const reply = await browser.post('/api/auth/login', { login, password })
  expect(reply.status, reply.text).toBe(200)
  return browser
}

async function customer(email: string, password = 'Primitivo#2026', phone?: string) {
  return t.deps.woo.createCustomer({
    email,
    password,
    first_name: 'Nicola',
    last_name: 'Lattanzio',
    ...(phone ? { billing: { phone } } : {}),
  })
}

const order = (browser: Browser, body: unknown) =>
  browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': `test-${randomUUID()}` } })

let address = 0
/** The headers of a request from an address no other test used (TRUST_PROXY is on here). */
const fromNewAddress = () => ({ 'x-forwarded-for': `10.15.0.${++address}` })

const resetToken = (mail: { body: string } | undefined) =>
  new URL(/(http\S+reset-password\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x').searchParams.get('token')

describe('row 4: "not managed" stock', () => {
  it('row 4: an operator sets a sold-out product "not managed" and checkout sells it', async () => {
    const manager = await login(t.demo('shop_manager').username, t.demo('shop_manager').password)
    const [product] = (
      await t.deps.woo.listProducts({ status: 'publish', stock_status: 'instock', per_page: 30 })
    ).items.filter((p) => p.manage_stock && p.type === 'simple' && p.purchasable !== false)
    expect(product).toBeDefined()
    const id = product?.id as number
    const soldOut = await manager.put(`/api/admin/products/${id}/stock`, { stockQuantity: 0 })
    expect(soldOut.body).toMatchObject({ stockQuantity: 0, stockStatus: 'outofstock' })

    const unmanaged = await manager.put(`/api/admin/products/${id}/stock`, { manageStock: false })
    expect(unmanaged.status, unmanaged.text).toBe(200)
    expect(unmanaged.body).toMatchObject({ manageStock: false, stockQuantity: null, stockStatus: 'instock' })
    expect((await t.browser().get(`/api/products/${product?.slug}`)).body.stockStatus).toBe('instock')

    const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
    for (const vehicle of ['Molisia', 'Fiat new Ducato']) {
      await t.control('/timeslots', 'POST', { vehicle, slots: ['10:00 - 11:00'] })
    }
    const giuseppe = await login(t.demo('customer', 1).username, t.demo('customer', 1).password)
    const placed = await order(giuseppe, {
      items: [{ productId: id, quantity: 3 }],
      ...JAPIGIA_HOME,
      delivery: { date: dates.at(-1), slot: '10:00 - 11:00' },
      paymentMethod: 'bacs',
    })
    expect(placed.status, placed.text).toBe(201)
  })
})

describe('row 5: staff passwords', () => {
  it('row 5: a staff account asking for a reset gets no link, but how to reset it from WordPress', async () => {
    for (const role of ['shop_manager', 'administrator']) {
      const staff = t.demo(role)
      const before = (await t.stores.outbox.outbox(500)).length
      const reply = await t
        .browser()
        .post('/api/auth/password-reset', { emailOrUsername: staff.username }, fromNewAddress())
      expect(reply.status).toBe(202)
      expect(reply.body.message).toBe('Email di reset inviata. Controlla la tua casella di posta.')
      await expect.poll(async () => (await t.stores.outbox.outbox(500)).length).toBe(before + 1)
      const mail = await t.outbox(staff.email)
      expect(mail?.body).not.toMatch(/reset-password/)
      expect(mail?.body).toContain(`${t.emulator.url}/wp-login.php?action=lostpassword`)
      expect(mail?.body).toContain('account del personale')
      // Nothing was spent or changed: the password still opens a session.
      await login(staff.username, staff.password)
    }
  })

  it('row 5: a link made for a staff account is refused with a clear message and stays as it was', async () => {
    const staff = t.demo('shop_manager')
    const [account] = (await t.deps.woo.listCustomers({ email: staff.email, role: 'all' })).items
    const token = 'a'.repeat(40)
    await t.stores.resetLinks.saveResetToken(
      sha256(token),
      account?.id as number,
      clock().getTime() + 3600_000,
    )
    const reply = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Nuova#Pass2026' }, fromNewAddress())
    expect(reply.status).toBe(403)
    expect(reply.body.error).toEqual({
      code: 'staff_password',
      message:
        'La password di un account del personale (amministratore o gestore del negozio) non si reimposta da qui: usa «Password dimenticata?» nella pagina di accesso di WordPress.',
    })
    await login(staff.username, staff.password)
  })

  it('row 5: a completion that fails leaves the link usable; the next one changes the password', async () => {
    const email = uniqueEmail('riprova')
    const created = await customer(email, 'Vecchia#Pass1')
    await t.browser().post('/api/auth/password-reset', { emailOrUsername: email }, fromNewAddress())
    await expect.poll(() => t.outbox(email), { timeout: 5000 }).toBeDefined()
    const token = resetToken(await t.outbox(email))
    await t.control('/faults', 'POST', {
      path: `/wp-json/wc/v3/customers/${created.id}`,
      method: 'PUT',
      status: 500,
      times: 1,
    })
    const failed = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Nuova#Pass2026' }, fromNewAddress())
    expect(failed.status).toBe(503)
    await login(email, 'Vecchia#Pass1')
    const done = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Nuova#Pass2026' }, fromNewAddress())
    expect(done.status, done.text).toBe(200)
    await login(email, 'Nuova#Pass2026')
    const again = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Altra#Pass2026' }, fromNewAddress())
    expect(again.body.error.code).toBe('reset_invalid')
  })

  it('row 5: of 6 parallel completions of one link, one changes the password and the others wait (409)', async () => {
    const email = uniqueEmail('parallelo')
    await customer(email, 'Vecchia#Pass1')
    await t.browser().post('/api/auth/password-reset', { emailOrUsername: email }, fromNewAddress())
    await expect.poll(() => t.outbox(email), { timeout: 5000 }).toBeDefined()
    const token = resetToken(await t.outbox(email))
    const woo = t.deps.woo
    const updateCustomer = woo.updateCustomer
    let updates = 0
    woo.updateCustomer = async (...args) => {
      updates++
      await new Promise((resolve) => setTimeout(resolve, 300))
      return updateCustomer.apply(woo, args)
    }
    let replies: Awaited<ReturnType<Browser['post']>>[]
    try {
      replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t
            .browser()
            .post(
              '/api/auth/password-reset/complete',
              { token, password: `Parallela#${i}2026` },
              fromNewAddress(),
            ),
        ),
      )
    } finally {
      woo.updateCustomer = updateCustomer
    }
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(updates).toBe(1)
    const busy = replies.find((r) => r.status === 409)
    expect(busy?.body.error).toEqual({
      code: 'reset_in_progress',
      message:
        'Stiamo già reimpostando la password con questo link: attendi qualche secondo, poi prova ad accedere con la nuova password.',
    })
    const winner = replies.findIndex((r) => r.status === 200)
    await login(email, `Parallela#${winner}2026`)
  })

  it('row 5: a logged-in staff account changes its password through wp/v2/users/me', async () => {
    const staff = t.demo('shop_manager')
    const session = await login(staff.username, staff.password)
    const changed = await session.post('/api/account/password', {
      currentPassword: staff.password,
      newPassword: 'Operatore#Nuova2026',
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.message).toBe('Password cambiata con successo!')
    const again = await login(staff.username, 'Operatore#Nuova2026')
    // When users/me fails there is no other way for staff: 503, and no pending request is recorded.
    await t.control('/faults', 'POST', {
      path: '/wp-json/wp/v2/users/me',
      method: 'POST',
      status: 500,
      times: 1,
    })
    const failed = await again.post('/api/account/password', {
      currentPassword: 'Operatore#Nuova2026',
      newPassword: 'Operatore#Terza2026',
    })
    expect(failed.status).toBe(503)
    const [account] = (await t.deps.woo.listCustomers({ email: staff.email, role: 'all' })).items
    expect(account?.meta_data?.some((m) => m.key === 'password_change_request')).toBe(false)
    const back = await again.post('/api/account/password', {
      currentPassword: 'Operatore#Nuova2026',
      newPassword: staff.password,
    })
    expect(back.status).toBe(200)
    await login(staff.username, staff.password)
  })
})

describe('row 6: lists paged through sorts without a tie-break', () => {
  it('row 6: the newest customers, 12 registered in the same second, each exactly once', async () => {
    const created: number[] = []
    for (let i = 0; i < 12; i++) {
      created.push((await t.wooRest('POST', '/customers', { email: uniqueEmail('stesso.secondo') })).id)
    }
    const manager = await login(t.demo('shop_manager').username, t.demo('shop_manager').password)
    const seen: number[] = []
    for (let page = 1; page <= 4; page++) {
      const reply = await manager.get(`/api/admin/customers?q=&perPage=3&page=${page}`)
      expect(reply.status).toBe(200)
      seen.push(...reply.body.customers.map((c: { id: number }) => c.id))
    }
    expect(seen).toEqual([...created].reverse())
  })

  it('row 6: orders of the same second, through the order list and the delivery-date scan, each exactly once', async () => {
    const date = '2031-03-03'
    const created: number[] = []
    for (let i = 0; i < 130; i++) {
      const made = await t.wooRest('POST', '/orders', {
        meta_data: [{ key: ORDER_META_KEYS.deliveryDate, value: date }],
      })
      created.push(made.id)
    }
    const manager = await login(t.demo('shop_manager').username, t.demo('shop_manager').password)
    const listed: number[] = []
    for (let page = 1; page <= 6; page++) {
      const reply = await manager.get(`/api/admin/orders?perPage=5&page=${page}`)
      listed.push(...reply.body.orders.map((o: { id: number }) => o.id))
    }
    expect(listed).toEqual([...created].reverse().slice(0, 30))
    const scanned: number[] = []
    for (let page = 1; page <= 3; page++) {
      const reply = await manager.get(`/api/admin/orders?deliveryDate=${date}&perPage=50&page=${page}`)
      expect(reply.body.total).toBe(130)
      scanned.push(...reply.body.orders.map((o: { id: number }) => o.id))
    }
    expect(scanned).toEqual([...created].reverse())
  })

  it('row 6: 21 products of one name in the operators list by name, each exactly once', async () => {
    const category = await t.wooRest('POST', '/products/categories', { name: 'Stesso Nome' })
    const created: number[] = []
    for (let i = 0; i < 21; i++) {
      const made = await t.wooRest('POST', '/products', {
        name: 'Acqua Stesso Nome 1,5 L x 6',
        regular_price: '3.00',
        categories: [{ id: category.id }],
      })
      created.push(made.id)
    }
    const manager = await login(t.demo('shop_manager').username, t.demo('shop_manager').password)
    const seen: number[] = []
    for (let page = 1; page <= 7; page++) {
      const reply = await manager.get(`/api/admin/products?category=${category.id}&perPage=3&page=${page}`)
      expect(reply.body).toMatchObject({ total: 21, totalPages: 7 })
      seen.push(...reply.body.products.map((p: { id: number }) => p.id))
    }
    expect(seen).toEqual([...created].reverse())
  })
})

describe('row 10: an email another customer has', () => {
  it('row 10: the account screen says in Italian that the email is taken, and changes nothing', async () => {
    const email = uniqueEmail('cambio.email')
    await customer(email, 'Vecchia#Pass1')
    const taken = uniqueEmail('gia.presa')
    await customer(taken)
    const browser = await login(email, 'Vecchia#Pass1')

    const withoutPassword = await browser.put('/api/account', { email: uniqueEmail('libera') })
    expect(withoutPassword.status).toBe(400)
    expect(withoutPassword.body.error.fields).toEqual({ currentPassword: 'Inserisci la password attuale' })

    const refused = await browser.put('/api/account', { email: taken, currentPassword: 'Vecchia#Pass1' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({
      code: 'email_exists',
      message: 'Un utente con questa email esiste già',
      fields: { email: 'Un utente con questa email esiste già' },
    })
    expect((await browser.get('/api/account')).body.user.email).toBe(email)

    const free = uniqueEmail('nuova.email')
    const moved = await browser.put('/api/account', { email: free, currentPassword: 'Vecchia#Pass1' })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.user.email).toBe(free)
    await login(free, 'Vecchia#Pass1')
  })

  it("row 10: a staff account's email is changed in WordPress, and the shop says so", async () => {
    const staff = t.demo('shop_manager')
    const browser = await login(staff.username, staff.password)
    const reply = await browser.put('/api/account', {
      email: uniqueEmail('operatore'),
      currentPassword: staff.password,
    })
    expect(reply.status).toBe(403)
    expect(reply.body.error.code).toBe('staff_email')
  })
})

describe('rows 11 and 13: names', () => {
  it('row 11: the operators find Maria Lorusso by her full name', async () => {
    const manager = await login(t.demo('shop_manager').username, t.demo('shop_manager').password)
    const reply = await manager.get(`/api/admin/customers?q=${encodeURIComponent('Maria Lorusso')}`)
    expect(reply.body.searchType).toBe('name')
    expect(reply.body.customers.map((c: { email: string }) => c.email)).toContain('maria.lorusso@example.com')
  })

  it('row 13: a customer registered as Lucia Di Bari logs in with her names', async () => {
    const email = uniqueEmail('lucia')
    const registered = await t.browser().post('/api/auth/register', {
      email,
      password: 'Orecchiette#2026',
      firstName: 'Lucia',
      lastName: 'Di Bari',
      privacy: true,
    })
    expect(registered.status).toBe(201)
    const token = await t.deps.woo.requestToken(email, 'Orecchiette#2026')
    expect(token).toMatchObject({ displayName: 'Lucia Di Bari', firstName: 'Lucia', lastName: 'Di Bari' })
    const reply = await t.browser().post('/api/auth/login', { login: email, password: 'Orecchiette#2026' })
    expect(reply.body.user).toMatchObject({ email, firstName: 'Lucia', lastName: 'Di Bari' })
  })
})

describe('row 15: a store without the orddd, phone-login and portal plugins', () => {
  it('row 15: the shop falls back to its own calendar and slots, finds phones by search, and takes orders', async () => {
    await t.control('/plugins', 'PUT', { orddd: false, phoneLogin: false, portal: false })
    const calendar = await t.browser().get('/api/delivery/calendar')
    // A normal store (DECISIONS.md section 3, issue 22): no message to customers, no warning.
    expect(calendar.body.source).toBe('fallback')
    expect(calendar.body).not.toHaveProperty('message')
    // The next 30 days from tomorrow, Sundays and holidays left out (DECISIONS.md section 3, issue 18).
    expect(calendar.body.dates.length).toBeGreaterThanOrEqual(21)
    expect(calendar.body.dates.some((d: { day: string }) => d.day === 'Domenica')).toBe(false)
    const date = calendar.body.dates.find((d: { day: string }) => d.day !== 'Sabato')?.date as string
    const japigia = builtInZones().find((zone) => zone.name === 'Japigia')
    const slots = await t.browser().get(`/api/delivery/slots?date=${date}&zoneId=${japigia?.id}`)
    expect(slots.status).toBe(200)
    expect(slots.body.source).toBe('fallback')
    expect(slots.body).not.toHaveProperty('message')
    expect(slots.body.slots.length).toBeGreaterThan(0)
    expect(t.logs.filter((line) => /orddd|vehicle availability/.test(line) && / WARN /.test(line))).toEqual(
      [],
    )

    const phone = `080 ${String(randomInt(1_000_000, 9_999_999))}`
    const email = uniqueEmail('telefono')
    await customer(email, 'Primitivo#2026', phone)
    // The code is the asking browser's: the same browser verifies it.
    const browser = t.browser()
    const asked = await browser.post('/api/auth/phone/request', { phone })
    expect(asked.status).toBe(202)
    const digits = phone.replace(/\D/g, '')
    await expect.poll(() => t.outbox(digits), { timeout: 10_000 }).toBeDefined()
    const code = /\b(\d{6})\b/.exec((await t.outbox(digits))?.body ?? '')?.[1]
    const verified = await browser.post('/api/auth/phone/verify', { phone, code })
    expect(verified.status, verified.text).toBe(200)
    expect(verified.body.user.email).toBe(email)

    const [product] = (
      await t.deps.woo.listProducts({ status: 'publish', stock_status: 'instock', per_page: 30 })
    ).items.filter((p) => p.type === 'simple' && (!p.manage_stock || (p.stock_quantity ?? 0) > 5))
    const placed = await order(browser, {
      items: [{ productId: product?.id, quantity: 1 }],
      ...JAPIGIA_HOME,
      delivery: { date, slot: slots.body.slots[0].slot },
      paymentMethod: 'bacs',
    })
    expect(placed.status, placed.text).toBe(201)
  })
})

describe('row 16: meta the shop does not know', () => {
  it('row 16: a customer with infinite_scrolling meta logs in, reads the account and shows in the admin', async () => {
    const angela = t.demo('customer', 2)
    const [stored] = (await t.deps.woo.listCustomers({ email: angela.email, role: 'all' })).items
    expect(stored?.meta_data?.some((m) => m.key === 'infinite_scrolling')).toBe(true)
    const browser = await login(angela.email, angela.password)
    const account = await browser.get('/api/account')
    expect(account.status).toBe(200)
    expect(account.body.user).toMatchObject({ email: angela.email, firstName: 'Angela' })
    expect(account.text).not.toContain('infinite_scrolling')
    const manager = await login(t.demo('shop_manager').username, t.demo('shop_manager').password)
    const detail = await manager.get(`/api/admin/customers/${stored?.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.customer.email).toBe(angela.email)
    expect(detail.text).not.toContain('infinite_scrolling')
  })
})
