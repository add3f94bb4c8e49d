import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import { FullScreenSpinner } from '@shop/ui'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf } from '../../lib/account/use-submit'
import { loadOrderPayment, type OrderPayment } from '../../lib/checkout/checkout-api'
import { CardForm } from '../../lib/payments/card-form'
import { GATEWAYS } from '../../lib/payments/gateways'
import { WalletButtons } from '../../lib/payments/wallet-buttons'
import { useDocumentTitle } from '../../lib/use-document-title'
import { BankTransfer, OrderLines } from './order-lines'
import { payState } from './pay-state'
import './checkout.css'

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; payment: OrderPayment }
  | { kind: 'failed'; message: string }

const { wallet: WALLET, bank: BANK, card: CARD } = GATEWAYS

/**
 * /paga?ordine={id}&chiave={order key}: pays an order that still wants paying (SPEC.md section 2),
 * the customer's own (from the account's order list) or a guest's with its key (from the order
 * email or right after checkout). Wallet (PayPal) and bank transfer; the card arrives later.
 */
export function Component() {
  const config = useShopConfig()
  useDocumentTitle('Paga l’ordine', config.brand)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const id = params.get('ordine') ?? ''
  const key = params.get('chiave')
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [method, setMethod] = useState('')

  useEffect(() => {
    if (!/^\d+$/.test(id)) {
      setLoad({ kind: 'failed', message: 'Manca il numero dell’ordine da pagare.' })
      return
    }
    const controller = new AbortController()
    loadOrderPayment(id, key, controller.signal)
      .then((payment) => {
        setLoad({ kind: 'ready', payment })
        const preferred = payment.gateways.find((g) => g.id === payment.order.paymentMethod.id)
        setMethod((preferred ?? payment.gateways[0])?.id ?? '')
      })
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed', message: failureOf(error).message })
      })
    return () => controller.abort()
  }, [id, key])

  if (load.kind === 'loading') return <FullScreenSpinner />
  if (load.kind === 'failed') {
    return (
      <div className="page order-success">
        <h1>Paga l’ordine</h1>
        <FormMessage tone="error">{load.message}</FormMessage>
        <p>
          Trovi i tuoi ordini da pagare nel tuo <Link to="/account">account</Link>, oppure apri il link
          dell’email di conferma.
        </p>
      </div>
    )
  }
  const { order, payable, gateways } = load.payment
  const shown = payState(payable, order.payment)
  const done = `/order-success?ordine=${order.id}${key ? `&chiave=${encodeURIComponent(key)}` : ''}`
  return (
    <div className="page order-success pay-page">
      <h1>Paga l’ordine n. {order.number}</h1>
      <dl className="order-success__facts">
        <div>
          <dt>{shown.amountLabel}</dt>
          <dd data-testid="pay-total">{formatEuro(order.total)}</dd>
        </div>
        <div>
          <dt>Consegna</dt>
          <dd>
            {order.delivery.date ? deliveryDateLabel(order.delivery.date) : 'Data da definire'}
            {order.delivery.slot ? `, ${order.delivery.slot}` : ''}
          </dd>
        </div>
      </dl>
      <OrderLines order={order} />
      {!payable ? (
        <>
          {shown.notice ? (
            <FormMessage tone={shown.notice.tone}>{shown.notice.text}</FormMessage>
          ) : (
            <BankTransfer order={order} brand={config.brand} />
          )}
          <p>
            <Link to={done} className="button button--ghost">
              Vedi l’ordine
            </Link>
          </p>
        </>
      ) : (
        <section className="checkout-section" aria-labelledby="pay-how">
          <h2 id="pay-how">Come vuoi pagare?</h2>
          <div className="payment-choice" role="radiogroup" aria-labelledby="pay-how">
            {gateways.map((g) => (
              <label key={g.id} className={g.id === method ? 'payment-option is-active' : 'payment-option'}>
                <input
                  type="radio"
                  name="pay-method"
                  value={g.id}
                  checked={g.id === method}
                  onChange={() => setMethod(g.id)}
                />
                <span className="payment-option__title">{g.title}</span>
                {g.description ? <span className="payment-option__description">{g.description}</span> : null}
              </label>
            ))}
          </div>
          {method === WALLET ? (
            config.wallet ? (
              <WalletButtons
                wallet={config.wallet}
                orderId={order.id}
                orderKey={key}
                onPaid={(paid) => navigate(done, { replace: true, state: { order: paid } })}
              />
            ) : (
              <FormMessage tone="error">
                Il pagamento con PayPal non è disponibile in questo momento: scegli un altro metodo.
              </FormMessage>
            )
          ) : null}
          {method === BANK ? <BankTransfer order={order} brand={config.brand} /> : null}
          {method === CARD ? (
            config.card ? (
              <CardForm
                card={config.card}
                orderId={order.id}
                orderKey={key}
                total={order.total}
                onPaid={(paid) => navigate(done, { replace: true, state: { order: paid } })}
              />
            ) : (
              <FormMessage tone="error">
                Il pagamento con carta non è disponibile in questo momento: scegli un altro metodo.
              </FormMessage>
            )
          ) : null}
        </section>
      )}
    </div>
  )
}
