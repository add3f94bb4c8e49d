import { type FieldErrors, postcodeSchema } from '@shop/forms'
import { isSamePlace } from '@shop/geocoding'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { addressBookQuery, type BookAddressView } from '../../lib/account/address-book-api'
import {
  AddressFields,
  type AddressKey,
  type AddressValues,
  withSuggestion,
} from '../../lib/address/address-fields'
import { zoneOfTypedAddress } from '../../lib/checkout/checkout-api'
import { MapPointButton } from '../../lib/zone-check/map-point-button'
import {
  type AddressSuggestion,
  type MapPoint,
  type ResolvedZone,
  suggestAddresses,
  type ZoneAnswer,
  zoneOfPlace,
  zoneOfPoint,
  zoneOfSuggestion,
} from '../../lib/zone-check/zone-check-api'
import { AddressBookChoice, SaveAddressBox, type SaveChoice, savedAddressOf } from './address-book-choice'

export type AddressForm = AddressValues
export type AddressField = AddressKey

export type ZoneState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'inside'; zone: ResolvedZone; name: string }
  /**
   * A street typed in a town that lies wholly in one zone, whose streets the geocoder does not
   * know: placed at the town centre, in that zone, until the customer confirms `line`
   * ('Via Roma 5, Triggiano: zona Triggiano'). The order cannot be placed before.
   */
  | { kind: 'confirm'; zone: ResolvedZone; name: string; line: string }
  /** The server's delivery promise refused it (outside) or cannot tell (unclear): its Italian message. */
  | { kind: 'outside'; message: string }
  /** Unclear: `zoneIds` are the zones the address may be in, where the map opens. */
  | { kind: 'unclear'; message: string; zoneIds: string[] }
  | { kind: 'error'; message: string }

export interface Located {
  zone: ZoneState
  coordinates: { lat: number; lng: number } | null
}

/** The zone state of the server's answer (the delivery promise). */
function zoneState(answer: ZoneAnswer): ZoneState {
  if (answer.status === 'inside' && answer.zone)
    return { kind: 'inside', zone: answer.zone, name: answer.zoneName ?? answer.zone.name }
  const message = answer.message ?? 'Questo indirizzo non rientra nelle zone in cui consegniamo.'
  return answer.status === 'unclear'
    ? { kind: 'unclear', message, zoneIds: answer.candidates.map((zone) => zone.id) }
    : { kind: 'outside', message }
}

/**
 * The delivery address of the checkout: the street with suggestions from the shop's geocoder
 * (choosing one fills town, CAP and province and gives the coordinates), the rest as plain fields.
 * When the address changes, its zone is found again and told to the page: a typed street takes the
 * coordinates the geocoder finds only when they are in the typed town (and CAP, when both are
 * known: @shop/geocoding isSamePlace); otherwise CAP and town decide, and an address they cannot
 * place in one zone is unclear (the server's message, and the suggestions or the map to fix it).
 * 'Indica il punto sulla mappa' lets the customer place the address on the zone map: the point is
 * resolved with what was typed and becomes the address's coordinates (the polygon decides, at
 * checkout too), until the street or the town changes.
 */
