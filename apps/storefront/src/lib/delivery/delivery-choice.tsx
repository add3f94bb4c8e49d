import { FORM_MESSAGES } from '@shop/forms'
import { deliveryDateLabel } from '@shop/slots'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useMemo } from 'react'
import { FormMessage } from '../account/form-field'
import { failureOf } from '../account/use-submit'
import type { DaySlots } from '../checkout/checkout-api'
import { calendarQuery, slotsQuery } from './delivery-queries'
import { shownSlots, slotToChoose } from './delivery-slots'
import './delivery-choice.css'

const NO_SLOTS: DaySlots['slots'] = []
const NO_DATES: { date: string }[] = []

/** A delivery day and slot ('' while none is chosen). */
export interface DeliveryValue {
  date: string
  slot: string
}

/**
 * The calendar of the zone and the chosen day's slots (lib/delivery/delivery-queries.ts), with
 * the choice kept valid: the first date, or the zone's first one when its calendar no longer has
 * the chosen date; the current slot while it can be booked, else the first bookable (preferred)
 * one, or none when `chooseAgain` (the customer's slot filled up: they choose). Used by the
 * checkout's step 3 and the new delivery after a failed one.
 */
export function useDeliveryChoice({
  zoneId,
  value,
  onChange,
  chooseAgain,
}: {
  zoneId: string | null
  value: DeliveryValue
  onChange(update: (value: DeliveryValue) => DeliveryValue): void
  chooseAgain: boolean
}) {
  const { date, slot } = value
  const calendar = useQuery(calendarQuery(zoneId))
  const slots = useQuery(slotsQuery(date, zoneId))
  const allSlots = slots.data?.slots ?? NO_SLOTS
  const slotList = useMemo(() => shownSlots(allSlots), [allSlots])
  const dates = calendar.data?.dates ?? NO_DATES
  const first = dates[0]?.date
  // The first date, and another one when the zone's calendar no longer has the chosen one. Both
  // corrections read the choice as it is when they apply: the customer may have chosen meanwhile.
  useEffect(() => {
    if (first && !dates.some((d) => d.date === date))
      onChange((v) => (dates.some((d) => d.date === v.date) ? v : { ...v, date: first }))
  }, [first, dates, date, onChange])
  useEffect(() => {
    if (!slots.data || slotToChoose(slotList, slot, chooseAgain) === slot) return
    onChange((v) => {
      const target = slotToChoose(slotList, v.slot, chooseAgain)
      return target === v.slot ? v : { ...v, slot: target }
    })
  }, [slots.data, slotList, slot, chooseAgain, onChange])
  return { calendar, slots, dates, slotList }
}

export type DeliveryChoiceState = ReturnType<typeof useDeliveryChoice>

/**
 * The day and slot fields: the calendar's fallback message (only when orddd failed: a store
 * without the plugin uses its own calendar and says nothing), 'Giorno di consegna', and the
 * 'Fascia oraria' group: full slots shown as 'Esaurita' and not choosable, those with few places
 * left as 'Ultimi posti', the preferred ones 'Consigliata'. `onSlot` is the customer's own choice
 * (a click, also on the preselected slot); `after` goes at the end of the group (what the checkout
 * says of the slot it holds).
 */
export function DeliveryChoiceFields({
  state: { calendar, slots, dates, slotList },
  zoneId,
  value: { date, slot },
  onDate,
  onSlot,
  errors,
  withoutZone = null,
  after = null,
}: {
  state: DeliveryChoiceState
  zoneId: string | null
  value: DeliveryValue
  onDate(date: string): void
  onSlot(slot: string): void
  errors: Partial<Record<keyof DeliveryValue, string>>
  /** What to say while the zone is not known. */
  withoutZone?: ReactNode
  after?: ReactNode
}) {
  const ids = { date: useId(), slots: useId() }
  return (
    <>
      {calendar.isError ? <FormMessage tone="error">{failureOf(calendar.error).message}</FormMessage> : null}
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
          onChange={(event) => onDate(event.target.value)}
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
          {!zoneId ? withoutZone : null}
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
                onChange={() => onSlot(choice.slot)}
                // The preselected slot, clicked: the customer's choice too (a click on a checked radio changes nothing).
                onClick={() => {
                  if (choice.slot === slot) onSlot(choice.slot)
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
        {after}
        {/* 'Scegli la fascia oraria' is moot once a slot is chosen (confirmed while the slots loaded). */}
        {errors.slot && !(slot && errors.slot === FORM_MESSAGES.slotRequired) ? (
          <p className="form-field__error">{errors.slot}</p>
        ) : null}
      </fieldset>
    </>
  )
}
