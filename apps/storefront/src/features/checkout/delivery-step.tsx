import type { FieldErrors } from '@shop/forms'
import { deliveryDateLabel } from '@shop/slots'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf } from '../../lib/account/use-submit'
import type { DaySlots } from '../../lib/checkout/checkout-api'
import { calendarQuery, slotsQuery } from './api/checkout'
import type { DeliveryChoice } from './checkout-form'

const NO_SLOTS: DaySlots['slots'] = []

/**
 * Step 3, "Giorno e fascia oraria": the delivery calendar, and the free slots of the chosen day in
 * the address's zone. The first date and the first (preferred) slot are chosen for the customer; a
 * slot no longer offered is dropped. A new `refresh` loads the slots again (one was just taken).
 */
export function DeliveryStep({
  zoneId,
  value,
  onChange,
  errors,
  refresh,
}: {
  /** The zone of the delivery address, once known. */
  zoneId: string | null
  value: DeliveryChoice
  onChange(update: (value: DeliveryChoice) => DeliveryChoice): void
  errors: FieldErrors<keyof DeliveryChoice>
  refresh: number
}) {
  const ids = { date: useId(), slots: useId() }
  const { date, slot } = value
  const calendar = useQuery(calendarQuery())
  const slots = useQuery(slotsQuery(date, zoneId))
  const slotList = slots.data?.slots ?? NO_SLOTS
  // A new `refresh` (a slot was just taken) asks for the day's slots again.
  const refreshed = useRef(refresh)
  const { refetch } = slots
  useEffect(() => {
    if (refreshed.current === refresh) return
    refreshed.current = refresh
    void refetch()
  }, [refresh, refetch])

  const first = calendar.data?.dates[0]?.date
  useEffect(() => {
    if (!date && first) onChange((v) => ({ ...v, date: first }))
  }, [first, date, onChange])
  useEffect(() => {
    if (!slots.data) return
    const firstSlot = slotList[0]?.slot ?? ''
    if (!slotList.some((s) => s.slot === slot)) onChange((v) => ({ ...v, slot: firstSlot }))
  }, [slots.data, slotList, slot, onChange])

  const dates = calendar.data?.dates ?? []
  return (
    <fieldset className="checkout-section">
      <legend>
        <span className="checkout-step" aria-hidden="true">
          3
        </span>
        Giorno e fascia oraria
      </legend>
      {calendar.isError ? <FormMessage tone="error">{failureOf(calendar.error).message}</FormMessage> : null}
      {calendar.data?.source === 'fallback' ? (
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
          {slots.data && slotList.length === 0 ? (
            <p>Per questo giorno non ci sono più fasce libere nella tua zona: scegli un altro giorno.</p>
          ) : null}
        </div>
        <div className="slot-choice__list">
          {slotList.map((choice) => (
            <label
              key={choice.slot}
              className={choice.slot === slot ? 'slot-option is-active' : 'slot-option'}
            >
              <input
                type="radio"
                name="slot"
                value={choice.slot}
                checked={choice.slot === slot}
                onChange={() => onChange((v) => ({ ...v, slot: choice.slot }))}
              />
              <span>{choice.slot}</span>
              {choice.preferred ? <span className="badge badge--accent">Consigliata</span> : null}
            </label>
          ))}
        </div>
        {errors.slot ? <p className="form-field__error">{errors.slot}</p> : null}
      </fieldset>
    </fieldset>
  )
}
