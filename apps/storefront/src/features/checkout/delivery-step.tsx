import { type FieldErrors, FORM_MESSAGES } from '@shop/forms'
import { deliveryDateLabel } from '@shop/slots'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf } from '../../lib/account/use-submit'
import { ApiError } from '../../lib/api'
import { type DaySlots, holdSlot } from '../../lib/checkout/checkout-api'
import { calendarQuery, slotsQuery } from './api/checkout'
import type { DeliveryChoice } from './checkout-form'
import { holdEndTime, shownSlots, slotToChoose } from './delivery-slots'

const NO_SLOTS: DaySlots['slots'] = []
const NO_DATES: { date: string }[] = []

/** The place this checkout holds: which slot, until when. */
interface Held {
  zoneId: string
  date: string
  slot: string
  until: string
}

/**
 * Step 3, "Giorno e fascia oraria": the delivery calendar (without the days closed for the
 * address's zone, once known), and the day's slots in that zone: full ones shown as 'Esaurita'
 * and not choosable, those with few places left as 'Ultimi posti'. The first date and the first
 * bookable (preferred) slot are chosen for the customer; a slot no longer bookable is dropped.
 * A slot the customer chooses is held for 15 minutes with the checkout's `hold` id (the order
 * takes that place); when it filled up meanwhile, the slots are loaded again and the customer
 * chooses another. A new `refresh` loads the slots again (one was just taken).
 */
