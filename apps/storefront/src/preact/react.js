// The shipped build's `react` (vite.config.ts): Preact's React compatibility layer, plus what
// React Router imports that it does not have. README, 'React on Preact'. Plain JavaScript:
// preact/compat's types are an `export =` namespace, which `export *` cannot re-export in
// TypeScript, and nothing type-checks against this file (the app is typed against React's types).
export * from 'preact/compat'
export { default } from 'preact/compat'

/**
 * React 19's useOptimistic, as React Router's data-router RouterProvider imports it: the state as
 * given, and a setter that does nothing. The storefront uses the declarative BrowserRouter, which
 * never calls it; React Router ships the same stand-in for React 18.
 * @template State
 * @param {State} state
 * @returns {[State, (next: State) => void]}
 */
export function useOptimistic(state) {
  return [state, () => {}]
}
