import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('the demo outbox on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('keeps every message, newest first', async () => {
    const store = opened.stores.outbox
    const first = await store.addOutbox(
      { channel: 'email', to: 'a@example.it', subject: 'Uno', body: '1' },
      1_000,
    )
    await store.addOutbox({ channel: 'sms', to: '3471112233', subject: 'SMS', body: '2' }, 2_000)
    expect(first).toEqual({
      id: 1,
      channel: 'email',
      to: 'a@example.it',
      subject: 'Uno',
      body: '1',
      createdAt: 1_000,
    })
    expect((await store.outbox(10)).map((message) => message.body)).toEqual(['2', '1'])
    expect(await store.outbox(1)).toHaveLength(1)
  })
})
