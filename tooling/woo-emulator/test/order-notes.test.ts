/**
 * Order notes (wc/v3/orders/{order_id}/notes) as a real WooCommerce 10.0.2 answered them:
 * reference/order-notes.json. Every refusal is compared with the real store's body, to the letter.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parseInstant } from '@shop/clock'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, startTestEmulator, TEST_INSTANT } from './harness'

interface Recorded {
  status: number
  headers: Record<string, string>
  // biome-ignore lint/suspicious/noExplicitAny: WooCommerce answers of every shape
  body: any
}
const REAL = (
  JSON.parse(readFileSync(new URL('../reference/order-notes.json', import.meta.url), 'utf8')) as {
    observed_wc_10_0_2: Record<string, Recorded>
  }
).observed_wc_10_0_2
const real = (name: string): Recorded => {
  const record = REAL[name]
  if (!record) throw new Error(`no record ${name} in reference/order-notes.json`)
  return record
}

let t: Client
/** The emulator's clock: TEST_INSTANT, moved on by the tests that need notes of other seconds. */
let clock = parseInstant(TEST_INSTANT).getTime()
const api = (path: string) => `/wp-json/wc/v3${path}`
const notesOf = (order: number, query = '') => api(`/orders/${order}/notes${query}`)

async function newOrder(body: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', api('/orders'), { body: { billing: { first_name: 'Nota' }, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as number
}

