import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A screen's filters kept in the address (they survive a reload, and Back undoes them): `set`
 * changes some, drops the empty ones and, unless the page itself changes, goes back to page 1.
 *
 * `set` starts from the address as it is now (`window.location.search`, which the BrowserRouter
 * updates as soon as it navigates), not from React Router's `previous`: that one is the address of
 * the last render, so two changes before the screen renders again (a date typed, then a van chosen
 * at once) kept only the second: React Router documents that its updater does not queue.
 */
export function useFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string> & { page: number }, (changes: Partial<Record<K | 'page', string | number>>) => void] {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      setParams(() => {
        const next = new URLSearchParams(window.location.search)
        for (const [key, value] of Object.entries(changes)) {
          const text = value === undefined ? '' : String(value).trim()
          if (text === '' || (key === 'page' && text === '1')) next.delete(key)
          else next.set(key, text)
        }
        if (!('page' in changes)) next.delete('page')
        return next
      })
    },
    [setParams],
  )
  return [{ ...values, page }, set]
}
