import { AppConfigError, apiTargetOf, readAppConfig } from '@shop/api-client'
import { ErrorBannerProvider, ToastProvider } from '@shop/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setApiTarget } from '../lib/api'
import { AdminApp } from './admin-app'
import { createAdminQueryClient } from './query-client'
import { SessionProvider } from './session'

/**
 * Starts the app in `root`: first its config.json (beside index.html: where the API is; missing or
 * `{}` means /api on this origin), then the screens with every call sent there. A config.json that
 * cannot be read or says something else shows what is wrong, in Italian, instead of the app.
 */
export async function startAdmin(root: Element, configUrl: string): Promise<void> {
  const reactRoot = createRoot(root)
  try {
    setApiTarget(apiTargetOf(await readAppConfig({ url: configUrl })))
  } catch (error) {
    const message = error instanceof AppConfigError ? error.message : String(error)
    reactRoot.render(<ConfigProblem message={message} />)
    return
  }
  const queryClient = createAdminQueryClient()
  reactRoot.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ErrorBannerProvider>
          <ToastProvider>
            <SessionProvider>
              <AdminApp />
            </SessionProvider>
          </ToastProvider>
        </ErrorBannerProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
}

/** The page shown when config.json is wrong: what the file says wrong, and who fixes it. */
function ConfigProblem({ message }: { message: string }) {
  return (
    <main className="login" id="contenuto">
      <div className="login__panel panel">
        <h1>L'area di gestione non può partire</h1>
        <p role="alert" className="form-error">
          {message}
        </p>
        <p className="muted">
          Il file config.json accanto a index.html dice dove si trova il server del negozio. Chi gestisce il
          sito deve correggerlo; poi ricarica la pagina.
        </p>
      </div>
    </main>
  )
}
