import { useEffect, useState } from 'react'
import { failureOf } from '../../lib/account/use-submit'

export type Load<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; message: string }

/** Loads once per change of `deps` (the previous load is aborted); the second value loads again. */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: unknown[],
): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ kind: 'loading' })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide
  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', value })
      })
      .catch((error) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: failureOf(error).message })
      })
    return () => controller.abort()
  }, [...deps, round])
  return [state, () => setRound((n) => n + 1)]
}
