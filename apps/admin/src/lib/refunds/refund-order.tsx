import type { AdminOrderView } from '@shop/api/contract'
import { requestId as newRequestId } from '@shop/api-client'
import { GATEWAY_IDS } from '@shop/payments'
import { useToast } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { toApiError } from '../api'
import { formatEuro } from '../format'
import { centsToEuros, eurosToCents } from './refund-amount'
import { refundKeys, refundOrder } from './refunds-api'

/** How the money goes back for the order's payment method, said before the operator confirms. */
function refundWay(order: AdminOrderView): string {
  if (order.paymentMethod.id === GATEWAY_IDS.card) return 'Va subito sulla carta del cliente.'
  if (order.paymentMethod.id === GATEWAY_IDS.wallet) return 'Va subito sul conto PayPal del cliente.'
  return 'Va nei «Rimborsi da fare»: fai il bonifico al cliente, poi segnalo come rimborsato.'
}

/**
 * 'Rimborsa' on the order's detail (issue 27): the amount (all that is left unless the operator
 * writes less) and the reason, then a confirmation saying how the money goes back (card and
 * PayPal now through the provider, anything else queued for 'Rimborsi da fare'). One request id
 * per refund shown, so a double click or a retry refunds once. Offered while something is left.
 */
export function RefundOrder({ order, onDone }: { order: AdminOrderView; onDone: () => void }) {
  const ids = { amount: useId(), reason: useId() }
  const toast = useToast()
  const client = useQueryClient()
  const left = Math.round(order.refundable * 100)
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState(() => centsToEuros(left))
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [requestId, setRequestId] = useState(() => newRequestId())
  if (left <= 0) return null
  if (!open)
    return (
      <div className="actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Rimborsa…
        </button>
      </div>
    )

  const check = (event: FormEvent) => {
    event.preventDefault()
    const cents = eurosToCents(amount)
    if (cents === null) return setError('Scrivi l’importo in euro, per esempio 12,50.')
    if (cents > left) return setError(`Puoi rimborsare al massimo ${formatEuro(left / 100)}.`)
    if (!reason.trim()) return setError('Scrivi il motivo del rimborso: resta nell’ordine in WooCommerce.')
    setError(null)
    setConfirming(cents)
  }
  const confirm = async (cents: number) => {
    setBusy(true)
    setError(null)
    try {
      const { refund } = await refundOrder(order.id, { amountCents: cents, reason: reason.trim(), requestId })
      toast.show(
        refund.state === 'queued'
          ? `Ordine n. ${order.number}: rimborso di ${formatEuro(cents / 100)} aggiunto ai Rimborsi da fare`
          : `Ordine n. ${order.number}: rimborsati ${formatEuro(cents / 100)}`,
        { tone: 'success' },
      )
      void client.invalidateQueries({ queryKey: refundKeys.queued })
      setRequestId(newRequestId())
      setOpen(false)
      setConfirming(null)
      onDone()
    } catch (failure) {
      setError(toApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="panel stack" aria-label="Rimborsa" onSubmit={check} noValidate>
      <h3>Rimborsa</h3>
      <p className="muted">
        Resta da rimborsare: {formatEuro(left / 100)}. {refundWay(order)}
      </p>
      <div className="actions">
        <label className="field" htmlFor={ids.amount}>
          <span>Importo (€)</span>
          <input
            id={ids.amount}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value)
              setConfirming(null)
            }}
          />
        </label>
        <label className="field" htmlFor={ids.reason}>
          <span>Motivo</span>
          <input
            id={ids.reason}
            maxLength={200}
            value={reason}
            placeholder="recesso, prodotto mancante…"
            onChange={(event) => {
              setReason(event.target.value)
              setConfirming(null)
            }}
          />
        </label>
      </div>
      {confirming === null ? (
        <div className="actions">
          <button type="submit" className="button button--primary">
            Continua
          </button>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Annulla
          </button>
        </div>
      ) : (
        <div role="alertdialog" aria-labelledby={`${ids.amount}-confirm`} className="confirm">
          <p id={`${ids.amount}-confirm`}>
            Rimborsare {formatEuro(confirming / 100)} dell’ordine n. {order.number}?
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void confirm(confirming)}
            >
              {busy ? 'Rimborso in corso…' : 'Conferma il rimborso'}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(null)}>
              Indietro
            </button>
          </div>
        </div>
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
