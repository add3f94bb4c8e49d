import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import type { NewRefundRecord } from './refund-requests'

const asked = (
  key: string,
  amountCents: number,
  method: NewRefundRecord['method'] = 'card',
): NewRefundRecord => ({
  key,
  orderId: 41,
  amountCents,
  reason: 'Ordine annullato dal cliente',
  method,
  requestedBy: 'guest',
  createdAt: 1000,
})

describe.each(STORE_BACKENDS)('the refunds’ records on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('keeps one record per key, never past the limit; a failed one is asked again under its key', async () => {
    const refunds = opened.stores.refunds
    const first = await refunds.begin(asked('cancel:41', 1500), 2000)
    expect(first).toMatchObject({
      state: 'begun',
      record: { key: 'cancel:41', state: 'paying', amountCents: 1500 },
    })
    expect(await refunds.begin(asked('cancel:41', 1500), 2000)).toMatchObject({ state: 'exists' })
    expect(await refunds.begin(asked('admin:41:a', 600), 2000)).toEqual({ state: 'over', leftCents: 500 })
    await refunds.finish('cancel:41', { state: 'failed' })
    // Failed: its amount is free again, and the same key starts it over.
    expect(await refunds.begin(asked('cancel:41', 1500), 2000)).toMatchObject({
      state: 'begun',
      record: { state: 'paying' },
    })
    await refunds.finish('cancel:41', { state: 'done', providerRef: 're_1', wooRefundId: 7 })
    expect(await refunds.get('cancel:41')).toMatchObject({
      state: 'done',
      providerRef: 're_1',
      wooRefundId: 7,
    })
    expect((await refunds.forOrder(41)).map((r) => r.key)).toEqual(['cancel:41'])
  })

  it('8 refunds of the whole order at once: one kept; 8 "paid" of a queued one at once: one settles it', async () => {
    const refunds = opened.stores.refunds
    const begun = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refunds.begin(asked(`admin:41:${i}`, 2000, 'bank'), 2000)),
    )
    expect(begun.filter((b) => b.state === 'begun')).toHaveLength(1)
    expect(begun.filter((b) => b.state === 'over')).toHaveLength(7)
    const [queued] = await refunds.queued()
    expect(queued).toMatchObject({ method: 'bank', state: 'queued', amountCents: 2000 })
    const settled = await Promise.all(
      Array.from({ length: 8 }, () => refunds.settle(queued?.key ?? '', 'operatore@example.it', 2000)),
    )
    expect(settled.filter((s) => s !== null)).toHaveLength(1)
    expect(await refunds.queued()).toEqual([])
    await refunds.unsettle(queued?.key ?? '')
    expect((await refunds.queued()).map((r) => r.key)).toEqual([queued?.key])
  })
})