export function AddressSection({
  form,
  setForm,
  errors,
  located,
  onLocated,
  recipient,
  book,
}: {
  form: AddressForm
  setForm(update: (form: AddressForm) => AddressForm): void
  errors: FieldErrors<AddressField>
  located: Located
  onLocated(located: Located): void
  /**
   * A guest's checkout: the guest receives the order (name and phone from step 1, asked once)
   * unless `other`, 'Consegna a un’altra persona', asks the recipient's own. Null for a customer
   * with an account, whose address always shows its name and phone.
   */
  recipient: { other: boolean; onOtherChange(other: boolean): void } | null
  /**
   * A signed-in customer's address book (issue 27): choose a saved address, or type another and
   * keep it with 'Salva questo indirizzo nella rubrica'. Null for a guest.
   */
  book: { save: SaveChoice; onSaveChange(save: SaveChoice): void } | null
}) {
  const otherId = useId()
  const request = useRef(0)
  const mapArea = useRef<HTMLDivElement>(null)
  const set = (name: AddressField) => (value: string) => {
    setForm((f) => ({ ...f, [name]: value }))
    // The street or the town changed: the coordinates were those of the address before, and a
    // look-up under way is stale. (A CAP or a province added to a chosen street changes neither.)
    const moved = name === 'address1' || name === 'city'
    // Without coordinates the CAP decides the zone: a new CAP is looked up again.
    if (moved || (name === 'postcode' && !located.coordinates)) {
      request.current++
      onLocated({ zone: { kind: 'idle' }, coordinates: null })
    }
  }

  const settle = async (work: () => Promise<Located>) => {
    const mine = ++request.current
    onLocated({ zone: { kind: 'checking' }, coordinates: null })
    try {
      const result = await work()
      if (mine === request.current) onLocated(result)
    } catch (error) {
      if (mine === request.current)
        onLocated({
          zone: {
            kind: 'error',
            message:
              error instanceof Error && error.message
                ? error.message
                : 'Non è stato possibile verificare l’indirizzo. Riprova.',
          },
          coordinates: null,
        })
    }
  }

  const fromSuggestion = async (suggestion: AddressSuggestion): Promise<Located> => {
    const answer = await zoneOfSuggestion(suggestion)
    return { coordinates: { lat: suggestion.lat, lng: suggestion.lng }, zone: zoneState(answer) }
  }

  /** A point placed on the map: its zone, with the typed address, and it becomes the coordinates. */
  const placeOnMap = (point: MapPoint) => {
    void settle(async () => {
      const answer = await zoneOfPoint(point, {
        address: form.address1,
        postalCode: form.postcode,
        city: form.city,
        province: form.province,
      })
      return { coordinates: point, zone: zoneState(answer) }
    })
  }

  /**
   * A street typed in a town the geocoder knows only as a whole (no street data there): placed at
   * the town centre when the town lies wholly in one zone (the town alone names one zone, and its
   * centre is in it), for the customer to confirm; else null, and CAP and town decide as for any
   * typed address (a town of several zones, like Modugno or Bari, is unclear: the map decides).
   */
  const inTown = async (town: AddressSuggestion, address: AddressForm): Promise<Located | null> => {
    const street = address.address1.trim().replace(/\s+/g, ' ')
    if (street === '') return null
    const centre = { lat: town.lat, lng: town.lng }
    const [byTown, atCentre] = await Promise.all([
      zoneOfPlace(town.city),
      zoneOfPoint(centre, {
        address: street,
        postalCode: address.postcode,
        city: address.city,
        province: address.province,
      }),
    ])
    if (byTown.status !== 'inside' || atCentre.status !== 'inside' || !atCentre.zone) return null
    if (byTown.zone?.id !== atCentre.zone.id) return null
    const name = atCentre.zoneName ?? atCentre.zone.name
    return {
      coordinates: centre,
      zone: { kind: 'confirm', zone: atCentre.zone, name, line: `${street}, ${town.city}: zona ${name}` },
    }
  }

  const choose = (suggestion: AddressSuggestion) => {
    const next = withSuggestion(form, suggestion)
    setForm((f) => withSuggestion(f, suggestion))
    if (suggestion.kind === 'street') {
      void settle(() => fromSuggestion(suggestion))
      return
    }
    // A town: the street typed stays. Without one, the zone waits for it (the focus goes there).
    if (next.address1.trim() === '') {
      request.current++
      onLocated({ zone: { kind: 'idle' }, coordinates: null })
      return
    }
    void settle(
      async () =>
        (await inTown(suggestion, next)) ?? {
          coordinates: null,
          zone: zoneState(await zoneOfTypedAddress(next)),
        },
    )
  }

  /** The customer confirms a street placed at the town centre: the zone is the town's. */
  const confirmInTown = () => {
    if (located.zone.kind !== 'confirm') return
    request.current++
    onLocated({
      coordinates: located.coordinates,
      zone: { kind: 'inside', zone: located.zone.zone, name: located.zone.name },
    })
    // The button goes: the focus stays nearby, on the map's (to move the point, if need be).
    requestAnimationFrame(() => mapArea.current?.querySelector('button')?.focus())
  }

  /** A typed address: its coordinates from the geocoder when it knows the street, else CAP and town. */
  const locate = () => {
    if (located.zone.kind !== 'idle') return
    const { address1, city, postcode } = form
    if (!address1.trim() || !city.trim() || !postcodeSchema.safeParse(postcode).success) return
    void settle(async () => {
      const results = await suggestAddresses(`${address1.trim()}, ${postcode.trim()} ${city.trim()}`).catch(
        (): AddressSuggestion[] => [],
      )
      const [found] = results
      const typed = { city, postalCode: postcode }
      if (found && found.kind === 'street' && isSamePlace(found, typed)) return fromSuggestion(found)
      // A town the geocoder has no streets of: the street as typed, at the town centre.
      const town = results.find((result) => result.kind === 'town' && isSamePlace(result, typed))
      const placed = town ? await inTown(town, form) : null
      return placed ?? { coordinates: null, zone: zoneState(await zoneOfTypedAddress(form)) }
    })
  }

  // A saved address (the account's) is looked up once, as if it had just been typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the section first shows
  useEffect(() => locate(), [])

  const saved = useQuery({ ...addressBookQuery(), enabled: book !== null })
  const entries = saved.data?.addresses ?? []
  const chosen = savedAddressOf(form, entries)
  /** A saved address: its fields, and its zone from its point (as typed when it has none). */
  const chooseSaved = (entry: BookAddressView | null) => {
    if (!entry) {
      setForm((f) => ({
        ...f,
        company: '',
        address1: '',
        address2: '',
        city: '',
        postcode: '',
        province: 'BA',
      }))
      request.current++
      onLocated({ zone: { kind: 'idle' }, coordinates: null })
      return
    }
    const next = {
      ...form,
      ...entry.address,
      company: entry.address.company ?? '',
      address2: entry.address.address2 ?? '',
    }
    setForm(() => next)
    const point = entry.coordinates
    void settle(async () =>
      point
        ? {
            coordinates: point,
            zone: zoneState(
              await zoneOfPoint(point, {
                address: next.address1,
                postalCode: next.postcode,
                city: next.city,
                province: next.province,
              }),
            ),
          }
        : { coordinates: null, zone: zoneState(await zoneOfTypedAddress(next)) },
    )
  }
  // Nothing typed yet (no account address, no draft): the book's default is the address.
  const defaultEntry = entries.find((entry) => entry.isDefault)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the book arrives
  useEffect(() => {
    if (defaultEntry && form.address1.trim() === '') chooseSaved(defaultEntry)
  }, [defaultEntry?.id])

  return (
    <fieldset className="checkout-section" onBlur={locate}>
      <legend>
        <span className="checkout-step" aria-hidden="true">
          2
        </span>
        Indirizzo di consegna
      </legend>
      {recipient ? (
        <div className="checkout-recipient">
          <div className="form-check">
            <input
              id={otherId}
              type="checkbox"
              checked={recipient.other}
              aria-describedby={`${otherId}-hint`}
              onChange={(event) => {
                const other = event.target.checked
                // Back to the guest: the other person's name and phone go (a kept draft would
                // otherwise reopen on them).
                if (!other) setForm((f) => ({ ...f, firstName: '', lastName: '', phone: '' }))
                recipient.onOtherChange(other)
              }}
            />
            <label htmlFor={otherId}>Consegna a un’altra persona</label>
          </div>
          <p id={`${otherId}-hint`} className="form-field__hint">
            {recipient.other
              ? 'Scrivi il nome e il telefono di chi riceve la spesa: l’autista chiama quel numero.'
              : 'Consegniamo a te, al nome e al telefono che hai indicato sopra.'}
          </p>
        </div>
      ) : null}
      {book && entries.length > 0 ? (
        <AddressBookChoice book={entries} chosen={chosen} onChoose={chooseSaved} />
      ) : null}
      <AddressFields
        values={form}
        recipient={!recipient || recipient.other}
        onChange={(name, value) => set(name)(value)}
        onChoose={choose}
        errors={errors}
        phone={{
          label: 'Telefono per la consegna',
          required: true,
          hint: 'L’autista ti chiama se non trova il citofono.',
        }}
        autoCompleteSection="shipping"
      />
      {book && saved.data && !chosen ? (
        <SaveAddressBox
          value={book.save}
          onChange={book.onSaveChange}
          full={entries.length >= saved.data.max ? saved.data.max : null}
          first={entries.length === 0}
        />
      ) : null}
      <div className="checkout-zone" role="status" aria-live="polite" data-testid="checkout-zone">
        {located.zone.kind === 'checking' ? <p>Cerco la zona di consegna…</p> : null}
        {located.zone.kind === 'inside' ? (
          <p className="zone-check__ok">
            Zona di consegna: <strong>{located.zone.name}</strong>
          </p>
        ) : null}
        {located.zone.kind === 'confirm' ? (
          <p className="zone-check__unclear">
            Non abbiamo lo stradario di {form.city.trim()}: consegniamo alla via che hai scritto, nella zona
            del comune. Confermalo: <strong data-testid="checkout-zone-line">{located.zone.line}</strong>
          </p>
        ) : null}
        {located.zone.kind === 'outside' ? (
          <p className="zone-check__ko">
            <strong>{located.zone.message}</strong>{' '}
            <Link to="/zone-map">Apri la mappa delle zone di consegna</Link>
          </p>
        ) : null}
        {located.zone.kind === 'unclear' ? (
          <p className="zone-check__unclear">{located.zone.message}</p>
        ) : null}
        {located.zone.kind === 'error' ? <p className="zone-check__error">{located.zone.message}</p> : null}
      </div>
      {/* Outside the live region: it stays where it is while the zone is looked up (focus returns to it). */}
      <div className="checkout-zone__map" ref={mapArea}>
        {located.zone.kind === 'confirm' ? (
          <button type="button" className="button button--primary" onClick={confirmInTown}>
            Confermo l’indirizzo
          </button>
        ) : null}
        <MapPointButton
          point={located.coordinates}
          zoneIds={located.zone.kind === 'unclear' ? located.zone.zoneIds : []}
          onConfirm={placeOnMap}
          className={located.zone.kind === 'unclear' ? 'button button--primary' : 'button button--ghost'}
        />
      </div>
    </fieldset>
  )
}
