import { Spinner } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { toApiError } from '../../lib/api'
import { formatEuro } from '../../lib/format'
import { markRefundPaid, queuedRefundsQuery, type RefundRecord } from '../../lib/refunds/refunds-api'
import { useDocumentTitle } from '../../lib/use-document-title'

const when = (at: number) =>
  new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(at)

/** One refund to make: 'Segna come rimborsato', then the confirmation. */
function RefundRow({ refund, onPaid }: { refund: RefundRecord; onPaid: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const paid = async () => {
    setBusy(true)
    setError(null)
    try {
      await markRefundPaid(refund.key)
      onPaid()
    } catch (failure) {
      setError(toApiError(failure).message)
      setBusy(false)
    }
  }
  return (
    <tr>
      <td>
        <Link to={`/orders?ordine=${refund.orderId}`}>n. {refund.orderId}</Link>
      </td>
      <td className="num">{formatEuro(refund.amountCents / 100)}</td>
      <td>{refund.reason}</td>
      <td>{refund.requestedBy}</td>
      <td>{when(refund.createdAt)}</td>
      <td>
        {confirming ? (
          <span className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void paid()}
            >
              {busy ? 'Salvataggio…' : `Sì, bonifico di ${formatEuro(refund.amountCents / 100)} fatto`}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              Annulla
            </button>
          </span>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Segna come rimborsato
          </button>
        )}
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  )
}

/**
 * 'Rimborsi da fare' (issue 27): the refunds of orders paid by bank transfer (or cash) that the
 * shop cannot send back by itself — a customer's cancellation, an operator's 'Rimborsa'. The
 * operator makes the transfer from the bank, then 'Segna come rimborsato': WooCommerce gets the
 * refund's record, once, and the row goes.
 */
export function RefundsPage() {
  useDocumentTitle('Rimborsi da fare')
  const client = useQueryClient()
  const refunds = useQuery(queuedRefundsQuery())
  const list = refunds.data?.refunds ?? []
  return (
    <div className="stack">
      <h1>Rimborsi da fare</h1>
      <p className="muted">
        Fai il bonifico al cliente sul conto da cui ha pagato, poi segnalo qui: il rimborso viene registrato
        nell’ordine in WooCommerce.
      </p>
      {refunds.isPending ? <Spinner /> : null}
      {refunds.error ? (
        <p role="alert" className="form-error">
          {toApiError(refunds.error).message}
        </p>
      ) : null}
      {refunds.data ? (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Ordine</th>
                <th scope="col" className="num">
                  Importo
                </th>
                <th scope="col">Motivo</th>
                <th scope="col">Chiesto da</th>
                <th scope="col">Quando</th>
                <th scope="col">
                  <span className="visually-hidden">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.length ? (
                list.map((refund) => (
                  <RefundRow
                    key={refund.key}
                    refund={refund}
                    onPaid={() => void client.invalidateQueries({ queryKey: queuedRefundsQuery().queryKey })}
                  />
                ))
              ) : (
                <tr>
                  <td colSpan={6}>Nessun rimborso da fare.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
