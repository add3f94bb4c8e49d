import { type FieldErrors, fieldErrors, newPasswordFormSchema, passwordResetRequestSchema } from '@shop/forms'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { completePasswordReset, requestPasswordReset } from '../../lib/account/account-api'
import { Field, FormMessage, PasswordField } from '../../lib/account/form-field'
import { useSubmit } from '../../lib/account/use-submit'
import { ApiError } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'
import '../../lib/account/account.css'

/** SPEC.md section 8 "Password reset", the messages that still apply (no account is ever named). */
export const RESET_MESSAGES = {
  sendFailed: "Errore nell'invio della richiesta",
  generic: "Errore nell'elaborazione della richiesta. Riprova più tardi.",
} as const

/** A failed reset call in SPEC.md's words: not sent (network), not processed (server), or the server's reason. */
function resetFailure(error: unknown): Error {
  if (error instanceof ApiError && error.status === 0)
    return new Error(`${RESET_MESSAGES.sendFailed}. ${error.message}`)
  if (error instanceof ApiError && error.status >= 500) return new Error(RESET_MESSAGES.generic)
  return error instanceof Error ? error : new Error(RESET_MESSAGES.generic)
}

/** /password-dimenticata: asks for the reset email. */
export function RequestResetScreen() {
  const { brand } = useShopConfig()
  useDocumentTitle('Password dimenticata', brand)
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState<string | null>(null)
  const { busy, failure, run } = useSubmit()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = passwordResetRequestSchema.safeParse({ emailOrUsername: name })
    setError(fieldErrors(checked).emailOrUsername)
    if (!checked.success) return
    void run(async () => {
      try {
        setSent((await requestPasswordReset(checked.data.emailOrUsername)).message)
      } catch (failed) {
        throw resetFailure(failed)
      }
    })
  }

  return (
    <div className="page account-narrow">
      <h1>Password dimenticata</h1>
      {sent ? (
        <>
          <FormMessage tone="success">{sent}</FormMessage>
          <p>
            Nell'email trovi un link per scegliere una nuova password: vale un'ora e una sola volta. Non la
            trovi? Guarda anche nella posta indesiderata, oppure{' '}
            <button type="button" className="button button--link" onClick={() => setSent(null)}>
              chiedine un'altra
            </button>
            .
          </p>
          <p>
            <Link to="/login" className="button button--ghost">
              Torna all'accesso
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            Scrivi l'email o il nome utente del tuo account: ti mandiamo un link per sceglierne una nuova.
          </p>
          <form className="account-form" onSubmit={submit} noValidate aria-label="Reimposta la password">
            {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
            <Field
              label="Email o nome utente"
              value={name}
              onValueChange={setName}
              error={error}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={200}
              required
            />
            <button
              type="submit"
              className="button button--primary button--block button--large"
              disabled={busy}
            >
              {busy ? 'Invio in corso…' : 'Inviami il link'}
            </button>
            <p className="account-form__aside">
              Ti sei ricordato? <Link to="/login">Accedi</Link>
            </p>
          </form>
        </>
      )}
    </div>
  )
}

/**
 * /reset-password?token=: the new password. The token leaves the address bar at once (it stays in
 * the page only), and the page sends no referrer (the API server's header).
 */
export function ResetPasswordScreen() {
  const { brand } = useShopConfig()
  useDocumentTitle('Nuova password', brand)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [token] = useState(() => params.get('token') ?? '')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'newPassword' | 'confirmation'>>({})
  const [done, setDone] = useState<string | null>(null)
  const { busy, failure, run } = useSubmit()

  useEffect(() => {
    if (params.has('token')) navigate('/reset-password', { replace: true })
  }, [params, navigate])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = newPasswordFormSchema.safeParse({ newPassword: password, confirmation: again })
    setErrors(fieldErrors(checked))
    if (!checked.success) return
    void run(async () => {
      try {
        setDone((await completePasswordReset({ token, password })).message)
      } catch (failed) {
        throw resetFailure(failed)
      }
    })
  }

  if (!token) {
    return (
      <div className="page account-narrow">
        <h1>Nuova password</h1>
        <FormMessage tone="error">
          Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.
        </FormMessage>
        <p>
          <Link to="/password-dimenticata" className="button button--primary">
            Chiedi un nuovo link
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className="page account-narrow">
      <h1>Nuova password</h1>
      {done ? (
        <>
          <FormMessage tone="success">{done}</FormMessage>
          <p>
            <Link to="/login" className="button button--primary">
              Accedi
            </Link>
          </p>
        </>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate aria-label="Scegli la nuova password">
          {failure ? (
            <FormMessage tone="error">
              {failure.message}{' '}
              {failure.message.includes('richiedine uno nuovo') ? (
                <Link to="/password-dimenticata">Chiedi un nuovo link</Link>
              ) : null}
            </FormMessage>
          ) : null}
          <PasswordField
            label="Nuova password"
            meter
            value={password}
            onValueChange={setPassword}
            error={errors.newPassword}
            autoComplete="new-password"
            maxLength={128}
            required
          />
          <PasswordField
            label="Ripeti la nuova password"
            value={again}
            onValueChange={setAgain}
            error={errors.confirmation}
            autoComplete="new-password"
            maxLength={128}
            required
          />
          <button
            type="submit"
            className="button button--primary button--block button--large"
            disabled={busy}
          >
            {busy ? 'Salvataggio…' : 'Salva la nuova password'}
          </button>
        </form>
      )}
    </div>
  )
}