async function product(name: string, sku: string, stock: number): Promise<number> {
  const res = await t.call('POST', api('/products'), {
    body: { name, sku, regular_price: '4.90', manage_stock: true, stock_quantity: stock },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as number
}

/** An order's notes oldest first (ids grow with time; the store lists newest second first). */
async function notesInOrder(order: number, query = ''): Promise<{ note: string; author: string }[]> {
  const res = await t.call('GET', notesOf(order, query))
  expect(res.status).toBe(200)
  return [...res.body].sort((a, b) => a.id - b.id).map(({ note, author }) => ({ note, author }))
}

beforeAll(async () => {
  t = await startTestEmulator({ now: () => new Date(clock) })
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

describe('order notes: create', () => {
  it('a private note: 201, where it is, and the fields the real store answers (author WooCommerce, never "system")', async () => {
    const order = await newOrder()
    const text = 'Consegnato da Mario Rossi alle 10:42: contanti 23,40 €, 12 bottiglie rese'
    const res = await t.call('POST', notesOf(order), { body: { note: text } })
    expect(res.status).toBe(201)
    const id = res.body.id as number
    expect(res.headers.get('location')).toBe(`${t.emulator.url}/wp-json/wc/v3/orders/${order}/notes/${id}`)
    expect(res.headers.get('allow')).toBe(real('create_private').headers.allow)
    expect(Object.keys(res.body)).toEqual(Object.keys(real('create_private').body))
    expect(res.body).toEqual({
      id,
      author: 'WooCommerce',
      date_created: '2026-11-25T10:00:00',
      date_created_gmt: '2026-11-25T09:00:00',
      note: text,
      customer_note: false,
      _links: {
        self: [
          {
            href: `${t.emulator.url}/wp-json/wc/v3/orders/${order}/notes/${id}`,
            targetHints: { allow: ['GET', 'DELETE'] },
          },
        ],
        collection: [{ href: `${t.emulator.url}/wp-json/wc/v3/orders/${order}/notes` }],
        up: [{ href: `${t.emulator.url}/wp-json/wc/v3/orders/${order}` }],
      },
    })
    expect(real('create_private').body).toMatchObject({
      author: 'WooCommerce',
      note: text,
      customer_note: false,
    })
    const read = await t.call('GET', notesOf(order, `/${id}`))
    expect([read.status, read.body]).toEqual([200, res.body])
  })

  it("added_by_user: the note is the key's user's, by display name; customer_note marks it the customer's", async () => {
    const order = await newOrder()
    const key = t.emulator.context.store.get<{ display_name: string }>(
      // WooCommerce keeps a key's SHA-256.
      'SELECT users.display_name FROM api_keys JOIN users ON users.id = api_keys.user_id WHERE consumer_key = ?',
      createHash('sha256').update(t.emulator.credentials.consumerKey).digest('hex'),
    )
    expect(key?.display_name).toBeTruthy()
    const byUser = await t.call('POST', notesOf(order), {
      body: { note: 'Non consegnato: cliente assente', added_by_user: true },
    })
    expect(byUser.body).toMatchObject({ author: key?.display_name, customer_note: false })
    expect(byUser.body).not.toHaveProperty('added_by_user')
    const asText = await t.call('POST', notesOf(order), {
      body: { note: 'x', added_by_user: 'true', customer_note: '1' },
    })
    expect(asText.body).toMatchObject({ author: key?.display_name, customer_note: true })
    expect(real('create_added_by_user_string').body).toMatchObject({ author: 'admin', customer_note: true })
    const forCustomer = await t.call('POST', notesOf(order), {
      body: { note: 'Il suo ordine è in consegna', customer_note: true },
    })
    expect(forCustomer.body).toMatchObject({ author: 'WooCommerce', customer_note: true })
  })

  it('takes the note as wp_unslash leaves it: backslashes dropped, \\0 a NUL; HTML, spaces and an empty note kept', async () => {
    const order = await newOrder()
    for (const name of [
      'create_slashes_html',
      'create_nul',
      'create_emoji_newlines',
      'create_empty_note',
      'create_blank_note',
    ]) {
      const record = REAL[name] as Recorded & { request: { body: { note: string } } }
      const res = await t.call('POST', notesOf(order), { body: record.request.body })
      expect([name, res.status, res.body.note]).toEqual([name, 201, record.body.note])
    }
  })

  it('a note of more than 65,535 bytes is not saved: 500, as wpdb refuses it', async () => {
    const order = await newOrder()
    const refused = {
      code: 'woocommerce_api_cannot_create_order_note',
      message: 'Cannot create order note, please try again.',
      data: { status: 500 },
    }
    const longest = await t.call('POST', notesOf(order), { body: { note: 'a'.repeat(65_535) } })
    expect([longest.status, longest.body.note.length]).toEqual([201, 65_535])
    for (const note of ['a'.repeat(65_536), 'è'.repeat(32_768)]) {
      const res = await t.call('POST', notesOf(order), { body: { note } })
      expect([res.status, res.body]).toEqual([500, refused])
    }
    // Counted after the backslashes go: 65,535 letters and one backslash fit.
    const slashed = await t.call('POST', notesOf(order), { body: { note: `${'a'.repeat(65_535)}\\` } })
    expect(slashed.status).toBe(201)
    expect(await notesInOrder(order)).toHaveLength(2)
  })

  it('refuses what the real store refuses, with its bodies: no note, a null or a number, a customer_note not boolean, an id', async () => {
    const order = await newOrder()
    for (const name of [
      'create_missing_note',
      'create_null_note',
      'create_number_note',
      'create_customer_note_string',
      'create_with_id',
    ]) {
      const record = REAL[name] as Recorded & { request: { body: unknown } }
      const res = await t.call('POST', notesOf(order), { body: record.request.body })
      expect([name, res.status, res.body]).toEqual([name, record.status, record.body])
      expect(res.headers.get('allow')).toBe('GET, POST')
    }
    expect(await notesInOrder(order)).toEqual([])
  })

  it('an unknown order: 404 woocommerce_rest_order_invalid_id (a product id too); arguments are checked first', async () => {
    const productId = await product('Acqua Nota', 'BB-NOTA-00', 5)
    const cases: [string, string, unknown][] = [
      ['create_unknown_order', notesOf(999_999_999), { note: 'nessuno' }],
      ['create_order_zero', notesOf(0), { note: 'z' }],
      ['create_on_product', notesOf(productId), { note: 'su un prodotto' }],
      ['create_unknown_order_missing_note', notesOf(999_999_999), {}],
    ]
    for (const [name, path, body] of cases) {
      const res = await t.call('POST', path, { body })
      expect([name, res.status, res.body]).toEqual([name, real(name).status, real(name).body])
    }
  })

  it('without credentials: 401 woocommerce_rest_cannot_create, but a missing note is still the 400', async () => {
    const order = await newOrder()
    for (const name of ['create_no_auth', 'create_no_auth_missing_note']) {
      const record = REAL[name] as Recorded & { request: { body: unknown } }
      const res = await t.call('POST', notesOf(order), { body: record.request.body, auth: 'none' })
      expect([name, res.status, res.body]).toEqual([name, record.status, record.body])
    }
  })
})

describe('order notes: list, read, delete', () => {
  it('lists every note, newest second first, filtered by type; no paging headers', async () => {
    const order = await newOrder()
    expect((await t.call('GET', notesOf(order))).body).toEqual([])
    const ids: number[] = []
    for (const [note, customer_note] of [
      ['primo', false],
      ['secondo, per il cliente', true],
      ['terzo', false],
    ] as const) {
      ids.push((await t.call('POST', notesOf(order), { body: { note, customer_note } })).body.id)
      clock += 1000
    }
    const all = await t.call('GET', notesOf(order))
    expect(all.headers.get('x-wp-total')).toBeNull()
    expect(all.headers.get('allow')).toBe('GET, POST')
    expect(all.body.map((n: { id: number }) => n.id)).toEqual([...ids].reverse())
    expect((await t.call('GET', notesOf(order, '?type=any'))).body).toEqual(all.body)
    expect(
      (await t.call('GET', notesOf(order, '?type=customer'))).body.map((n: { id: number }) => n.id),
    ).toEqual([ids[1]])
    expect(
      (await t.call('GET', notesOf(order, '?type=internal'))).body.map((n: { id: number }) => n.id),
    ).toEqual([ids[2], ids[0]])
    expect((await t.call('GET', notesOf(order, '?type=customer&context=edit'))).body[0]).not.toHaveProperty(
      'added_by_user',
    )
    // The real store's lists: newest second first too.
    const dates = real('list_any').body.map((n: { date_created_gmt: string }) => n.date_created_gmt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('notes of the same second come back in no promised order (MySQL sorts on the date alone)', async () => {
    const orders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newOrder()))
    let unsorted = 0
    for (const order of orders) {
      for (const note of ['uno', 'due', 'tre', 'quattro'])
        await t.call('POST', notesOf(order), { body: { note } })
      const ids = (await t.call('GET', notesOf(order))).body.map((n: { id: number }) => n.id)
      if (ids.join() !== [...ids].sort((a: number, b: number) => b - a).join()) unsorted++
    }
    expect(unsorted).toBeGreaterThan(0)
  })

  it('refuses a bad type or context, an unknown order, no credentials, with the real bodies', async () => {
    const order = await newOrder()
    const productId = await product('Acqua Lista', 'BB-NOTA-01', 5)
    const cases: [string, string, 'key' | 'none'][] = [
      ['list_bad_type', notesOf(order, '?type=privata'), 'key'],
      ['list_upper_type', notesOf(order, '?type=Customer'), 'key'],
      ['list_bad_context', notesOf(order, '?context=tutto'), 'key'],
      ['list_unknown_order', notesOf(999_999_999), 'key'],
      ['list_order_zero', notesOf(0), 'key'],
      ['list_on_product', notesOf(productId), 'key'],
      ['list_no_auth', notesOf(order), 'none'],
      ['list_no_auth_unknown_order', notesOf(999_999_999), 'none'],
    ]
    for (const [name, path, auth] of cases) {
      const res = await t.call('GET', path, { auth })
      expect([name, res.status, res.body]).toEqual([name, real(name).status, real(name).body])
    }
  })

  it('one note: read, not another order’s, not trashed, deleted with force', async () => {
    const order = await newOrder()
    const other = await newOrder()
    const id = (await t.call('POST', notesOf(order), { body: { note: 'da cancellare' } })).body.id as number
    const cases: [string, string, string, 'key' | 'none'][] = [
      ['get_unknown_note', 'GET', notesOf(order, '/999999999'), 'key'],
      ['get_note_zero', 'GET', notesOf(order, '/0'), 'key'],
      ['get_note_unknown_order', 'GET', notesOf(999_999_999, `/${id}`), 'key'],
      ['get_note_of_other_order', 'GET', notesOf(other, `/${id}`), 'key'],
      ['get_note_unknown_order_anonymous', 'GET', notesOf(999_999_999, `/${id}`), 'none'],
      ['get_note_anonymous', 'GET', notesOf(order, `/${id}`), 'none'],
      ['delete_without_force', 'DELETE', notesOf(order, `/${id}`), 'key'],
      ['delete_force_yes', 'DELETE', notesOf(order, `/${id}?force=yes`), 'key'],
      ['delete_unknown_order_no_force', 'DELETE', notesOf(999_999_999, `/${id}`), 'key'],
      ['delete_unknown_order_force', 'DELETE', notesOf(999_999_999, `/${id}?force=true`), 'key'],
      ['put_note', 'PUT', notesOf(order, `/${id}`), 'key'],
      ['notes_bad_order_id', 'GET', api('/orders/abc/notes'), 'key'],
    ]
    for (const [name, method, path, auth] of cases) {
      const res = await t.call(method, path, { auth })
      expect([name, res.status, res.body]).toEqual([name, real(name).status, real(name).body])
    }
    const shown = (await t.call('GET', notesOf(order, `/${id}`))).body
    const deleted = await t.call('DELETE', notesOf(order, `/${id}?force=true`))
    expect([deleted.status, deleted.body]).toEqual([200, shown])
    expect(deleted.headers.get('allow')).toBe(real('delete_force').headers.allow)
    const again = await t.call('DELETE', notesOf(order, `/${id}?force=true`))
    expect([again.status, again.body]).toEqual([real('delete_again').status, real('delete_again').body])
    expect(await notesInOrder(order)).toEqual([])
  })
})

describe("the store's own notes", () => {
  const system = (note: string) => ({ note, author: 'WooCommerce' })

  it('a status change, after the stock it takes: on hold, processing, on the van, completed', async () => {
    await t.call('PUT', '/__emulator/plugins', { auth: 'none', body: { shopStatuses: true } })
    const water = await product('Acqua Lete Naturale 6x1,5 L', 'BB-NOTA-02', 40)
    const order = await newOrder({ line_items: [{ product_id: water, quantity: 1 }] })
    expect(await notesInOrder(order)).toEqual([])
    await t.call('PUT', api(`/orders/${order}`), { body: { status: 'on-hold' } })
    expect(await notesInOrder(order)).toEqual([
      system('Stock levels reduced: Acqua Lete Naturale 6x1,5 L (BB-NOTA-02) 40&rarr;39'),
      system('Order status changed from Pending payment to On hold.'),
    ])
    for (const status of ['processing', 'out-for-delivery', 'completed'])
      await t.call('PUT', api(`/orders/${order}`), { body: { status } })
    const seen = await notesInOrder(order, '?type=internal')
    expect(seen.slice(2)).toEqual([
      system('Order status changed from On hold to Processing.'),
      system('Order status changed from Processing to In consegna.'),
      system('Order status changed from In consegna to Completed.'),
    ])
    // The real store's notes of the same steps (its last five), word for word but the product.
    const realNotes = [...real('list_after_statuses').body]
      .sort((x, y) => x.id - y.id)
      .slice(-5)
      .map((n: { note: string }) => n.note.replace('BB-ACQ-01', 'BB-NOTA-02'))
    expect(seen.map((n) => n.note)).toEqual(realNotes)
  })

  it('created on hold or paid; cancelled with and without stock taken; a product without SKU by its id', async () => {
    const water = await product('Acqua Frizzante', 'BB-NOTA-03', 10)
    const noSku = await t.call('POST', api('/products'), {
      body: { name: 'Birra senza codice', regular_price: '2.00', manage_stock: true, stock_quantity: 7 },
    })
    const beer = noSku.body.id as number
    const held = await newOrder({
      status: 'on-hold',
      line_items: [
        { product_id: water, quantity: 2 },
        { product_id: beer, quantity: 3 },
      ],
    })
    expect(await notesInOrder(held)).toEqual([
      system(
        `Stock levels reduced: Acqua Frizzante (BB-NOTA-03) 10&rarr;8, Birra senza codice (#${beer}) 7&rarr;4`,
      ),
      system('Order status changed from Pending payment to On hold.'),
    ])
    await t.call('PUT', api(`/orders/${held}`), { body: { status: 'cancelled' } })
    expect((await notesInOrder(held)).slice(2)).toEqual([
      system(
        `Stock levels increased: Acqua Frizzante (BB-NOTA-03) 8&rarr;10, Birra senza codice (#${beer}) 4&rarr;7`,
      ),
      system('Order status changed from On hold to Cancelled.'),
    ])
    const paid = await newOrder({
      set_paid: true,
      payment_method: 'bacs',
      line_items: [{ product_id: water, quantity: 1 }],
    })
    expect(await notesInOrder(paid)).toEqual([
      system('Stock levels reduced: Acqua Frizzante (BB-NOTA-03) 10&rarr;9'),
      system('Order status changed from Pending payment to Processing.'),
    ])
    const empty = await newOrder()
    await t.call('PUT', api(`/orders/${empty}`), { body: { status: 'cancelled' } })
    expect(await notesInOrder(empty)).toEqual([
      system('Order status changed from Pending payment to Cancelled.'),
    ])
    // The real store's notes of the same three steps, but for the products' names and stock.
    const products = (note: string) => note.replace(/: .*&rarr;\d+$/, ': …')
    for (const [name, order] of [
      ['list_on_hold_order', held],
      ['list_paid_order', paid],
      ['list_other_after_cancel', empty],
    ] as const) {
      const realNotes = [...real(name).body].sort((x, y) => x.id - y.id).map((n) => products(n.note))
      expect((await notesInOrder(order)).slice(0, realNotes.length).map((n) => products(n.note))).toEqual(
        realNotes,
      )
    }
  })

  it('an update that does not change the status writes none; seeded orders have none', async () => {
    const order = await newOrder()
    await t.call('PUT', api(`/orders/${order}`), { body: { status: 'pending', customer_note: 'citofonare' } })
    expect(await notesInOrder(order)).toEqual([])
    const seeded = await t.call('GET', api('/orders?per_page=1&orderby=id&order=asc'))
    expect(await notesInOrder(seeded.body[0].id)).toEqual([])
  })
})
