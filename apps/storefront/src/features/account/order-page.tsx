import type { OrderLookup } from '@shop/forms'
import { DELIVERY_FAILED, orderTimeline } from '@shop/orders'
import { deliveryDateLabel } from '@shop/slots'
import { FullScreenSpinner } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import type { OrderView } from '../../lib/account/account-api'
import { useAuth } from '../../lib/account/auth-context'
import { loginPath } from '../../lib/account/auth-state'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf } from '../../lib/account/use-submit'
import { PostalAddress } from '../../lib/address/postal-address'
import { BankTransfer, OrderLines } from '../../lib/orders/order-lines'
import { reschedulePath, withdrawalPath } from '../../lib/orders/order-links'
import { OrderLookupForm } from '../../lib/orders/order-lookup-form'
import { withdrawalQuery } from '../../lib/orders/withdrawal-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { lookupOrder, orderQuery } from './api/order'
import { OrderChanges } from './order-changes'
import { placedOnLabel } from './order-labels'
import { ReorderDialog } from './reorder-dialog'
import '../../lib/account/account.css'

/**
 * Where the order stands: its wording (status label, headline, what happens next: the API's
 * `wording`, the same as the mails') and its way (@shop/orders orderTimeline): ricevuto → pagato →
 * in consegna → consegnato, 'Pagato' from the same payment state the page shows below; a given-up order says so.
 * Brought back from the door ('Consegna non riuscita'), the wording asks for a new day and slot:
 * 'Scegli una nuova consegna' opens the page for it (with the order key for a guest).
 */
