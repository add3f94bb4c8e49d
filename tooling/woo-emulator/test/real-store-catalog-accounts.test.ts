/**
 * The rows of REAL-STORE-DIFFERENCES.md (reference/) about the catalogue and accounts: what a real
 * WooCommerce 10 answered where the emulator used to answer otherwise. Each test is named after its
 * row and asserts the real store's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmulator } from '../src/index'
import { createCustomer } from '../src/resources/customers'
import { type Client, startTestEmulator, testClock } from './harness'

let t: Client
const api = (path: string) => `/wp-json/wc/v3${path}`
let demo: { role: string; username: string; email: string; password: string }[] = []

beforeAll(async () => {
  t = await startTestEmulator()
  demo = (
    (await fetch(`${t.emulator.url}/__emulator`).then((r) => r.json())) as { demoAccounts: typeof demo }
  ).demoAccounts
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

const idOf = async (email: string): Promise<number> =>
  (await t.call('GET', api(`/customers?email=${encodeURIComponent(email)}&role=all`))).body[0].id

const control = (path: string, method: string, body?: unknown) =>
  fetch(`${t.emulator.url}/__emulator${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })

describe('products', () => {
  it('row 4: manage_stock false on a product at 0 keeps it outofstock unless stock_status is sent', async () => {
    const created = await t.call('POST', api('/products'), {
      body: {
        name: 'Acqua Riga Quattro 6x1,5L',
        regular_price: '3.00',
        manage_stock: true,
        stock_quantity: 0,
      },
    })
    expect(created.body).toMatchObject({ stock_status: 'outofstock', stock_quantity: 0 })
    const id = created.body.id as number

    const unmanaged = await t.call('PUT', api(`/products/${id}`), { body: { manage_stock: false } })
    expect(unmanaged.body).toMatchObject({
      manage_stock: false,
      stock_quantity: null,
      stock_status: 'outofstock',
    })
    expect((await t.call('GET', api(`/products/${id}`))).body.stock_status).toBe('outofstock')
    const listed = await t.call('GET', api(`/products?include=${id}&stock_status=outofstock`))
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([id])

    const sold = await t.call('PUT', api(`/products/${id}`), {
      body: { manage_stock: false, stock_status: 'instock' },
    })
    expect(sold.body).toMatchObject({ manage_stock: false, stock_status: 'instock' })

    // Managed again: the status follows the quantity, whatever status is sent.
    const managed = await t.call('PUT', api(`/products/${id}`), {
      body: { manage_stock: true, stock_quantity: 0, stock_status: 'instock' },
    })
    expect(managed.body).toMatchObject({ manage_stock: true, stock_quantity: 0, stock_status: 'outofstock' })
  })

  it('row 6: orderby=date has no tie-break: 21 products of one second, 7 pages of 3, overlap', async () => {
    const category = (
      await t.call('POST', api('/products/categories'), { body: { name: 'Riga Sei Pagine' } })
    ).body.id as number
    const created: number[] = []
    for (let i = 1; i <= 21; i++) {
      const product = await t.call('POST', api('/products'), {
        body: {
          name: `Birra Riga Sei ${i} 33 cl`,
          regular_price: '2.00',
          date_created: '2026-11-24T10:00:00',
          categories: [{ id: category }],
        },
      })
      created.push(product.body.id)
    }
    const pages = async (orderby: string, order = 'desc') => {
      const seen: number[] = []
      for (let page = 1; page <= 7; page++) {
        const res = await t.call(
          'GET',
          api(`/products?category=${category}&orderby=${orderby}&order=${order}&per_page=3&page=${page}`),
        )
        expect(res.headers.get('x-wp-total')).toBe('21')
        seen.push(...(res.body as { id: number }[]).map((p) => p.id))
      }
      return seen
    }
    for (const orderby of ['date', 'price', 'popularity']) {
      const seen = await pages(orderby)
      expect(seen).toHaveLength(21)
      // Some products come twice and others never: the pages overlap, as on the real store.
      expect(new Set(seen).size).toBeLessThan(21)
    }
    // The same request answers the same (MySQL is unstable across queries, not within one).
    const first = await t.call('GET', api(`/products?category=${category}&per_page=3&page=2`))
    const again = await t.call('GET', api(`/products?category=${category}&per_page=3&page=2`))
    expect(again.body.map((p: { id: number }) => p.id)).toEqual(first.body.map((p: { id: number }) => p.id))
    // A key without ties pages cleanly: every product exactly once.
    expect((await pages('id', 'asc')).sort((a, b) => a - b)).toEqual(created)
  })

  it('row 6: customers registered in the same second page unstably by registered_date too', async () => {
    const ids: number[] = []
    for (let i = 1; i <= 12; i++) {
      ids.push(
        createCustomer(
          t.emulator.context,
          { email: `riga.sei.${i}@example.com`, first_name: 'Riga', last_name: `Sei ${i}` },
          { dateCreated: '2027-01-01T09:00:00.000Z' },
        ).id,
      )
    }
    const seen: number[] = []
    for (let page = 1; page <= 4; page++) {
      const res = await t.call(
        'GET',
        api(`/customers?orderby=registered_date&order=desc&per_page=3&page=${page}`),
      )
      seen.push(...(res.body as { id: number }[]).map((c) => c.id))
    }
    expect(seen.every((id) => ids.includes(id))).toBe(true)
    expect(new Set(seen).size).toBeLessThan(12)
  })
})

describe('customers', () => {
  it('row 5: a password for a shop_manager or an administrator is refused with 403 woocommerce_rest_cannot_edit', async () => {
    for (const role of ['shop_manager', 'administrator']) {
      const account = demo.find((a) => a.role === role)
      const id = await idOf(account?.email ?? '')
      const res = await t.call('PUT', api(`/customers/${id}`), { body: { password: 'UnaNuova#2026' } })
      expect(res.status).toBe(403)
      expect(res.body).toEqual({
        code: 'woocommerce_rest_cannot_edit',
        message: `Sorry, password cannot be updated via this endpoint for a user with role ${role}.`,
        data: { status: 403 },
      })
      // The old password still opens a session; wp/v2/users/me with the user's own token changes it.
      const login = await t.call('POST', '/wp-json/jwt-auth/v1/token', {
        auth: 'none',
        body: { username: account?.username, password: account?.password },
      })
      expect(login.status).toBe(200)
      const me = await t.call('POST', '/wp-json/wp/v2/users/me', {
        auth: login.body.token,
        body: { password: account?.password },
      })
      expect(me.status).toBe(200)
    }
    const customer = demo.find((a) => a.role === 'customer')
    const id = await idOf(customer?.email ?? '')
    const res = await t.call('PUT', api(`/customers/${id}`), { body: { password: customer?.password } })
    expect(res.status).toBe(200)
  })

  it("row 10: another customer's email on PUT is 400 woocommerce_rest_customer_invalid_email", async () => {
    const [first, second] = demo.filter((a) => a.role === 'customer')
    const id = await idOf(first?.email ?? '')
    const res = await t.call('PUT', api(`/customers/${id}`), { body: { email: second?.email } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'woocommerce_rest_customer_invalid_email',
      message: 'Email address is invalid.',
      data: { status: 400 },
    })
    expect((await t.call('GET', api(`/customers/${id}`))).body.email).toBe(first?.email)
    // A free address is taken as it is.
    const moved = await t.call('PUT', api(`/customers/${id}`), { body: { email: 'riga.dieci@example.com' } })
    expect(moved.body.email).toBe('riga.dieci@example.com')
    await t.call('PUT', api(`/customers/${id}`), { body: { email: first?.email } })
  })

  it('row 11: search=maria lorusso finds her by display name (first and last name)', async () => {
    const res = await t.call('GET', api(`/customers?search=${encodeURIComponent('maria lorusso')}&role=all`))
    expect(res.status).toBe(200)
    expect(res.body.map((c: { email: string }) => c.email)).toContain('maria.lorusso@example.com')
    // Only the display name holds both words: neither the login nor the email does.
    expect(
      res.body.every((c: { first_name: string; last_name: string }) => /maria/i.test(c.first_name)),
    ).toBe(true)
  })

  it('row 13: the JWT answer names a customer created with names "Lucia Di Bari", nicename from the login', async () => {
    const email = 'lucia.dibari@example.it'
    const created = await t.call('POST', api('/customers'), {
      body: {
        email,
        username: email,
        password: 'Orecchiette#2026',
        first_name: 'Lucia',
        last_name: 'Di Bari',
      },
    })
    expect(created.status).toBe(201)
    const token = await t.call('POST', '/wp-json/jwt-auth/v1/token', {
      auth: 'none',
      body: { username: email, password: 'Orecchiette#2026' },
    })
    expect(token.body).toMatchObject({
      user_email: email,
      user_display_name: 'Lucia Di Bari',
      user_nicename: 'lucia-dibariexample-it',
    })
    // Without names the display name is the login, as in the 11.0.1 capture (jwt-token.json).
    await t.call('POST', api('/customers'), {
      body: { email: 'senza.nomi@example.it', username: 'senza.nomi', password: 'Orecchiette#2026' },
    })
    const bare = await t.call('POST', '/wp-json/jwt-auth/v1/token', {
      auth: 'none',
      body: { username: 'senza.nomi', password: 'Orecchiette#2026' },
    })
    expect(bare.body).toMatchObject({ user_display_name: 'senza.nomi', user_nicename: 'senza-nomi' })
    // An update of the names leaves the display name as it was.
    const id = created.body.id as number
    await t.call('PUT', api(`/customers/${id}`), { body: { first_name: 'Lucia Maria' } })
    const again = await t.call('POST', '/wp-json/jwt-auth/v1/token', {
      auth: 'none',
      body: { username: email, password: 'Orecchiette#2026' },
    })
    expect(again.body.user_display_name).toBe('Lucia Di Bari')
  })

  it('row 16: customers may carry meta the shop does not know, such as infinite_scrolling', async () => {
    const page = await t.call('GET', api('/customers?role=all&orderby=id&order=asc&per_page=20'))
    const withMeta = (page.body as { meta_data: { key: string; value: unknown }[] }[]).filter((c) =>
      c.meta_data.some((m) => m.key === 'infinite_scrolling'),
    )
    expect(withMeta.length).toBeGreaterThanOrEqual(4)
    const one = await t.call('GET', api(`/customers/${(withMeta[0] as unknown as { id: number }).id}`))
    expect(one.body.meta_data).toContainEqual({
      id: expect.any(Number),
      key: 'infinite_scrolling',
      value: '1',
    })
  })
})

describe('plugins', () => {
  it('row 15: a store without orddd, phone-login or timeslot.php answers 404 rest_no_route / the WordPress 404 page', async () => {
    const orddd = '/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=30'
    const slots = '/timeslot.php?date=2026-11-27&vehicle=Fiorino'
    const phone = '/wp-json/custom/v1/phone-login'
    expect((await t.call('GET', orddd, { auth: 'none' })).status).toBe(200)
    expect((await t.call('GET', slots, { auth: 'none' })).status).toBe(200)
    expect((await t.call('POST', phone, { auth: 'none', body: { phone: '0800000000' } })).body.code).toBe(
      'phone_not_found',
    )

    const off = await control('/plugins', 'PUT', { orddd: false, phoneLogin: false, portal: false })
    expect(await off.json()).toEqual({
      plugins: { orddd: false, phoneLogin: false, portal: false, shopStatuses: false },
    })
    const noRoute = {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    }
    const schedule = await t.call('GET', orddd, { auth: 'none' })
    expect([schedule.status, schedule.body]).toEqual([404, noRoute])
    const login = await t.call('POST', phone, { auth: 'none', body: { phone: '0800000000' } })
    expect([login.status, login.body]).toEqual([404, noRoute])
    const portal = await fetch(`${t.emulator.url}${slots}`)
    expect(portal.status).toBe(404)
    expect(portal.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await portal.text()).toContain('<body class="error404">')
    // The rest of the store answers as before.
    expect((await t.call('GET', api('/products?per_page=1'))).status).toBe(200)

    await control('/plugins', 'PUT', { orddd: true, phoneLogin: true, portal: true })
    expect((await t.call('GET', orddd, { auth: 'none' })).status).toBe(200)
    expect((await t.call('GET', slots, { auth: 'none' })).status).toBe(200)
  })

  it('row 15: leaves plugins out from the start (the plugins option) and refuses unknown ones', async () => {
    const emulator = createEmulator({ customers: 50, plugins: { orddd: false }, now: testClock() })
    try {
      const orddd = await emulator.app.request('/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=30')
      expect([orddd.status, ((await orddd.json()) as { code: string }).code]).toEqual([404, 'rest_no_route'])
      const portal = await emulator.app.request('/timeslot.php?date=2026-11-27&vehicle=Fiorino')
      expect(portal.status).toBe(200)
    } finally {
      emulator.close()
    }
    const bad = await control('/plugins', 'PUT', { woocommerce: false })
    expect(bad.status).toBe(400)
  })
})
