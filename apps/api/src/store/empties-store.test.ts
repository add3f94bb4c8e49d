import { creditForNextOrder, type EmptiesEvent, emptiesAccount, refundCredit } from '@shop/deposits'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

const lent = (orderId: number, count = 12): EmptiesEvent => ({
  type: 'delivered',
  kind: 'bottiglia',
  count,
  depositCents: 20,
  orderId,
})
const back = (orderId: number, count: number): EmptiesEvent => ({
  type: 'returned',
  kind: 'bottiglia',
  count,
  orderId,
})

describe.each(STORE_BACKENDS)('the empties ledger on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('keeps each customer’s events in order, and a replayed key appends nothing', async () => {
    const store = opened.stores.empties
    expect(await store.append('customer:7', 'delivered:1', () => [lent(1)], 10)).toEqual({
      appended: true,
      events: [lent(1)],
      voided: false,
    })
    await store.append('customer:8', 'delivered:2', () => [lent(2, 6)], 11)
    await store.append('customer:7', 'returned:1', () => [back(1, 5)], 12)
    let decided = 0
    const again = await store.append(
      'customer:7',
      'delivered:1',
      () => {
        decided++
        return [lent(1)]
      },
      13,
    )
    expect(again).toEqual({ appended: false, events: [lent(1)], voided: false })
    expect(decided).toBe(0)
    expect(await store.ledger('customer:7')).toEqual([lent(1), back(1, 5)])
    expect(await store.ledger('customer:8')).toEqual([lent(2, 6)])
    expect(await store.ledger('guest:nobody@example.it')).toEqual([])
    // A step with nothing to record still uses its key.
    expect((await store.append('customer:8', 'returned:2', () => [], 14)).appended).toBe(true)
    expect((await store.append('customer:8', 'returned:2', () => [back(2, 6)], 15)).appended).toBe(false)
    expect(await store.ledger('customer:8')).toEqual([lent(2, 6)])
  })

  it('decides from the ledger as it is, and refuses an invalid event without keeping the key', async () => {
    const store = opened.stores.empties
    await store.append('customer:7', 'delivered:1', () => [lent(1)], 0)
    await store.append('customer:7', 'returned:1', () => [back(1, 12)], 1)
    const credit = await store.append(
      'customer:7',
      'credited:a',
      (ledger) => creditForNextOrder(ledger, 500).events,
      2,
    )
    expect(credit.events).toEqual([{ type: 'credited', cents: 240 }])
    const none = await store.append(
      'customer:7',
      'credited:b',
      (ledger) => creditForNextOrder(ledger, 500).events,
      3,
    )
    expect(none.events).toEqual([])

    const bad = { type: 'delivered', kind: 'fusto', count: 1, depositCents: 20 } as unknown as EmptiesEvent
    await expect(store.append('customer:7', 'delivered:9', () => [bad], 4)).rejects.toThrow(TypeError)
    expect((await store.append('customer:7', 'delivered:9', () => [], 5)).appended).toBe(true)
    expect(await opened.count('empties_events')).toBe(3)
  })

  it('voids a checkout’s credit once: its events leave the ledger, the key stays used', async () => {
    const store = opened.stores.empties
    await store.append('customer:7', 'delivered:1', () => [lent(1)], 0)
    await store.append('customer:7', 'returned:1', () => [back(1, 12)], 1)
    await store.append('customer:7', 'credited:a', (ledger) => creditForNextOrder(ledger, 100).events, 2)
    expect(emptiesAccount(await store.ledger('customer:7')).creditCents).toBe(140)

    expect(await store.voidBatch('credited:a', 3)).toEqual([{ type: 'credited', cents: 100 }])
    expect(await store.voidBatch('credited:a', 4)).toEqual([])
    expect(await store.voidBatch('credited:unknown', 4)).toEqual([])
    expect(emptiesAccount(await store.ledger('customer:7')).creditCents).toBe(240)
    expect(await store.append('customer:7', 'credited:a', () => [], 5)).toEqual({
      appended: false,
      events: [{ type: 'credited', cents: 100 }],
      voided: true,
    })
  })
})

describe.each(STORE_BACKENDS)('the empties ledger of three instances on one $name database', (backend) => {
  let instances: OpenedStores[]
  beforeEach(async () => {
    instances = await backend.openShared(3)
    const first = instances[0] as OpenedStores
    await first.stores.empties.append('customer:7', 'delivered:1', () => [lent(1, 50)], 0)
    await first.stores.empties.append('customer:7', 'returned:1', () => [back(1, 50)], 1)
  })
  afterEach(async () => {
    for (const instance of instances) await instance.close()
  })
  const together = <T>(perInstance: number, call: (instance: OpenedStores, n: number) => Promise<T>) =>
    Promise.all(
      instances.flatMap((instance, i) =>
        Array.from({ length: perInstance }, (_, n) => call(instance, i * perInstance + n)),
      ),
    )

  it('30 checkouts at once spend the credit (10 €) once in all, and the refund after them finds none', async () => {
    const credits = await together(10, (instance, n) =>
      instance.stores.empties.append(
        'customer:7',
        `credited:${n}`,
        (ledger) => creditForNextOrder(ledger, 300).events,
        10 + n,
      ),
    )
    const spent = credits
      .flatMap((credit) => credit.events)
      .map((event) => (event.type === 'credited' ? event.cents : 0))
    expect(spent.reduce((a, b) => a + b, 0)).toBe(1000)
    expect(spent.sort((a, b) => b - a)).toEqual([300, 300, 300, 100])
    const refunds = await together(2, (instance, n) =>
      instance.stores.empties.append(
        'customer:7',
        `refunded:${n}`,
        (ledger) => refundCredit(ledger).events,
        50,
      ),
    )
    expect(refunds.flatMap((refund) => refund.events)).toEqual([])
  })

  it('one order delivered by 30 calls at once (the driver, the operator, replays): lent once', async () => {
    const appends = await together(10, (instance) =>
      instance.stores.empties.append('customer:9', 'delivered:5', () => [lent(5, 24)], 20),
    )
    expect(appends.filter((append) => append.appended)).toHaveLength(1)
    expect(appends.every((append) => append.events.length === 1)).toBe(true)
    expect(await instances[1]?.stores.empties.ledger('customer:9')).toEqual([lent(5, 24)])
  })

  it('a refund of 10 € asked 30 times at once is paid once', async () => {
    const refunds = await together(10, (instance, n) =>
      instance.stores.empties.append(
        'customer:7',
        `refunded:${n}`,
        (ledger) => refundCredit(ledger).events,
        50,
      ),
    )
    expect(refunds.flatMap((refund) => refund.events)).toEqual([{ type: 'refunded', cents: 1000 }])
  })
})
