import { isStreetQuery } from '@shop/geocoding'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../api'
import { rememberDeliveryZone } from '../cart/delivery-zone'
import { AddressCombobox } from './address-combobox'
import { MapPointButton } from './map-point-button'
import { useAddressSuggestions } from './use-address-suggestions'
import {
  type AddressSuggestion,
  type MapPoint,
  streetsNamed,
  suggestAddresses,
  typedTown,
  type ZoneAnswer,
  zoneOfPlace,
  zoneOfPoint,
  zoneOfPostalCode,
  zoneOfSuggestion,
} from './zone-check-api'

const CAP = /^\s*(\d{5})\s*$/

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'inside'; zoneName: string; where: string }
  /** Outside the zones or unclear: the server's message (where it looked), and streets to choose from. */
  | { kind: 'refused'; status: 'outside' | 'unclear'; message: string; streets: AddressSuggestion[] }
  | { kind: 'error'; message: string }

/**
 * "Consegniamo da te?": an address (with suggestions from the shop's geocoder), a CAP or a place
 * checked by the server's delivery promise (POST /api/zones/resolve). The answer says where it
 * looked, in the words typed; outside the zones or unclear, it is the server's message with the zone
 * map. A typed text becomes its top suggestion only when it names a street or the suggestion is a
 * town: a bare name ('Altamura') is looked up as a place, never as a Bari street of that name, and
 * a place outside the zones gets no street to choose from. A street of a town the geocoder has no
 * streets of ('Via Roma 5, Triggiano'), or of one it does not know ('Piazza del Duomo, Milano'),
 * gets the town's answer, the text kept as typed. An unclear answer (a CAP or a town of several
 * zones) offers its streets in the zones and 'Indica il punto sulla mappa': the point placed there
 * is checked by itself (its polygon decides).
 * `onResolved` tells the zone found (null: none) to the page, e.g. to highlight it on the map.
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
  // 'Indica il punto sulla mappa' is offered from an unclear answer on, until a typed check is clear.
  const [offerMap, setOfferMap] = useState(false)
  const [mapPoint, setMapPoint] = useState<MapPoint | null>(null)
  // The zones the last unclear answer named: the map opens on them (the typed town, issue 24).
  const [mapZoneIds, setMapZoneIds] = useState<readonly string[]>([])
  const suggestions = useAddressSuggestions(text, open && !CAP.test(text.trim()))
  const request = useRef(0)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const settle = async (
    task: () => Promise<ZoneAnswer>,
    where: string,
    point: { lat: number; lng: number } | null,
    streets: AddressSuggestion[] = [],
    fromMap = false,
  ) => {
    const mine = ++request.current
    setOutcome({ kind: 'checking' })
    try {
      const answer = await task()
      if (mine !== request.current) return
      if (answer.status === 'unclear') {
        setOfferMap(true)
        setMapZoneIds(answer.candidates.map((zone) => zone.id))
      } else if (!fromMap) setOfferMap(false)
      if (answer.status === 'inside' && answer.zone) {
        setOutcome({ kind: 'inside', zoneName: answer.zoneName ?? answer.zone.name, where })
        rememberDeliveryZone(answer.zone)
        onResolved?.(answer.zone.id, point)
      } else {
        setOutcome({
          kind: 'refused',
          status: answer.status === 'unclear' ? 'unclear' : 'outside',
          message: answer.message ?? 'Per ora non consegniamo a questo indirizzo.',
          // A place outside the zones gets no street to choose from: never a Bari street for
          // Milano or Molfetta (issue 24).
          streets: answer.status === 'unclear' ? streets : [],
        })
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

  /** A point placed on the map: checked by itself, its polygon decides. */
  const checkPoint = (point: MapPoint) => {
    setMapPoint(point)
    void settle(() => zoneOfPoint(point), 'Il punto indicato sulla mappa', point, [], true)
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
    const street = isStreetQuery(query)
    let found: AddressSuggestion[] = suggestions
    if (found.length === 0) {
      try {
        found = await suggestAddresses(query)
      } catch (error) {
        // A street needs the geocoder; a place can still be checked by name.
        if (street) {
          setOutcome({
            kind: 'error',
            message: error instanceof ApiError ? error.message : 'Indirizzo non trovato.',
          })
          return
        }
      }
    }
    const [top] = found
    // A street in a town the geocoder has no streets of: the town decides, and the text stays as
    // typed ('Via Roma 5, Triggiano' is not rewritten to '70019 Triggiano').
    if (top && street && top.kind === 'town') {
      await settle(() => zoneOfPlace(top.city), query, null)
      return
    }
    // The top suggestion stands for the text only when the text names a street or it is a town.
    if (top && (street || top.kind === 'town')) {
      choose(top)
      return
    }
    if (street) {
      // A street the geocoder does not know in a town it can name: the town's answer, in the same
      // words as for the town alone ('Piazza del Duomo, Milano' as 'Milano').
      const town = typedTown(query)
      if (town) {
        await settle(() => zoneOfPlace(town), query, null)
        return
      }
      setOutcome({
        kind: 'error',
        message:
          'Indirizzo non trovato. Controlla come è scritto, aggiungi il comune oppure prova con il CAP.',
      })
      return
    }
    // A bare name ('Altamura', 'Torre a Mare'): the place itself; when it is unclear, the streets of
    // that name in the zones to choose from.
    await settle(() => zoneOfPlace(query), query, null, streetsNamed(query, found))
  }

  const streets = outcome.kind === 'refused' ? outcome.streets : []
  const allInBari = streets.every((suggestion) => suggestion.city === 'Bari')
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
        {outcome.kind === 'refused' ? (
          <div data-testid="zone-check-ko" data-status={outcome.status}>
            {/* Outside: the map shows where we deliver. Unclear: the message asks for the point on
                the map, which the button below offers (not a link to another page). */}
            {outcome.status === 'outside' ? (
              <p className="zone-check__ko">
                {outcome.message} <Link to="/zone-map">Apri la mappa delle zone di consegna</Link>
              </p>
            ) : (
              <p className="zone-check__unclear">{outcome.message}</p>
            )}
            {streets.length > 0 ? (
              <div className="zone-check__streets">
                <p id={`${inputId}-streets`}>
                  {allInBari ? 'Cercavi una via di Bari?' : 'Cercavi una di queste vie?'} Scegli tra i
                  suggerimenti:
                </p>
                <ul aria-labelledby={`${inputId}-streets`}>
                  {streets.map((suggestion) => (
                    <li key={`${suggestion.label}-${suggestion.lat}-${suggestion.lng}`}>
                      <button
                        type="button"
                        className="button button--link"
                        onClick={() => choose(suggestion)}
                      >
                        {suggestion.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        {outcome.kind === 'error' ? <p className="zone-check__error">{outcome.message}</p> : null}
      </div>
      {/* Outside the live region, so that it stays put while the point is checked (focus returns to it). */}
      {offerMap ? (
        <div className="zone-check__map">
          <MapPointButton
            point={mapPoint}
            zoneIds={mapZoneIds}
            onConfirm={checkPoint}
            className="button button--primary"
          />
        </div>
      ) : null}
    </section>
  )
}
