import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createRuntimeErrorGuard,
  RUNTIME_ERROR_MESSAGE,
  RUNTIME_ERROR_THRESHOLD,
  RUNTIME_RELOAD_DELAY_MS,
} from './create-runtime-error-guard'

function setup(enabled = true, extra: { threshold?: number; reloadDelayMs?: number } = {}) {
  const onThreshold = vi.fn()
  const reload = vi.fn()
  const scheduled: { callback: () => void; ms: number }[] = []
  const schedule = vi.fn((callback: () => void, ms: number) => {
    scheduled.push({ callback, ms })
  })
  const guard = createRuntimeErrorGuard({ enabled, onThreshold, reload, schedule, ...extra })
  return { guard, onThreshold, reload, schedule, scheduled }
}

describe('createRuntimeErrorGuard', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('has the SPEC.md constants and message', () => {
    expect(RUNTIME_ERROR_THRESHOLD).toBe(5)
    expect(RUNTIME_RELOAD_DELAY_MS).toBe(2000)
    expect(RUNTIME_ERROR_MESSAGE).toBe(
      'Si è verificato un problema. La pagina verrà ricaricata automaticamente.',
    )
  })

  it('counts errors and does nothing before the 5th', () => {
    const { guard, onThreshold, schedule } = setup()
    for (let i = 0; i < 4; i++) guard.report(new Error(`errore ${i}`))
    expect(guard.count).toBe(4)
    expect(onThreshold).not.toHaveBeenCalled()
    expect(schedule).not.toHaveBeenCalled()
  })

  it('at the 5th error shows the message and schedules the reload after 2 s', () => {
    const { guard, onThreshold, reload, scheduled } = setup()
    for (let i = 0; i < 5; i++) guard.report('boom')
    expect(onThreshold).toHaveBeenCalledTimes(1)
    expect(onThreshold).toHaveBeenCalledWith(RUNTIME_ERROR_MESSAGE)
    expect(scheduled).toHaveLength(1)
    expect(scheduled[0]?.ms).toBe(2000)
    expect(reload).not.toHaveBeenCalled()
    scheduled[0]?.callback()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('shows the message and schedules the reload only once, however many errors follow', () => {
    const { guard, onThreshold, scheduled } = setup()
    for (let i = 0; i < 12; i++) guard.report(undefined)
    expect(guard.count).toBe(12)
    expect(onThreshold).toHaveBeenCalledTimes(1)
    expect(scheduled).toHaveLength(1)
  })

  it('does nothing when disabled (the local machine)', () => {
    const { guard, onThreshold, schedule, reload } = setup(false)
    for (let i = 0; i < 10; i++) guard.report(new Error('x'))
    expect(guard.count).toBe(0)
    expect(onThreshold).not.toHaveBeenCalled()
    expect(schedule).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('takes another threshold and delay', () => {
    const { guard, onThreshold, scheduled } = setup(true, { threshold: 2, reloadDelayMs: 10 })
    guard.report(1)
    expect(onThreshold).not.toHaveBeenCalled()
    guard.report(2)
    expect(onThreshold).toHaveBeenCalledTimes(1)
    expect(scheduled[0]?.ms).toBe(10)
  })

  it('still reloads when showing the message throws (and logs it)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    const scheduled: (() => void)[] = []
    const guard = createRuntimeErrorGuard({
      enabled: true,
      threshold: 1,
      onThreshold: () => {
        throw new Error('no banner')
      },
      reload,
      schedule: (callback) => scheduled.push(callback),
    })
    expect(() => guard.report('x')).not.toThrow()
    expect(error).toHaveBeenCalled()
    scheduled[0]?.()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('uses setTimeout by default', () => {
    vi.useFakeTimers()
    const reload = vi.fn()
    const guard = createRuntimeErrorGuard({ enabled: true, onThreshold: () => {}, reload })
    for (let i = 0; i < 5; i++) guard.report('x')
    vi.advanceTimersByTime(1999)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('refuses a threshold that is not a whole number of at least 1', () => {
    for (const threshold of [0, -1, 2.5, Number.NaN]) {
      expect(() =>
        createRuntimeErrorGuard({ enabled: true, threshold, onThreshold: () => {}, reload: () => {} }),
      ).toThrow(/threshold must be a whole number/)
    }
  })
})
