import { systemClock } from '@shop/clock'
import { dayNumberOfIso, deliveryDateLabel } from '@shop/slots'
import { Spinner, useToast } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toApiError } from '../../lib/api'
import { DayPicker } from '../../lib/day-picker'
import { romeToday } from '../../lib/format'
import { useFilters } from '../../lib/search-params'
import { assignVan, driverKeys, type RosterDriver, vanDriversQuery } from './api/drivers'
import { assignmentMessage, driverChoices } from './van-assignment'

const FILTERS = ['date'] as const
const NOBODY = ''

/**
 * 'Furgoni del giorno': for a date (today in Rome unless ?date= says otherwise), every van of the
 * zones in force with a select of the roster's drivers or 'Nessun autista', saved as soon as it
 * changes (PUT /api/admin/van-drivers) and confirmed by a toast. The select shows the choice while
 * it is sent; a refusal is said under the vans and the day is read again.
 */
export function VanDrivers({ drivers }: { drivers: RosterDriver[] | null }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [filters, setFilters] = useFilters(FILTERS)
  const today = romeToday()
  const date = filters.date || today
  const valid = dayNumberOfIso(date) !== null
  const vans = useQuery({ ...vanDriversQuery(date), enabled: valid })
  const [pending, setPending] = useState<{ vehicle: string; value: string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  const change = async (vehicle: string, value: string) => {
    if (pending || !vans.data) return
    const before = vans.data.vans
    setPending({ vehicle, value })
    setError(null)
    try {
      const answer = await assignVan({ date, vehicle, userId: value === NOBODY ? null : Number(value) })
      queryClient.setQueryData(driverKeys.vans(answer.date), answer)
      toast.show(assignmentMessage(before, answer.vans, vehicle), { tone: 'success' })
    } catch (failure) {
      setError(toApiError(failure).message)
      void queryClient.invalidateQueries({ queryKey: driverKeys.vans(date) })
    } finally {
      setPending(null)
    }
  }

  return (
    <section className="panel stack drivers__vans" aria-labelledby="van-drivers-title">
      <h2 id="van-drivers-title">Furgoni del giorno</h2>
      <DayPicker
        className="filters"
        formLabel="Data dei furgoni"
        label="Data"
        date={date}
        onChange={(next) => setFilters({ date: next })}
        shortcuts={[
          { label: 'Oggi', date: today },
          { label: 'Domani', date: romeToday(systemClock(), 1) },
        ]}
      />
      {valid ? (
        <p className="muted">
          Chi guida ogni furgone {date === today ? 'oggi, ' : ''}
          {deliveryDateLabel(date)}: l'autista vede nell'app solo le consegne del suo furgone di oggi.
        </p>
      ) : (
        <p role="alert" className="form-error">
          Scegli una data.
        </p>
      )}
      {vans.error ? (
        <p role="alert" className="form-error">
          {vans.error.message}
        </p>
      ) : null}
      {valid && !vans.data && vans.isFetching ? <Spinner /> : null}
      {vans.data && vans.data.vans.length === 0 ? (
        <p>Nessun furgone nelle zone di consegna: assegnali alle zone in «Zone».</p>
      ) : null}
      {vans.data && vans.data.vans.length > 0 ? (
        <ul className="drivers__van-list" aria-busy={pending !== null}>
          {vans.data.vans.map((van) => {
            const sending = pending?.vehicle === van.vehicle
            const value = sending ? pending.value : van.driver ? String(van.driver.userId) : NOBODY
            return (
              <li key={van.vehicle} className="drivers__van">
                <label className="field">
                  <span>{van.vehicle}</span>
                  <select
                    value={value}
                    aria-disabled={pending !== null || undefined}
                    onChange={(event) => void change(van.vehicle, event.target.value)}
                  >
                    <option value={NOBODY}>Nessun autista</option>
                    {driverChoices(drivers ?? [], van.driver).map((driver) => (
                      <option key={driver.userId} value={String(driver.userId)}>
                        {driver.name}
                      </option>
                    ))}
                  </select>
                </label>
                {sending ? <span className="muted">Salvataggio…</span> : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
