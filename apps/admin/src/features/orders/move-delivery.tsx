import type { AdminOrderView } from '@shop/api/contract'
import { deliveryDateLabel } from '@shop/slots'
import { useToast } from '@shop/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { toApiError } from '../../lib/api'
import { zonesQuery } from '../../lib/zones-query'
import { moveOrderDelivery, zoneCalendarQuery, zoneSlotsQuery } from './api/orders'

/**
 * 'Sposta la consegna': another date and slot of the order's zone, from the days its calendar
 * offers and the slots each day has (full, closed or past ones listed, not choosable). Offered by
 * the order's detail when a reopening is refused (the day is past, or the slot full), and on demand.
 * The server decides whether the van still has room (PUT /api/admin/orders/:id/delivery).
 */
export function MoveDelivery({
  order,
  onMoved,
  onCancel,
}: {
  order: AdminOrderView
  onMoved: () => void
  onCancel: () => void
}) {
  const ids = { date: useId(), slot: useId() }
  const toast = useToast()
  const zones = useQuery(zonesQuery())
  const zoneId = zones.data?.zones.find((zone) => zone.name === order.delivery.zoneName)?.id ?? null
  const calendar = useQuery(zoneCalendarQuery(zoneId))
  const [chosenDate, setChosenDate] = useState('')
  const date = chosenDate || calendar.data?.dates[0]?.date || ''
  const slots = useQuery(zoneSlotsQuery(zoneId, date))
  const [slot, setSlot] = useState('')
  const [error, setError] = useState<string | null>(null)
  const move = useMutation({ mutationFn: moveOrderDelivery })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!date || !slot) return
    setError(null)
    try {
      await move.mutateAsync({ id: order.id, date, slot })
      toast.show(`Ordine n. ${order.number}: consegna spostata a ${deliveryDateLabel(date)}, ${slot}`, {
        tone: 'success',
      })
      onMoved()
    } catch (failure) {
      setError(toApiError(failure).message)
    }
  }

  if (zones.data && zoneId === null)
    return (
      <p role="alert" className="form-error">
        Questo ordine non ha una zona di consegna che il negozio conosca: la consegna si sposta da
        WooCommerce.
      </p>
    )
  return (
    <form className="panel stack" aria-label="Sposta la consegna" onSubmit={submit}>
      <h3>Sposta la consegna</h3>
      <div className="actions">
        <label className="field" htmlFor={ids.date}>
          <span>Giorno</span>
          <select
            id={ids.date}
            value={date}
            disabled={!calendar.data}
            onChange={(event) => {
              setChosenDate(event.target.value)
              setSlot('')
            }}
          >
            {(calendar.data?.dates ?? []).map((day) => (
              <option key={day.date} value={day.date}>
                {deliveryDateLabel(day.date)}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={ids.slot}>
          <span>Fascia oraria</span>
          <select
            id={ids.slot}
            value={slot}
            disabled={!slots.data}
            onChange={(event) => setSlot(event.target.value)}
          >
            <option value="">{slots.isPending && date ? 'Caricamento…' : 'Scegli…'}</option>
            {(slots.data?.slots ?? []).map((choice) => (
              <option key={choice.slot} value={choice.slot} disabled={!choice.bookable}>
                {choice.slot}
                {choice.vehicle ? ` · ${choice.vehicle}` : ''}
                {choice.label ? ` · ${choice.label}` : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      {calendar.error || slots.error ? (
        <p role="alert" className="form-error">
          {toApiError(calendar.error ?? slots.error).message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={!slot || move.isPending}>
          {move.isPending ? 'Salvataggio…' : 'Sposta'}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={move.isPending}>
          Annulla
        </button>
      </div>
    </form>
  )
}
