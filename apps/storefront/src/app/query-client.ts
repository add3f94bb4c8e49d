import { QueryClient } from '@tanstack/react-query'

/** How long a screen's data is reused (going back to a list is instant; the API caches 60 s too). */
export const SCREEN_DATA_FRESH_MS = 60_000

/**
 * The storefront's one cache of server data (TanStack Query). A failure is shown at once with
 * "Riprova" (no automatic retries, as before), and data is not asked again when the tab regains focus.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: SCREEN_DATA_FRESH_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/** The page's client: routes.ts starts a screen's data with it before the screen renders. */
export const queryClient = createShopQueryClient()
