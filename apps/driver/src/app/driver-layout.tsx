import { useState } from 'react'
import { Outlet } from 'react-router'
import { useDriverData } from '../lib/driver-data'
import { timeOf } from '../lib/format'
import { useSession } from './session'

const actions = (count: number) => (count === 1 ? '1 azione' : `${count} azioni`)

/**
 * Every screen after the login: the bar with 'Esci', what the phone is waiting for (no signal, the
 * actions not yet sent, the ones the server refused), and the screen.
 */
export function DriverLayout() {
  const { user, logOut } = useSession()
  const { offlineSince, queue, sendNow } = useDriverData()
  const [confirming, setConfirming] = useState(false)
  const waiting = queue.entries.filter((entry) => entry.refused === null).length
  const refused = queue.entries.length - waiting

  const askLogOut = () => {
    if (queue.entries.length > 0) setConfirming(true)
    else void logOut()
  }

  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <header className="bar">
        <p className="bar__title">
          Bari Bevande <span className="bar__who">{user ? `· ${user.name}` : ''}</span>
        </p>
        <button type="button" className="button button--small" onClick={askLogOut}>
          Esci
        </button>
      </header>
      {confirming ? (
        <section className="notice notice--warning" aria-labelledby="logout-title">
          <h2 id="logout-title">Uscire con azioni non inviate?</h2>
          <p>
            Su questo telefono ci sono {actions(queue.entries.length)} non ancora registrate dal negozio.
            Restano sul telefono e partono al prossimo accesso.
          </p>
          <div className="actions">
            <button type="button" className="button button--danger" onClick={() => void logOut()}>
              Esci comunque
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Resta
            </button>
          </div>
        </section>
      ) : null}
      <div className="notices" role="status">
        {offlineSince ? (
          <p className="notice notice--offline">Sei offline: dati delle {timeOf(offlineSince)}</p>
        ) : null}
        {waiting > 0 ? (
          <div className="notice notice--waiting">
            <p>
              {waiting === 1 ? '1 azione in attesa di invio' : `${waiting} azioni in attesa di invio`}
              {queue.status === 'signed-out' ? ': accedi di nuovo per inviarle.' : '.'}
            </p>
            {queue.status === 'waiting' ? (
              <button type="button" className="button button--small" onClick={sendNow}>
                Invia ora
              </button>
            ) : null}
          </div>
        ) : null}
        {refused > 0 ? (
          <p className="notice notice--danger">
            {refused === 1
              ? '1 azione non accettata dal negozio: apri la fermata per rifarla.'
              : `${refused} azioni non accettate dal negozio: apri le fermate per rifarle.`}
          </p>
        ) : null}
      </div>
      <main id="contenuto" className="page">
        <Outlet />
      </main>
    </>
  )
}
