import { get, set } from 'idb-keyval'
import { driverStore } from '../driver-store'
import type { OutboxEntry, OutboxStorage } from './outbox'

const KEY = 'outbox'

/** The queue's entries in the phone's IndexedDB (the app's own database: lib/driver-store.ts). */
export const outboxStorage: OutboxStorage = {
  load: () => get<OutboxEntry[]>(KEY, driverStore()),
  save: (entries) => set(KEY, entries, driverStore()),
}
