import {
  type FieldErrors,
  fieldErrors,
  loginSchema,
  phoneCodeRequestSchema,
  phoneCodeSchema,
} from '@shop/forms'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { login, requestPhoneCode, verifyPhoneCode } from '../../lib/account/account-api'
import { useAuth } from '../../lib/account/auth-context'
import { safeRedirect } from '../../lib/account/auth-state'
import { Field, FormMessage, PasswordField, RememberMe } from '../../lib/account/form-field'
import { useSubmit } from '../../lib/account/use-submit'
import { useDocumentTitle } from '../../lib/use-document-title'
import '../../lib/account/account.css'

type Mode = 'password' | 'phone'

function PasswordLogin() {
  const auth = useAuth()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<'login' | 'password'>>({})
  const { busy, failure, run } = useSubmit()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = loginSchema.safeParse({ login: name, password })
    setErrors(fieldErrors(checked))
    if (!checked.success) return
    void run(async () => {
      const { user } = await login({ ...checked.data, remember })
      auth.signedIn(user, { remember, method: 'password' })
    })
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Accedi con email o nome utente">
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <Field
        label="Email o nome utente"
        value={name}
        onValueChange={setName}
        error={errors.login}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={200}
        required
      />
      <PasswordField
        label="Password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        maxLength={200}
        required
      />
      <RememberMe checked={remember} onChange={setRemember} />
      <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
        {busy ? 'Accesso in corso…' : 'Accedi'}
      </button>
      <p className="account-form__aside">
        <Link to="/password-dimenticata">Hai dimenticato la password?</Link>
      </p>
    </form>
  )
}

function PhoneLogin() {
  const auth = useAuth()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors<'phone' | 'code'>>({})
  const { busy, failure, setFailure, run } = useSubmit()

  const ask = (event?: FormEvent) => {
    event?.preventDefault()
    const checked = phoneCodeRequestSchema.safeParse({ phone })
    setErrors(fieldErrors(checked))
    if (!checked.success) return
    void run(async () => {
      const { message } = await requestPhoneCode(checked.data.phone)
      setSent(message)
      setCode('')
    })
  }

  const verify = (event: FormEvent) => {
    event.preventDefault()
    const checked = phoneCodeSchema.safeParse({ phone, code })
    setErrors(fieldErrors(checked))
    if (!checked.success) return
    void run(async () => {
      const { user } = await verifyPhoneCode({ ...checked.data, remember })
      auth.signedIn(user, { remember, method: 'phone' })
    })
  }

  if (!sent) {
    return (
      <form className="account-form" onSubmit={ask} noValidate aria-label="Accedi con il numero di telefono">
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <Field
          label="Numero di cellulare"
          type="tel"
          value={phone}
          onValueChange={setPhone}
          error={errors.phone}
          hint="Il numero che ci hai lasciato: ti mandiamo un SMS con un codice di 6 cifre."
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          required
        />
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? 'Invio in corso…' : 'Inviami il codice'}
        </button>
      </form>
    )
  }
  return (
    <form className="account-form" onSubmit={verify} noValidate aria-label="Inserisci il codice ricevuto">
      <FormMessage tone="info">{sent}</FormMessage>
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <Field
        label="Codice ricevuto via SMS"
        value={code}
        onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        error={errors.code}
        hint={`Inviato al numero ${phone.trim()}. Vale 10 minuti.`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        autoFocus
      />
      <RememberMe checked={remember} onChange={setRemember} />
      <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
        {busy ? 'Verifica in corso…' : 'Accedi'}
      </button>
      <p className="account-form__aside account-form__row">
        <button type="button" className="button button--link" onClick={() => ask()} disabled={busy}>
          Invia un nuovo codice
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setSent(null)
            setFailure(null)
          }}
        >
          Usa un altro numero
        </button>
      </p>
    </form>
  )
}

/** /login: by email or username and password, or by phone with a one-time code (SPEC.md section 4). */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Accedi', brand)
  const auth = useAuth()
  const [params] = useSearchParams()
  const [mode, setMode] = useState<Mode>('password')
  const back = safeRedirect(params.get('redirect'))

  if (auth.isAuthenticated && !auth.isLoading) return <Navigate to={back} replace />

  const registerLink = params.get('redirect') ? `/register?redirect=${encodeURIComponent(back)}` : '/register'
  return (
    <div className="page account-narrow">
      <h1>Accedi</h1>
      <p className="lead">Entra per ordinare più in fretta e ritrovare indirizzi e ordini.</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Come vuoi accedere?</legend>
        {(
          [
            ['password', 'Email o nome utente'],
            ['phone', 'Numero di telefono'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={mode === value ? 'segmented__option is-active' : 'segmented__option'}>
            <input
              type="radio"
              name="login-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'password' ? <PasswordLogin /> : <PhoneLogin />}
      <p className="account-switch">
        Non hai ancora un account? <Link to={registerLink}>Registrati</Link>
      </p>
    </div>
  )
}
