import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/**
 * Whether this render builds a page the server rendered (README, 'The first screen from the
 * server'): on the server, and in the browser's first render that takes the server's HTML over
 * (hydration). That render must give what the server gave, so what only the browser knows (the
 * cart and the login kept in storage, the welcome dialog) joins right after it.
 */
export type ServerPageStage = 'server' | 'hydration'

const ServerPage = createContext<ServerPageStage | null>(null)

/** Whether the page the server rendered is the app's now (markTakenOver). */
let tookOver = false

export function ServerPageProvider({ stage, children }: { stage: ServerPageStage; children: ReactNode }) {
  return <ServerPage value={stage}>{children}</ServerPage>
}

/** True in the server's render and the browser's hydration of it; the stores read after it. */
export function useServerPage(): boolean {
  return useContext(ServerPage) !== null
}

/**
 * Which of the two this render is, or null: a page the browser builds itself, or any render after
 * the take-over (a screen the customer moves to is the browser's own).
 */
function useServerPageStage(): ServerPageStage | null {
  const stage = useContext(ServerPage)
  return stage === 'hydration' && tookOver ? null : stage
}

/**
 * What a part renders, chosen when it mounts and kept: `choose(true)` when it mounts in the
 * browser's hydration of a page the server rendered (to hydrate it a task later: hydratedLater),
 * `choose(false)` otherwise. Kept, so that the part is not remounted once the page is the app's.
 */
export function useChosenAtMount<T>(choose: (hydrating: boolean) => T): T {
  const stage = useServerPageStage()
  const chosen = useRef<{ value: T } | null>(null)
  chosen.current ??= { value: choose(stage === 'hydration') }
  return chosen.current.value
}

/** False on the server and during hydration, true once the page is the browser's own. */
export function useHydrated(): boolean {
  const serverPage = useServerPage()
  const [hydrated, setHydrated] = useState(!serverPage)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Resolves in a task of its own: a message the page sends itself (no timer, so a clock held still,
 * as in a browser test, does not hold the take-over).
 */
export function nextTask(): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      done()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * A component the browser hydrates a task after the rest of the page (`load` gives it): Preact
 * keeps the server's markup of a part that waits and hydrates it when it is ready, so the take-over
 * is a few shorter tasks instead of one long one (Total Blocking Time). `then` runs once it is
 * hydrated.
 */
export function hydratedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  then?: () => void,
): ComponentType<P> {
  return lazy(() =>
    load().then((component) => {
      // biome-ignore lint/correctness/noComponentHookFactories: made once, when the part's module is loaded (as lazy does)
      function Hydrated(props: P) {
        // In the commit itself: Preact's passive effects wait for an animation frame.
        useLayoutEffect(() => then?.(), [])
        return createElement(component, props)
      }
      return nextTask().then(() => ({ default: then ? Hydrated : component }))
    }),
  ) as unknown as ComponentType<P>
}

/** Buttons pressed on the page before the app took it over, in order (keepEarlyPresses). */
const earlyPresses: HTMLElement[] = []

/**
 * Keeps the presses of buttons in `root` until the app has taken the page over, and makes them
 * again then (markTakenOver): a customer who taps 'Aggiungi al carrello' on a page the server
 * rendered, the moment it shows, gets the product in the cart a moment later instead of nothing.
 * Links need nothing: before the take-over they load their page from the server.
 */
export function keepEarlyPresses(root: HTMLElement): void {
  root.addEventListener(
    'click',
    (event) => {
      if (tookOver || !(event.target instanceof Element)) return
      const button = event.target.closest('button')
      if (!button || !root.contains(button) || button.disabled) return
      event.preventDefault()
      event.stopPropagation()
      earlyPresses.push(button)
    },
    true,
  )
}

/**
 * Says the page the server rendered is the app's now: `data-hydrated` on #root (the browser tests
 * wait for it), and the buttons pressed before are pressed again. A task after the screen's
 * hydration, so that the parts hydrated after it (the footer) are the app's too.
 */
export function markTakenOver(): void {
  void nextTask().then(() => {
    tookOver = true
    document.getElementById('root')?.setAttribute('data-hydrated', '')
    for (const button of earlyPresses.splice(0)) if (button.isConnected) button.click()
  })
}
