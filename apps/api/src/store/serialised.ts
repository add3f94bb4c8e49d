import { randomUUID } from 'node:crypto'
import type { LockStore } from './lock-store'

export interface SerialisedOptions {
  /** How long the lock is held at most: a process that dies inside the section frees it after this. */
  leaseMs: number
  /** How long a caller waits for the lock before giving up with `busy()`. */
  waitMs: number
  /** How often a waiting caller asks for the lock again. */
  pollMs: number
  /** The error a caller that waited `waitMs` in vain throws. */
  busy: () => Error
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` while holding the store's lock `name`: one caller at a time, in this process and in
 * every other one sharing the store (the database decides, LockStore.claimLock). A caller finding it
 * taken waits, asking again every `pollMs`, until it gets it or `waitMs` have passed. The lock is
 * let go when `work` ends, also when it fails.
 */
export async function serialised<T>(
  locks: LockStore,
  now: () => Date,
  name: string,
  options: SerialisedOptions,
  work: () => Promise<T>,
): Promise<T> {
  const holder = randomUUID()
  const tries = Math.max(1, Math.ceil(options.waitMs / options.pollMs))
  for (let attempt = 0; !(await locks.claimLock(name, holder, now().getTime(), options.leaseMs)); attempt++) {
    if (attempt >= tries) throw options.busy()
    await pause(options.pollMs)
  }
  try {
    return await work()
  } finally {
    await locks.releaseLock(name, holder)
  }
}

/**
 * Runs `work` unless another holder has the lock `name` (another instance doing the same round):
 * then nothing runs, and `{ ran: false }` says so. For the rounds every instance has a timer for
 * (the order watch, the reconciliations, the unpaid orders' sweep): one instance does each round.
 * The lock is held for at most `leaseMs` (an instance that dies in the middle frees it then), and let
 * go when `work` ends, also when it fails.
 */
export async function whenFree<T>(
  locks: LockStore,
  now: () => Date,
  name: string,
  leaseMs: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const holder = randomUUID()
  if (!(await locks.claimLock(name, holder, now().getTime(), leaseMs))) return { ran: false }
  try {
    return { ran: true, value: await work() }
  } finally {
    await locks.releaseLock(name, holder)
  }
}
