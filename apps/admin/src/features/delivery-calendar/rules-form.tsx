import type { DeliveryRulesAnswer } from '@shop/api/contract'
import { DEFAULT_VAN_PAYLOADS } from '@shop/slots'
import { useToast } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { toApiError } from '../../lib/api'
import { deliveryCalendarKeys, saveDeliveryRules } from './api/delivery-calendar'
import {
  type ClosureDraft,
  closureDates,
  closureErrors,
  draftOf,
  type NextDayMode,
  type RulesDraft,
  rulesOf,
  WEEKDAYS,
} from './rules-draft'

/** Errors by the API's field paths: 'defaultCapacity.orders', 'closures.0.to', ... */
type FieldErrors = Record<string, string>

const fieldId = (path: string) => `rules-${path.replace(/[^0-9A-Za-z]+/g, '-')}`

/** A field's error under it, and the attributes that tie it to its input. */
function useFieldError(errors: FieldErrors) {
  return {
    describedBy: (path: string, hint?: string) =>
      [hint, errors[path] ? `${fieldId(path)}-error` : null].filter(Boolean).join(' ') || undefined,
    invalid: (path: string) => (errors[path] ? true : undefined),
    message: (path: string) =>
      errors[path] ? (
        <span id={`${fieldId(path)}-error`} className="field__error">
          {errors[path]}
        </span>
      ) : null,
  }
}

/**
 * The operators' delivery rules: capacity per van and slot, cut-offs, closures (holidays shown,
 * not editable). One 'Salva le regole' sends them all (PUT, a full replace); the API's messages
 * show by their fields.
 */
