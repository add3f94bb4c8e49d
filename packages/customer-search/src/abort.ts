import type { SearchAbortSignal } from './customer-source'

interface AbortControllerLike {
  readonly signal: SearchAbortSignal
  abort(reason?: unknown): void
}

/** A new AbortController of the runtime, or null in a runtime without one (then nothing is aborted). */
export function createAbortController(): AbortControllerLike | null {
  const Controller = (globalThis as unknown as { AbortController?: new () => AbortControllerLike })
    .AbortController
  return typeof Controller === 'function' ? new Controller() : null
}

/** Whether a value is usable as a signal (a caller may pass anything). */
export function readSignal(value: unknown): SearchAbortSignal | undefined {
  const signal = value as { aborted?: unknown; addEventListener?: unknown; removeEventListener?: unknown }
  return typeof value === 'object' &&
    value !== null &&
    typeof signal.aborted === 'boolean' &&
    typeof signal.addEventListener === 'function' &&
    typeof signal.removeEventListener === 'function'
    ? (value as SearchAbortSignal)
    : undefined
}

/** What an aborted signal rejects with: its reason, or an Error when the runtime gives none. */
export function abortReason(signal: SearchAbortSignal): unknown {
  return signal.reason ?? new Error('The customer search was aborted.')
}

/** The promise's outcome, or a rejection with the signal's reason as soon as the signal aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: SearchAbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise
  if (signal.aborted) return Promise.reject(abortReason(signal))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
