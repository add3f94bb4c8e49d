import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

/**
 * Whether this render builds a page the server rendered (README, 'The first screen from the
 * server'): on the server, and in the browser's first render that takes the server's HTML over
 * (hydration). That render must give what the server gave, so what only the browser knows (the
 * cart and the login kept in storage, the welcome dialog) joins right after it.
 */
const ServerPage = createContext(false)

export function ServerPageProvider({ children }: { children: ReactNode }) {
  return <ServerPage value={true}>{children}</ServerPage>
}

/** True in the server's render and the browser's hydration of it; the stores read after it. */
export function useServerPage(): boolean {
  return useContext(ServerPage)
}

/** False on the server and during hydration, true once the page is the browser's own. */
export function useHydrated(): boolean {
  const serverPage = useServerPage()
  const [hydrated, setHydrated] = useState(!serverPage)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
