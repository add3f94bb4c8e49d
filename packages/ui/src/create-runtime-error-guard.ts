/** What the shop shows when too many runtime errors happened (SPEC.md section 8). */
export const RUNTIME_ERROR_MESSAGE =
  'Si è verificato un problema. La pagina verrà ricaricata automaticamente.'
/** Runtime errors before the automatic reload (SPEC.md section 9). */
export const RUNTIME_ERROR_THRESHOLD = 5
/** Delay between the message and the reload (SPEC.md section 9). */
export const RUNTIME_RELOAD_DELAY_MS = 2000

export interface RuntimeErrorGuardOptions {
  /** Off on the local machine (SPEC.md section 8): pass `!isLocalHost(location.hostname)`. */
  enabled: boolean
  /** Errors before the message and the reload; default 5. */
  threshold?: number
  /** Delay before reload() once the threshold is reached; default 2000 ms. */
  reloadDelayMs?: number
  /** Called once, with RUNTIME_ERROR_MESSAGE, when the threshold is reached: show it to the user. */
  onThreshold: (message: string) => void
  /** Reloads the page, for example `() => window.location.reload()`. Called at most once. */
  reload: () => void
  /** Schedules a callback; default setTimeout. Pass a fake in tests. */
  schedule?: (callback: () => void, ms: number) => unknown
}

export interface RuntimeErrorGuard {
  /** Counts one runtime error (from window 'error' or 'unhandledrejection'). Never throws. */
  report(error: unknown): void
  /** Errors counted so far (always 0 when the guard is disabled). */
  readonly count: number
}

const defaultSchedule = (callback: () => void, ms: number): unknown => setTimeout(callback, ms)

/**
 * Counts global runtime errors; at the threshold it shows the message once and reloads the page
 * after the delay, once (SPEC.md sections 8 and 9). Framework-free: the app wires `report` to the
 * window's 'error' and 'unhandledrejection' events and passes how to show the message and reload.
 */
export function createRuntimeErrorGuard(options: RuntimeErrorGuardOptions): RuntimeErrorGuard {
  const {
    enabled,
    threshold = RUNTIME_ERROR_THRESHOLD,
    reloadDelayMs = RUNTIME_RELOAD_DELAY_MS,
    onThreshold,
    reload,
    schedule = defaultSchedule,
  } = options
  if (!Number.isInteger(threshold) || threshold < 1) {
    throw new RangeError(
      `createRuntimeErrorGuard: threshold must be a whole number of errors of at least 1, got ${String(threshold)} (for example threshold: 5)`,
    )
  }
  let count = 0
  let triggered = false

  return {
    report(_error: unknown) {
      if (!enabled) return
      count += 1
      if (triggered || count < threshold) return
      triggered = true
      try {
        onThreshold(RUNTIME_ERROR_MESSAGE)
      } catch (error) {
        console.error('Runtime error guard: showing the message failed', error)
      }
      schedule(reload, reloadDelayMs)
    },
    get count() {
      return count
    },
  }
}
