import type { ConfigAnswer, PluginFindings, ShopSettings } from '@shop/api/contract'
import { operatorStatusLabel } from '@shop/orders'
import { ON_DELIVERY_STATUSES } from '@shop/payments'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useSession } from '../../app/session'
import { api, apiTarget, toApiError } from '../../lib/api'
import { settingsLogQuery } from './api/config'
import {
  type BankAccountDraft,
  bankAccountErrors,
  brandError,
  changedSettings,
  draftOf,
  type SettingsDraft,
} from './settings-changes'
import { sourceInForce } from './source-in-force'

type Source = ShopSettings['calendarSource']
/** Errors by the API's field names: 'brand', 'paymentMethods', 'bankAccount.iban', ... */
type FieldErrors = Partial<Record<string, string>>

/**
 * Browsers keep GET /api/config for 60 s (Cache-Control: max-age=60), the storefront's and this
 * app's start alike: asked again past the cache, this browser's copy holds the new settings, so
 * the operator's own storefront tabs and the next load of the admin app show them at once (other
 * visitors' browsers still take up to a minute).
 */
function refreshCachedConfig(): void {
  const { baseURL, credentials } = apiTarget()
  fetch(`${baseURL}/config`, { cache: 'reload', credentials }).catch(() => undefined)
}

const FIELDS: readonly string[] = [
  'brand',
  'welcomeDialog',
  'paymentMethods',
  'calendarSource',
  'slotSource',
  'bankAccount.iban',
  'bankAccount.holder',
  'bankAccount.bank',
  'onDeliveryStatus',
  'guestOrdersPerDay',
]

const BANK_FIELDS: readonly {
  key: keyof BankAccountDraft
  id: string
  label: string
  autoComplete: string
}[] = [
  { key: 'iban', id: 'settings-iban', label: 'IBAN', autoComplete: 'off' },
  { key: 'holder', id: 'settings-holder', label: 'Intestatario del conto', autoComplete: 'organization' },
  { key: 'bank', id: 'settings-bank', label: 'Banca (facoltativo)', autoComplete: 'off' },
]

/**
 * The shop's settings: name, welcome dialog, the payment methods offered at checkout, where
 * delivery dates and slots come from, the bank account for transfers (WooCommerce's REST API does
 * not give the gateway's) and the status of orders paid on delivery. Only what changed is sent. No WooCommerce credential is
 * here: the API server keeps them and never hands them out (DECISIONS.md section 2.1).
 */
