import { FullScreenSpinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useAuth } from '../../lib/account/auth-context'
import { loginPath } from '../../lib/account/auth-state'
import { FormMessage } from '../../lib/account/form-field'
import { ChooseDelivery } from '../../lib/delivery/choose-delivery'
import { orderPagePath } from '../../lib/orders/order-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type RescheduleAnswer, rescheduleOrder, rescheduleQuery } from './api/reschedule'
import {
  failedDeliverySentence,
  movedSentence,
  readRescheduleTarget,
  rescheduleScreen,
} from './reschedule-state'
import '../../lib/account/account.css'

/** The move made: the new day and slot, what happens next, and the way to the order. */
function Moved({ answer, orderLink }: { answer: RescheduleAnswer; orderLink: ReactNode }) {
  const said = useRef<HTMLDivElement>(null)
  // The form is gone: the focus goes to what replaced it, so that it is read out.
  useEffect(() => said.current?.focus(), [])
  return (
    <div className="account-card" ref={said} tabIndex={-1} data-testid="reschedule-done">
      <FormMessage tone="success">{movedSentence(answer.order.delivery)}</FormMessage>
      <p>{answer.order.wording.next}</p>
      {orderLink}
    </div>
  )
}

/**
 * /ordine/nuova-consegna?ordine=&chiave=: after a failed delivery ('Consegna non riuscita') the
 * customer chooses a new day and slot, by the link of the mail or SMS (the order key for a guest;
 * a customer's own order by the session, with the login offered when nobody is signed in).
 */
export function Component() {
  const { brand } = useShopConfig()
  const [params] = useSearchParams()
  const location = useLocation()
  const target = readRescheduleTarget(params)
  const auth = useAuth()
  const query = useQuery({
    ...rescheduleQuery(target.id ?? '', target.key, auth.user?.id ?? null),
    enabled: target.id !== null,
  })
  const [moved, setMoved] = useState<RescheduleAnswer | null>(null)
  const screen = rescheduleScreen({ target, data: query.data, error: query.error, auth, moved })
  const order = 'answer' in screen ? screen.answer.order : null
  useDocumentTitle(order ? `Nuova consegna dell’ordine n. ${order.number}` : 'Nuova consegna', brand)
  if (screen.kind === 'loading') return <FullScreenSpinner />
  const orderLink = order ? (
    <p>
      <Link to={orderPagePath(order.id, target.key)}>Vai all’ordine n. {order.number}</Link>
    </p>
  ) : null
  const lookup = (
    <p>
      <Link to="/ordine">Cerca il tuo ordine</Link> con il numero e l’email che hai usato.
    </p>
  )
  return (
    <div className="page order-page reschedule-page">
      <div className="order-page__head">
        <h1>{order ? `Nuova consegna dell’ordine n. ${order.number}` : 'Nuova consegna'}</h1>
      </div>
      {screen.kind === 'no-order' ? (
        <>
          <FormMessage tone="error">Ordine non trovato</FormMessage>
          <p>Apri il link dell’email o dell’SMS in cui ti abbiamo detto che la consegna non è riuscita.</p>
          {lookup}
        </>
      ) : null}
      {screen.kind === 'sign-in' ? (
        <>
          <FormMessage tone="error">Ordine non trovato</FormMessage>
          <p>
            Se l’ordine è del tuo account,{' '}
            <Link to={loginPath(location.pathname + location.search)}>accedi</Link> per sceglierne la nuova
            consegna: ti riportiamo qui.
          </p>
          {lookup}
        </>
      ) : null}
      {screen.kind === 'failed' ? (
        <>
          <FormMessage tone="error">{screen.message}</FormMessage>
          <p>
            <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
              Riprova
            </button>
          </p>
          {lookup}
        </>
      ) : null}
      {screen.kind === 'waiting' ? (
        <>
          <section className="account-card" aria-labelledby="reschedule-why">
            <h2 id="reschedule-why">Consegna non riuscita</h2>
            <p data-testid="reschedule-reason">
              {screen.answer.failed
                ? failedDeliverySentence(screen.answer.failed)
                : `${screen.answer.order.wording.headline}.`}
            </p>
            <p>Scegli quando riportartelo: il resto dell’ordine non cambia.</p>
          </section>
          {target.id ? (
            <ChooseDelivery
              zone={screen.answer.zone}
              submit={async (value) => {
                setMoved(await rescheduleOrder(target.id ?? '', { key: target.key, ...value }))
              }}
              onStale={() => void query.refetch()}
              submitLabel="Conferma la nuova consegna"
            />
          ) : null}
          {orderLink}
        </>
      ) : null}
      {screen.kind === 'not-waiting' ? (
        <div className="account-card">
          <FormMessage tone="info">Questo ordine non aspetta una nuova consegna</FormMessage>
          <p>
            Stato dell’ordine: <strong>{screen.answer.order.wording.status}</strong>.{' '}
            {screen.answer.order.wording.next}
          </p>
          {orderLink}
        </div>
      ) : null}
      {screen.kind === 'moved' ? <Moved answer={screen.answer} orderLink={orderLink} /> : null}
    </div>
  )
}
