import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { autoLogin, checkAutoLogin } from '../../lib/account/account-api'
import { useAuth } from '../../lib/account/auth-context'
import { FormMessage, RememberMe } from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import { useDocumentTitle } from '../../lib/use-document-title'
import '../../lib/account/account.css'

/** The refusals the page can tell without asking the server (the server says the same). */
export const AUTO_LOGIN_MESSAGES = {
  invalidUserId: 'ID utente non valido',
  linkMissing: 'Il link di accesso non è completo: manca il codice di sicurezza.',
} as const

type Check = { kind: 'checking' } | { kind: 'ready'; name: string } | { kind: 'refused'; message: string }

/**
 * /auto-login/{userId}?token=: a signed link from the shop (DECISIONS.md section 2.5). Opening it
 * only says who it is for; the login happens on the button, so that a mail scanner opening the
 * link does not spend it.
 */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Accesso automatico', brand)
  const auth = useAuth()
  const navigate = useNavigate()
  const { userId = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const validId = /^\d+$/.test(userId) && Number(userId) > 0
  const [check, setCheck] = useState<Check>(() =>
    !validId
      ? { kind: 'refused', message: AUTO_LOGIN_MESSAGES.invalidUserId }
      : !token
        ? { kind: 'refused', message: AUTO_LOGIN_MESSAGES.linkMissing }
        : { kind: 'checking' },
  )
  const [remember, setRemember] = useState(false)
  const { busy, failure, run } = useSubmit()

  useEffect(() => {
    if (!validId || !token) return
    const controller = new AbortController()
    checkAutoLogin(userId, token)
      .then(({ user }) => {
        if (!controller.signal.aborted)
          setCheck({
            kind: 'ready',
            name: `${user.firstName} ${user.lastName}`.trim() || `cliente ${user.id}`,
          })
      })
      .catch((error) => {
        if (!controller.signal.aborted) setCheck({ kind: 'refused', message: failureOf(error).message })
      })
    return () => controller.abort()
  }, [userId, token, validId])

  const enter = () =>
    run(async () => {
      const { user } = await autoLogin(userId, { token, remember })
      auth.signedIn(user, { remember, method: 'auto-login' })
      navigate('/account', { replace: true })
    })

  return (
    <div className="page account-narrow">
      <h1>Accesso automatico</h1>
      {check.kind === 'checking' ? (
        <p role="status" className="lead">
          Verifica del link in corso…
        </p>
      ) : null}
      {check.kind === 'refused' ? (
        <>
          <FormMessage tone="error">{check.message}</FormMessage>
          <p>
            Puoi <Link to="/login">accedere con email, nome utente o telefono</Link>, oppure chiedere un nuovo
            link al negozio dalla pagina <Link to="/contatti">Contatti</Link>.
          </p>
        </>
      ) : null}
      {check.kind === 'ready' ? (
        <div className="account-form">
          <p className="lead">
            Questo link ti fa entrare nel tuo account {brand} senza password. Vale una sola volta.
          </p>
          {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
          <RememberMe checked={remember} onChange={setRemember} />
          <button
            type="button"
            className="button button--primary button--block button--large"
            onClick={() => void enter()}
            disabled={busy}
          >
            {busy ? 'Accesso in corso…' : `Accedi come ${check.name}`}
          </button>
          <p className="account-form__aside">
            Non sei {check.name}? <Link to="/login">Accedi con il tuo account</Link>
          </p>
        </div>
      ) : null}
    </div>
  )
}
