/**
 * Registers the service worker the build writes (vite-plugin-pwa: sw.js beside index.html), which
 * precaches the app so it opens with no network. A new version waits until every window of the app
 * is closed (no reload in the middle of a delivery); the next start runs it.
 */
export function registerServiceWorker(base: string): void {
  if (!('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('Service worker non registrato: senza rete l’app non si aprirà.', error)
    })
  })
}
