import { FORM_MESSAGES } from '@shop/forms'
import { FullScreenSpinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useAuth } from '../../lib/account/auth-context'
import { loginPath } from '../../lib/account/auth-state'
import { FormMessage } from '../../lib/account/form-field'
import { useSubmit } from '../../lib/account/use-submit'
import {
  DeliveryChoiceFields,
  type DeliveryValue,
  useDeliveryChoice,
} from '../../lib/delivery/delivery-choice'
import { orderPagePath } from '../../lib/orders/order-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type RescheduleAnswer, rescheduleOrder, rescheduleQuery } from './api/reschedule'
import {
  choiceRefused,
  failedDeliverySentence,
  movedSentence,
  type RescheduleTarget,
  readRescheduleTarget,
  rescheduleScreen,
} from './reschedule-state'
import '../../lib/account/account.css'

const NO_ERRORS: Partial<Record<keyof DeliveryValue, string>> = {}

/**
 * The new day and slot: the zone's calendar and slots as the checkout shows them (lib/delivery),
 * and 'Conferma la nuova consegna' (POST /api/orders/:id/reschedule). A slot or day refused
 * meanwhile shows the API's message and the customer chooses again (the slots read again); an
 * order whose new delivery was chosen elsewhere is read again (`onStale`).
 */
function ChooseDelivery({
  target,
  answer,
  onMoved,
  onStale,
}: {
  target: RescheduleTarget & { id: string }
  answer: RescheduleAnswer
  onMoved(answer: RescheduleAnswer): void
  onStale(): void
}) {
  const zoneId = answer.zone?.id ?? null
  const [value, setValue] = useState<DeliveryValue>({ date: '', slot: '' })
  const [chooseAgain, setChooseAgain] = useState(false)
  const [errors, setErrors] = useState(NO_ERRORS)
  const choice = useDeliveryChoice({ zoneId, value, onChange: setValue, chooseAgain })
  const { busy, failure, setFailure, run } = useSubmit()
  if (!zoneId) {
    return (
      <FormMessage tone="info">
        Non riusciamo a trovare la zona di consegna di questo ordine: <Link to="/contatti">contattaci</Link>{' '}
        indicando il numero dell’ordine e concordiamo insieme la nuova consegna.
      </FormMessage>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = {
      ...(value.date ? {} : { date: FORM_MESSAGES.dateRequired }),
      ...(value.slot ? {} : { slot: FORM_MESSAGES.slotRequired }),
    }
    setErrors(missing)
    if (missing.date || missing.slot) return
    void run(async () => {
      try {
        onMoved(await rescheduleOrder(target.id, { key: target.key, ...value }))
      } catch (error) {
        const refused = choiceRefused(error)
        if (refused === 'slot') {
          // Taken meanwhile: the day's places again, and the customer chooses another slot.
          setChooseAgain(true)
          setValue((v) => ({ ...v, slot: '' }))
          void choice.slots.refetch()
        } else if (refused === 'date') {
          void choice.calendar.refetch()
          void choice.slots.refetch()
        } else if (refused === 'order') onStale()
        throw error
      }
    })
  }
  return (
    <form
      className="account-form account-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="reschedule-choose"
    >
      <h2 id="reschedule-choose">Scegli il giorno e la fascia oraria</h2>
      <p className="form-field__hint">
        Zona di consegna: <strong>{answer.zone?.name}</strong>
      </p>
      <DeliveryChoiceFields
        state={choice}
        zoneId={zoneId}
        value={value}
        onDate={(date) => {
          setFailure(null)
          setValue((v) => ({ ...v, date }))
        }}
        onSlot={(slot) => {
          setFailure(null)
          setChooseAgain(false)
          setErrors(NO_ERRORS)
          setValue((v) => ({ ...v, slot }))
        }}
        errors={errors}
      />
      <div aria-live="polite">
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Conferma in corso…' : 'Conferma la nuova consegna'}
      </button>
    </form>
  )
}

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
              target={{ ...target, id: target.id }}
              answer={screen.answer}
              onMoved={setMoved}
              onStale={() => void query.refetch()}
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
