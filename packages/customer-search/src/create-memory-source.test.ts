import { describe, expect, it } from 'vitest'
import { createMemorySource, MemorySourceError } from './create-memory-source'
import type { CustomerQuery } from './customer-source'
import type { SearchableCustomer } from './searchable-customer'
import { buildCustomer } from './testing/customer-builder'
import { generateCustomers } from './testing/italian-customers'

const { customers } = generateCustomers(2500, 7)
const source = createMemorySource(customers)
const ids = (list: SearchableCustomer[]) => list.map((customer) => customer.id)

describe('createMemorySource: WooCommerce GET /customers semantics', () => {
  it('pages with per_page (default 10) and answers total and totalPages', async () => {
    const customersOnly = customers.filter((customer) => customer.role === 'customer')
    const first = await source.listCustomers({})
    expect(first.items).toHaveLength(10)
    expect(first.total).toBe(customersOnly.length)
    expect(first.totalPages).toBe(Math.ceil(customersOnly.length / 10))
    const all = await source.listCustomers({ role: 'all', per_page: 100 })
    expect(all.total).toBe(2500)
    expect(all.totalPages).toBe(25)
  })

  it('answers [] for a page past the end, with the totals', async () => {
    const past = await source.listCustomers({ role: 'all', per_page: 100, page: 26 })
    expect(past).toEqual({ items: [], total: 2500, totalPages: 25 })
  })

  it.each<[string, CustomerQuery]>([
    ['per_page 0', { per_page: 0 }],
    ['per_page 101', { per_page: 101 }],
    ['per_page 1.5', { per_page: 1.5 }],
    ['page 0', { page: 0 }],
    ['orderby email', { orderby: 'email' as 'id' }],
    ['order up', { order: 'up' as 'asc' }],
    ['a malformed email', { email: 'mario.rossi' }],
    ['meta_compare REGEXP', { meta_compare: 'REGEXP' as 'LIKE' }],
  ])('rejects %s with a 400 rest_invalid_param', async (_, query) => {
    const error = await source.listCustomers(query).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MemorySourceError)
    expect(error).toMatchObject({ code: 'rest_invalid_param', status: 400 })
    expect((error as Error).message).toMatch(/^Invalid parameter\(s\): /)
  })

  it('accepts per_page 1 and 100', async () => {
    expect((await source.listCustomers({ per_page: 1 })).items).toHaveLength(1)
    expect((await source.listCustomers({ per_page: 100 })).items).toHaveLength(100)
  })

  it('lists only role customer by default, every role with all, one role when named', async () => {
    const roles = (list: SearchableCustomer[]) => new Set(list.map((customer) => customer.role))
    const byDefault = await source.listCustomers({ per_page: 100, page: 1 })
    expect(roles(byDefault.items)).toEqual(new Set(['customer']))
    const everyone = (await source.listCustomers({ role: 'all', per_page: 100 })).total
    const subscribers = await source.listCustomers({ role: 'subscriber', per_page: 100 })
    expect(subscribers.total).toBeGreaterThan(0)
    expect(roles(subscribers.items)).toEqual(new Set(['subscriber']))
    expect(everyone).toBeGreaterThan(byDefault.total)
    const noRole = createMemorySource([buildCustomer({ id: 1, role: undefined })])
    expect((await noRole.listCustomers({})).total).toBe(1)
  })

  it('filters email exactly, ignoring case', async () => {
    const wanted = customers[1234] as (typeof customers)[number]
    const found = await source.listCustomers({ role: 'all', email: wanted.email.toUpperCase() })
    expect(ids(found.items)).toEqual([wanted.id])
    const partial = await source.listCustomers({ role: 'all', email: `x${wanted.email}` })
    expect(partial.items).toEqual([])
  })

  it('searches e-mail, username and display name by substring, never names; with @ the e-mail only', async () => {
    const mini = createMemorySource([
      buildCustomer({ id: 1, first_name: 'Nicolò', last_name: 'Tatò', username: 'ntato' }),
      buildCustomer({ id: 2, email: 'tato@libero.it', username: 'x' }),
      buildCustomer({ id: 3, username: 'tatone' }),
      buildCustomer({ id: 4, first_name: 'Anna', last_name: 'Rossi', username: 'ar@mail' }),
      { ...buildCustomer({ id: 5, username: 'u5' }), display_name: 'Nicolò Tatò' },
    ])
    const search = async (term: string) =>
      ids((await mini.listCustomers({ search: term, orderby: 'id' })).items)
    expect(await search('tato')).toEqual([1, 2, 3, 5])
    expect(await search('NICOLO TATO')).toEqual([5])
    expect(await search('anna')).toEqual([])
    expect(await search('rossi')).toEqual([])
    expect(await search('@libero')).toEqual([2])
    expect(await search('ar@mail')).toEqual([])
  })

  it('applies meta LIKE and = on first_name and last_name', async () => {
    const mini = createMemorySource([
      buildCustomer({ id: 1, first_name: 'Mario', last_name: 'Rossi' }),
      buildCustomer({ id: 2, first_name: 'Mariangela', last_name: 'Marino' }),
      buildCustomer({ id: 3, first_name: 'Luigi', last_name: 'Mari' }),
    ])
    const meta = async (query: CustomerQuery) =>
      ids((await mini.listCustomers({ orderby: 'id', ...query })).items)
    expect(await meta({ meta_key: 'first_name', meta_value: 'mari', meta_compare: 'LIKE' })).toEqual([1, 2])
    expect(await meta({ meta_key: 'last_name', meta_value: 'mari', meta_compare: 'LIKE' })).toEqual([2, 3])
    expect(await meta({ meta_key: 'last_name', meta_value: 'mari', meta_compare: '=' })).toEqual([3])
    expect(await meta({ meta_key: 'first_name', meta_value: 'MARIO' })).toEqual([1])
  })

  it('orders by registered_date, id, name (the default) and include, ties by id', async () => {
    const mini = createMemorySource([
      buildCustomer({ id: 3, username: 'bruno', date_created: '2024-01-01T00:00:00' }),
      buildCustomer({ id: 1, username: 'carla', date_created: '2025-01-01T00:00:00' }),
      buildCustomer({ id: 2, username: 'anna', date_created: '2024-01-01T00:00:00' }),
    ])
    const order = async (query: CustomerQuery) => ids((await mini.listCustomers(query)).items)
    expect(await order({})).toEqual([2, 3, 1])
    expect(await order({ order: 'desc' })).toEqual([1, 3, 2])
    expect(await order({ orderby: 'registered_date' })).toEqual([2, 3, 1])
    expect(await order({ orderby: 'registered_date', order: 'desc' })).toEqual([1, 3, 2])
    expect(await order({ orderby: 'id', order: 'desc' })).toEqual([3, 2, 1])
    expect(await order({ orderby: 'include', include: [1, 3, 2] })).toEqual([1, 3, 2])
    expect(await order({ include: [3, 1] })).toEqual([3, 1])
  })

  it('pages without gaps or repeats over a stable order', async () => {
    const seen: number[] = []
    for (let page = 1; page <= 25; page++) {
      const answer = await source.listCustomers({
        role: 'all',
        orderby: 'registered_date',
        order: 'desc',
        per_page: 100,
        page,
      })
      seen.push(...ids(answer.items))
    }
    expect(new Set(seen).size).toBe(2500)
  })

  it('gets one customer of any role by id, null when unknown', async () => {
    const admin = customers.find((customer) => customer.role !== 'customer') as SearchableCustomer
    expect(await source.getCustomer(admin.id)).toBe(admin)
    expect(await source.getCustomer(99_999)).toBeNull()
    expect(await source.getCustomer(Number.NaN)).toBeNull()
  })

  it('rejects with the reason of an aborted signal', async () => {
    const controller = new AbortController()
    const reason = new Error('stop')
    controller.abort(reason)
    await expect(source.listCustomers({}, { signal: controller.signal })).rejects.toBe(reason)
    await expect(source.getCustomer(101, { signal: controller.signal })).rejects.toBe(reason)
  })

  it('answers despite malformed customers among the stored ones', async () => {
    const odd = [null, 7, 'x', { id: 'y' }, buildCustomer({ id: 3 })] as unknown as SearchableCustomer[]
    const mini = createMemorySource(odd)
    for (const orderby of ['name', 'registered_date', 'id', 'include'] as const) {
      const answer = await mini.listCustomers({
        role: 'all',
        orderby,
        include: orderby === 'include' ? [3] : undefined,
      })
      expect(answer.items.length, orderby).toBeGreaterThan(0)
    }
    expect(await mini.getCustomer(3)).toBe(odd[4])
  })

  it('keeps its own copy of the array', async () => {
    const list = [buildCustomer({ id: 1 })]
    const mini = createMemorySource(list)
    list.push(buildCustomer({ id: 2 }))
    expect((await mini.listCustomers({})).total).toBe(1)
  })
})

describe('the generated Italian customers', () => {
  it('are deterministic and realistic', () => {
    const again = generateCustomers(2500, 7).customers
    expect(again).toEqual(customers)
    const sample = customers[100] as (typeof customers)[number]
    expect(sample.billing.country).toBe('IT')
    expect(sample.billing.state).toBe('BA')
    expect(customers.every((customer) => /^70\d{3}$/.test(customer.billing.postcode))).toBe(true)
    expect(new Set(customers.map((customer) => customer.email)).size).toBe(2500)
    expect(customers.some((customer) => customer.billing.phone.startsWith('+39 '))).toBe(true)
    expect(customers.some((customer) => customer.billing.phone.startsWith('0039'))).toBe(true)
    expect(customers.some((customer) => customer.billing.phone.includes('-'))).toBe(true)
    expect(customers.some((customer) => customer.billing.phone.startsWith('('))).toBe(true)
  })
})
