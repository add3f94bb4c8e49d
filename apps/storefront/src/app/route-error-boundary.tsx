import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ErrorInfo, type ReactNode, useState } from 'react'
import { ApiError } from '../lib/api'

interface State {
  error: unknown
}

interface Props {
  children: ReactNode
  /** Called by "Riprova" before the screen renders again. */
  onReset?: () => void
}

/**
 * What a screen shows when its data cannot be loaded: the reason in Italian and "Riprova" (which
 * renders the screen again). Keyed by the path, so another page starts clean.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof ApiError)) console.error(error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    const message =
      error instanceof ApiError ? error.message : 'Si è verificato un problema nel caricare la pagina.'
    return (
      <div className="page">
        <section className="empty-state empty-state--page" role="alert" aria-labelledby="route-error-title">
          <h1 id="route-error-title">Non è stato possibile aprire la pagina</h1>
          <p>{message}</p>
          <p className="empty-state__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                this.props.onReset?.()
                this.setState({ error: null })
              }}
            >
              Riprova
            </button>
            <a href="/" className="button button--ghost">
              Torna alla home
            </a>
          </p>
        </section>
      </div>
    )
  }
}

/**
 * RouteErrorBoundary for a screen that reads queries: failed data is not kept, so "Riprova" and
 * every new visit of the screen ask again (TanStack Query's error reset, done before the screen's
 * first render).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary()
  // Once, before the screen's first render: a query that failed on an earlier visit is asked again.
  useState(() => reset())
  return <RouteErrorBoundary onReset={reset}>{children}</RouteErrorBoundary>
}
