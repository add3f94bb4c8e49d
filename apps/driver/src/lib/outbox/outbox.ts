import type { DriverOutcome } from '@shop/forms'
import type { DriverStop } from '../driver-day'

/** What the driver decided at a door, before the phone adds its id and instant. */
export type OutcomeInput = DriverOutcome extends infer Body
  ? Body extends DriverOutcome
    ? Omit<Body, 'actionId' | 'recordedAt'>
    : never
  : never

/** One action waiting on the phone: the body as it will be sent, every time, with the same actionId. */
export interface OutboxEntry {
  orderId: number
  /** The outcome body; its `actionId` and `recordedAt` are fixed when the driver confirms. */
  body: DriverOutcome
  /** How many times it was sent without an answer that settles it. */
  attempts: number
  /** The last failure that will be retried (no network, time-out, 5xx), for the banner. */
  lastError: string | null
  /** Refused by the server (4xx): its message; the driver records the stop again, or drops it. */
  refused: { code: string; message: string } | null
}

/** How one sending ended (send-outcome.ts reads the HTTP answer into one of these). */
export type SendAnswer =
  /** 200, or 409 stop_recorded: the server's stop. `stop` is null when the answer carried none. */
  | { kind: 'recorded'; stop: DriverStop | null }
  /** Another 4xx: the server will not take this action as it is. */
  | { kind: 'refused'; code: string; message: string }
  /** No network, a time-out, 408, 429 or 5xx: the same action is sent again later. */
  | { kind: 'retry'; message: string }
  /** 401: the session is over; nothing is sent until the driver signs in again. */
  | { kind: 'signed-out'; message: string }

/** Where the entries are kept between reloads (IndexedDB in the app: outbox-storage.ts). */
export interface OutboxStorage {
  load(): Promise<OutboxEntry[] | undefined>
  save(entries: OutboxEntry[]): Promise<void>
}

export interface OutboxState {
  /** In the order they were recorded, which is the order they are sent in. */
  entries: readonly OutboxEntry[]
  /** 'waiting': a retry is planned for `retryAt`; 'signed-out': waiting for a login. */
  status: 'idle' | 'sending' | 'waiting' | 'signed-out'
  /** Epoch ms of the planned retry, while 'waiting'. */
  retryAt: number | null
}

export interface OutboxOptions {
  storage: OutboxStorage
  send(entry: OutboxEntry): Promise<SendAnswer>
  /** Told of each stop the server recorded; `stop` null when its answer had none (read the day again). */
  onRecorded(orderId: number, stop: DriverStop | null): void
  /** The phone's clock (recordedAt, retry times). */
  now(): Date
  /** A new actionId: crypto.randomUUID in the app. */
  newId(): string
  /** Milliseconds before the `attempt`-th retry; default retryDelay. */
  delay?(attempt: number): number
  setTimer?(callback: () => void, ms: number): unknown
  clearTimer?(timer: unknown): void
}

export interface Outbox {
  /** Reads the entries kept by an earlier run (once), then sends what waits; again after `stop`. */
  start(): Promise<void>
  state(): OutboxState
  subscribe(listener: () => void): () => void
  /**
   * Queues the driver's decision for `orderId` (kept before this resolves) and starts sending. An
   * entry the server refused for the same stop is replaced; while one waits to be sent, another
   * for the same stop is refused with an Error.
   */
  record(orderId: number, input: OutcomeInput): Promise<OutboxEntry>
  /** Sends what waits now (the phone is back online, the driver signed in again, a button). */
  flush(): Promise<void>
  /** Drops a refused entry (the driver read the message and will not record it again). */
  discard(actionId: string): Promise<void>
  /** Sends nothing more until `start` (the screens are going away: logout, tests). */
  stop(): void
}

/** 2 s, 4 s, 8 s ... doubling up to a minute between tries. */
export const retryDelay = (attempt: number): number => Math.min(60_000, 1000 * 2 ** Math.max(1, attempt))

