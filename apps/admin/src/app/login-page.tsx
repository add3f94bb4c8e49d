import { FORM_MESSAGES, fieldErrors, loginSchema } from '@shop/forms'
import { FullScreenSpinner } from '@shop/ui'
import { type FormEvent, useId, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { toApiError } from '../lib/api'
import { useDocumentTitle } from '../lib/use-document-title'
import { useSession } from './session'

/** Only admin paths are followed after the login ('/orders?status=…'), never another site. */
export function safeAdminRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/orders'
  return value
}

/**
 * What keeps the typed login from being sent, by the API's login rule (@shop/forms), or null. A
 * blank field gets one message for both fields, as the operators' form has always said it.
 */
export function loginProblem(login: string, password: string): string | null {
  const checked = loginSchema.safeParse({ login, password, staff: true })
  if (checked.success) return null
  const errors = fieldErrors<'login' | 'password'>(checked)
  if (errors.login === FORM_MESSAGES.loginRequired || errors.password === FORM_MESSAGES.loginPasswordRequired)
    return 'Inserisci nome utente (o email) e password.'
  return errors.login ?? errors.password ?? null
}

/** The operators' login: WordPress administrators and shop managers; customers are refused. */
export function LoginPage() {
  useDocumentTitle('Accesso')
  const { status, logIn, brand } = useSession()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const target = safeAdminRedirect(params.get('redirect'))

  if (status === 'loading') return <FullScreenSpinner />
  if (status === 'staff' && !busy) return <Navigate to={target} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = loginProblem(login, password)
    if (problem) {
      setError(problem)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await logIn(login.trim(), password, remember)
      navigate(target, { replace: true })
    } catch (failure) {
      const apiError = toApiError(failure)
      setError(
        apiError.code === 'staff_only'
          ? "Questo account non è abilitato all'area di gestione: accedono solo amministratori e gestori del negozio."
          : apiError.message,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="login" id="contenuto">
      <form
        className="login__panel panel"
        onSubmit={submit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        <h1>
          {brand} <span className="login__area">· Gestione</span>
        </h1>
        <p className="muted">Accesso riservato agli operatori del negozio.</p>
        {error ? (
          <p id={errorId} role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <label className="field">
          <span>Nome utente o email</span>
          <input
            name="username"
            autoComplete="username"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            required
          />
        </label>
        <label className="field">
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>Ricordami su questo computer</span>
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Accesso in corso…' : 'Accedi'}
        </button>
      </form>
    </main>
  )
}
