import type { EmptiesAnswer } from '@shop/api/contract'
import { requestId } from '@shop/api-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toApiError } from '../../lib/api'
import { formatEuro } from '../../lib/format'
import { customerEmptiesQuery, customerKeys, refundEmptiesCredit } from './api/customers'

/**
 * The customer's returnable glass: the empties they still hold, the credit for empties returned
 * (taken off their next order's deposit), and 'Rimborsa il credito' for an operator who gives it
 * back in money instead. The shop records the refund; the money itself goes back in WooCommerce
 * (a refund on the order) or in cash: the panel says so.
 */
export function EmptiesPanel({ customerId }: { customerId: number }) {
  const headingId = useId()
  const noteId = useId()
  const client = useQueryClient()
  const empties = useQuery(customerEmptiesQuery(customerId))
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  // One key per click on a refund shown: a repeated request refunds once.
  const [requestKey, setRequestKey] = useState(() => requestId())

  const refund = async () => {
    setBusy(true)
    setError(null)
    try {
      const answer = await refundEmptiesCredit(customerId, requestKey, note)
      client.setQueryData<EmptiesAnswer>(customerKeys.empties(customerId), answer.empties)
      setDone(
        answer.refunded > 0
          ? `Credito di ${formatEuro(answer.refunded)} segnato come rimborsato. Ora restituisci il denaro in WooCommerce o in contanti.`
          : 'Il cliente non aveva credito da rimborsare.',
      )
      setNote('')
      setRequestKey(requestId())
    } catch (failure) {
      setError(toApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }

  const data = empties.data
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Vuoti a rendere</h2>
      {empties.error ? (
        <p role="alert" className="form-error">
          {empties.error.message}
        </p>
      ) : null}
      {data ? (
        <dl className="facts" data-testid="customer-empties">
          <dt>Vuoti da rendere</dt>
          <dd>
            {data.heldText}
            {data.heldValue > 0 ? ` (cauzione ${formatEuro(data.heldValue)})` : ''}
          </dd>
          <dt>Credito per vuoti resi</dt>
          <dd>{formatEuro(data.credit)}</dd>
        </dl>
      ) : null}
      {data && data.credit > 0 ? (
        <div className="stack">
          <p className="muted">
            Il credito va da solo sulla cauzione del prossimo ordine. Per restituirlo subito in denaro,
            rimborsalo in WooCommerce (o in contanti) e poi segnalo qui: il negozio registra soltanto che è
            stato reso.
          </p>
          <label className="field" htmlFor={noteId}>
            <span>Come è stato rimborsato (facoltativo)</span>
            <input
              id={noteId}
              type="text"
              maxLength={200}
              placeholder="contanti alla consegna, bonifico del 12/03…"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void refund()}
          >
            {busy ? 'Registrazione…' : `Rimborsa il credito (${formatEuro(data.credit)})`}
          </button>
        </div>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
