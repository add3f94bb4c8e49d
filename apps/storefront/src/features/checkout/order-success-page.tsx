import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import { FullScreenSpinner } from '@shop/ui'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useAuth } from '../../lib/account/auth-context'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf } from '../../lib/account/use-submit'
import { loadOrder, type PlacedOrder } from '../../lib/checkout/checkout-api'
import { ORDER_LOOKUP_LINK } from '../../lib/nav-links'
import { BankTransfer, OrderLines } from '../../lib/orders/order-lines'
import { useDocumentTitle } from '../../lib/use-document-title'
import './checkout.css'

// The animation player (lottie) loads with this page only, never with the shop's first load.
const SuccessAnimation = lazy(() =>
  import('@shop/ui/success-animation').then((module) => ({ default: module.SuccessAnimation })),
)

function reducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches
  } catch {
    return false
  }
}

type Load = { kind: 'loading' } | { kind: 'ready'; order: PlacedOrder } | { kind: 'failed'; message: string }

/**
 * /order-success?ordine={id}&chiave={order key}: the order just placed (from the checkout's
 * navigation state, or read again after a reload: the customer's own, or a guest's with its key).
 */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Ordine ricevuto', brand)
  const auth = useAuth()
  const [params] = useSearchParams()
  const location = useLocation()
  const id = params.get('ordine') ?? ''
  const key = params.get('chiave')
  const passed = (location.state as { order?: PlacedOrder } | null)?.order
  const [load, setLoad] = useState<Load>(() =>
    passed && String(passed.id) === id ? { kind: 'ready', order: passed } : { kind: 'loading' },
  )

  useEffect(() => {
    if (load.kind !== 'loading') return
    if (!/^\d+$/.test(id)) {
      setLoad({ kind: 'failed', message: 'Ordine non trovato' })
      return
    }
    const controller = new AbortController()
    loadOrder(id, key, controller.signal)
      .then((order) => setLoad({ kind: 'ready', order }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed', message: failureOf(error).message })
      })
    return () => controller.abort()
  }, [id, key, load.kind])

  if (load.kind === 'loading') return <FullScreenSpinner />
  if (load.kind === 'failed') {
    return (
      <div className="page order-success">
        <h1>Ordine</h1>
        <FormMessage tone="error">{load.message}</FormMessage>
        <p>
          Se hai appena ordinato, trovi l’ordine nel tuo <Link to="/account">account</Link> o nell’email di
          conferma.
        </p>
      </div>
    )
  }
  const { order } = load
  const when = order.delivery.date ? deliveryDateLabel(order.delivery.date) : null
  const awaitingTransfer = order.payment.state === 'awaiting-transfer'
  const at =
    when && order.delivery.slot
      ? `${when}, tra le ${order.delivery.slot.replace(' - ', ' e le ')},`
      : 'nel giorno e nella fascia scelti'
  const van = `${at} il nostro furgone ti porta tutto a casa: l’autista ti chiama se non trova il citofono.`
  // Nothing leaves before the transfer arrives (the order's wording says so just above).
  const vanSentence = awaitingTransfer
    ? `Se il bonifico arriva in tempo, ${van}`
    : `${van[0]?.toUpperCase()}${van.slice(1)}`
  // The order's own page: a guest's opens with its key (the link of the order mails), a customer's
  // is in the account.
  const orderPath = auth.isAuthenticated
    ? `/account/ordini/${order.id}`
    : `${ORDER_LOOKUP_LINK.to}?ordine=${order.id}&chiave=${encodeURIComponent(order.orderKey)}`
  return (
    <div className="page order-success">
      <div className="order-success__animation">
        <Suspense fallback={null}>
          <SuccessAnimation reducedMotion={reducedMotion()} />
        </Suspense>
      </div>
      <h1>Grazie, ordine ricevuto!</h1>
      {/* The order's one wording (@shop/payments orderWording), as its mail and its page say it. */}
      <p className="lead" data-testid="order-headline">
        {order.wording.headline}.
      </p>
      <dl className="order-success__facts">
        <div>
          <dt>Ordine</dt>
          <dd>
            n. <span data-testid="order-number">{order.number}</span> ·{' '}
            <span data-testid="order-status">{order.wording.status}</span>
          </dd>
        </div>
        <div>
          <dt>{awaitingTransfer ? 'Consegna richiesta' : 'Consegna'}</dt>
          <dd data-testid="order-delivery">
            {when ?? 'Data da definire'}
            {order.delivery.slot ? `, ${order.delivery.slot}` : ''}
          </dd>
        </div>
        {order.delivery.zoneName ? (
          <div>
            <dt>Zona</dt>
            <dd>{order.delivery.zoneName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Totale</dt>
          <dd>
            {formatEuro(order.total)}
            {order.tax > 0 ? ` (di cui IVA ${formatEuro(order.tax)})` : ''}
          </dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd data-testid="order-payment">
            {order.paymentMethod.title} · {order.payment.label}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="lines-title">
        <h2 id="lines-title">Il tuo ordine</h2>
        <OrderLines order={order} />
      </section>
      {order.payment.state === 'awaiting-transfer' ? <BankTransfer order={order} brand={brand} /> : null}
      <section aria-labelledby="next-title">
        <h2 id="next-title">Cosa succede ora</h2>
        <ol data-testid="order-next">
          <li>{order.wording.next}</li>
          <li>{vanSentence}</li>
          <li>
            {auth.isAuthenticated ? (
              <>Dal tuo account puoi seguire l’ordine e ripeterlo con un clic.</>
            ) : (
              <>
                Conserva il numero d’ordine e l’email di conferma: con il link dell’email, o con il numero e
                la tua email, ritrovi l’ordine quando vuoi.
              </>
            )}
          </li>
        </ol>
      </section>
      <p className="order-success__actions">
        <Link to={orderPath} className="button button--primary">
          {ORDER_LOOKUP_LINK.label}
        </Link>{' '}
        <Link to="/prodotti" className="button button--ghost">
          Continua gli acquisti
        </Link>
      </p>
    </div>
  )
}
