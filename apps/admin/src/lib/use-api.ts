import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiError, toApiError } from './api'

export interface ApiState<T> {
  data: T | null
  error: ApiError | null
  loading: boolean
  /** Asks again (after a change), keeping the data on screen meanwhile. */
  reload: () => void
}

/**
 * The answer of a GET that depends on `key` (the query as a string): a new key aborts the call in
 * flight and asks again; the last answer stays shown while the next one loads.
 */
export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiState<T> {
  const [state, setState] = useState<{ data: T | null; error: ApiError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: key !== null,
  })
  const [round, setRound] = useState(0)
  const loader = useRef(load)
  loader.current = load
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again for the same key
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    setState((previous) => ({ ...previous, loading: true }))
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState((previous) => ({ data: previous.data, error: toApiError(error), loading: false }))
      },
    )
    return () => controller.abort()
  }, [key, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { ...state, reload }
}
