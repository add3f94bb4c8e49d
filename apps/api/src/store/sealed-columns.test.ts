/**
 * Nothing secret in clear in either database (issue 17's rule, issue 25's second database): the
 * WooCommerce tokens of sessions and phone codes, the queued messages and the kept answers are
 * sealed where they are stored, and open again through their store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import { isSealed } from './secret-box'

const JWT = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJkYXRhIjp7InVzZXIiOnsiaWQiOjQyfX19.c2VncmV0bw'
const ORDER_KEY = 'wc_order_Kq8vLz3PnW2xY'

describe.each(STORE_BACKENDS)('sealed columns on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('keeps tokens, queued messages and kept answers sealed, and gives them back through the stores', async () => {
    const { stores } = opened
    await stores.sessions.createSession({
      idHash: 'h',
      userId: 42,
      email: 'anna@example.it',
      role: 'customer',
      method: 'password',
      wooToken: JWT,
      remember: false,
      createdAt: 0,
      expiresAt: 1_000,
    })
    await stores.phoneCodes.saveCode({
      phone: '3471112233',
      requester: 'r',
      userId: 42,
      codeHash: 'c',
      expiresAt: 1_000,
      wooToken: JWT,
    })
    await stores.messages.enqueueMessage(
      { channel: 'email', key: 'k', payload: `{"link":"${ORDER_KEY}"}` },
      0,
    )
    await stores.idempotency.beginIdempotent('checkout', 'h', 0)
    await stores.idempotency.completeIdempotent('checkout', 201, { key: ORDER_KEY })

    const stored = [
      ...(await opened.column('sessions', 'woo_token')),
      ...(await opened.column('phone_codes', 'woo_token')),
      ...(await opened.column('message_queue', 'payload')),
      ...(await opened.column('idempotency', 'body')),
    ]
    expect(stored).toHaveLength(4)
    for (const value of stored) {
      expect(isSealed(String(value))).toBe(true)
      expect(String(value)).not.toContain(JWT)
      expect(String(value)).not.toContain(ORDER_KEY)
    }
    expect((await stores.sessions.getSession('h', 0))?.wooToken).toBe(JWT)
    expect((await stores.phoneCodes.latestCode('3471112233', 'r', 0))?.wooToken).toBe(JWT)
    expect((await stores.messages.claimMessage(['email'], 0, 1_000))?.payload).toContain(ORDER_KEY)
    expect(await stores.idempotency.beginIdempotent('checkout', 'h', 1)).toEqual({
      state: 'done',
      status: 201,
      body: { key: ORDER_KEY },
    })
  })
})
