import { AppConfigError, apiTargetOf, readAppConfig } from '@shop/api-client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setApiTarget } from '../lib/api'
import { DriverApp } from './driver-app'
import { SessionProvider } from './session'

const KEPT_CONFIG = 'driver-config-json'

/**
 * fetch for config.json that keeps the last answer on the phone (a missing file or an HTML page
 * kept as `{}`, as readAppConfig reads them) and gives it back when there is no network: the app
 * must open in a van with no signal.
 */
export async function keptConfigFetch(url: string, init?: RequestInit): Promise<Response> {
  let answer: Response
  try {
    answer = await fetch(url, init)
  } catch (error) {
    const kept = localStorage.getItem(KEPT_CONFIG)
    if (kept === null) throw error
    return new Response(kept, { status: 200, headers: { 'content-type': 'application/json' } })
  }
  const html = /^text\/html\b/i.test(answer.headers.get('content-type') ?? '')
  if (answer.status === 404 || (answer.ok && html)) localStorage.setItem(KEPT_CONFIG, '{}')
  else if (answer.ok) localStorage.setItem(KEPT_CONFIG, await answer.clone().text())
  return answer
}

/**
 * Starts the app in `root`: first its config.json (beside index.html: where the API is; missing or
 * `{}` means /api on this origin; offline, the last one read), then the screens. A config.json that says something else shows
 * what is wrong, in Italian, instead of the app.
 */
export async function startDriver(root: Element, configUrl: string): Promise<void> {
  const reactRoot = createRoot(root)
  try {
    setApiTarget(apiTargetOf(await readAppConfig({ url: configUrl, fetch: keptConfigFetch })))
  } catch (error) {
    const message = error instanceof AppConfigError ? error.message : String(error)
    reactRoot.render(<ConfigProblem message={message} />)
    return
  }
  reactRoot.render(
    <StrictMode>
      <SessionProvider>
        <DriverApp />
      </SessionProvider>
    </StrictMode>,
  )
}

function ConfigProblem({ message }: { message: string }) {
  return (
    <main className="login" id="contenuto">
      <div className="login__form">
        <h1>L'app degli autisti non può partire</h1>
        <p role="alert" className="message message--danger">
          {message}
        </p>
        <p>
          Il file config.json accanto a index.html dice dove si trova il server del negozio. Chi gestisce il
          sito deve correggerlo; poi riapri l'app.
        </p>
      </div>
    </main>
  )
}
