import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createShopQueryClient } from '../../app/query-client'
import { ApiError } from '../api'
import { type SubmitOptions, useSubmit } from './use-submit'

function setUp(options?: SubmitOptions) {
  const client = createShopQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useSubmit(options), { wrapper })
  return { client, hook }
}

/** A call the test settles itself. */
function pending() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  }
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

describe('useSubmit', () => {
  it('runs one call at a time: a second run while the first is pending is not a call', async () => {
    const { hook, client } = setUp()
    const call = pending()
    const work = vi.fn(() => call.promise)
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = hook.result.current.run(work)
      void hook.result.current.run(work)
    })
    await waitFor(() => expect(hook.result.current.busy).toBe(true))
    expect(work).toHaveBeenCalledTimes(1)
    // It is a mutation of the data layer, which sees it pending.
    expect(client.isMutating()).toBe(1)
    await act(async () => {
      call.resolve()
      await first
    })
    await waitFor(() => expect(hook.result.current.busy).toBe(false))
    expect(hook.result.current.failure).toBeNull()
    // Once settled, a new run is a new call.
    await act(() => hook.result.current.run(work))
    expect(work).toHaveBeenCalledTimes(2)
  })

  it('keeps the server’s message and fields, and the generic Italian message for anything else', async () => {
    const { hook } = setUp()
    await act(() =>
      hook.result.current.run(() =>
        Promise.reject(
          new ApiError(422, 'invalid', 'Controlla i campi evidenziati.', [
            { path: 'email', message: 'Email non valida' },
          ]),
        ),
      ),
    )
    expect(hook.result.current.failure).toEqual({
      message: 'Controlla i campi evidenziati.',
      fields: { email: 'Email non valida' },
    })
    await waitFor(() => expect(hook.result.current.busy).toBe(false))
    await act(() => hook.result.current.run(() => Promise.reject(new TypeError('boom'))))
    expect(hook.result.current.failure).toEqual({
      message: 'Si è verificato un errore inatteso. Riprova tra poco.',
      fields: {},
    })
    // A new run starts without the last failure.
    await act(() => hook.result.current.run(() => Promise.resolve()))
    expect(hook.result.current.failure).toBeNull()
  })

  it('marks the data it changes stale once it succeeds, and only then', async () => {
    const { hook, client } = setUp({ invalidates: [['checkout']] })
    client.setQueryData(['checkout', 'slots', '2026-12-01', 'zona-1'], ['08:00 - 09:00'])
    client.setQueryData(['catalog', 'categories'], [])
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    await act(() => hook.result.current.run(() => Promise.reject(new Error('no'))))
    expect(stale(['checkout', 'slots', '2026-12-01', 'zona-1'])).toBe(false)
    await act(() => hook.result.current.run(() => Promise.resolve()))
    await waitFor(() => expect(stale(['checkout', 'slots', '2026-12-01', 'zona-1'])).toBe(true))
    // What it does not name is left alone.
    expect(stale(['catalog', 'categories'])).toBe(false)
  })
})
