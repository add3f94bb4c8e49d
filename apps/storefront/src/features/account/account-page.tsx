import { formatEuro } from '@shop/catalog'
import {
  accountUpdateSchema,
  type FieldErrors,
  FORM_LIMITS,
  FORM_MESSAGES,
  fieldErrors,
  newPasswordFormSchema,
} from '@shop/forms'
import { deliveryDateLabel } from '@shop/slots'
import { FullScreenSpinner, useToast } from '@shop/ui'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { changePassword, type OrderView, updateAccount } from '../../lib/account/account-api'
import { knowsPassword, useAuth } from '../../lib/account/auth-context'
import { type AddressView, loginPath, type SessionUser } from '../../lib/account/auth-state'
import { Field, FormMessage, PasswordField } from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import { PostalAddress } from '../../lib/address/postal-address'
import { accountEmptiesQuery } from '../../lib/cart/cart-deposit'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AddressBookSection } from './address-book-section'
import { accountOrdersQuery } from './api/orders'
import { InvoiceSection } from './invoice-section'
import { placedOnLabel } from './order-labels'
import { ReorderDialog } from './reorder-dialog'
import '../../lib/account/account.css'

function AddressCard({
  title,
  address,
  editPath,
}: {
  title: string
  address: AddressView
  editPath: string
}) {
  const filled = address.address1.trim() !== ''
  const titleId = useId()
  return (
    <section className="account-card address-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {filled ? (
        <PostalAddress address={address} />
      ) : (
        <p className="account-card__empty">Non ancora indicato.</p>
      )}
      <Link to={editPath} className="button button--ghost">
        {filled ? 'Modifica' : 'Aggiungi'}
        <span className="visually-hidden"> {title.toLowerCase()}</span>
      </Link>
    </section>
  )
}

function ProfileForm({ user, onDone }: { user: SessionUser; onDone(): void }) {
  const auth = useAuth()
  const toast = useToast()
  const [firstName, setFirstName] = useState(user.firstName)
  const [lastName, setLastName] = useState(user.lastName)
  const [email, setEmail] = useState(user.email)
  const [current, setCurrent] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'firstName' | 'lastName' | 'email' | 'currentPassword'>>(
    {},
  )
  const { busy, failure, run } = useSubmit()
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase()
  // A new email needs the password in a session opened with one (as a new password does).
  const needsCurrent = emailChanged && knowsPassword(auth.loginMethod)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = accountUpdateSchema.safeParse({ firstName, lastName, email })
    const found = {
      ...fieldErrors(checked),
      ...(needsCurrent && !current ? { currentPassword: FORM_MESSAGES.currentPasswordRequired } : {}),
    }
    setErrors(found)
    if (!checked.success || Object.keys(found).length > 0) return
    const { data } = checked
    void run(async () => {
      try {
        const answer = await updateAccount({
          ...(data.firstName !== undefined ? { firstName: data.firstName } : {}),
          ...(data.lastName !== undefined ? { lastName: data.lastName } : {}),
          ...(emailChanged && data.email !== undefined ? { email: data.email } : {}),
          ...(emailChanged && current ? { currentPassword: current } : {}),
        })
        auth.setUser(answer.user)
        toast.show('Dati salvati', { tone: 'success' })
        onDone()
      } catch (error) {
        // The server names the field: an email another account has, a wrong current password.
        setErrors(fieldErrors(failureOf(error).fields))
        throw error
      }
    })
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Modifica i tuoi dati">
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <div className="account-form__pair">
        <Field
          label="Nome"
          value={firstName}
          onValueChange={setFirstName}
          error={errors.firstName}
          autoComplete="given-name"
          maxLength={80}
        />
        <Field
          label="Cognome"
          value={lastName}
          onValueChange={setLastName}
          error={errors.lastName}
          autoComplete="family-name"
          maxLength={80}
        />
      </div>
      <Field
        label="Email"
        type="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        autoComplete="email"
        maxLength={FORM_LIMITS.email}
      />
      {needsCurrent ? (
        <PasswordField
          label="Password attuale"
          value={current}
          onValueChange={setCurrent}
          error={errors.currentPassword}
          hint="Per cambiare l'email conferma la password con cui sei entrato."
          autoComplete="current-password"
          maxLength={200}
        />
      ) : null}
      <div className="account-form__row">
        <button type="submit" className="button button--primary" disabled={busy}>
          Salva
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Annulla
        </button>
      </div>
    </form>
  )
}

