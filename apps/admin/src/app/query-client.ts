import { QueryClient } from '@tanstack/react-query'

/**
 * The admin app's one cache of server data (TanStack Query). Operators' data changes under them
 * (orders, stock, settings) and forms start from it: a screen asks afresh each time it opens
 * (nothing is kept once no screen shows it), a failure is shown at once (no automatic retries),
 * and nothing is asked again when the tab regains focus.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, gcTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