export function SettingsForm({
  settings: initial,
  gateways,
  deliveryPlugins,
}: {
  settings: ShopSettings
  gateways: ConfigAnswer['gateways']
  /** Whether the store has Order Delivery Date and the vans' portal: which source is in force. */
  deliveryPlugins: PluginFindings
}) {
  const { setBrand } = useSession()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(initial))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'info'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const brandInput = useRef<HTMLInputElement>(null)

  const edit = (changes: Partial<SettingsDraft>) => {
    setDraft((previous) => ({ ...previous, ...changes }))
    setOutcome(null)
    setErrors((previous) => {
      const next = { ...previous }
      for (const key of Object.keys(changes)) {
        delete next[key]
        if (key === 'bankAccount') for (const field of BANK_FIELDS) delete next[`bankAccount.${field.key}`]
      }
      return next
    })
  }

  const toggleMethod = (id: string, on: boolean) =>
    edit({
      paymentMethods: on
        ? [...draft.paymentMethods.filter((method) => method !== id), id]
        : draft.paymentMethods.filter((method) => method !== id),
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    setOutcome(null)
    const nameError = brandError(draft.brand)
    if (nameError) {
      setErrors({ brand: nameError })
      brandInput.current?.focus()
      return
    }
    // The bank account is checked here first, with the API's rule (@shop/payments).
    const bankErrors = bankAccountErrors(draft.bankAccount)
    if (Object.keys(bankErrors).length > 0) {
      setErrors(bankErrors)
      setFormError('Impostazioni non salvate: correggi i campi segnalati.')
      const first = BANK_FIELDS.find((field) => bankErrors[`bankAccount.${field.key}`])
      if (first) document.getElementById(first.id)?.focus()
      return
    }
    const changes = changedSettings(saved, draft)
    if (Object.keys(changes).length === 0) {
      setErrors({})
      setOutcome({ tone: 'info', text: 'Nessuna modifica da salvare: le impostazioni sono già queste.' })
      return
    }
    setBusy(true)
    try {
      const answer = await api<{ settings: ShopSettings }>('PUT', '/admin/config', { body: changes })
      setSaved(answer.settings)
      setDraft(draftOf(answer.settings))
      setErrors({})
      setBrand(answer.settings.brand)
      setOutcome({ tone: 'ok', text: 'Impostazioni salvate' })
      refreshCachedConfig()
      void queryClient.invalidateQueries({ queryKey: settingsLogQuery().queryKey })
    } catch (failure) {
      const apiError = toApiError(failure)
      const fields = apiError.fields ?? {}
      const fieldErrors: FieldErrors = {}
      for (const field of FIELDS) if (fields[field]) fieldErrors[field] = fields[field]
      setErrors(fieldErrors)
      setFormError(
        Object.keys(fieldErrors).length > 0
          ? 'Impostazioni non salvate: correggi i campi segnalati.'
          : apiError.message,
      )
    } finally {
      setBusy(false)
    }
  }

  const enabled = gateways.filter((gateway) => gateway.enabled)
  const disabled = gateways.filter((gateway) => !gateway.enabled)
  const described = (id: string, error: string | undefined) =>
    error ? `${id}-hint ${id}-error` : `${id}-hint`

  return (
    <form className="panel settings-form" noValidate onSubmit={submit} aria-labelledby="settings-title">
      <h2 id="settings-title">Impostazioni del negozio</h2>

      <div className="field">
        <label htmlFor="settings-brand">Nome del negozio</label>
        <input
          ref={brandInput}
          id="settings-brand"
          type="text"
          value={draft.brand}
          maxLength={60}
          autoComplete="organization"
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={described('settings-brand', errors.brand)}
          onChange={(event) => edit({ brand: event.target.value })}
        />
        <span id="settings-brand-hint" className="field__hint">
          Compare nell'intestazione del sito, nei titoli delle pagine e nel messaggio di benvenuto. Se lo
          cambi, il messaggio di benvenuto torna a comparire anche a chi lo aveva già chiuso.
        </span>
        {errors.brand ? (
          <span id="settings-brand-error" className="field__error">
            {errors.brand}
          </span>
        ) : null}
      </div>

      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            checked={draft.welcomeDialog}
            aria-describedby={described('settings-welcome', errors.welcomeDialog)}
            onChange={(event) => edit({ welcomeDialog: event.target.checked })}
          />
          <span>Mostra il messaggio di benvenuto ai nuovi visitatori</span>
        </label>
        <span id="settings-welcome-hint" className="field__hint">
          La finestra che presenta il nuovo sito alla prima visita; chi la chiude non la rivede.
        </span>
        {errors.welcomeDialog ? (
          <span id="settings-welcome-error" className="field__error">
            {errors.welcomeDialog}
          </span>
        ) : null}
      </div>

      <fieldset
        className="settings-methods"
        aria-describedby={described('settings-methods', errors.paymentMethods)}
      >
        <legend>Metodi di pagamento al checkout</legend>
        <p id="settings-methods-hint" className="field__hint">
          Spunta i metodi da offrire ai clienti. Se non ne spunti nessuno, al checkout compaiono tutti i
          metodi attivi in WooCommerce. Un metodo si attiva o disattiva in WooCommerce nel riquadro «Metodi di
          pagamento in WooCommerce», qui sotto.
        </p>
        {enabled.length === 0 ? (
          <p className="notice">Nessun metodo di pagamento è attivo in WooCommerce.</p>
        ) : null}
        <ul className="settings-methods__list">
          {enabled.map((gateway) => (
            <li key={gateway.id}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.paymentMethods.includes(gateway.id)}
                  onChange={(event) => toggleMethod(gateway.id, event.target.checked)}
                />
                <span>{gateway.title || gateway.id}</span>
              </label>
            </li>
          ))}
          {disabled.map((gateway) => {
            const chosen = draft.paymentMethods.includes(gateway.id)
            return (
              <li key={gateway.id}>
                <label className="check settings-methods__off">
                  <input
                    type="checkbox"
                    checked={chosen}
                    // A disabled gateway cannot be offered; one chosen earlier can still be taken off.
                    disabled={!chosen}
                    onChange={(event) => toggleMethod(gateway.id, event.target.checked)}
                  />
                  <span>
                    {gateway.title || gateway.id} <span className="muted">(disattivato in WooCommerce)</span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
        {errors.paymentMethods ? (
          <p id="settings-methods-error" className="field__error">
            {errors.paymentMethods}
          </p>
        ) : null}
      </fieldset>

      <div className="settings-sources">
        <SourceSelect
          id="settings-calendar"
          label="Date di consegna"
          hint="I giorni di consegna offerti al checkout. Il calendario di riserva propone i prossimi 30 giorni, domeniche escluse; si usa anche quando il plugin non risponde."
          value={draft.calendarSource}
          inForce={sourceInForce(saved.calendarSource, deliveryPlugins)}
          error={errors.calendarSource}
          onChange={(calendarSource) => edit({ calendarSource })}
        />
        <SourceSelect
          id="settings-slots"
          label="Fasce orarie di consegna"
          hint="Le fasce orarie di ogni giorno. Il calendario di riserva usa le fasce fisse (9-12 e 15-18, il sabato 9-11); si usa anche quando il plugin non risponde."
          value={draft.slotSource}
          inForce={sourceInForce(saved.slotSource, deliveryPlugins, { vans: true })}
          error={errors.slotSource}
          onChange={(slotSource) => edit({ slotSource })}
        />
      </div>

      <fieldset className="settings-bank" aria-describedby="settings-bank-hint">
        <legend>Conto per i bonifici</legend>
        <p id="settings-bank-hint" className="field__hint">
          Le coordinate che i clienti vedono nella conferma dell'ordine, nell'email e nella pagina di
          pagamento quando pagano con il bonifico. WooCommerce non le rende disponibili al negozio: si
          inseriscono qui.
        </p>
        {saved.bankAccount === null ? (
          <p className="notice" data-testid="bank-warning">
            <strong>Nessun conto per i bonifici.</strong> Chi paga con il bonifico riceve la conferma senza
            coordinate e l'avviso che gliele manderete voi per email. Inserisci l'IBAN e l'intestatario del
            conto.
          </p>
        ) : null}
        {BANK_FIELDS.map((field) => {
          const error = errors[`bankAccount.${field.key}`]
          return (
            <div className="field" key={field.key}>
              <label htmlFor={field.id}>{field.label}</label>
              <input
                id={field.id}
                type="text"
                value={draft.bankAccount[field.key]}
                maxLength={field.key === 'iban' ? 40 : 70}
                autoComplete={field.autoComplete}
                spellCheck={false}
                className={field.key === 'iban' ? 'settings-bank__iban' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${field.id}-error` : undefined}
                onChange={(event) =>
                  edit({ bankAccount: { ...draft.bankAccount, [field.key]: event.target.value } })
                }
              />
              {error ? (
                <span id={`${field.id}-error`} className="field__error">
                  {error}
                </span>
              ) : null}
            </div>
          )
        })}
      </fieldset>

      <div className="field">
        <label htmlFor="settings-on-delivery">Ordini pagati alla consegna (contanti, assegno)</label>
        <select
          id="settings-on-delivery"
          value={draft.onDeliveryStatus}
          aria-invalid={errors.onDeliveryStatus ? true : undefined}
          aria-describedby={
            errors.onDeliveryStatus
              ? 'settings-on-delivery-hint settings-on-delivery-error'
              : 'settings-on-delivery-hint'
          }
          onChange={(event) =>
            edit({ onDeliveryStatus: event.target.value as ShopSettings['onDeliveryStatus'] })
          }
        >
          {ON_DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {operatorStatusLabel(status)}
            </option>
          ))}
        </select>
        <span id="settings-on-delivery-hint" className="field__hint">
          Lo stato che l'ordine prende subito dopo il checkout: WooCommerce scala allora la giacenza. Il
          cliente paga all'autista; l'ordine si completa alla consegna.
        </span>
        {errors.onDeliveryStatus ? (
          <span id="settings-on-delivery-error" className="field__error">
            {errors.onDeliveryStatus}
          </span>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor="settings-guest-orders">Ordini al giorno per ospite</label>
        <input
          id="settings-guest-orders"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          value={Number.isFinite(draft.guestOrdersPerDay) ? draft.guestOrdersPerDay : ''}
          aria-invalid={errors.guestOrdersPerDay ? true : undefined}
          aria-describedby={
            errors.guestOrdersPerDay
              ? 'settings-guest-orders-hint settings-guest-orders-error'
              : 'settings-guest-orders-hint'
          }
          onChange={(event) => edit({ guestOrdersPerDay: event.target.valueAsNumber })}
        />
        <span id="settings-guest-orders-hint" className="field__hint">
          Quanti ordini senza account si possono fare in un giorno con la stessa email, lo stesso telefono, lo
          stesso indirizzo di consegna o dalla stessa connessione. Chi ha un account non ha limiti.
        </span>
        {errors.guestOrdersPerDay ? (
          <span id="settings-guest-orders-error" className="field__error">
            {errors.guestOrdersPerDay}
          </span>
        ) : null}
      </div>

      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Salvataggio…' : 'Salva impostazioni'}
        </button>
      </div>
      <div role="status" className="settings-outcome">
        {outcome ? <p className={outcome.tone === 'ok' ? 'form-ok' : 'notice'}>{outcome.text}</p> : null}
      </div>
      {formError ? (
        <p role="alert" className="form-error">
          {formError}
        </p>
      ) : null}
    </form>
  )
}

function SourceSelect({
  id,
  label,
  hint,
  value,
  inForce,
  error,
  onChange,
}: {
  id: string
  label: string
  hint: string
  value: Source
  /** The source in force, as saved (sourceInForce); null while unknown. */
  inForce: string | null
  error: string | undefined
  onChange: (value: Source) => void
}) {
  const described = [`${id}-hint`, inForce ? `${id}-in-force` : null, error ? `${id}-error` : null]
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value as Source)}
      >
        <option value="orddd">Plugin consegne (orddd)</option>
        <option value="fallback">Calendario di riserva</option>
      </select>
      <span id={`${id}-hint`} className="field__hint">
        {hint}
      </span>
      {inForce ? (
        <span id={`${id}-in-force`} className="field__hint" data-testid={`${id}-in-force`}>
          {inForce}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