function PasswordChange() {
  const auth = useAuth()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [again, setAgain] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'currentPassword' | 'newPassword' | 'confirmation'>>({})
  const [done, setDone] = useState<{ tone: 'success' | 'info'; message: string } | null>(null)
  const { busy, failure, run } = useSubmit()
  // A session opened with the password (a login, a registration) confirms it; a code or a link could not.
  const needsCurrent = knowsPassword(auth.loginMethod)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const checked = newPasswordFormSchema.safeParse({ newPassword: next, confirmation: again })
    const found = {
      ...(needsCurrent && !current ? { currentPassword: FORM_MESSAGES.currentPasswordRequired } : {}),
      ...fieldErrors(checked),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void run(async () => {
      try {
        const answer = await changePassword({
          ...(current ? { currentPassword: current } : {}),
          newPassword: next,
        })
        setDone({
          tone: answer.message.startsWith('Password cambiata') ? 'success' : 'info',
          message: answer.message,
        })
        setCurrent('')
        setNext('')
        setAgain('')
      } catch (error) {
        setErrors(fieldErrors(failureOf(error).fields))
        throw error
      }
    })
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="password-title">
      {done ? <FormMessage tone={done.tone}>{done.message}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <PasswordField
        label="Password attuale"
        optional={!needsCurrent}
        value={current}
        onValueChange={setCurrent}
        error={errors.currentPassword}
        hint={needsCurrent ? undefined : 'Sei entrato con un codice o un link: puoi lasciarla vuota.'}
        autoComplete="current-password"
        maxLength={200}
      />
      <PasswordField
        label="Nuova password"
        meter
        personal={[auth.user?.firstName ?? '', auth.user?.lastName ?? '', auth.user?.email ?? '']}
        value={next}
        onValueChange={setNext}
        error={errors.newPassword}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        label="Ripeti la nuova password"
        value={again}
        onValueChange={setAgain}
        error={errors.confirmation}
        autoComplete="new-password"
        maxLength={128}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Salvataggio…' : 'Cambia password'}
      </button>
    </form>
  )
}

type OrdersLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; orders: OrderView[]; page: number; totalPages: number; total: number }
  | { kind: 'failed'; message: string }

function useOrders() {
  const orders = useInfiniteQuery(accountOrdersQuery())
  const pages = orders.data?.pages ?? []
  const last = pages.at(-1)
  const load: OrdersLoad = orders.isError
    ? { kind: 'failed', message: failureOf(orders.error).message }
    : last
      ? {
          kind: 'ready',
          orders: pages.flatMap((page) => page.orders),
          page: last.page,
          totalPages: last.totalPages,
          total: last.total,
        }
      : { kind: 'loading' }
  return { load, more: () => (load.kind === 'ready' ? orders.fetchNextPage() : undefined) }
}

