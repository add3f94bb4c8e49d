import { TIME_SLOTS } from '@shop/slots'
import { type DeliveryZone, VEHICLES } from '@shop/zones'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { ringToText, textToRings } from './zone-geometry'
import { centsToEuroInput, euroInputToCents, type ZoneMoneyField } from './zone-money'

type Change = (zone: DeliveryZone) => DeliveryZone

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)

/** The selected zone's fields; every change goes to the page's copy at once. */
export function ZoneForm({
  zone,
  issues,
  overlaps,
  onChange,
  onRemove,
}: {
  zone: DeliveryZone
  issues: { field: string; message: string }[]
  overlaps: string[]
  onChange: (change: Change) => void
  onRemove: () => void
}) {
  const issuesId = useId()
  const [cities, setCities] = useState(zone.cities.join('\n'))
  const [provinces, setProvinces] = useState(zone.provinces.join(', '))
  const [postalCodes, setPostalCodes] = useState(zone.postalCodes.join(', '))
  const [preferred, setPreferred] = useState(zone.timeSlotRestrictions.preferredSlots.join('\n'))
  const [vertices, setVertices] = useState(ringToText(zone.polygon.coordinates))
  const [verticesError, setVerticesError] = useState<string | null>(null)
  const [confirmRemove, setConfirmRemove] = useState(false)
  // A shape changed on the map (or applied from here): the text follows it.
  useEffect(() => {
    setVertices(ringToText(zone.polygon.coordinates))
    setVerticesError(null)
  }, [zone.polygon.coordinates])

  const fieldIssues = (field: string) => issues.filter((issue) => issue.field === field)
  const set = <K extends keyof DeliveryZone>(key: K, value: DeliveryZone[K]) =>
    onChange((current) => ({ ...current, [key]: value }))
  const restrictions = zone.timeSlotRestrictions
  const slotVehicles = zone.vehiclesByTimeSlot ?? {}
  const slotLabels = [...new Set([...TIME_SLOTS, ...Object.keys(slotVehicles)])]
  const excludedLabels = [...new Set([...TIME_SLOTS, ...restrictions.excludedSlots])]

  return (
    <form
      className="zone-form stack"
      onSubmit={(event) => event.preventDefault()}
      aria-label={`Zona ${zone.name}`}
    >
      <h2>{zone.name.trim() || 'Zona senza nome'}</h2>
      <p className="muted">Id {zone.id}</p>
      {issues.length > 0 || overlaps.length > 0 ? (
        <div id={issuesId} className="form-error zone-form__issues">
          <p>Errori di questa zona:</p>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Field label="Nome" issues={fieldIssues('name')}>
        {(props) => (
          <input
            {...props}
            value={zone.name}
            onChange={(event) => set('name', event.target.value)}
            maxLength={120}
          />
        )}
      </Field>
      <Field label="Descrizione" issues={fieldIssues('description')}>
        {(props) => (
          <textarea
            {...props}
            value={zone.description}
            onChange={(event) => set('description', event.target.value)}
            rows={2}
          />
        )}
      </Field>
      <div className="zone-form__color">
        <Field label="Colore" issues={fieldIssues('color')}>
          {(props) => (
            <input {...props} value={zone.color} onChange={(event) => set('color', event.target.value)} />
          )}
        </Field>
        <label className="field">
          <span>Scegli il colore</span>
          <input
            type="color"
            value={/^#[0-9a-fA-F]{6}$/.test(zone.color) ? zone.color : '#3b82f6'}
            onChange={(event) => set('color', event.target.value.toUpperCase())}
          />
        </label>
      </div>
      <Field label="Città" hint="Una per riga" issues={fieldIssues('cities')}>
        {(props) => (
          <textarea
            {...props}
            value={cities}
            rows={3}
            onChange={(event) => {
              setCities(event.target.value)
              set('cities', splitList(event.target.value, /\n/))
            }}
          />
        )}
      </Field>
      <Field
        label="Province"
        hint="Sigle separate da virgole, per esempio BA"
        issues={fieldIssues('provinces')}
      >
        {(props) => (
          <input
            {...props}
            value={provinces}
            onChange={(event) => {
              setProvinces(event.target.value)
              set('provinces', splitList(event.target.value.toUpperCase(), /[,\s]+/))
            }}
          />
        )}
      </Field>
      <Field
        label="CAP"
        hint="Separati da virgole, per esempio 70121, 70122"
        issues={fieldIssues('postalCodes')}
      >
        {(props) => (
          <input
            {...props}
            value={postalCodes}
            inputMode="numeric"
            onChange={(event) => {
              setPostalCodes(event.target.value)
              set('postalCodes', splitList(event.target.value, /[,\s]+/))
            }}
          />
        )}
      </Field>
      <fieldset>
        <legend>Costi di consegna</legend>
        <div className="zone-form__money">
          {MONEY_FIELDS.map(({ field, label, hint }) => (
            <MoneyField
              key={`${zone.id}-${field}`}
              label={label}
              hint={hint}
              cents={zone[field]}
              issues={fieldIssues(field)}
              onCents={(cents) =>
                onChange((current) => {
                  const { [field]: _previous, ...rest } = current
                  return cents === undefined ? rest : { ...rest, [field]: cents }
                })
              }
            />
          ))}
        </div>
      </fieldset>

      <Field label="Veicolo predefinito" issues={fieldIssues('vehicle')}>
        {(props) => (
          <select
            {...props}
            value={zone.vehicle ?? ''}
            onChange={(event) =>
              onChange((current) => {
                const { vehicle: _previous, ...rest } = current
                return event.target.value ? { ...rest, vehicle: event.target.value } : rest
              })
            }
          >
            <option value="">Nessuno</option>
            {VEHICLES.map((vehicle) => (
              <option key={vehicle}>{vehicle}</option>
            ))}
          </select>
        )}
      </Field>

      <fieldset>
        <legend>Veicolo per fascia oraria</legend>
        {fieldIssues('vehiclesByTimeSlot').map((issue) => (
          <p key={issue.message} className="field__error">
            {issue.message}
          </p>
        ))}
        <div className="zone-form__slots">
          {slotLabels.map((slot) => (
            <label key={slot} className="field">
              <span>{slot}</span>
              <select
                value={slotVehicles[slot] ?? ''}
                onChange={(event) =>
                  onChange((current) => {
                    const next = { ...(current.vehiclesByTimeSlot ?? {}) }
                    if (event.target.value) next[slot] = event.target.value
                    else delete next[slot]
                    const { vehiclesByTimeSlot: _previous, ...rest } = current
                    return Object.keys(next).length > 0 ? { ...rest, vehiclesByTimeSlot: next } : rest
                  })
                }
              >
                <option value="">Predefinito</option>
                {VEHICLES.map((vehicle) => (
                  <option key={vehicle}>{vehicle}</option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>

      <Field
        label="Fasce consigliate"
        hint="Una per riga, per esempio 09:00-12:00"
        issues={issues.filter(
          (issue) => issue.field === 'timeSlotRestrictions' && /consigliat/i.test(issue.message),
        )}
      >
        {(props) => (
          <textarea
            {...props}
            value={preferred}
            rows={2}
            onChange={(event) => {
              setPreferred(event.target.value)
              const preferredSlots = splitList(event.target.value, /\n/)
              onChange((current) => ({
                ...current,
                timeSlotRestrictions: { ...current.timeSlotRestrictions, preferredSlots },
              }))
            }}
          />
        )}
      </Field>
      <fieldset>
        <legend>Fasce escluse</legend>
        <div className="zone-form__slots">
          {excludedLabels.map((slot) => (
            <label key={slot} className="check">
              <input
                type="checkbox"
                checked={restrictions.excludedSlots.includes(slot)}
                onChange={(event) =>
                  onChange((current) => {
                    const excluded = current.timeSlotRestrictions.excludedSlots.filter((s) => s !== slot)
                    return {
                      ...current,
                      timeSlotRestrictions: {
                        ...current.timeSlotRestrictions,
                        excludedSlots: event.target.checked ? [...excluded, slot] : excluded,
                      },
                    }
                  })
                }
              />
              <span>{slot}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Field
        label="Vertici del contorno"
        hint="Una riga per vertice: latitudine, longitudine. Sulla mappa: trascina un vertice per spostarlo, clic destro per eliminarlo."
        issues={[
          ...fieldIssues('polygon'),
          ...(verticesError ? [{ field: 'polygon', message: verticesError }] : []),
        ]}
      >
        {(props) => (
          <textarea
            {...props}
            value={vertices}
            rows={6}
            onChange={(event) => setVertices(event.target.value)}
          />
        )}
      </Field>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            const parsed = textToRings(vertices, zone.polygon.coordinates)
            if ('error' in parsed) {
              setVerticesError(parsed.error)
              return
            }
            setVerticesError(null)
            onChange((current) => ({
              ...current,
              polygon: { ...current.polygon, coordinates: parsed.rings },
            }))
          }}
        >
          Applica i vertici
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setVertices(ringToText(zone.polygon.coordinates))}
        >
          Rileggi dalla mappa
        </button>
      </div>

      {confirmRemove ? (
        <div role="alertdialog" aria-label="Eliminare la zona?" className="panel">
          <p>Eliminare la zona «{zone.name}»? Sparirà dal negozio quando salverai le zone.</p>
          <div className="actions">
            <button type="button" className="button button--danger" onClick={onRemove}>
              Elimina
            </button>
            <button type="button" className="button" onClick={() => setConfirmRemove(false)}>
              Annulla
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--danger" onClick={() => setConfirmRemove(true)}>
          Elimina la zona
        </button>
      )}
    </form>
  )
}

const MONEY_FIELDS: { field: ZoneMoneyField; label: string; hint: string }[] = [
  { field: 'minimumOrderCents', label: 'Ordine minimo (€)', hint: 'Vuoto: nessun minimo' },
  {
    field: 'deliveryFeeCents',
    label: 'Costo di consegna (€, IVA inclusa)',
    hint: 'Vuoto: consegna gratuita',
  },
  {
    field: 'freeDeliveryFromCents',
    label: 'Consegna gratuita da (€)',
    hint: 'Vuoto: il costo si paga sempre',
  },
]

/**
 * An amount of the zone typed in euros with a comma ('2,90') and kept in the zone in cents. What
 * is not an amount stays in the field with its error, and the zone gets NaN, which the zone schema
 * refuses, so that the list cannot be saved with the old amount by mistake.
 */
function MoneyField({
  label,
  hint,
  cents,
  issues,
  onCents,
}: {
  label: string
  hint: string
  cents: number | undefined
  issues: { message: string }[]
  onCents: (cents: number | undefined) => void
}) {
  const [text, setText] = useState(centsToEuroInput(cents))
  const [error, setError] = useState<string | null>(null)
  return (
    <Field label={label} hint={hint} issues={error ? [{ message: error }] : issues}>
      {(props) => (
        <input
          {...props}
          value={text}
          inputMode="decimal"
          onChange={(event) => {
            setText(event.target.value)
            const read = euroInputToCents(event.target.value)
            setError('error' in read ? read.error : null)
            onCents('error' in read ? Number.NaN : read.cents)
          }}
        />
      )}
    </Field>
  )
}

interface FieldProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled control with its hint and its errors, tied by id for screen readers. */
function Field({
  label,
  hint,
  issues,
  children,
}: {
  label: string
  hint?: string
  issues: { message: string }[]
  children: (props: FieldProps) => ReactNode
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', issues.length > 0 ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(issues.length > 0 ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {issues.length > 0 ? (
        <span id={`${id}-error`} className="field__error">
          {issues.map((issue) => issue.message).join(' ')}
        </span>
      ) : null}
    </div>
  )
}
