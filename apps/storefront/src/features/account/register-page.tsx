import { type FieldErrors, FORM_LIMITS, fieldErrors, registrationSchema } from '@shop/forms'
import { type FormEvent, useId, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { register } from '../../lib/account/account-api'
import { useAuth } from '../../lib/account/auth-context'
import { safeRedirect } from '../../lib/account/auth-state'
import {
  Field,
  FormMessage,
  focusFirstInvalid,
  PasswordField,
  RememberMe,
} from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import { useDocumentTitle } from '../../lib/use-document-title'
import '../../lib/account/account.css'

type FieldName = 'firstName' | 'lastName' | 'email' | 'username' | 'phone' | 'password' | 'privacy'

/** /register: a new shop customer (SPEC.md section 5 "Customer creation"), logged in at once. */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Registrati', brand)
  const auth = useAuth()
  const [params] = useSearchParams()
  const back = safeRedirect(params.get('redirect'))
  const privacyId = useId()
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    username: '',
    phone: '',
    password: '',
  })
  const [privacy, setPrivacy] = useState(false)
  const [remember, setRemember] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({})
  const { busy, failure, run } = useSubmit()
  const set = (name: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [name]: value }))

  if (auth.isAuthenticated && !auth.isLoading) return <Navigate to={back} replace />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = registrationSchema.safeParse({ ...form, phone: form.phone.trim() || undefined, privacy })
    setErrors(fieldErrors(checked))
    if (!checked.success) {
      focusFirstInvalid()
      return
    }
    const { data } = checked
    void run(async () => {
      try {
        const { user } = await register({
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          ...(data.username ? { username: data.username } : {}),
          ...(data.phone ? { phone: data.phone } : {}),
          password: data.password,
          privacy: true,
          remember,
        })
        auth.signedIn(user, { remember, method: 'register' })
      } catch (error) {
        const fields = fieldErrors<FieldName>(failureOf(error).fields)
        if (Object.keys(fields).length > 0) {
          setErrors(fields)
          focusFirstInvalid()
        }
        throw error
      }
    })
  }

  const personal = [form.firstName, form.lastName, form.email, form.username]
  return (
    <div className="page account-narrow">
      <h1>Registrati</h1>
      <p className="lead">
        Con un account ritrovi i tuoi indirizzi, segui i tuoi ordini e ripeti una spesa con un clic.
      </p>
      <form className="account-form" onSubmit={submit} noValidate aria-label="Crea il tuo account">
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <div className="account-form__pair">
          <Field
            label="Nome"
            value={form.firstName}
            onValueChange={set('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={80}
            required
          />
          <Field
            label="Cognome"
            value={form.lastName}
            onValueChange={set('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={80}
            required
          />
        </div>
        <Field
          label="Email"
          type="email"
          value={form.email}
          onValueChange={set('email')}
          error={errors.email}
          hint="Ti scriviamo solo per i tuoi ordini e per recuperare la password."
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={FORM_LIMITS.email}
          required
        />
        <Field
          label="Cellulare"
          optional
          type="tel"
          value={form.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          hint="Per avvisarti all'arrivo del furgone e per accedere con un codice via SMS."
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
        />
        <Field
          label="Nome utente"
          optional
          value={form.username}
          onValueChange={set('username')}
          error={errors.username}
          hint="Se lo lasci vuoto, il tuo nome utente è la tua email."
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={60}
        />
        <PasswordField
          label="Password"
          meter
          personal={personal}
          value={form.password}
          onValueChange={set('password')}
          error={errors.password}
          autoComplete="new-password"
          maxLength={128}
          required
        />
        <div className={errors.privacy ? 'form-check form-check--invalid' : 'form-check'}>
          <input
            id={privacyId}
            type="checkbox"
            checked={privacy}
            onChange={(event) => setPrivacy(event.target.checked)}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? `${privacyId}-error` : undefined}
          />
          <label htmlFor={privacyId}>
            Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati per gestire account
            e ordini
          </label>
        </div>
        {errors.privacy ? (
          <p id={`${privacyId}-error`} className="form-field__error">
            {errors.privacy}
          </p>
        ) : null}
        <details className="privacy-note">
          <summary>Leggi l'informativa sulla privacy</summary>
          <p>
            {brand} tratta nome, email, telefono e indirizzi solo per creare il tuo account, consegnare i tuoi
            ordini e contattarti per la consegna. I dati restano su server in Europa, non sono ceduti a terzi
            e non sono usati per pubblicità. I pagamenti con carta e PayPal passano dai loro gestori: noi non
            vediamo né conserviamo i dati della carta.
          </p>
          <p>
            Puoi chiedere in ogni momento di vedere, correggere o cancellare i tuoi dati scrivendoci dalla
            pagina <Link to="/contatti">Contatti</Link>. Conserviamo i dati degli ordini per il tempo
            richiesto dalla legge fiscale.
          </p>
        </details>
        <RememberMe checked={remember} onChange={setRemember} />
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? 'Registrazione in corso…' : 'Crea il mio account'}
        </button>
      </form>
      <p className="account-switch">
        Hai già un account?{' '}
        <Link to={params.get('redirect') ? `/login?redirect=${encodeURIComponent(back)}` : '/login'}>
          Accedi
        </Link>
      </p>
    </div>
  )
}
