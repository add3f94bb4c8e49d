import { requestId } from '@shop/api-client'
import { systemClock } from '@shop/clock'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { api, toApiError } from './api'
import { type DriverDay, type DriverStop, withStop } from './driver-day'
import { type SavedDay, savedDay } from './driver-store'
import {
  createOutbox,
  type Outbox,
  type OutboxEntry,
  type OutboxState,
  type OutcomeInput,
} from './outbox/outbox'
import { outboxStorage } from './outbox/outbox-storage'
import { sendOutcome } from './outbox/send-outcome'

export interface DriverData {
  /** The day shown: the server's, or the last one kept on the phone. */
  day: DriverDay | null
  /** 'loading' until the first answer; 'failed': no day to show (`problem` says why). */
  status: 'loading' | 'ready' | 'failed'
  /** When the day shown was fetched, while it is the phone's copy because the server did not answer. */
  offlineSince: string | null
  /** Why the day could not be read now (shown with the kept day, or instead of it). */
  problem: { code: string; message: string } | null
  refreshing: boolean
  /** Asks the server for the day again. */
  refresh(): Promise<void>
  queue: OutboxState
  /** The action waiting (or refused) for `orderId`, if any. */
  entryOf(orderId: number): OutboxEntry | undefined
  record(orderId: number, input: OutcomeInput): Promise<void>
  discard(actionId: string): Promise<void>
  /** Sends what waits now. */
  sendNow(): void
}

const DriverDataContext = createContext<DriverData | null>(null)

/** Failures after which the phone shows the day it kept: no answer, or the server could not give one. */
const isUnreachable = (status: number) => status === 0 || status >= 500

const appOutbox = (onRecorded: (stop: DriverStop | null) => void): Outbox =>
  createOutbox({
    storage: outboxStorage,
    send: sendOutcome,
    now: systemClock,
    newId: () => requestId(),
    onRecorded: (_orderId, stop) => onRecorded(stop),
  })

/**
 * The driver's day and the queue of actions, for every screen below it: GET /api/driver/day (kept
 * in IndexedDB, and shown from there when the server cannot be reached), and the outbox, which sends
 * each recorded outcome in order and puts the server's stop into the day.
 */
export function DriverDataProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<SavedDay | null>(null)
  const [status, setStatus] = useState<DriverData['status']>('loading')
  const [offlineSince, setOfflineSince] = useState<string | null>(null)
  const [problem, setProblem] = useState<DriverData['problem']>(null)
  const [refreshing, setRefreshing] = useState(false)
  const shownRef = useRef<SavedDay | null>(null)
  /** A stop was recorded since the day was last read: its cash total is out of date. */
  const staleCash = useRef(false)

  const show = useCallback((next: SavedDay) => {
    shownRef.current = next
    setShown(next)
  }, [])

  const refresh = useCallback(async () => {
    setRefreshing(true)
    try {
      const day = await api<DriverDay>('GET', '/driver/day')
      const fresh = { day, fetchedAt: systemClock().toISOString() }
      show(fresh)
      await savedDay.save(fresh)
      staleCash.current = false
      setOfflineSince(null)
      setProblem(null)
      setStatus('ready')
    } catch (thrown) {
      const error = toApiError(thrown)
      setProblem({ code: error.code, message: error.message })
      const kept = isUnreachable(error.status) ? (shownRef.current ?? (await savedDay.load()) ?? null) : null
      if (kept) {
        show(kept)
        setOfflineSince(kept.fetchedAt)
        setStatus('ready')
      } else setStatus('failed')
    } finally {
      setRefreshing(false)
    }
  }, [show])

  const recorded = useRef<(stop: DriverStop | null) => void>(() => {})
  recorded.current = (stop) => {
    const current = shownRef.current
    if (!stop || !current) {
      void refresh()
      return
    }
    staleCash.current = true
    const next = { ...current, day: withStop(current.day, stop) }
    show(next)
    void savedDay.save(next)
  }
  const [outbox] = useState(() => appOutbox((stop) => recorded.current(stop)))
  const queue = useSyncExternalStore(outbox.subscribe, outbox.state, outbox.state)

  useEffect(() => {
    void refresh()
    void outbox.start()
    const online = () => {
      void refresh()
      void outbox.flush()
    }
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      outbox.stop()
    }
  }, [refresh, outbox])

  // Once everything waiting has gone, the day is read again for the cash the server now counts.
  useEffect(() => {
    if (queue.status === 'idle' && staleCash.current) void refresh()
  }, [queue.status, refresh])

  const value = useMemo<DriverData>(
    () => ({
      day: shown?.day ?? null,
      status,
      offlineSince,
      problem,
      refreshing,
      refresh,
      queue,
      entryOf: (orderId) => queue.entries.find((entry) => entry.orderId === orderId),
      record: async (orderId, input) => {
        await outbox.record(orderId, input)
      },
      discard: (actionId) => outbox.discard(actionId),
      sendNow: () => void outbox.flush(),
    }),
    [shown, status, offlineSince, problem, refreshing, refresh, queue, outbox],
  )
  return <DriverDataContext.Provider value={value}>{children}</DriverDataContext.Provider>
}

export function useDriverData(): DriverData {
  const data = useContext(DriverDataContext)
  if (!data) throw new Error('useDriverData() needs <DriverDataProvider> above it')
  return data
}
