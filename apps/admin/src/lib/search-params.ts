import { useCallback, useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'

/** The last filter change asked for, and the address it was asked from. */
let pending: { from: string; to: string } | null = null

/**
 * The address's search as it will be: the data router writes a navigation to the address a
 * moment later (after a microtask), so a change asked for while the address still reads as when
 * the last change was asked builds on that last change. Once an address is rendered, it is the
 * one to build on again (Back may return to the address a change was asked from).
 */
function pendingSearch(): string {
  const now = window.location.search
  return pending && pending.from === now ? pending.to : now
}

/**
 * A screen's filters kept in the address (they survive a reload, and Back undoes them): `set`
 * changes some, drops the empty ones and, unless the page itself changes, goes back to page 1.
 *
 * `set` starts from the address as it will be (`pendingSearch`), not from React Router's `previous`:
 * that one is the address of the last render, so two changes before the screen renders again (a
 * date typed, then a van chosen at once) kept only the second: React Router documents that its
 * updater does not queue.
 */
export function useFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string> & { page: number }, (changes: Partial<Record<K | 'page', string | number>>) => void] {
  const [params, setParams] = useSearchParams()
  const { search } = useLocation()
  // A new address on screen: the change asked for has landed (or Back went elsewhere).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each address rendered
  useEffect(() => {
    pending = null
  }, [search])
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      setParams(() => {
        const next = new URLSearchParams(pendingSearch())
        for (const [key, value] of Object.entries(changes)) {
          const text = value === undefined ? '' : String(value).trim()
          if (text === '' || (key === 'page' && text === '1')) next.delete(key)
          else next.set(key, text)
        }
        if (!('page' in changes)) next.delete('page')
        pending = { from: window.location.search, to: `?${next}` }
        return next
      })
    },
    [setParams],
  )
  return [{ ...values, page }, set]
}
