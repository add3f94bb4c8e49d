import type { FieldErrors } from '@shop/forms'
import { Link } from 'react-router'
import type { SessionUser } from '../../lib/account/auth-state'
import { Field } from '../../lib/account/form-field'
import type { GuestField, GuestForm } from './checkout-form'

/**
 * Step 1, "I tuoi dati": who orders. A logged-in customer is named; anyone else gives name, email
 * and phone (or logs in first).
 */
export function GuestStep({
  user,
  guest,
  onChange,
  errors,
}: {
  /** The logged-in customer, or null for a guest. */
  user: SessionUser | null
  guest: GuestForm
  onChange(update: (guest: GuestForm) => GuestForm): void
  errors: FieldErrors<GuestField>
}) {
  const set = (name: GuestField) => (value: string) => onChange((g) => ({ ...g, [name]: value }))
  return (
    <fieldset className="checkout-section">
      <legend>
        <span className="checkout-step" aria-hidden="true">
          1
        </span>
        I tuoi dati
      </legend>
      {user ? (
        <p>
          Ordini come <strong>{`${user.firstName} ${user.lastName}`.trim()}</strong> ({user.email}).
        </p>
      ) : (
        <>
          <p>
            Hai un account? <Link to="/login?redirect=%2Fcheckout">Accedi</Link> per ritrovare i tuoi
            indirizzi. Oppure ordina senza registrarti:
          </p>
          <div className="account-form__pair">
            <Field
              label="Nome"
              value={guest.firstName}
              onValueChange={set('firstName')}
              error={errors.firstName}
              autoComplete="given-name"
              maxLength={60}
            />
            <Field
              label="Cognome"
              value={guest.lastName}
              onValueChange={set('lastName')}
              error={errors.lastName}
              autoComplete="family-name"
              maxLength={60}
            />
          </div>
          <div className="account-form__pair">
            <Field
              label="Email"
              type="email"
              value={guest.email}
              onValueChange={set('email')}
              error={errors.email}
              hint="Per la conferma dell’ordine."
              autoComplete="email"
              maxLength={100}
            />
            <Field
              label="Telefono"
              type="tel"
              value={guest.phone}
              onValueChange={set('phone')}
              error={errors.phone}
              autoComplete="tel"
              inputMode="tel"
              maxLength={25}
            />
          </div>
        </>
      )}
    </fieldset>
  )
}