function OrderCard({ order, onReorder }: { order: OrderView; onReorder(): void }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <li className="account-card order-card">
      <div className="order-card__head">
        <h3>
          <Link to={`/account/ordini/${order.id}`}>Ordine n. {order.number}</Link>
        </h3>
        <span className={`order-status order-status--${order.status}`} data-testid="order-status">
          {order.wording.status}
        </span>
      </div>
      <dl className="order-card__facts">
        {order.createdAt ? (
          <div>
            <dt>Effettuato il</dt>
            <dd>{placedOnLabel(order.createdAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Consegna</dt>
          <dd>
            {order.delivery.date ? deliveryDateLabel(order.delivery.date) : 'Data da definire'}
            {order.delivery.slot ? `, ${order.delivery.slot}` : ''}
            {order.delivery.zoneName ? ` · zona ${order.delivery.zoneName}` : ''}
          </dd>
        </div>
        <div>
          <dt>Totale</dt>
          <dd>{formatEuro(order.total)}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>{order.payment.label}</dd>
        </div>
      </dl>
      <p className="order-card__items">
        {count === 1 ? '1 articolo' : `${count} articoli`}:{' '}
        {order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
      </p>
      {order.payment.state === 'to-pay-online' ? (
        <p>
          <Link to={`/paga?ordine=${order.id}`} className="button button--primary">
            Paga ora<span className="visually-hidden"> l'ordine n. {order.number}</span>
          </Link>
        </p>
      ) : null}
      {order.items.length ? (
        <button type="button" className="button button--ghost" onClick={onReorder}>
          Ordina di nuovo<span className="visually-hidden"> l'ordine n. {order.number}</span>
        </button>
      ) : null}
    </li>
  )
}

function OrdersSection() {
  const { load, more } = useOrders()
  const [reorder, setReorder] = useState<OrderView | null>(null)
  return (
    <section className="account-section" aria-labelledby="orders-title">
      <h2 id="orders-title">I tuoi ordini</h2>
      {load.kind === 'loading' ? <p role="status">Caricamento degli ordini…</p> : null}
      {load.kind === 'failed' ? <FormMessage tone="error">{load.message}</FormMessage> : null}
      {load.kind === 'ready' && load.orders.length === 0 ? (
        <p>
          Non hai ancora fatto ordini. <Link to="/prodotti">Scopri i prodotti</Link>
        </p>
      ) : null}
      {load.kind === 'ready' && load.orders.length ? (
        <>
          <ul className="order-list">
            {load.orders.map((order) => (
              <OrderCard key={order.id} order={order} onReorder={() => setReorder(order)} />
            ))}
          </ul>
          {load.page < load.totalPages ? (
            <button type="button" className="button button--ghost" onClick={() => void more()}>
              Mostra gli ordini precedenti
            </button>
          ) : null}
        </>
      ) : null}
      {reorder ? <ReorderDialog order={reorder} onClose={() => setReorder(null)} /> : null}
    </section>
  )
}

/** /account: the customer's orders (with reorder), details, addresses and password. */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Il tuo account', brand)
  const auth = useAuth()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const user = auth.user

  if (!auth.isAuthenticated && !auth.isLoading) return <Navigate to={loginPath('/account')} replace />
  if (!user || auth.isLoading) return <FullScreenSpinner />

  const logout = async () => {
    try {
      await auth.logout()
    } finally {
      navigate('/', { replace: true })
    }
  }
  return (
    <div className="page account-page">
      <div className="account-page__head">
        <div>
          <h1>Il tuo account</h1>
          <p className="lead">Ciao {user.firstName || user.email}, qui trovi i tuoi ordini e i tuoi dati.</p>
        </div>
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          Esci
        </button>
      </div>
      <div className="account-page__grid">
        <OrdersSection />
        <div className="account-page__side">
          <section className="account-section" aria-labelledby="profile-title">
            <h2 id="profile-title">I tuoi dati</h2>
            <div className="account-card">
              {editing ? (
                <ProfileForm user={user} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <dl className="profile-facts">
                    <div>
                      <dt>Nome</dt>
                      <dd>{`${user.firstName} ${user.lastName}`.trim() || '—'}</dd>
                    </div>
                    <div>
                      <dt>Email</dt>
                      <dd>{user.email}</dd>
                    </div>
                    <div>
                      <dt>Nome utente</dt>
                      <dd>{user.username}</dd>
                    </div>
                    {user.billing.phone ? (
                      <div>
                        <dt>Telefono</dt>
                        <dd>{user.billing.phone}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
                    Modifica dati
                  </button>
                </>
              )}
            </div>
          </section>
          <section className="account-section" aria-labelledby="addresses-title">
            <h2 id="addresses-title">Indirizzi</h2>
            <AddressBookSection user={user} />
            <AddressCard
              title="Indirizzo di fatturazione"
              address={user.billing}
              editPath="/account/indirizzi/fatturazione"
            />
          </section>
          <EmptiesSection />
          <InvoiceSection />
          <section className="account-section" aria-labelledby="password-title">
            <h2 id="password-title">Cambia password</h2>
            <div className="account-card">
              <PasswordChange />
            </div>
          </section>
        </div>
      </div>
    </div>
  )
}

/**
 * The returnable glass the customer still holds ('Vuoti da rendere: 12 bottiglie e 1 cassa') and
 * the deposit of empties returned, taken off the next order's deposit. Nothing until they have had
 * returnable glass.
 */
function EmptiesSection() {
  const { data } = useQuery(accountEmptiesQuery())
  if (!data || (data.heldValue === 0 && data.credit === 0)) return null
  return (
    <section className="account-section" aria-labelledby="empties-title">
      <h2 id="empties-title">Vuoti a rendere</h2>
      <div className="account-card" data-testid="account-empties">
        {data.heldValue > 0 ? (
          <p>
            Vuoti da rendere: <strong>{data.heldText}</strong> (cauzione {formatEuro(data.heldValue)}): dalli
            all’autista alla prossima consegna.
          </p>
        ) : null}
        {data.credit > 0 ? (
          <p>
            Credito per vuoti resi: <strong>{formatEuro(data.credit)}</strong>, scalato dalla cauzione del
            prossimo ordine.
          </p>
        ) : null}
      </div>
    </section>
  )
}
