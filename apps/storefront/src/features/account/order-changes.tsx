import { formatEuro } from '@shop/catalog'
import { Modal } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { OrderView } from '../../lib/account/account-api'
import { FormMessage } from '../../lib/account/form-field'
import { useSubmit } from '../../lib/account/use-submit'
import { ChooseDelivery } from '../../lib/delivery/choose-delivery'
import { movedSentence } from '../../lib/delivery/delivery-change'
import { GATEWAYS } from '../../lib/payments/gateways'
import { CONTACT_PHONE, CUSTOMER_SERVICE_HOURS } from '../../lib/shop-contact'
import { orderQuery } from './api/order'
import { cancelOrder, moveOrder, orderChangesQuery } from './api/order-changes'

/** How the money of a cancelled order comes back, said before the customer confirms. */
function refundWords(order: OrderView): string {
  if (order.payment.state !== 'paid' && order.payment.state !== 'in-review')
    return 'Non hai ancora pagato: non dovrai pagare nulla.'
  const amount = formatEuro(order.total)
  if (order.paymentMethod.id === GATEWAYS.card)
    return `Ti rimborsiamo subito ${amount} sulla carta con cui hai pagato.`
  if (order.paymentMethod.id === GATEWAYS.wallet)
    return `Ti rimborsiamo subito ${amount} sul tuo conto PayPal.`
  return `Ti restituiamo ${amount} con un bonifico sul conto da cui hai pagato, entro 5 giorni lavorativi.`
}

/** 'Annulla l’ordine', the second step: what cancelling does, then 'Sì, annulla l’ordine'. */
function CancelDialog({
  order,
  orderKey,
  onDone,
  onClose,
}: {
  order: OrderView
  orderKey: string | null
  onDone(): void
  onClose(): void
}) {
  const { busy, failure, run } = useSubmit()
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={`Annullare l’ordine n. ${order.number}?`}
      description="L’ordine non verrà consegnato e i prodotti tornano disponibili."
    >
      <p data-testid="cancel-refund">{refundWords(order)}</p>
      <div aria-live="polite">
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      </div>
      <div className="modal-actions">
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await cancelOrder(order.id, orderKey)
              onDone()
            })
          }
        >
          {busy ? 'Annullamento in corso…' : 'Sì, annulla l’ordine'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          No, tienilo
        </button>
      </div>
    </Modal>
  )
}

/**
 * The customer's own changes on the order page (issue 27): before its slot's cut-off, 'Cambia data
 * e fascia' (the reschedule page's day and slot picker, shared) and 'Annulla l’ordine' (a dialog
 * saying how the money comes back, then the confirmation); after it, whom to call. An order on its
 * way, delivered or given up shows nothing here.
 */
export function OrderChanges({ order, orderKey }: { order: OrderView; orderKey: string | null }) {
  const queryClient = useQueryClient()
  const changes = useQuery(orderChangesQuery(order.id, orderKey))
  const [mode, setMode] = useState<'idle' | 'move' | 'cancel'>('idle')
  const [said, setSaid] = useState<string | null>(null)
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQuery(String(order.id), orderKey).queryKey }),
      changes.refetch(),
    ])
  }
  const state = changes.data
  if (!state) return null
  if (!state.changeable && state.refusal === 'status') {
    return said ? (
      <section className="account-card" aria-label="Modifiche all’ordine">
        <FormMessage tone="success">{said}</FormMessage>
      </section>
    ) : null
  }
  return (
    <section className="account-card order-changes" aria-labelledby="order-changes-title">
      <h2 id="order-changes-title">Vuoi cambiare qualcosa?</h2>
      {said ? <FormMessage tone="success">{said}</FormMessage> : null}
      {state.changeable ? (
        <>
          <p>Fino al termine per la sua fascia puoi spostare la consegna o annullare l’ordine da qui.</p>
          {mode === 'move' ? (
            <ChooseDelivery
              zone={state.zone}
              title="Scegli il nuovo giorno e la nuova fascia"
              submitLabel="Sposta la consegna"
              onStale={() => void refresh()}
              submit={async (value) => {
                const answer = await moveOrder(order.id, { key: orderKey, ...value })
                setSaid(movedSentence(answer.order.delivery))
                setMode('idle')
                await refresh()
              }}
            />
          ) : (
            <p className="order-page__actions">
              <button type="button" className="button button--primary" onClick={() => setMode('move')}>
                Cambia data e fascia
              </button>
              <button type="button" className="button button--ghost" onClick={() => setMode('cancel')}>
                Annulla l’ordine
              </button>
            </p>
          )}
          {mode === 'cancel' ? (
            <CancelDialog
              order={order}
              orderKey={orderKey}
              onClose={() => setMode('idle')}
              onDone={() => {
                setSaid('Ordine annullato: ti abbiamo mandato un’email di conferma.')
                setMode('idle')
                void refresh()
              }}
            />
          ) : null}
        </>
      ) : (
        <p data-testid="order-changes-closed">
          È passato il termine per cambiare o annullare questo ordine dal sito: il furgone si sta già
          preparando. Per qualsiasi modifica chiamaci al{' '}
          <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a> (
          {CUSTOMER_SERVICE_HOURS.map((h) => `${h.days.toLowerCase()} ${h.hours}`).join('; ')}) indicando il
          numero dell’ordine.
        </p>
      )}
    </section>
  )
}
