import { afterEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import type { Withdrawal } from './withdrawals-store'

const withdrawal = (orderId: number, at: number, extra: Partial<Withdrawal> = {}): Withdrawal => ({
  orderId,
  number: String(orderId),
  customerId: 0,
  name: 'Lucia Di Bari',
  email: 'lucia@example.it',
  reason: '',
  at,
  lines: [{ name: 'Acqua Lete 6 × 1,5 l', quantity: 3, total: 11.7 }],
  total: 11.7,
  ...extra,
})

describe.each(STORE_BACKENDS)('the withdrawals on $name', (backend) => {
  let opened: OpenedStores[] = []
  afterEach(async () => {
    await Promise.all(opened.map((o) => o.close()))
    opened = []
  })

  it('keeps one withdrawal per order, the first, with its lines and amounts intact', async () => {
    opened = [await backend.open()]
    const store = opened[0]?.stores.withdrawals
    if (!store) throw new Error('no store')
    const first = withdrawal(41, 1000, { reason: 'Ho sbagliato formato', total: 1277.1 })
    expect(await store.recordWithdrawal(first)).toEqual({ withdrawal: first, created: true })
    const again = await store.recordWithdrawal(withdrawal(41, 2000, { reason: 'altro' }))
    expect(again).toEqual({ withdrawal: first, created: false })
    expect(await store.withdrawalOf(41)).toEqual(first)
    expect(await store.withdrawalOf(42)).toBeNull()
  })

  it('lists the newest first, a page at a time, with the count', async () => {
    opened = [await backend.open()]
    const store = opened[0]?.stores.withdrawals
    if (!store) throw new Error('no store')
    for (const [id, at] of [
      [10, 3000],
      [11, 1000],
      [12, 3000],
      [13, 2000],
    ] as const)
      await store.recordWithdrawal(withdrawal(id, at))
    const page = await store.listWithdrawals(3, 0)
    expect(page.total).toBe(4)
    expect(page.items.map((w) => w.orderId)).toEqual([12, 10, 13])
    expect((await store.listWithdrawals(3, 3)).items.map((w) => w.orderId)).toEqual([11])
  })

  it('of 8 confirmations at once on 2 instances records one, and lets one writer into WooCommerce', async () => {
    opened = await backend.openShared(2)
    const stores = opened.map((o) => o.stores.withdrawals)
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        stores[i % 2]?.recordWithdrawal(withdrawal(77, 1000 + i, { reason: `tentativo ${i}` })),
      ),
    )
    expect(results.filter((r) => r?.created)).toHaveLength(1)
    const kept = results.find((r) => r?.created)?.withdrawal
    for (const result of results) expect(result?.withdrawal).toEqual(kept)

    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => stores[i % 2]?.claimWooRecord(77, 5000, 60_000)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    // A writer that failed lets go; one that died is taken over after its lease.
    await stores[0]?.endWooRecord(77, false)
    expect(await stores[1]?.claimWooRecord(77, 5000, 60_000)).toBe(true)
    expect(await stores[0]?.claimWooRecord(77, 64_999, 60_000)).toBe(false)
    expect(await stores[0]?.claimWooRecord(77, 65_000, 60_000)).toBe(true)
    await stores[0]?.endWooRecord(77, true)
    expect(await stores[1]?.wooRecorded(77)).toBe(true)
    expect(await stores[1]?.claimWooRecord(77, 999_999, 60_000)).toBe(false)
    // No withdrawal, nothing to claim.
    expect(await stores[0]?.claimWooRecord(78, 5000, 60_000)).toBe(false)
  })
})
