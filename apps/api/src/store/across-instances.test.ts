/**
 * What several API instances sharing one database decide together (issue 25): each claim is the
 * database's, so parallel calls from 3 instances (3 SQLite connections on one file, or 3
 * PostgreSQL pools on one database) give one winner where one is allowed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('three instances on one $name database', (backend) => {
  let instances: OpenedStores[]
  beforeEach(async () => {
    instances = await backend.openShared(3)
  })
  afterEach(async () => {
    for (const instance of instances) await instance.close()
  })
  /** `perInstance` calls of `call` on each instance, all at once. */
  const together = <T>(perInstance: number, call: (instance: OpenedStores, n: number) => Promise<T>) =>
    Promise.all(
      instances.flatMap((instance) => Array.from({ length: perInstance }, (_, n) => call(instance, n))),
    )

  it('one idempotency key: one request does the work, the others see it pending', async () => {
    const begins = await together(8, (instance) =>
      instance.stores.idempotency.beginIdempotent('checkout:1', 'h', 0),
    )
    expect(begins.filter((begin) => begin.state === 'new')).toHaveLength(1)
    expect(begins.filter((begin) => begin.state === 'pending')).toHaveLength(23)
  })

  it('one order paid from 24 requests at once: one attempt begins', async () => {
    const begins = await together(8, (instance) => instance.stores.payments.beginPayment(42, 0, 60_000))
    expect(begins.filter((begin) => begin.state === 'begun')).toEqual([
      { state: 'begun', attempt: 1, resumed: false },
    ])
    expect(begins.filter((begin) => begin.state === 'running')).toHaveLength(23)
  })

  it('one auto-login link used 24 times at once: used once', async () => {
    const uses = await together(8, (instance) => instance.stores.nonces.useNonce('nonce', 10_000, 0))
    expect(uses.filter(Boolean)).toHaveLength(1)
  })

  it('one reset link claimed 24 times at once: one attempt holds it', async () => {
    await instances[0]?.stores.resetLinks.saveResetToken('link', 7, 10_000)
    const claims = await together(8, (instance) =>
      instance.stores.resetLinks.claimResetToken('link', 0, 30_000),
    )
    expect(claims.filter((claim) => claim.status === 'claimed')).toHaveLength(1)
    expect(claims.filter((claim) => claim.status === 'busy')).toHaveLength(23)
  })

  it('a reset link spent while 24 attempts claim it: none of them gets it', async () => {
    const first = instances[0] as OpenedStores
    await first.stores.resetLinks.saveResetToken('link', 7, 10_000)
    expect((await first.stores.resetLinks.claimResetToken('link', 0, 30_000)).status).toBe('claimed')
    // The holder changed the password (the link is spent) while the others try it at once.
    const [, ...claims] = await Promise.all([
      first.stores.resetLinks.spendResetTokens(7),
      ...instances.flatMap((instance) =>
        Array.from({ length: 8 }, () => instance.stores.resetLinks.claimResetToken('link', 0, 30_000)),
      ),
    ])
    expect(claims.filter((claim) => claim?.status === 'claimed')).toEqual([])
    expect((await first.stores.resetLinks.claimResetToken('link', 0, 30_000)).status).toBe('invalid')
  })

  it('a rate limit counts every hit of every instance', async () => {
    const hits = await together(10, (instance) => instance.stores.rateLimits.hit('login:1.2.3.4', 60_000, 0))
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, n) => n + 1),
    )
  })

  it('one order status change seen by 3 watchers at once: one sees it as a change', async () => {
    await instances[0]?.stores.seenOrders.seeOrder(9, { status: 'on-hold', paidAt: null })
    const befores = await together(4, (instance) =>
      instance.stores.seenOrders.seeOrder(9, { status: 'processing', paidAt: null }),
    )
    expect(befores.filter((before) => before?.status === 'on-hold')).toHaveLength(1)
  })

  it('20 queued mails, 3 workers taking them at once: each mail taken once', async () => {
    for (let n = 0; n < 20; n++)
      await instances[0]?.stores.messages.enqueueMessage(
        { channel: 'email', key: `mail:${n}`, payload: '{}' },
        0,
      )
    const taken = await together(10, (instance) =>
      instance.stores.messages.claimMessage(['email'], 1, 60_000),
    )
    const keys = taken.flatMap((message) => (message ? [message.key] : []))
    expect(keys).toHaveLength(20)
    expect(new Set(keys).size).toBe(20)
  })

  it('one mail wait ended by 24 callers at once: one sends the mail', async () => {
    await instances[0]?.stores.mailWaits.waitOrderMail(5, 1_000)
    const ended = await together(8, (instance) => instance.stores.mailWaits.endOrderMailWait(5))
    expect(ended.filter(Boolean)).toHaveLength(1)
  })
})
