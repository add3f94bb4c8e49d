import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { toApiError } from '../../lib/api'
import { addDriver, type RosterAnswer } from './api/drivers'

/** What the API asks for when the field is empty (routes/driver.ts addDriverSchema), said before sending. */
export const EMAIL_MISSING = 'Scrivi l’e-mail dell’account dell’autista'

/**
 * 'Aggiungi autista': the e-mail of an existing WooCommerce account puts it on the roster. The
 * API's refusals (no account with that e-mail, an administrator's or shop manager's account, an
 * e-mail that does not hold) are shown under the field, in its words; the field keeps what was
 * typed so it can be corrected.
 */
export function AddDriverForm({ onAdded }: { onAdded: (answer: RosterAnswer, email: string) => void }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const adding = useMutation({ mutationFn: addDriver })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const typed = email.trim()
    if (!typed) {
      setError(EMAIL_MISSING)
      return
    }
    setError(null)
    try {
      const answer = await adding.mutateAsync(typed)
      setEmail('')
      onAdded(answer, typed)
    } catch (failure) {
      const refusal = toApiError(failure)
      setError(refusal.fields?.email ?? refusal.message)
    }
  }

  return (
    <form className="filters panel drivers__add" onSubmit={submit} aria-label="Aggiungi autista" noValidate>
      <label className="field">
        <span>E-mail dell'account WooCommerce</span>
        <input
          type="email"
          value={email}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'add-driver-error' : 'add-driver-hint'}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={adding.isPending}>
          {adding.isPending ? 'Aggiunta…' : 'Aggiungi autista'}
        </button>
      </div>
      {error ? (
        <p id="add-driver-error" role="alert" className="form-error drivers__error">
          {error}
        </p>
      ) : (
        <p id="add-driver-hint" className="muted drivers__error">
          L'autista accede con il proprio account del sito (un account cliente, non di gestione).
        </p>
      )}
    </form>
  )
}
