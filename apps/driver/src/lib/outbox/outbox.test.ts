import { manualClock } from '@shop/clock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeShop } from '../../test/fake-shop'
import type { DriverStop } from '../driver-day'
import { createOutbox, type OutcomeInput, retryDelay } from './outbox'
import { outboxStorage } from './outbox-storage'
import { sendOutcome } from './send-outcome'

afterEach(() => vi.unstubAllGlobals())

const delivered = (
  overrides: Partial<Extract<OutcomeInput, { result: 'delivered' }>> = {},
): OutcomeInput => ({
  result: 'delivered',
  payment: { method: 'cash', amount: 23.4 },
  empties: { bottiglia: 6, cassa: 1 },
  idChecked: true,
  proof: { kind: 'signature', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
  ...overrides,
})
const failed: OutcomeInput = { result: 'failed', reason: 'absent', note: '' }

/**
 * An outbox as the app makes it (IndexedDB, the real HTTP sender), on a manual clock, with the
 * planned retries held in `timers` so a test runs them when it wants.
 */
function phoneOutbox() {
  const now = manualClock('2026-11-27T10:42:00+01:00')
  let ids = 0
  const timers: { run: () => void; ms: number; cleared: boolean }[] = []
  const recorded: [number, DriverStop | null][] = []
  const outbox = createOutbox({
    storage: outboxStorage,
    send: sendOutcome,
    now,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    onRecorded: (orderId, stop) => recorded.push([orderId, stop]),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer) => {
      ;(timer as { cleared: boolean }).cleared = true
    },
  })
  /** Runs the one retry planned and not cleared; fails if there is not exactly one. */
  const runRetry = async () => {
    const planned = timers.filter((timer) => !timer.cleared)
    expect(planned).toHaveLength(1)
    const [timer] = planned
    if (!timer) throw new Error('no retry planned')
    timer.cleared = true
    timer.run()
    await outbox.flush()
    return timer.ms
  }
  return { outbox, now, timers, recorded, runRetry }
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('the outbox', () => {
  it('keeps each action with its actionId and the instant the driver confirmed, and sends it', async () => {
    const shop = fakeShop()
    const { outbox, recorded } = phoneOutbox()
    await outbox.start()
    const entry = await outbox.record(101, delivered())
    expect(entry.body).toMatchObject({
      actionId: id(1),
      recordedAt: '2026-11-27T09:42:00.000Z',
      result: 'delivered',
    })
    await outbox.flush()
    expect(shop.outcomePosts()).toEqual([[101, id(1)]])
    expect(shop.calls[0]?.body).toEqual(entry.body)
    expect(recorded).toEqual([[101, expect.objectContaining({ orderId: 101, state: 'delivered' })]])
    expect(outbox.state()).toMatchObject({ entries: [], status: 'idle' })
    expect(await outboxStorage.load()).toEqual([])
  })

  it('sends in the order recorded, and holds the later ones back while the first cannot pass', async () => {
    const shop = fakeShop()
    shop.state.offline = true
    const { outbox, runRetry, recorded } = phoneOutbox()
    await outbox.start()
    await outbox.record(103, failed)
    await outbox.record(101, delivered())
    await outbox.record(102, { ...failed, reason: 'refused' })
    await outbox.flush()
    // Each new action tries the first again; the others wait behind it.
    const tries = shop.outcomePosts()
    expect(tries.length).toBeGreaterThan(0)
    expect(new Set(tries.map(([orderId, actionId]) => `${orderId} ${actionId}`))).toEqual(
      new Set([`103 ${id(1)}`]),
    )
    expect(outbox.state().entries.map((entry) => entry.orderId)).toEqual([103, 101, 102])
    expect(outbox.state()).toMatchObject({ status: 'waiting' })

    shop.state.offline = false
    await runRetry()
    expect(shop.outcomePosts().slice(tries.length)).toEqual([
      [103, id(1)],
      [101, id(2)],
      [102, id(3)],
    ])
    expect(recorded.map(([orderId]) => orderId)).toEqual([103, 101, 102])
    expect(outbox.state().entries).toEqual([])
  })

  it('retries network failures, time-outs and 5xx with the same actionId, waiting longer each time', async () => {
    const shop = fakeShop()
    shop.state.failures.push('network', 'timeout', 503, 500, 429)
    const { outbox, runRetry, now } = phoneOutbox()
    await outbox.start()
    await outbox.record(102, failed)
    await outbox.flush()
    expect(outbox.state()).toMatchObject({ status: 'waiting', retryAt: now().getTime() + 2000 })
    expect(outbox.state().entries[0]).toMatchObject({
      attempts: 1,
      refused: null,
      lastError: 'Nessuna connessione con il negozio.',
    })
    const waits = [await runRetry(), await runRetry(), await runRetry(), await runRetry()]
    expect(waits).toEqual([2000, 4000, 8000, 16_000])
    expect(outbox.state().entries[0]).toMatchObject({
      attempts: 5,
      lastError: 'Il server non è disponibile.',
    })
    await runRetry()
    expect(shop.outcomePosts()).toEqual(Array.from({ length: 6 }, () => [102, id(1)]))
    expect(outbox.state()).toMatchObject({ entries: [], status: 'idle' })
  })

  it('doubles the wait up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ])
  })

  it('sends at once when asked (back online), without waiting for the planned retry', async () => {
    const shop = fakeShop()
    shop.state.failures.push('network')
    const { outbox, timers } = phoneOutbox()
    await outbox.start()
    await outbox.record(102, failed)
    await outbox.flush()
    await outbox.flush()
    expect(timers.map((timer) => timer.cleared)).toEqual([true])
    expect(shop.outcomePosts()).toHaveLength(2)
    expect(outbox.state().entries).toEqual([])
  })

  it('resends an action whose answer was lost with the same actionId, and the server records it once', async () => {
    const shop = fakeShop()
    shop.state.failures.push('lost-answer')
    const { outbox, runRetry, recorded } = phoneOutbox()
    await outbox.start()
    await outbox.record(101, delivered())
    await outbox.flush()
    expect(shop.state.recorded.size).toBe(1)
    expect(outbox.state().entries).toHaveLength(1)
    await runRetry()
    expect(shop.outcomePosts()).toEqual([
      [101, id(1)],
      [101, id(1)],
    ])
    expect(shop.state.recorded.size).toBe(1)
    expect(shop.state.day.cash.recorded).toBe(23.4)
    expect(recorded).toEqual([[101, expect.objectContaining({ state: 'delivered' })]])
  })

  it.each(['data', 'details'] as const)(
    "takes the server's stop from a 409 stop_recorded (in the error's %s) and drops the action",
    async (conflictKey) => {
      const shop = fakeShop({ conflictKey })
      const { outbox, recorded } = phoneOutbox()
      await outbox.start()
      await outbox.record(101, delivered())
      await outbox.flush()
      // The office recorded it from another phone meanwhile; this phone's action is another.
      const office = shop.state.day.stops[0]
      expect(office?.state).toBe('delivered')
      await outbox.record(102, failed)
      shop.state.day.stops[1] = {
        ...shop.state.day.stops[1],
        state: 'failed',
        outcome: { result: 'failed' },
      } as DriverStop
      await outbox.flush()
      expect(recorded[1]).toEqual([102, expect.objectContaining({ orderId: 102, state: 'failed' })])
      expect(outbox.state().entries).toEqual([])
    },
  )

  it('tells of a 409 stop_recorded without a stop as recorded with none (the app reads the day again)', async () => {
    const shop = fakeShop()
    const { outbox, recorded } = phoneOutbox()
    shop.fetch.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'stop_recorded', message: 'Questa consegna è già stata registrata.' },
          }),
          {
            status: 409,
          },
        ),
    )
    await outbox.start()
    await outbox.record(101, delivered())
    await outbox.flush()
    expect(recorded).toEqual([[101, null]])
    expect(outbox.state().entries).toEqual([])
  })

  it('keeps an action the server refuses (4xx) with its message, and goes on with the next', async () => {
    const shop = fakeShop()
    const { outbox, recorded } = phoneOutbox()
    await outbox.start()
    await outbox.record(101, delivered({ idChecked: false }))
    await outbox.record(999, failed)
    await outbox.record(102, failed)
    await outbox.record(103, { ...failed, reason: 'other', note: 'x' })
    await outbox.flush()
    expect(shop.outcomePosts().map(([orderId]) => orderId)).toEqual([101, 999, 102, 103])
    expect(recorded.map(([orderId]) => orderId)).toEqual([102])
    expect(outbox.state().entries.map((entry) => [entry.orderId, entry.refused])).toEqual([
      [101, { code: 'id_check_required', message: 'Con alcolici serve la verifica del documento.' }],
      [999, { code: 'stop_not_found', message: 'Questa consegna non è tra quelle del tuo furgone di oggi.' }],
      [
        103,
        {
          code: 'invalid_request',
          message: 'Alcuni dati non sono validi. Con «Altro» scrivi il motivo (almeno 3 caratteri)',
        },
      ],
    ])
    expect(outbox.state().status).toBe('idle')
    // Refused entries are not sent again by themselves.
    await outbox.flush()
    expect(shop.outcomePosts()).toHaveLength(4)
  })

  it('lets the driver redo a refused stop (a new action) or drop it', async () => {
    const shop = fakeShop()
    const { outbox } = phoneOutbox()
    await outbox.start()
    await outbox.record(101, delivered({ idChecked: false }))
    await outbox.record(999, failed)
    await outbox.flush()
    await outbox.record(101, delivered())
    await outbox.flush()
    expect(shop.outcomePosts()).toEqual([
      [101, id(1)],
      [999, id(2)],
      [101, id(3)],
    ])
    expect(shop.state.day.stops[0]?.state).toBe('delivered')
    expect(outbox.state().entries.map((entry) => entry.orderId)).toEqual([999])
    await outbox.discard(id(2))
    expect(outbox.state().entries).toEqual([])
    expect(await outboxStorage.load()).toEqual([])
  })

  it('refuses a second action for a stop while the first waits', async () => {
    const shop = fakeShop()
    shop.state.offline = true
    const { outbox } = phoneOutbox()
    await outbox.start()
    await outbox.record(101, delivered())
    await expect(outbox.record(101, failed)).rejects.toThrow('already has an action waiting')
    expect(outbox.state().entries).toHaveLength(1)
  })

  it('waits for a login after a 401, with the action still to send', async () => {
    const shop = fakeShop({ loggedIn: false })
    const { outbox, timers } = phoneOutbox()
    await outbox.start()
    await outbox.record(102, failed)
    await outbox.flush()
    expect(outbox.state()).toMatchObject({ status: 'signed-out' })
    expect(outbox.state().entries[0]).toMatchObject({ refused: null })
    expect(timers).toEqual([])
    shop.state.loggedIn = true
    await outbox.flush()
    expect(shop.outcomePosts()).toEqual([
      [102, id(1)],
      [102, id(1)],
    ])
    expect(outbox.state()).toMatchObject({ entries: [], status: 'idle' })
  })

  it('survives a reload: a new outbox on the same phone sends the kept actions, same ids, same order', async () => {
    const shop = fakeShop()
    shop.state.offline = true
    const before = phoneOutbox()
    await before.outbox.start()
    await before.outbox.record(102, failed)
    await before.outbox.record(101, delivered())
    await before.outbox.flush()
    before.outbox.stop()

    shop.state.offline = false
    const after = phoneOutbox()
    await after.outbox.start()
    expect(shop.outcomePosts()).toEqual([
      [102, id(1)],
      [102, id(1)],
      [101, id(2)],
    ])
    expect(after.recorded.map(([orderId]) => orderId)).toEqual([102, 101])
    expect(await outboxStorage.load()).toEqual([])
  })

  it('keeps refused actions and their messages across a reload', async () => {
    fakeShop()
    const before = phoneOutbox()
    await before.outbox.start()
    await before.outbox.record(999, failed)
    await before.outbox.flush()
    const after = phoneOutbox()
    await after.outbox.start()
    expect(after.outbox.state().entries).toEqual([
      expect.objectContaining({ orderId: 999, refused: expect.objectContaining({ code: 'stop_not_found' }) }),
    ])
  })

  it('sends nothing after stop, and again after start', async () => {
    const shop = fakeShop()
    const { outbox } = phoneOutbox()
    await outbox.start()
    outbox.stop()
    await outbox.record(102, failed)
    await outbox.flush()
    expect(shop.outcomePosts()).toEqual([])
    await outbox.start()
    expect(shop.outcomePosts()).toEqual([[102, id(1)]])
  })
})
