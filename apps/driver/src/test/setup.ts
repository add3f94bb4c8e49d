// IndexedDB for happy-dom (the day kept on the phone and the queue of actions), new for each file.
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { clear } from 'idb-keyval'
import { afterEach } from 'vitest'
import { driverStore } from '../lib/driver-store'

afterEach(async () => {
  cleanup()
  await clear(driverStore())
})