export function RulesForm({ answer }: { answer: DeliveryRulesAnswer }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(answer.rules))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = useFieldError(errors)

  const edit = (change: (draft: RulesDraft) => RulesDraft, paths: string[] = []) => {
    setDraft(change)
    if (paths.length > 0)
      setErrors((previous) => {
        const next = { ...previous }
        for (const path of paths) delete next[path]
        return next
      })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const checked = rulesOf(draft)
    if (!checked.ok) {
      setErrors(checked.errors)
      setFormError('Regole non salvate: correggi i campi segnalati.')
      const first = Object.keys(checked.errors)[0]
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setBusy(true)
    try {
      const saved = await saveDeliveryRules(checked.rules)
      queryClient.setQueryData(deliveryCalendarKeys.rules(), saved)
      void queryClient.invalidateQueries({ queryKey: [...deliveryCalendarKeys.all, 'week'] })
      setDraft(draftOf(saved.rules))
      setErrors({})
      toast.show('Regole di consegna salvate', { tone: 'success' })
    } catch (failure) {
      const apiError = toApiError(failure)
      const fields = apiError.fields ?? {}
      setErrors(fields)
      setFormError(
        Object.keys(fields).length > 0
          ? `Regole non salvate: ${apiError.message}`
          : apiError.message || 'Regole non salvate',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="stack rules-form" noValidate onSubmit={submit} aria-label="Regole di consegna">
      <section className="panel stack" aria-labelledby="rules-capacity">
        <h2 id="rules-capacity">Capienza dei furgoni</h2>
        <p className="muted">
          Ordini che un furgone porta in una fascia oraria. Vuoto: nessun limite. 0 chiude il furgone.
        </p>
        <div className="field">
          <label htmlFor={fieldId('defaultCapacity.orders')}>
            Ordini per furgone e fascia (tutti i furgoni)
          </label>
          <input
            id={fieldId('defaultCapacity.orders')}
            className="rules-number"
            type="text"
            inputMode="numeric"
            placeholder="nessun limite"
            value={draft.defaultOrders}
            aria-invalid={field.invalid('defaultCapacity.orders')}
            aria-describedby={field.describedBy('defaultCapacity.orders')}
            onChange={(event) => {
              const value = event.target.value
              edit((d) => ({ ...d, defaultOrders: value }), ['defaultCapacity.orders'])
            }}
          />
          {field.message('defaultCapacity.orders')}
        </div>
        {answer.vans.length > 0 ? (
          <fieldset className="rules-vans">
            <legend>Capienza di un singolo furgone (vuoto: come sopra)</legend>
            {[...new Set([...answer.vans, ...Object.keys(draft.vans)])].map((van) => {
              const path = `vans.${van}.orders`
              return (
                <div className="field" key={van}>
                  <label htmlFor={fieldId(path)}>{van}</label>
                  <input
                    id={fieldId(path)}
                    className="rules-number"
                    type="text"
                    inputMode="numeric"
                    placeholder={draft.defaultOrders.trim() || 'come tutti'}
                    value={draft.vans[van] ?? ''}
                    aria-invalid={field.invalid(path)}
                    aria-describedby={field.describedBy(path)}
                    onChange={(event) => {
                      const value = event.target.value
                      edit((d) => ({ ...d, vans: { ...d.vans, [van]: value } }), [path])
                    }}
                  />
                  {field.message(path)}
                </div>
              )
            })}
          </fieldset>
        ) : null}
        {answer.vans.length > 0 ? (
          <fieldset className="rules-vans">
            <legend>Carico utile per fascia, in kg (vuoto: quello del furgone)</legend>
            {[...new Set([...answer.vans, ...Object.keys(draft.payloads)])].map((van) => {
              const path = `payloads.${van}`
              const standard = DEFAULT_VAN_PAYLOADS[van]
              return (
                <div className="field" key={van}>
                  <label htmlFor={fieldId(path)}>{van}</label>
                  <input
                    id={fieldId(path)}
                    className="rules-number"
                    type="text"
                    inputMode="numeric"
                    placeholder={standard === undefined ? 'nessun limite' : `${standard} kg`}
                    value={draft.payloads[van] ?? ''}
                    aria-invalid={field.invalid(path)}
                    aria-describedby={field.describedBy(path)}
                    onChange={(event) => {
                      const value = event.target.value
                      edit((d) => ({ ...d, payloads: { ...d.payloads, [van]: value } }), [path])
                    }}
                  />
                  {field.message(path)}
                </div>
              )
            })}
          </fieldset>
        ) : null}
      </section>

      <section className="panel stack" aria-labelledby="rules-cutoffs">
        <h2 id="rules-cutoffs">Orari limite</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.sameDay}
            onChange={(event) => {
              const sameDay = event.target.checked
              edit((d) => ({ ...d, sameDay }), ['cutoffs.sameDay'])
            }}
          />
          <span>Consegne in giornata (si può ordinare per oggi)</span>
        </label>
        {field.message('cutoffs.sameDay')}
        <table className="rules-weekdays">
          <caption>
            Fino a quando si può ordinare per il giorno dopo, secondo il giorno in cui si ordina
          </caption>
          <thead>
            <tr>
              <th scope="col">Giorno dell’ordine</th>
              <th scope="col">Consegna del giorno dopo</th>
              <th scope="col">Orario limite</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map(({ key, label }) => (
              <WeekdayRow
                key={key}
                weekday={key}
                label={label}
                value={draft.nextDay[key] ?? { mode: 'none', time: '18:00' }}
                error={field}
                onChange={(value) =>
                  edit(
                    (d) => ({ ...d, nextDay: { ...d.nextDay, [key]: value } }),
                    [`cutoffs.nextDayUntil.${key}`],
                  )
                }
              />
            ))}
          </tbody>
        </table>
        {field.message('cutoffs.nextDayUntil')}
        <div className="field">
          <label htmlFor={fieldId('cutoffs.minHoursBeforeSlot')}>
            Preavviso minimo prima della fascia (ore)
          </label>
          <input
            id={fieldId('cutoffs.minHoursBeforeSlot')}
            className="rules-number"
            type="text"
            inputMode="decimal"
            value={draft.minHours}
            aria-invalid={field.invalid('cutoffs.minHoursBeforeSlot')}
            aria-describedby={field.describedBy('cutoffs.minHoursBeforeSlot', 'rules-min-hours-hint')}
            onChange={(event) => {
              const minHours = event.target.value
              edit((d) => ({ ...d, minHours }), ['cutoffs.minHoursBeforeSlot'])
            }}
          />
          <span id="rules-min-hours-hint" className="field__hint">
            0: una fascia si può scegliere fino al suo inizio (se il giorno è ordinabile). Massimo 168.
          </span>
          {field.message('cutoffs.minHoursBeforeSlot')}
        </div>
      </section>

      <Closures
        answer={answer}
        closures={draft.closures}
        errors={errors}
        onChange={(closures) => edit((d) => ({ ...d, closures }))}
        onErrors={setErrors}
      />

      <div className="rules-save">
        {formError ? (
          <p role="alert" className="form-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Salvataggio…' : 'Salva le regole'}
        </button>
      </div>
    </form>
  )
}

const MODES: { value: NextDayMode; label: string }[] = [
  { value: 'none', label: 'nessun limite' },
  { value: 'time', label: 'fino alle…' },
  { value: 'closed', label: 'chiuso' },
]

function WeekdayRow({
  weekday,
  label,
  value,
  error,
  onChange,
}: {
  weekday: string
  label: string
  value: { mode: NextDayMode; time: string }
  error: ReturnType<typeof useFieldError>
  onChange(value: { mode: NextDayMode; time: string }): void
}) {
  const path = `cutoffs.nextDayUntil.${weekday}`
  const modeId = `rules-nextday-mode-${weekday}`
  return (
    <tr>
      <th scope="row" id={`rules-weekday-${weekday}`}>
        {label}
      </th>
      <td>
        <select
          id={modeId}
          aria-label={`${label}: consegna del giorno dopo`}
          value={value.mode}
          onChange={(event) => onChange({ ...value, mode: event.target.value as NextDayMode })}
        >
          {MODES.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {mode.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        {value.mode === 'time' ? (
          <>
            <input
              id={fieldId(path)}
              type="time"
              aria-label={`${label}: orario limite`}
              value={value.time}
              aria-invalid={error.invalid(path)}
              aria-describedby={error.describedBy(path)}
              onChange={(event) => onChange({ ...value, time: event.target.value })}
            />
            {error.message(path)}
          </>
        ) : (
          <span className="muted">{value.mode === 'closed' ? 'non si ordina per il giorno dopo' : '—'}</span>
        )}
        {value.mode !== 'time' ? error.message(path) : null}
      </td>
    </tr>
  )
}

const EMPTY_CLOSURE: ClosureDraft = { from: '', to: '', zoneIds: [], reason: '' }

/** The closures: the list (each can be removed) and the form that adds one; the holidays below. */
function Closures({
  answer,
  closures,
  errors,
  onChange,
  onErrors,
}: {
  answer: DeliveryRulesAnswer
  closures: ClosureDraft[]
  errors: FieldErrors
  onChange(closures: ClosureDraft[]): void
  onErrors(errors: FieldErrors): void
}) {
  const id = useId()
  const [adding, setAdding] = useState<ClosureDraft>(EMPTY_CLOSURE)
  const [allZones, setAllZones] = useState(true)
  const [addErrors, setAddErrors] = useState<Record<string, string>>({})
  const zoneName = (zoneId: string) => answer.zones.find((zone) => zone.id === zoneId)?.name ?? zoneId
  const savedIds = new Set(answer.rules.closures.map((closure) => closure.id))

  const add = () => {
    const candidate = { ...adding, zoneIds: allZones ? [] : adding.zoneIds }
    const found = closureErrors(candidate, allZones)
    setAddErrors(found)
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    onChange([
      ...closures,
      { ...candidate, reason: candidate.reason.trim(), to: candidate.to || candidate.from },
    ])
    setAdding(EMPTY_CLOSURE)
    setAllZones(true)
  }

  const remove = (index: number) => {
    onChange(closures.filter((_, at) => at !== index))
    // The API's errors are by position: they no longer fit the list.
    onErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('closures.'))))
  }

  const addError = (key: string) =>
    addErrors[key] ? (
      <span id={`${id}-${key}-error`} className="field__error">
        {addErrors[key]}
      </span>
    ) : null
  const described = (key: string) => (addErrors[key] ? `${id}-${key}-error` : undefined)

  return (
    <section className="panel stack" aria-labelledby="rules-closures">
      <h2 id="rules-closures">Chiusure</h2>
      {closures.length === 0 ? (
        <p className="muted">Nessuna chiusura oltre alle festività.</p>
      ) : (
        <ul className="rules-closures" aria-label="Chiusure">
          {closures.map((closure, index) => {
            const problems = Object.entries(errors).filter(([path]) => path.startsWith(`closures.${index}.`))
            const label = `${closureDates(closure)}: ${closure.reason}`
            return (
              <li key={closure.id ?? `new-${index}`} className="rules-closure">
                <div>
                  <strong>{closureDates(closure)}</strong> · {closure.reason} ·{' '}
                  {closure.zoneIds.length === 0 ? 'tutte le zone' : closure.zoneIds.map(zoneName).join(', ')}
                  {closure.id && savedIds.has(closure.id) ? null : (
                    <span className="badge rules-closure__new">da salvare</span>
                  )}
                  {problems.map(([path, message]) => (
                    <span key={path} className="field__error" role="alert">
                      {message}
                    </span>
                  ))}
                </div>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Rimuovi la chiusura ${label}`}
                  onClick={() => remove(index)}
                >
                  Rimuovi
                </button>
              </li>
            )
          })}
        </ul>
      )}

      <fieldset className="rules-add-closure">
        <legend>Aggiungi una chiusura</legend>
        <div className="rules-add-closure__dates">
          <div className="field">
            <label htmlFor={`${id}-from`}>Dal</label>
            <input
              id={`${id}-from`}
              type="date"
              value={adding.from}
              aria-invalid={addErrors.from ? true : undefined}
              aria-describedby={described('from')}
              onChange={(event) => setAdding({ ...adding, from: event.target.value })}
            />
            {addError('from')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>Al (vuoto: un giorno solo)</label>
            <input
              id={`${id}-to`}
              type="date"
              value={adding.to}
              min={adding.from || undefined}
              aria-invalid={addErrors.to ? true : undefined}
              aria-describedby={described('to')}
              onChange={(event) => setAdding({ ...adding, to: event.target.value })}
            />
            {addError('to')}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Motivo (lo vedono i clienti)</label>
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={120}
            value={adding.reason}
            aria-invalid={addErrors.reason ? true : undefined}
            aria-describedby={described('reason')}
            onChange={(event) => setAdding({ ...adding, reason: event.target.value })}
          />
          {addError('reason')}
        </div>
        <fieldset className="rules-zones" aria-describedby={described('zoneIds')}>
          <legend>Zone chiuse</legend>
          <label className="check">
            <input type="radio" name={`${id}-scope`} checked={allZones} onChange={() => setAllZones(true)} />
            <span>Tutte le zone</span>
          </label>
          <label className="check">
            <input
              id={`${id}-zoneIds`}
              type="radio"
              name={`${id}-scope`}
              checked={!allZones}
              onChange={() => setAllZones(false)}
            />
            <span>Solo alcune zone</span>
          </label>
          {!allZones ? (
            <ul className="rules-zones__list">
              {answer.zones.map((zone) => (
                <li key={zone.id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={adding.zoneIds.includes(zone.id)}
                      onChange={(event) =>
                        setAdding({
                          ...adding,
                          zoneIds: event.target.checked
                            ? [...adding.zoneIds, zone.id]
                            : adding.zoneIds.filter((zoneId) => zoneId !== zone.id),
                        })
                      }
                    />
                    <span>{zone.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {addError('zoneIds')}
        </fieldset>
        <button type="button" className="button" onClick={add}>
          Aggiungi la chiusura
        </button>
        <p className="field__hint">La chiusura vale dopo «Salva le regole».</p>
      </fieldset>

      <details className="rules-holidays">
        <summary>Festività (sempre chiuse, {answer.holidays.length})</summary>
        <ul aria-label="Festività">
          {answer.holidays.map((holiday) => (
            <li key={`${holiday.date}-${holiday.name}`}>
              {closureDates({ from: holiday.date, to: holiday.date })} · {holiday.name}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