/**
 * The phone's queue of outcomes. Entries are sent one at a time in the order they were recorded;
 * one that may pass later (no signal, a time-out, a server error) holds back the ones after it
 * and is sent again, with the same actionId, after a growing delay, or at once when `flush` is
 * called. Each change is saved before it is shown, so a reload (or a dead battery) loses nothing;
 * the server is idempotent per actionId, so an action whose answer was lost is simply sent again.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const delay = options.delay ?? retryDelay
  const setTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms))
  const clearTimer = options.clearTimer ?? ((timer) => globalThis.clearTimeout(timer as number))
  const listeners = new Set<() => void>()

  let state: OutboxState = { entries: [], status: 'idle', retryAt: null }
  let timer: unknown = null
  let running: Promise<void> | null = null
  let loading: Promise<void> | null = null
  let stopped = false
  let saving: Promise<void> = Promise.resolve()

  const change = (next: Partial<OutboxState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }

  /** Saves the entries as they are now, after any save already under way. */
  const save = (): Promise<void> => {
    const entries = state.entries.slice()
    saving = saving.then(() => options.storage.save(entries))
    return saving
  }

  const setEntries = async (entries: OutboxEntry[]) => {
    change({ entries })
    await save()
  }

  const replace = (entry: OutboxEntry, next: OutboxEntry | null) =>
    setEntries(
      next
        ? state.entries.map((each) => (each === entry ? next : each))
        : state.entries.filter((each) => each !== entry),
    )

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer)
    timer = null
  }

  async function sendAll(): Promise<void> {
    cancelTimer()
    for (;;) {
      const entry = state.entries.find((each) => each.refused === null)
      if (stopped) return
      if (!entry) {
        change({ status: 'idle', retryAt: null })
        return
      }
      change({ status: 'sending', retryAt: null })
      const answer = await options.send(entry)
      switch (answer.kind) {
        case 'recorded':
          await replace(entry, null)
          options.onRecorded(entry.orderId, answer.stop)
          break
        case 'refused':
          await replace(entry, {
            ...entry,
            attempts: entry.attempts + 1,
            refused: { code: answer.code, message: answer.message },
          })
          break
        case 'signed-out':
          change({ status: 'signed-out', retryAt: null })
          return
        case 'retry': {
          const attempts = entry.attempts + 1
          await replace(entry, { ...entry, attempts, lastError: answer.message })
          const wait = delay(attempts)
          change({ status: 'waiting', retryAt: options.now().getTime() + wait })
          if (stopped) return
          timer = setTimer(() => {
            timer = null
            void flush()
          }, wait)
          return
        }
      }
    }
  }

  function flush(): Promise<void> {
    running ??= sendAll().finally(() => {
      running = null
    })
    return running
  }

  return {
    async start() {
      stopped = false
      loading ??= options.storage.load().then((kept) => {
        if (kept?.length) change({ entries: [...kept, ...state.entries] })
      })
      await loading
      await flush()
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async record(orderId, input) {
      // Never save over the entries an earlier run kept before they are read.
      await loading
      const earlier = state.entries.find((each) => each.orderId === orderId)
      if (earlier && earlier.refused === null)
        throw new Error(`The stop of order ${orderId} already has an action waiting to be sent`)
      const entry: OutboxEntry = {
        orderId,
        body: {
          ...input,
          actionId: options.newId(),
          recordedAt: options.now().toISOString(),
        } as OutboxEntry['body'],
        attempts: 0,
        lastError: null,
        refused: null,
      }
      await setEntries([...state.entries.filter((each) => each !== earlier), entry])
      void flush()
      return entry
    },
    flush,
    async discard(actionId) {
      await setEntries(
        state.entries.filter((each) => each.refused === null || each.body.actionId !== actionId),
      )
    },
    stop() {
      stopped = true
      cancelTimer()
    },
  }
}
