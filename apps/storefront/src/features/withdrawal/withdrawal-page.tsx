import { formatEuro } from '@shop/catalog'
import { FORM_LIMITS, fieldErrors, withdrawalSchema } from '@shop/forms'
import { WITHDRAWAL_TERMS } from '@shop/orders'
import { FullScreenSpinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useAuth } from '../../lib/account/auth-context'
import { loginPath } from '../../lib/account/auth-state'
import { FormMessage, focusFirstInvalid } from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import { orderPagePath } from '../../lib/orders/order-links'
import { OrderLookupForm } from '../../lib/orders/order-lookup-form'
import {
  confirmWithdrawal,
  lookupWithdrawal,
  type WithdrawalStatement,
  withdrawalQuery,
} from '../../lib/orders/withdrawal-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import '../../lib/account/account.css'
import './withdrawal.css'

/**
 * Step 1 (art. 54-bis Codice del Consumo): what would be withdrawn from, line by line, what cannot
 * be returned and why (said before the confirmation), until when, and what happens next.
 */
function Statement({ statement }: { statement: WithdrawalStatement }) {
  return (
    <section className="account-card withdrawal-statement" aria-labelledby="withdrawal-lines">
      <h2 id="withdrawal-lines">I prodotti dell’ordine</h2>
      <table className="withdrawal-lines" data-testid="withdrawal-lines">
        <caption className="visually-hidden">Prodotti dell’ordine n. {statement.order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Prodotto</th>
            <th scope="col">Si può restituire?</th>
            <th scope="col" className="withdrawal-lines__amount">
              Importo
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may list one product on two lines
            <tr key={index}>
              <td>
                {line.name} <span className="withdrawal-lines__quantity">× {line.quantity}</span>
              </td>
              <td>{line.condition}</td>
              <td className="withdrawal-lines__amount">{formatEuro(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Cosa non si può restituire</h3>
      <ul data-testid="withdrawal-exclusions">
        {statement.exclusions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <h3>Entro quando</h3>
      <p data-testid="withdrawal-deadline">
        {WITHDRAWAL_TERMS.right} {statement.deadline}
      </p>
      <h3>Cosa succede dopo</h3>
      <ul>
        {statement.next.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  )
}

/** Step 2: the optional reason and 'Conferma il recesso'. */
function ConfirmForm({
  statement,
  orderKey,
  onDone,
}: {
  statement: WithdrawalStatement
  orderKey: string | null
  onDone(statement: WithdrawalStatement): void
}) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { busy, failure, run } = useSubmit()
  const { name, email } = statement.customer
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = withdrawalSchema.safeParse({ reason })
    setError(fieldErrors(checked).reason)
    if (!checked.success) {
      focusFirstInvalid()
      return
    }
    void run(async () => {
      onDone(
        await confirmWithdrawal(String(statement.order.id), { key: orderKey, reason: checked.data.reason }),
      )
    })
  }
  return (
    <form
      className="account-form account-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="withdrawal-confirm"
    >
      <h2 id="withdrawal-confirm">Conferma il recesso</h2>
      <p>
        Recedi dal contratto dell’ordine n. {statement.order.number}
        {name ? ` a nome di ${name}` : ''}. {email ? `Ti mandiamo la ricevuta a ${email}.` : ''}
      </p>
      <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={reasonId}>
          Motivo <span className="form-field__optional">(facoltativo)</span>
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={FORM_LIMITS.withdrawalReason}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ''}`}
        />
        <p id={`${reasonId}-hint`} className="form-field__hint">
          Non devi spiegare perché recedi: se vuoi, diccelo qui.
        </p>
        {error ? (
          <p id={`${reasonId}-error`} className="form-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Invio in corso…' : WITHDRAWAL_TERMS.confirm}
      </button>
    </form>
  )
}

/** The receipt: when the shop received the withdrawal, the e-mail sent, what happens next. */
function Receipt({ statement, fresh }: { statement: WithdrawalStatement; fresh: boolean }) {
  const said = useRef<HTMLDivElement>(null)
  // The form is gone: the focus goes to what replaced it, so that it is read out.
  useEffect(() => {
    if (fresh) said.current?.focus()
  }, [fresh])
  const withdrawal = statement.withdrawal
  if (!withdrawal) return null
  return (
    <div className="account-card" ref={said} tabIndex={-1} data-testid="withdrawal-receipt">
      <FormMessage tone="success">
        {fresh ? 'Recesso ricevuto' : 'Hai già receduto da questo ordine'}
      </FormMessage>
      <p data-testid="withdrawal-received">
        Abbiamo ricevuto il tuo recesso dal contratto dell’ordine n. {withdrawal.number} {withdrawal.atText}{' '}
        (ora italiana).
      </p>
      <p>
        <strong>{WITHDRAWAL_TERMS.receiptSent}</strong>
        {withdrawal.email ? ` La trovi nella casella di ${withdrawal.email}.` : ''}
      </p>
      <ul>
        {statement.next.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  )
}

/** The public page's first step: the order's number and the e-mail it was placed with. */
function LookupForm({ onFound }: { onFound(statement: WithdrawalStatement): void }) {
  return (
    <>
      <p className="lead">
        {WITHDRAWAL_TERMS.right} Inserisci il numero dell’ordine e l’email che hai usato: li trovi nell’email
        di conferma.
      </p>
      <OrderLookupForm
        label="Trova l’ordine"
        submitLabel="Continua"
        onLookup={async (lookup) => onFound(await lookupWithdrawal(lookup))}
      />
      <p>
        Hai un account? <Link to={loginPath('/account')}>Accedi</Link> e recedi dalla pagina dell’ordine.
      </p>
    </>
  )
}

/** The statement, the confirmation, the receipt, or why the order can no longer be withdrawn from. */
function WithdrawalSteps({
  statement,
  orderKey,
}: {
  statement: WithdrawalStatement
  orderKey: string | null
}) {
  const [done, setDone] = useState<WithdrawalStatement | null>(null)
  const shown = done ?? statement
  const { order } = shown
  return (
    <>
      {shown.withdrawal ? <Receipt statement={shown} fresh={done !== null} /> : null}
      {!shown.withdrawal && shown.closed ? (
        <div className="account-card">
          <FormMessage tone="info">{shown.closed.message}</FormMessage>
        </div>
      ) : null}
      {shown.open ? (
        <>
          <Statement statement={shown} />
          <ConfirmForm statement={shown} orderKey={orderKey} onDone={setDone} />
        </>
      ) : null}
      <p>
        <Link to={orderPagePath(order.id, orderKey)}>Vai all’ordine n. {order.number}</Link>
      </p>
    </>
  )
}

/**
 * /recesso ('Recedi dal contratto qui'): from the order page (?ordine= for a customer's own order,
 * with &chiave= for a guest's), or from the footer, where a guest gives the order's number and
 * e-mail first.
 */
export function Component() {
  const { brand } = useShopConfig()
  const [params] = useSearchParams()
  const location = useLocation()
  const auth = useAuth()
  const id = params.get('ordine')
  const validId = id !== null && /^\d{1,12}$/.test(id)
  const key = params.get('chiave')
  const [found, setFound] = useState<WithdrawalStatement | null>(null)
  const query = useQuery({
    ...withdrawalQuery(id ?? '', key, auth.user?.id ?? null),
    enabled: validId && !auth.isLoading,
  })
  const statement = found ?? (validId ? query.data : undefined)
  useDocumentTitle(
    statement ? `Recesso dall’ordine n. ${statement.order.number}` : WITHDRAWAL_TERMS.action,
    brand,
  )
  if (validId && (auth.isLoading || query.isPending)) return <FullScreenSpinner />
  const heading = statement ? `Recesso dall’ordine n. ${statement.order.number}` : WITHDRAWAL_TERMS.action
  return (
    <div className="page order-page withdrawal-page">
      <div className="order-page__head">
        <h1>{heading}</h1>
      </div>
      {statement ? (
        <WithdrawalSteps statement={statement} orderKey={found ? found.order.orderKey : key} />
      ) : id !== null ? (
        <>
          <FormMessage tone="error">
            {validId ? failureOf(query.error).message : 'Ordine non trovato'}
          </FormMessage>
          {!auth.isAuthenticated && !key ? (
            <p>
              Se l’ordine è del tuo account,{' '}
              <Link to={loginPath(location.pathname + location.search)}>accedi</Link> per recedere: ti
              riportiamo qui.
            </p>
          ) : null}
          <p>
            <Link to="/recesso">Cerca l’ordine</Link> con il numero e l’email che hai usato.
          </p>
        </>
      ) : (
        <LookupForm onFound={setFound} />
      )}
    </div>
  )
}
