import { type FormEvent, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api'
import { AddressCombobox } from './address-combobox'
import { useAddressSuggestions } from './use-address-suggestions'
import {
  type AddressSuggestion,
  type ResolvedZone,
  suggestAddresses,
  zoneOfPostalCode,
  zoneOfSuggestion,
} from './zone-check-api'

const CAP = /^\s*(\d{5})\s*$/

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'inside'; zone: ResolvedZone; zoneName: string; where: string }
  | { kind: 'outside'; where: string }
  | { kind: 'error'; message: string }

/**
 * "Consegniamo da te?": an address (with suggestions from the shop's geocoder) or a CAP resolved
 * to a delivery zone by the server. `onResolved` tells the zone found (null: none) to the page,
 * e.g. to highlight it on the map.
 */
export function ZoneCheck({
  headingLevel = 2,
  onResolved,
}: {
  headingLevel?: 2 | 3
  onResolved?: (zoneId: string | null, point: { lat: number; lng: number } | null) => void
}) {
  const inputId = useId()
  const hintId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const suggestions = useAddressSuggestions(text, open && !CAP.test(text.trim()))
  const request = useRef(0)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const settle = async (
    task: () => Promise<{ zone: ResolvedZone | null; zoneName: string | null }>,
    where: string,
    point: { lat: number; lng: number } | null,
  ) => {
    const mine = ++request.current
    setOutcome({ kind: 'checking' })
    try {
      const answer = await task()
      if (mine !== request.current) return
      if (answer.zone) {
        setOutcome({
          kind: 'inside',
          zone: answer.zone,
          zoneName: answer.zoneName ?? answer.zone.name,
          where,
        })
        onResolved?.(answer.zone.id, point)
      } else {
        setOutcome({ kind: 'outside', where })
        onResolved?.(null, point)
      }
    } catch (error) {
      if (mine !== request.current) return
      setOutcome({
        kind: 'error',
        message:
          error instanceof ApiError
            ? error.message
            : 'Non è stato possibile verificare l’indirizzo. Riprova.',
      })
    }
  }

  const choose = (suggestion: AddressSuggestion) => {
    setText(suggestion.label)
    setOpen(false)
    void settle(() => zoneOfSuggestion(suggestion), suggestion.label, {
      lat: suggestion.lat,
      lng: suggestion.lng,
    })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const query = text.trim()
    if (!query) {
      setOutcome({
        kind: 'error',
        message: 'Scrivi un indirizzo (per esempio “Via Sparano 10, Bari”) o un CAP.',
      })
      return
    }
    setOpen(false)
    const cap = CAP.exec(query)
    if (cap?.[1]) {
      await settle(() => zoneOfPostalCode(cap[1] as string), `CAP ${cap[1]}`, null)
      return
    }
    const chosen = suggestions[0]
    if (chosen) {
      choose(chosen)
      return
    }
    try {
      const [first] = await suggestAddresses(query)
      if (first) choose(first)
      else
        setOutcome({
          kind: 'error',
          message:
            'Indirizzo non trovato. Controlla come è scritto, aggiungi il comune oppure prova con il CAP.',
        })
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof ApiError ? error.message : 'Indirizzo non trovato.',
      })
    }
  }

  return (
    <section className="zone-check" aria-labelledby={`${inputId}-title`}>
      <Heading id={`${inputId}-title`} className="zone-check__title">
        Consegniamo da te?
      </Heading>
      <form className="zone-check__form" onSubmit={submit} autoComplete="off">
        <label htmlFor={inputId}>Indirizzo o CAP</label>
        <div className="zone-check__row">
          <div className="zone-check__combo">
            <AddressCombobox
              id={inputId}
              value={text}
              onValueChange={setText}
              suggestions={suggestions}
              onChoose={choose}
              onOpenChange={setOpen}
              aria-describedby={hintId}
              maxLength={200}
              placeholder="Via Sparano 10, Bari"
            />
          </div>
          <button type="submit" className="button button--primary">
            Verifica
          </button>
        </div>
        <p id={hintId} className="zone-check__hint">
          Scrivi via e numero con il comune, oppure solo il CAP.
        </p>
      </form>
      <div className="zone-check__result" role="status" aria-live="polite">
        {outcome.kind === 'checking' ? <p>Verifico l’indirizzo…</p> : null}
        {outcome.kind === 'inside' ? (
          <p className="zone-check__ok" data-testid="zone-check-ok">
            <strong>Sì, consegniamo da te!</strong> {outcome.where} è nella zona{' '}
            <strong>{outcome.zoneName}</strong>. <Link to="/prodotti">Inizia a fare la spesa</Link>
          </p>
        ) : null}
        {outcome.kind === 'outside' ? (
          <p className="zone-check__ko" data-testid="zone-check-ko">
            <strong>Per ora non consegniamo a {outcome.where}.</strong> Guarda le nostre{' '}
            <Link to="/zone-map">zone di consegna</Link> o <Link to="/contatti">contattaci</Link>.
          </p>
        ) : null}
        {outcome.kind === 'error' ? <p className="zone-check__error">{outcome.message}</p> : null}
      </div>
    </section>
  )
}
