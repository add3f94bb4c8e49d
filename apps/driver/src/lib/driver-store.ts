import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { DriverDay } from './driver-day'

let store: UseStore | null = null

/**
 * The app's IndexedDB database ('bari-bevande-autisti'), opened at first use: the last day fetched
 * and the queue of actions (outbox-storage.ts).
 */
export function driverStore(): UseStore {
  store ??= createStore('bari-bevande-autisti', 'dati')
  return store
}

/** The last day the server gave, and when (an ISO instant), for a phone without signal. */
export interface SavedDay {
  day: DriverDay
  fetchedAt: string
}

const DAY = 'day'

export const savedDay = {
  load: () => get<SavedDay>(DAY, driverStore()),
  save: (saved: SavedDay) => set(DAY, saved, driverStore()),
  /** On logout: the customers' names and addresses do not stay on the phone. */
  clear: () => del(DAY, driverStore()),
}
