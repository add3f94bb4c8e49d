import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api'
import {
  type AddressSuggestion,
  type ResolvedZone,
  suggestAddresses,
  zoneOfPostalCode,
  zoneOfSuggestion,
} from './zone-check-api'

const CAP = /^\s*(\d{5})\s*$/
const MIN_CHARS = 3
const DEBOUNCE_MS = 200

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'inside'; zone: ResolvedZone; zoneName: string; where: string }
  | { kind: 'outside'; where: string }
  | { kind: 'error'; message: string }

/** Suggestions for the typed text, asked after a short pause; stale answers are dropped. */
function useSuggestions(text: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  useEffect(() => {
    const query = text.trim()
    if (!enabled || query.length < MIN_CHARS || CAP.test(query)) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      suggestAddresses(query, controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]))
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, enabled])
  return suggestions
}

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
  const listId = useId()
  const hintId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const suggestions = useSuggestions(text, open)
  const request = useRef(0)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions reset the highlighted one
  useEffect(() => setActive(-1), [suggestions])

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
    const chosen = suggestions[active] ?? suggestions[0]
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) {
      if (event.key === 'ArrowDown') setOpen(true)
      return
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault()
      choose(suggestions[active])
    }
  }

  const expanded = open && suggestions.length > 0
  return (
    <section className="zone-check" aria-labelledby={`${inputId}-title`}>
      <Heading id={`${inputId}-title`} className="zone-check__title">
        Consegniamo da te?
      </Heading>
      <form className="zone-check__form" onSubmit={submit} autoComplete="off">
        <label htmlFor={inputId}>Indirizzo o CAP</label>
        <div className="zone-check__row">
          <div className="zone-check__combo">
            <input
              id={inputId}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-describedby={hintId}
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              value={text}
              maxLength={200}
              placeholder="Via Sparano 10, Bari"
              onChange={(event) => {
                setText(event.target.value)
                setOpen(true)
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setTimeout(() => setOpen(false), 150)}
            />
            <ul
              id={listId}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a listbox the input drives
              role="listbox"
              aria-label="Indirizzi suggeriti"
              className="zone-check__list"
              hidden={!expanded}
            >
              {suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the input (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (arrows, Enter, Escape)
                <li
                  key={`${suggestion.label}-${suggestion.lat}-${suggestion.lng}`}
                  id={`${listId}-${index}`}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's options
                  role="option"
                  aria-selected={index === active}
                  className="zone-check__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion.label}
                </li>
              ))}
            </ul>
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
