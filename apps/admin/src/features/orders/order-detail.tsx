import type { AdminOrderView } from '@shop/api/contract'
import {
  OPERATOR_STATUS_LABELS,
  OPERATOR_STATUSES,
  type OperatorStatus,
  operatorStatusLabel,
} from '@shop/orders'
import { Modal, Spinner, useToast } from '@shop/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { toApiError } from '../../lib/api'
import { formatDateTime, formatDelivery, formatEuro } from '../../lib/format'
import { RefundOrder } from '../../lib/refunds/refund-order'
import { StatusBadge } from '../../lib/status-badge'
import { changeOrderStatus, orderKeys, orderQuery } from './api/orders'
import { DeliveryProof } from './delivery-proof'
import { InvoicePanel } from './invoice-panel'
import { MoveDelivery } from './move-delivery'

/** Refusals of a status change that moving the delivery puts right: the day is past, or the slot full. */
const MOVE_FIXES = new Set(['delivery_day_past', 'slot_full'])

/**
 * An order's detail in a dialog, with the status change (asked for confirmation first) and the
 * delivery's move to another date and slot (offered at once when a reopening is refused because
 * the day is past or the slot full); a change refreshes the detail and the list behind it.
 */
export function OrderDetail({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const queryClient = useQueryClient()
  const order = useQuery(orderQuery(orderId))
  const shown = order.data && order.data.id === orderId ? order.data : null
  return (
    <Modal
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={shown ? `Ordine n. ${shown.number}` : 'Ordine'}
      className="order-dialog"
    >
      {order.error ? (
        <p role="alert" className="form-error">
          {order.error.message}
        </p>
      ) : null}
      {!shown && !order.error ? <Spinner /> : null}
      {shown ? (
        <OrderFacts
          key={`${shown.id}-${shown.status}`}
          order={shown}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
        />
      ) : null}
    </Modal>
  )
}

function OrderFacts({ order, onChanged }: { order: AdminOrderView; onChanged: () => void }) {
  const toast = useToast()
  const [next, setNext] = useState<OperatorStatus | ''>('')
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [moving, setMoving] = useState(false)
  const statusChange = useMutation({ mutationFn: changeOrderStatus })
  const busy = statusChange.isPending
  const confirmation = useRef<HTMLDivElement>(null)
  const changeButton = useRef<HTMLButtonElement>(null)

  // The question opens under the button that asked it, in a dialog that may already be scrolled
  // to its end (a long order on a phone): it is brought into view and takes the focus, so the
  // operator sees it and a screen reader reads it.
  useEffect(() => {
    if (!confirming) return
    const panel = confirmation.current
    panel?.scrollIntoView({ block: 'nearest' })
    panel?.focus({ preventScroll: true })
  }, [confirming])

  const cancel = () => {
    setConfirming(false)
    changeButton.current?.focus()
  }

  const change = async () => {
    if (!next) return
    setError(null)
    try {
      await statusChange.mutateAsync({ id: order.id, status: next })
      toast.show(`Ordine n. ${order.number}: stato cambiato in «${operatorStatusLabel(next)}»`, {
        tone: 'success',
      })
      setConfirming(false)
      onChanged()
    } catch (failure) {
      const refusal = toApiError(failure)
      setError(refusal.message)
      setConfirming(false)
      if (MOVE_FIXES.has(refusal.code) && order.delivery.zoneName) setMoving(true)
    }
  }

  return (
    <div className="stack">
      <dl className="facts">
        <dt>Stato</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>Creato il</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Cliente</dt>
        <dd>
          {order.customer.name || '—'}
          {order.customer.email ? ` · ${order.customer.email}` : ''}
          {order.customer.phone ? ` · ${order.customer.phone}` : ''}
        </dd>
        <dt>Indirizzo</dt>
        <dd>{order.address || '—'}</dd>
        <dt>Zona</dt>
        <dd>{order.delivery.zoneName ?? '—'}</dd>
        <dt>Consegna</dt>
        <dd>{formatDelivery(order.delivery)}</dd>
        <dt>Veicolo</dt>
        <dd>{order.delivery.vehicle ?? '—'}</dd>
        <dt>Note del cliente</dt>
        <dd data-testid="order-note" className={order.note ? 'order-note' : undefined}>
          {order.note || 'Nessuna nota'}
        </dd>
        <dt>Pagamento</dt>
        <dd data-testid="order-payment">
          {order.paymentMethodTitle || order.paymentMethod.title || '—'} · {order.payment.label}
        </dd>
      </dl>
      <table className="data">
        <caption className="visually-hidden">Articoli dell'ordine</caption>
        <thead>
          <tr>
            <th scope="col">Articolo</th>
            <th scope="col" className="num">
              Quantità
            </th>
            <th scope="col" className="num">
              Importo (IVA inclusa)
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may list one product on two lines
            <tr key={`${item.productId}-${index}`}>
              <td>{item.name}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatEuro(item.total)}</td>
            </tr>
          ))}
          {order.charges.map((charge, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an order never move
            <tr key={`charge-${index}`}>
              <td colSpan={2}>{charge.label}</td>
              <td className="num">{formatEuro(charge.total)}</td>
            </tr>
          ))}
          {order.rounding !== 0 ? (
            <tr>
              <td colSpan={2}>Arrotondamento</td>
              <td className="num">{formatEuro(order.rounding)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Totale
            </th>
            <td className="num" data-testid="order-total">
              <strong>{formatEuro(order.total)}</strong>
              {order.tax > 0 ? <div className="muted">di cui IVA {formatEuro(order.tax)}</div> : null}
            </td>
          </tr>
        </tfoot>
      </table>
      {order.atTheDoor ? (
        <section className="order-door" aria-label="Alla consegna">
          <h3>Alla consegna</h3>
          <p>{order.atTheDoor.text}</p>
          {order.atTheDoor.proof ? <DeliveryProof orderId={order.id} number={order.number} /> : null}
        </section>
      ) : null}
      <InvoicePanel orderId={order.id} invoice={order.invoice} />

      <form
        className="actions"
        onSubmit={(event) => {
          event.preventDefault()
          if (next && next !== order.status) setConfirming(true)
        }}
      >
        <label className="field">
          <span>Nuovo stato</span>
          <select value={next} onChange={(event) => setNext(event.target.value as OperatorStatus | '')}>
            <option value="">Scegli…</option>
            {OPERATOR_STATUSES.filter((status) => status !== order.status).map((status) => (
              <option key={status} value={status}>
                {OPERATOR_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button ref={changeButton} type="submit" className="button button--primary" disabled={!next}>
          Cambia stato
        </button>
      </form>
      {confirming && next ? (
        <div
          ref={confirmation}
          role="alertdialog"
          aria-labelledby="confirm-status"
          className="panel confirm"
          tabIndex={-1}
          data-testid="status-confirmation"
        >
          <p id="confirm-status">
            Cambiare lo stato dell'ordine n. {order.number} da «{operatorStatusLabel(order.status)}» a «
            {operatorStatusLabel(next)}»?
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={change} disabled={busy}>
              {busy ? 'Salvataggio…' : 'Conferma'}
            </button>
            <button type="button" className="button" onClick={cancel} disabled={busy}>
              Annulla
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {moving ? (
        <MoveDelivery
          order={order}
          onMoved={() => {
            setMoving(false)
            setError(null)
            onChanged()
          }}
          onCancel={() => setMoving(false)}
        />
      ) : order.delivery.zoneName ? (
        <div className="actions">
          <button type="button" className="button" onClick={() => setMoving(true)}>
            Sposta la consegna…
          </button>
        </div>
      ) : null}
      <RefundOrder order={order} onDone={onChanged} />
    </div>
  )
}
