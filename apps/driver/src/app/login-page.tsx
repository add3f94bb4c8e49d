import { loginSchema } from '@shop/forms'
import { type FormEvent, useId, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { toApiError } from '../lib/api'
import { usePage } from '../lib/use-page'
import { useSession } from './session'

export const LOGIN_MISSING = 'Scrivi email (o nome utente) e password.'

/** 'Accedi': the driver's own account, which the office has put on the driver roster. */
export function LoginPage() {
  const heading = usePage('Accedi')
  const { status, logIn } = useSession()
  const navigate = useNavigate()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  if (status === 'in' && !busy) return <Navigate to="/" replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = loginSchema.safeParse({ login, password, driver: true })
    if (!checked.success) {
      const first = checked.error.issues[0]
      setError(first?.code === 'too_big' ? first.message : LOGIN_MISSING)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await logIn(checked.data.login, password)
      navigate('/', { replace: true })
    } catch (thrown) {
      setError(toApiError(thrown).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="login" id="contenuto">
      <form className="login__form" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" ref={heading} tabIndex={-1}>
          Accedi
        </h1>
        <p>Bari Bevande · consegne per gli autisti</p>
        {error ? (
          <p id={errorId} role="alert" className="message message--danger">
            {error}
          </p>
        ) : null}
        <label className="field">
          <span className="field__label">Email o nome utente</span>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Accesso in corso…' : 'Accedi'}
        </button>
      </form>
    </main>
  )
}