export function DeliveryStep({
  zoneId,
  value,
  onChange,
  errors,
  refresh,
  hold,
}: {
  /** The zone of the delivery address, once known. */
  zoneId: string | null
  value: DeliveryChoice
  onChange(update: (value: DeliveryChoice) => DeliveryChoice): void
  errors: FieldErrors<keyof DeliveryChoice>
  refresh: number
  /** The checkout's slot hold id (checkout-key.ts slotHoldId). */
  hold: string
}) {
  const ids = { date: useId(), slots: useId() }
  const { date, slot } = value
  const calendar = useQuery(calendarQuery(zoneId))
  const slots = useQuery(slotsQuery(date, zoneId))
  const allSlots = slots.data?.slots ?? NO_SLOTS
  const slotList = useMemo(() => shownSlots(allSlots), [allSlots])
  const [held, setHeld] = useState<Held | null>(null)
  /** Why the chosen slot could not be held (it filled up): the customer chooses again. */
  const [holdFailure, setHoldFailure] = useState<string | null>(null)
  /** The slot is chosen but not held: this visitor already holds two elsewhere (429 too_many_holds). */
  const [notHeld, setNotHeld] = useState(false)
  const holding = useRef(0)
  // A new `refresh` (a slot was just taken) asks for the day's slots again.
  const refreshed = useRef(refresh)
  const { refetch } = slots
  useEffect(() => {
    if (refreshed.current === refresh) return
    refreshed.current = refresh
    void refetch()
  }, [refresh, refetch])

  const dates = calendar.data?.dates ?? NO_DATES
  const first = dates[0]?.date
  // The first date, and another one when the zone's calendar no longer has the chosen one.
  useEffect(() => {
    if (first && !dates.some((d) => d.date === date)) onChange((v) => ({ ...v, date: first }))
  }, [first, dates, date, onChange])
  useEffect(() => {
    if (!slots.data) return
    const target = slotToChoose(slotList, slot, holdFailure !== null)
    if (target !== slot) onChange((v) => ({ ...v, slot: target }))
  }, [slots.data, slotList, slot, holdFailure, onChange])

  /** The customer chose `chosen`: it is held for this checkout (POST /api/delivery/holds). */
  const choose = (chosen: string) => {
    onChange((v) => ({ ...v, slot: chosen }))
    setHoldFailure(null)
    setNotHeld(false)
    if (!zoneId || !date) return
    const request = ++holding.current
    holdSlot({ zoneId, date, slot: chosen, hold })
      .then((answer) => {
        if (request === holding.current) setHeld({ zoneId, date, slot: chosen, until: answer.expiresAt })
      })
      .catch((error: unknown) => {
        if (request !== holding.current) return
        setHeld(null)
        if (error instanceof ApiError && (error.code === 'slot_full' || error.code === 'slot_unavailable')) {
          // Taken meanwhile: the day's places again, and the customer chooses another slot.
          setHoldFailure(error.message)
          onChange((v) => ({ ...v, slot: '' }))
          void refetch()
        } else if (error instanceof ApiError && error.code === 'too_many_holds') {
          // Two slots already held from this connection (other tabs, other checkouts): the slot
          // stays chosen, unheld, and the customer is told that it is booked only with the order.
          setNotHeld(true)
        }
        // Otherwise (too many tries, no network) the order still takes its place when placed.
      })
  }

  const heldNow =
    held && held.zoneId === zoneId && held.date === date && held.slot === slot
      ? holdEndTime(held.until)
      : null
  return (
    <fieldset className="checkout-section">
      <legend>
        <span className="checkout-step" aria-hidden="true">
          3
        </span>
        Giorno e fascia oraria
      </legend>
      {calendar.isError ? <FormMessage tone="error">{failureOf(calendar.error).message}</FormMessage> : null}
      {/* Only when orddd failed: a store without the plugin uses its own calendar and says nothing. */}
      {calendar.data?.source === 'fallback' && calendar.data.message ? (
        <p className="form-field__hint" data-testid="calendar-fallback">
          {calendar.data.message}: ti mostriamo i prossimi giorni di consegna, domeniche escluse.
        </p>
      ) : null}
      <div className={errors.date ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={ids.date}>Giorno di consegna</label>
        <select
          id={ids.date}
          value={date}
          onChange={(event) => {
            const date = event.target.value
            onChange((v) => ({ ...v, date }))
          }}
          aria-invalid={errors.date ? true : undefined}
          disabled={!calendar.data}
        >
          {calendar.isPending ? <option value="">Caricamento delle date…</option> : null}
          {dates.map((d) => (
            <option key={d.date} value={d.date}>
              {deliveryDateLabel(d.date)}
            </option>
          ))}
        </select>
        {errors.date ? <p className="form-field__error">{errors.date}</p> : null}
      </div>
      <fieldset className="slot-choice" aria-describedby={`${ids.slots}-note`}>
        <legend>Fascia oraria</legend>
        <div id={`${ids.slots}-note`}>
          {!zoneId ? (
            <p className="form-field__hint">Indica prima l’indirizzo: le fasce dipendono dalla zona.</p>
          ) : null}
          {slots.isPending && zoneId ? <p role="status">Cerco le fasce disponibili…</p> : null}
          {slots.isError ? <FormMessage tone="error">{failureOf(slots.error).message}</FormMessage> : null}
          {slots.data?.message ? (
            <p className="form-field__hint" data-testid="slots-fallback">
              {slots.data.message}: ti mostriamo le fasce standard della giornata.
            </p>
          ) : null}
          {slots.data && !slotList.some((s) => s.bookable) ? (
            <p>Per questo giorno non ci sono più fasce libere nella tua zona: scegli un altro giorno.</p>
          ) : null}
        </div>
        <div className="slot-choice__list">
          {slotList.map((choice) => (
            <label
              key={choice.slot}
              className={[
                'slot-option',
                choice.slot === slot ? 'is-active' : '',
                choice.state === 'full' ? 'is-full' : '',
                choice.state === 'few' ? 'is-few' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-testid="slot-option"
            >
              <input
                type="radio"
                name="slot"
                value={choice.slot}
                checked={choice.slot === slot}
                disabled={!choice.bookable}
                onChange={() => choose(choice.slot)}
                // The preselected slot, clicked: the customer's choice too (a click on a checked radio changes nothing).
                onClick={() => {
                  if (choice.slot === slot) choose(choice.slot)
                }}
              />
              <span>{choice.slot}</span>
              {choice.preferred && choice.bookable ? (
                <span className="badge badge--accent">Consigliata</span>
              ) : null}
              {choice.label ? (
                <span className={choice.state === 'few' ? 'badge badge--few' : 'slot-option__label'}>
                  {choice.label}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        <div aria-live="polite" data-testid="slot-hold">
          {holdFailure ? <FormMessage tone="error">{holdFailure}</FormMessage> : null}
          {notHeld ? (
            <FormMessage tone="info">
              Non possiamo tenerti da parte questa fascia: da questa connessione ne stai già tenendo due (in
              altre schede o altri ordini in corso). Puoi comunque completare l’ordine: la fascia si prenota
              quando lo confermi, se è ancora libera.
            </FormMessage>
          ) : null}
          {heldNow ? (
            <p className="form-field__hint">
              Ti teniamo questa fascia per 15 minuti (fino alle {heldNow}): completa l’ordine entro allora.
            </p>
          ) : null}
        </div>
        {/* 'Scegli la fascia oraria' is moot once a slot is chosen (confirmed while the slots loaded). */}
        {errors.slot && !(slot && errors.slot === FORM_MESSAGES.slotRequired) ? (
          <p className="form-field__error">{errors.slot}</p>
        ) : null}
      </fieldset>
    </fieldset>
  )
}
