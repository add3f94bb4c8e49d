import type { ShopSettings } from '@shop/api/contract'
import { TAX_REGIMES } from '@shop/forms'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useSession } from '../../app/session'
import { api, apiTarget, toApiError } from '../../lib/api'
import { configQuery, settingsLogQuery } from './api/config'
import {
  SELLER_FIELDS,
  type SellerDraft,
  type SellerField,
  sellerApiErrors,
  sellerDraftOf,
  sellerErrors,
  sellerRequest,
  TAX_REGIME_LABELS,
} from './seller-draft'

const LABELS: Record<SellerField, string> = {
  companyName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  taxCode: 'Codice fiscale (se diverso dalla partita IVA)',
  street: 'Sede: via e numero civico',
  postcode: 'CAP',
  city: 'Comune',
  province: 'Provincia (sigla)',
  reaOffice: 'Ufficio REA (sigla della provincia)',
  reaNumber: 'Numero REA',
  shareCapital: 'Capitale sociale in euro (vuoto se non c’è)',
  taxRegime: 'Regime fiscale',
  pec: 'PEC',
  email: 'E-mail per i clienti',
  phone: 'Telefono per i clienti',
}

const AUTOCOMPLETE: Partial<Record<SellerField, string>> = {
  companyName: 'organization',
  street: 'street-address',
  postcode: 'postal-code',
  city: 'address-level2',
  email: 'email',
  phone: 'tel',
}

const fieldId = (field: SellerField) => `seller-${field}`

/** Asks GET /api/config past the browser's 60-s cache, so this browser's storefront shows the new seller. */
function refreshCachedConfig(): void {
  const { baseURL, credentials } = apiTarget()
  fetch(`${baseURL}/config`, { cache: 'reload', credentials }).catch(() => undefined)
}

/**
 * 'Dati del venditore' (issue 27): who sells, as the storefront's footer, legal pages, checkout and
 * invoices show it. Every field of @shop/forms sellerSchema, checked here with the API's rule and
 * again by the API, whose refusals show under their fields. Administrators only (the API refuses a
 * shop manager's change): a shop manager sees the data without the form.
 */
export function SellerForm({ seller: initial }: { seller: ShopSettings['seller'] }) {
  const { user, setSeller } = useSession()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState<SellerDraft>(() => sellerDraftOf(initial))
  const [errors, setErrors] = useState<Partial<Record<SellerField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const canEdit = user?.role === 'administrator'

  const edit = (field: SellerField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }))
    setOutcome(null)
    setErrors((previous) => {
      const { [field]: _gone, ...rest } = previous
      return rest
    })
  }

  const showErrors = (found: Partial<Record<SellerField, string>>) => {
    setErrors(found)
    setFormError('Dati del venditore non salvati: correggi i campi segnalati.')
    const first = SELLER_FIELDS.find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    setOutcome(null)
    const found = sellerErrors(draft)
    if (Object.keys(found).length > 0) return showErrors(found)
    setBusy(true)
    try {
      const answer = await api<{ settings: ShopSettings }>('PUT', '/admin/config', {
        body: { seller: sellerRequest(draft) },
      })
      setSaved(answer.settings.seller)
      setDraft(sellerDraftOf(answer.settings.seller))
      setErrors({})
      setSeller(answer.settings.seller)
      setOutcome('Dati del venditore salvati')
      refreshCachedConfig()
      void queryClient.invalidateQueries({ queryKey: settingsLogQuery().queryKey })
      void queryClient.invalidateQueries({ queryKey: configQuery().queryKey, exact: true })
    } catch (failure) {
      const apiError = toApiError(failure)
      const found = sellerApiErrors(apiError.fields)
      if (Object.keys(found).length > 0) showErrors(found)
      else setFormError(apiError.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      id="venditore"
      className="panel seller-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="seller-title"
      aria-describedby="seller-hint"
    >
      <h2 id="seller-title">Dati del venditore</h2>
      <p id="seller-hint" className="field__hint">
        Chi vende: compaiono nel piè di pagina del sito, nelle condizioni di vendita, nell’informativa
        privacy, alla cassa prima dell’ordine e nelle fatture. Finché mancano, il negozio non riceve ordini.
        {canEdit ? null : ' Solo un amministratore li può cambiare.'}
      </p>
      {saved === null ? (
        <p className="notice" data-testid="seller-form-missing">
          <strong>Dati del venditore non inseriti.</strong> Il negozio non può ricevere ordini finché
          {canEdit ? ' non li inserisci.' : ' un amministratore non li inserisce.'}
        </p>
      ) : null}
      <fieldset className="seller-form__fields" disabled={!canEdit || busy}>
        <legend className="visually-hidden">Dati del venditore</legend>
        {SELLER_FIELDS.map((field) => {
          const id = fieldId(field)
          const error = errors[field]
          const common = {
            id,
            value: draft[field],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          }
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>{LABELS[field]}</label>
              {field === 'taxRegime' ? (
                <select {...common} onChange={(event) => edit(field, event.target.value)}>
                  {TAX_REGIMES.map((code) => (
                    <option key={code} value={code}>
                      {TAX_REGIME_LABELS[code] ?? code}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={field === 'email' || field === 'pec' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  inputMode={field === 'shareCapital' ? 'decimal' : undefined}
                  autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                  spellCheck={false}
                  onChange={(event) => edit(field, event.target.value)}
                />
              )}
              {error ? (
                <span id={`${id}-error`} className="field__error">
                  {error}
                </span>
              ) : null}
            </div>
          )
        })}
      </fieldset>
      {canEdit ? (
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Salvataggio…' : 'Salva i dati del venditore'}
          </button>
        </div>
      ) : null}
      <div role="status" className="settings-outcome">
        {outcome ? <p className="form-ok">{outcome}</p> : null}
      </div>
      {formError ? (
        <p role="alert" className="form-error">
          {formError}
        </p>
      ) : null}
    </form>
  )
}
