import type { ConnectionTestAnswer } from '@shop/api/contract'
import { systemClock } from '@shop/clock'
import { useState } from 'react'
import { api, toApiError } from '../../lib/api'

const ranOn = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const ranAt = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

interface Result {
  ok: boolean
  message: string
  at: Date
}

/**
 * 'Prova la connessione': the API server reads one product and one customer from WooCommerce
 * (SPEC.md section 7) and answers one of SPEC.md section 8's messages, shown here as it is.
 */
export function ConnectionTest() {
  const [running, setRunning] = useState(false)
  const [result, setResult] = useState<Result | null>(null)

  const run = async () => {
    setRunning(true)
    setResult(null)
    try {
      const answer = await api<ConnectionTestAnswer>('POST', '/admin/connection-test', { body: {} })
      setResult({ ok: answer.ok, message: answer.message, at: systemClock() })
    } catch (failure) {
      setResult({ ok: false, message: toApiError(failure).message, at: systemClock() })
    } finally {
      setRunning(false)
    }
  }

  return (
    <section className="panel connection" aria-labelledby="connection-title">
      <h2 id="connection-title">Connessione a WooCommerce</h2>
      <p className="muted">
        Controlla che il server del negozio raggiunga WooCommerce leggendo un prodotto e un cliente. Le chiavi
        di accesso restano sul server: non compaiono e non si modificano qui.
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={run} disabled={running}>
          {running ? 'Prova in corso…' : 'Prova la connessione'}
        </button>
      </div>
      <div role="status" aria-atomic="true" className="connection__outcome">
        {result ? (
          <div
            className={
              result.ok
                ? 'connection-result connection-result--ok'
                : 'connection-result connection-result--failed'
            }
          >
            <p className="connection-result__verdict">
              {result.ok ? 'Connessione riuscita' : 'Connessione non riuscita'}
            </p>
            <p className="connection-result__message">{result.message}</p>
            <p className="connection-result__time">
              Prova eseguita il{' '}
              <time dateTime={result.at.toISOString()}>
                {ranOn.format(result.at)} alle {ranAt.format(result.at)}
              </time>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  )
}