function OrderTimelineView({ order, orderKey }: { order: OrderView; orderKey: string | null }) {
  const timeline = orderTimeline({ status: order.status, paid: order.payment.state === 'paid' })
  return (
    <section className="account-card order-page__status" aria-labelledby="order-status-title">
      <h2 id="order-status-title">Stato dell’ordine</h2>
      {/* The order's one wording (@shop/payments orderWording), as its mails say it. */}
      <p className="order-page__headline">
        <strong data-testid="order-status">{order.wording.status}</strong>
        <span data-testid="order-headline">{order.wording.headline}.</span>
      </p>
      <p data-testid="order-next">{order.wording.next}</p>
      {order.status === DELIVERY_FAILED ? (
        <p>
          <Link to={reschedulePath(order.id, orderKey)} className="button button--primary">
            Scegli una nuova consegna
          </Link>
        </p>
      ) : null}
      <ol className="order-timeline" data-testid="order-timeline">
        {timeline.steps.map((step) => {
          const current = !timeline.ended && step.id === timeline.current
          return (
            <li
              key={step.id}
              className={`order-timeline__step${step.done ? ' order-timeline__step--done' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="order-timeline__mark" aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <span>
                {step.label}
                {step.id === 'paid' && order.payment.state === 'on-delivery' ? (
                  <span className="order-timeline__hint"> alla consegna</span>
                ) : null}
                <span className="visually-hidden">{step.done ? ': fatto' : ': non ancora'}</span>
              </span>
            </li>
          )
        })}
      </ol>
      {timeline.ended ? (
        <p className="order-timeline__ended" data-testid="order-ended">
          <strong>{timeline.ended.label}</strong>
          {timeline.ended.status === 'failed'
            ? order.payment.state === 'to-pay-online'
              ? ': il pagamento non è andato a buon fine, puoi riprovare qui sotto.'
              : ': il pagamento non è andato a buon fine.'
            : timeline.ended.status === 'cancelled'
              ? ': questo ordine non verrà consegnato.'
              : '.'}
        </p>
      ) : null}
    </section>
  )
}

/**
 * 'Recedi dal contratto qui' (art. 54-bis Codice del Consumo) while the order can be withdrawn
 * from (the API's statement, which also knows the 14 days after delivery), or when the customer
 * withdrew; nothing otherwise, or when the statement cannot be read.
 */
function WithdrawalOffer({ order, orderKey }: { order: OrderView; orderKey: string | null }) {
  const auth = useAuth()
  const query = useQuery(withdrawalQuery(String(order.id), orderKey, auth.user?.id ?? null))
  const statement = query.data
  if (!statement || (!statement.open && !statement.withdrawal)) return null
  return (
    <section className="account-card" aria-labelledby="order-withdrawal-title" data-testid="order-withdrawal">
      <h2 id="order-withdrawal-title">Recesso</h2>
      {statement.withdrawal ? (
        <p>Hai receduto dal contratto di questo ordine {statement.withdrawal.atText}.</p>
      ) : (
        <>
          <p>
            <Link to={withdrawalPath(order.id, orderKey)} className="button button--ghost">
              Recedi dal contratto qui
            </Link>
          </p>
          <p className="form-field__hint">{statement.deadline}</p>
        </>
      )}
    </section>
  )
}

/** The order itself: status, delivery, address, note, lines, payment, reorder. */
function OrderDetails({ order, orderKey }: { order: OrderView; orderKey: string | null }) {
  const { brand } = useShopConfig()
  const [reorder, setReorder] = useState(false)
  const payPath = `/paga?ordine=${order.id}${orderKey ? `&chiave=${encodeURIComponent(orderKey)}` : ''}`
  return (
    <div className="order-page__grid">
      <OrderTimelineView order={order} orderKey={orderKey} />
      <OrderChanges order={order} orderKey={orderKey} />
      <section className="account-card" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">Consegna</h2>
        <dl className="order-success__facts order-page__facts">
          <div>
            <dt>Giorno</dt>
            <dd data-testid="order-delivery-date">
              {order.delivery.date ? deliveryDateLabel(order.delivery.date) : 'Da definire'}
            </dd>
          </div>
          <div>
            <dt>Fascia oraria</dt>
            <dd>{order.delivery.slot ?? 'Da definire'}</dd>
          </div>
          {order.delivery.zoneName ? (
            <div>
              <dt>Zona</dt>
              <dd>{order.delivery.zoneName}</dd>
            </div>
          ) : null}
          <div>
            <dt>Indirizzo</dt>
            <dd>
              <PostalAddress address={order.shipping} />
            </dd>
          </div>
          <div>
            <dt>Note per la consegna</dt>
            <dd data-testid="order-note">{order.note || 'Nessuna nota'}</dd>
          </div>
        </dl>
      </section>
      <section className="account-card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">Prodotti</h2>
        <OrderLines order={order} />
      </section>
      <section className="account-card" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title">Pagamento</h2>
        <dl className="order-success__facts order-page__facts">
          <div>
            <dt>Metodo</dt>
            <dd>{order.paymentMethod.title || '—'}</dd>
          </div>
          <div>
            <dt>Stato</dt>
            <dd data-testid="order-payment">{order.payment.label}</dd>
          </div>
        </dl>
        {order.payment.state === 'to-pay-online' ? (
          <p>
            <Link to={payPath} className="button button--primary">
              Paga ora<span className="visually-hidden"> l’ordine n. {order.number}</span>
            </Link>
          </p>
        ) : null}
        {order.payment.state === 'awaiting-transfer' ? <BankTransfer order={order} brand={brand} /> : null}
      </section>
      <WithdrawalOffer order={order} orderKey={orderKey} />
      {order.items.length ? (
        <p className="order-page__actions">
          <button type="button" className="button button--ghost" onClick={() => setReorder(true)}>
            Ordina di nuovo
          </button>
        </p>
      ) : null}
      {reorder ? <ReorderDialog order={order} onClose={() => setReorder(false)} /> : null}
    </div>
  )
}

/** An order loaded by id (and key, for guests), with its heading and what to do when it fails. */
function OrderScreen({ id, orderKey, back }: { id: string; orderKey: string | null; back: ReactNode }) {
  const { brand } = useShopConfig()
  const valid = /^\d{1,12}$/.test(id)
  const query = useQuery({ ...orderQuery(id, orderKey), enabled: valid })
  const order = query.data
  useDocumentTitle(order ? `Ordine n. ${order.number}` : 'Il tuo ordine', brand)
  if (valid && query.isPending) return <FullScreenSpinner />
  if (!order) {
    return (
      <div className="page order-page">
        <h1>Ordine</h1>
        <FormMessage tone="error">
          {valid ? failureOf(query.error).message : 'Ordine non trovato'}
        </FormMessage>
        {back}
      </div>
    )
  }
  return (
    <div className="page order-page">
      <div className="order-page__head">
        <h1>Ordine n. {order.number}</h1>
        {order.createdAt ? <p className="lead">Effettuato il {placedOnLabel(order.createdAt)}</p> : null}
      </div>
      <OrderDetails order={order} orderKey={orderKey} />
      {back}
    </div>
  )
}

/** /account/ordini/:id: one of the signed-in customer's orders (another's is 'Ordine non trovato'). */
export function Component() {
  const auth = useAuth()
  const { id = '' } = useParams()
  if (!auth.isAuthenticated && !auth.isLoading)
    return <Navigate to={loginPath(`/account/ordini/${id}`)} replace />
  if (auth.isLoading) return <FullScreenSpinner />
  return (
    <OrderScreen
      id={id}
      orderKey={null}
      back={
        <p>
          <Link to="/account">Torna ai tuoi ordini</Link>
        </p>
      }
    />
  )
}

/** The guest's form: the order's number and the email it was placed with. */
function LookupForm() {
  const { brand } = useShopConfig()
  useDocumentTitle('Segui il tuo ordine', brand)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const showOrder = async (lookup: OrderLookup) => {
    const order = await lookupOrder(lookup)
    const id = String(order.id)
    queryClient.setQueryData(orderQuery(id, order.orderKey).queryKey, order)
    navigate(`/ordine?ordine=${id}&chiave=${encodeURIComponent(order.orderKey)}`)
  }
  return (
    <div className="page order-page order-lookup">
      <h1>Segui il tuo ordine</h1>
      <p className="lead">
        Hai ordinato senza account? Inserisci il numero dell’ordine e l’email che hai usato: li trovi
        nell’email di conferma.
      </p>
      <OrderLookupForm label="Cerca il tuo ordine" submitLabel="Mostra l’ordine" onLookup={showOrder} />
      <p>
        Hai un account? <Link to={loginPath('/account')}>Accedi</Link> per vedere tutti i tuoi ordini.
      </p>
    </div>
  )
}

/**
 * /ordine: a guest follows an order, by the confirmation mail's link (?ordine={id}&chiave={order
 * key}) or by its number and email (the form, which then opens that link).
 */
export function GuestOrderScreen() {
  const [params] = useSearchParams()
  const id = params.get('ordine')
  const key = params.get('chiave')
  if (!id || !key) return <LookupForm />
  return (
    <OrderScreen
      id={id}
      orderKey={key}
      back={
        <p>
          <Link to="/ordine">Cerca un altro ordine</Link>
        </p>
      }
    />
  )
}
