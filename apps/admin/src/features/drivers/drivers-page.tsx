import { Modal, Spinner, useToast } from '@shop/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toApiError } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AddDriverForm } from './add-driver-form'
import { driverKeys, type RosterDriver, removeDriver, rosterQuery } from './api/drivers'
import { VanDrivers } from './van-drivers'
import './drivers.css'

/**
 * /admin/drivers ('Autisti'): the shop's driver roster (WooCommerce accounts that may sign in to
 * the driver's app), 'Aggiungi autista' by an account's e-mail, 'Rimuovi' after a confirmation,
 * and below, the vans of a day with the driver of each ('Furgoni del giorno').
 */
export function DriversPage() {
  useDocumentTitle('Autisti')
  const toast = useToast()
  const queryClient = useQueryClient()
  const roster = useQuery(rosterQuery())
  const [removing, setRemoving] = useState<RosterDriver | null>(null)
  const drivers = roster.data?.drivers ?? null

  return (
    <section className="stack drivers">
      <div className="page-head">
        <h1>Autisti</h1>
        {drivers ? (
          <p className="muted" aria-live="polite">
            {drivers.length === 1 ? '1 autista' : `${drivers.length} autisti`}
          </p>
        ) : null}
      </div>
      <p className="muted">
        Gli autisti entrano nell'app dei furgoni con il proprio account del sito. Togliere qualcuno
        dall'elenco gli chiude subito l'accesso e lo toglie dai furgoni da oggi in poi.
      </p>
      <AddDriverForm
        onAdded={(answer, email) => {
          queryClient.setQueryData(driverKeys.roster, answer)
          const added = answer.drivers.find((driver) => driver.email.toLowerCase() === email.toLowerCase())
          toast.show(`${added?.name ?? email} è tra gli autisti`, { tone: 'success' })
        }}
      />
      {roster.error ? (
        <p role="alert" className="form-error">
          {roster.error.message}
        </p>
      ) : null}
      {!drivers && roster.isFetching ? <Spinner /> : null}
      {drivers ? (
        <div className="table-wrap">
          <table className="data">
            <caption className="visually-hidden">Autisti</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Telefono</th>
                <th scope="col">
                  <span className="visually-hidden">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drivers.length === 0 ? (
                <tr>
                  <td colSpan={4}>Nessun autista: aggiungi il primo con l'e-mail del suo account.</td>
                </tr>
              ) : null}
              {drivers.map((driver) => (
                <tr key={driver.userId}>
                  <th scope="row">{driver.name}</th>
                  <td>{driver.email || '—'}</td>
                  <td>{driver.phone || '—'}</td>
                  <td className="num">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Rimuovi ${driver.name}`}
                      onClick={() => setRemoving(driver)}
                    >
                      Rimuovi
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <VanDrivers drivers={drivers} />
      <RemoveDriverDialog driver={removing} onClose={() => setRemoving(null)} />
    </section>
  )
}

/** 'Rimuovere … dagli autisti?': asked before the roster loses someone (their access ends at once). */
function RemoveDriverDialog({ driver, onClose }: { driver: RosterDriver | null; onClose: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const removal = useMutation({ mutationFn: removeDriver })
  const close = () => {
    setError(null)
    onClose()
  }
  const remove = async () => {
    if (!driver) return
    setError(null)
    try {
      const answer = await removal.mutateAsync(driver.userId)
      queryClient.setQueryData(driverKeys.roster, answer)
      // Taken out of the vans from today on: every day's assignments are read again.
      void queryClient.invalidateQueries({ queryKey: driverKeys.allVans })
      toast.show(`${driver.name} non è più tra gli autisti`, { tone: 'success' })
      onClose()
    } catch (failure) {
      setError(toApiError(failure).message)
      void queryClient.invalidateQueries({ queryKey: driverKeys.roster })
    }
  }

  return (
    <Modal
      open={driver !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={`Rimuovere ${driver?.name ?? 'l’autista'} dagli autisti?`}
      description="Non potrà più entrare nell'app dei furgoni e lascerà i furgoni assegnati da oggi in poi. Il suo account del sito resta com'è."
    >
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button button--danger" onClick={remove} disabled={removal.isPending}>
          {removal.isPending ? 'Rimozione…' : 'Rimuovi'}
        </button>
        <button type="button" className="button" onClick={close} disabled={removal.isPending}>
          Annulla
        </button>
      </div>
    </Modal>
  )
}
