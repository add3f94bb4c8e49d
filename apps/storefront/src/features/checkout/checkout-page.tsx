import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { ApiError } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useAuth } from '../account/auth-context'
import { Field, FormMessage, focusFirstInvalid } from '../account/form-field'
import {
  type Errors,
  emailError,
  firstErrors,
  phoneError,
  postcodeError,
  requiredError,
} from '../account/form-rules'
import { failureOf, useSubmit } from '../account/use-submit'
import { useCart } from '../cart/cart-context'
import { ONLINE_GATEWAYS } from '../payments/gateways'
import { type AddressField, type AddressForm, AddressSection, type Located } from './address-section'
import {
  type Calendar,
  type CheckoutInput,
  type DaySlots,
  loadCalendar,
  loadPaymentMethods,
  loadSlots,
  type PaymentMethod,
  placeOrder,
} from './checkout-api'
import { attemptKey, forgetAttempt, sessionStore } from './checkout-key'
import './checkout.css'
import '../account/account.css'

type GuestField = 'guestFirstName' | 'guestLastName' | 'guestEmail' | 'guestPhone'
type FieldName = AddressField | GuestField | 'date' | 'slot' | 'paymentMethod'

type Load<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; message: string }

function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ kind: 'loading' })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide
  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', value })
      })
      .catch((error) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: failureOf(error).message })
      })
    return () => controller.abort()
  }, [...deps, round])
  return [state, () => setRound((n) => n + 1)]
}

const NO_SLOTS: DaySlots['slots'] = []

/** /checkout: who, where, when and how to pay; then one order (SPEC.md sections 2, 4, 5, 7). */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Cassa', brand)
  const auth = useAuth()
  const { cart, clear } = useCart()
  const navigate = useNavigate()
  const ids = { date: useId(), slots: useId(), note: useId() }

  const saved = auth.user?.shipping
  const [address, setAddress] = useState<AddressForm>(() => ({
    firstName: saved?.firstName || auth.user?.firstName || '',
    lastName: saved?.lastName || auth.user?.lastName || '',
    company: saved?.company ?? '',
    address1: saved?.address1 ?? '',
    address2: saved?.address2 ?? '',
    city: saved?.city ?? '',
    postcode: saved?.postcode ?? '',
    province: saved?.province || 'BA',
    phone: saved?.phone || auth.user?.billing.phone || '',
  }))
  const [guest, setGuest] = useState({ firstName: '', lastName: '', email: '', phone: '' })
  const [located, setLocated] = useState<Located>({ zone: { kind: 'idle' }, coordinates: null })
  const [date, setDate] = useState('')
  const [slot, setSlot] = useState('')
  const [method, setMethod] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Errors<FieldName>>({})
  const { busy, failure, setFailure, run } = useSubmit()

  const [calendar] = useLoad<Calendar>((signal) => loadCalendar(signal), [])
  const [methods] = useLoad<PaymentMethod[]>((signal) => loadPaymentMethods(signal), [])
  const zoneId = located.zone.kind === 'inside' ? located.zone.zone.id : null
  const [slots, reloadSlots] = useLoad<DaySlots | null>(
    (signal) => (date && zoneId ? loadSlots(date, zoneId, signal) : Promise.resolve(null)),
    [date, zoneId],
  )
  const slotList = slots.kind === 'ready' && slots.value ? slots.value.slots : NO_SLOTS

  // The first date and the first (preferred) slot are chosen for the customer; a slot no longer
  // offered is dropped.
  useEffect(() => {
    if (!date && calendar.kind === 'ready' && calendar.value.dates[0]) setDate(calendar.value.dates[0].date)
  }, [calendar, date])
  useEffect(() => {
    if (slots.kind !== 'ready') return
    if (!slotList.some((s) => s.slot === slot)) setSlot(slotList[0]?.slot ?? '')
  }, [slots, slotList, slot])
  useEffect(() => {
    if (!method && methods.kind === 'ready' && methods.value[0]) setMethod(methods.value[0].id)
  }, [methods, method])

  const total = cart.total
  const count = useMemo(() => cart.items.reduce((sum, item) => sum + item.quantity, 0), [cart.items])

  if (cart.items.length === 0) {
    return (
      <div className="page">
        <section className="empty-state empty-state--page" aria-labelledby="checkout-empty">
          <h1 id="checkout-empty">Il carrello è vuoto</h1>
          <p>
            Aggiungi qualche prodotto al carrello, poi torna qui per scegliere giorno e fascia di consegna.
          </p>
          <p className="empty-state__actions">
            <Link to="/prodotti" className="button button--primary">
              Scopri i prodotti
            </Link>
          </p>
        </section>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const isGuest = !auth.isAuthenticated
    const found = firstErrors<FieldName>({
      ...(isGuest
        ? {
            guestFirstName: requiredError(guest.firstName, 'Il nome', 60),
            guestLastName: requiredError(guest.lastName, 'Il cognome', 60),
            guestEmail: emailError(guest.email),
            guestPhone: phoneError(guest.phone, true),
          }
        : {}),
      firstName: requiredError(address.firstName, 'Il nome', 60),
      lastName: requiredError(address.lastName, 'Il cognome', 60),
      address1: requiredError(address.address1, "L'indirizzo", 120),
      city: requiredError(address.city, 'Il comune', 80),
      postcode: address.postcode.trim() ? postcodeError(address.postcode) : 'Il CAP è obbligatorio',
      province: /^[A-Za-z]{2}$/.test(address.province.trim())
        ? undefined
        : 'La provincia è una sigla di 2 lettere, per esempio BA',
      phone: phoneError(address.phone, true),
      date: date ? undefined : 'Scegli il giorno di consegna',
      slot: slot ? undefined : 'Scegli la fascia oraria',
      paymentMethod: method ? undefined : 'Scegli come pagare',
    })
    setErrors(found ?? {})
    if (found) {
      focusFirstInvalid()
      return
    }
    // The server would refuse it the same way (422 outside_zones or address_unclear).
    if (located.zone.kind === 'outside' || located.zone.kind === 'unclear') {
      setFailure({ message: located.zone.message, fields: {} })
      return
    }
    const input: CheckoutInput = {
      items: cart.items.map((item) => ({ productId: Number(item.id), quantity: item.quantity })),
      shipping: {
        firstName: address.firstName.trim(),
        lastName: address.lastName.trim(),
        ...(address.company.trim() ? { company: address.company.trim() } : {}),
        address1: address.address1.trim(),
        ...(address.address2.trim() ? { address2: address.address2.trim() } : {}),
        city: address.city.trim(),
        postcode: address.postcode.trim(),
        province: address.province.trim().toUpperCase(),
        phone: address.phone.trim(),
      },
      ...(located.coordinates ? { coordinates: located.coordinates } : {}),
      delivery: { date, slot },
      paymentMethod: method,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(isGuest
        ? {
            guest: {
              firstName: guest.firstName.trim(),
              lastName: guest.lastName.trim(),
              email: guest.email.trim(),
              phone: guest.phone.trim(),
            },
          }
        : {}),
    }
    const store = sessionStore()
    void run(async () => {
      try {
        const order = await placeOrder(input, attemptKey(input, store))
        forgetAttempt(store)
        clear()
        const where = `ordine=${order.id}&chiave=${encodeURIComponent(order.orderKey)}`
        // Card and wallet (PayPal) are paid right after the order exists, on the pay-now screen.
        if (order.needsPayment && ONLINE_GATEWAYS.has(order.paymentMethod.id)) navigate(`/paga?${where}`)
        else navigate(`/order-success?${where}`, { state: { order } })
      } catch (error) {
        if (error instanceof ApiError && error.code === 'slot_unavailable') reloadSlots()
        if (error instanceof ApiError && error.fields) {
          const fields: Errors<FieldName> = {}
          for (const [key, message] of Object.entries(error.fields)) {
            const name = key
              .replace(/^shipping\./, '')
              .replace(/^guest\.(\w)/, (_, c: string) => `guest${c.toUpperCase()}`)
            fields[
              (name === 'delivery.date' ? 'date' : name === 'delivery.slot' ? 'slot' : name) as FieldName
            ] = message
          }
          setErrors(fields)
        }
        throw error
      }
    })
  }

  const dates = calendar.kind === 'ready' ? calendar.value.dates : []
  return (
    <div className="page checkout-page">
      <h1>Cassa</h1>
      <form className="checkout-layout" onSubmit={submit} noValidate aria-label="Completa l'ordine">
        <div className="checkout-main">
          <fieldset className="checkout-section">
            <legend>
              <span className="checkout-step" aria-hidden="true">
                1
              </span>
              I tuoi dati
            </legend>
            {auth.isAuthenticated && auth.user ? (
              <p>
                Ordini come <strong>{`${auth.user.firstName} ${auth.user.lastName}`.trim()}</strong> (
                {auth.user.email}).
              </p>
            ) : (
              <>
                <p>
                  Hai un account? <Link to="/login?redirect=%2Fcheckout">Accedi</Link> per ritrovare i tuoi
                  indirizzi. Oppure ordina senza registrarti:
                </p>
                <div className="account-form__pair">
                  <Field
                    label="Nome"
                    value={guest.firstName}
                    onValueChange={(v) => setGuest((g) => ({ ...g, firstName: v }))}
                    error={errors.guestFirstName}
                    autoComplete="given-name"
                    maxLength={60}
                  />
                  <Field
                    label="Cognome"
                    value={guest.lastName}
                    onValueChange={(v) => setGuest((g) => ({ ...g, lastName: v }))}
                    error={errors.guestLastName}
                    autoComplete="family-name"
                    maxLength={60}
                  />
                </div>
                <div className="account-form__pair">
                  <Field
                    label="Email"
                    type="email"
                    value={guest.email}
                    onValueChange={(v) => setGuest((g) => ({ ...g, email: v }))}
                    error={errors.guestEmail}
                    hint="Per la conferma dell’ordine."
                    autoComplete="email"
                    maxLength={100}
                  />
                  <Field
                    label="Telefono"
                    type="tel"
                    value={guest.phone}
                    onValueChange={(v) => setGuest((g) => ({ ...g, phone: v }))}
                    error={errors.guestPhone}
                    autoComplete="tel"
                    inputMode="tel"
                    maxLength={25}
                  />
                </div>
              </>
            )}
          </fieldset>

          <AddressSection
            form={address}
            setForm={setAddress}
            errors={errors}
            located={located}
            onLocated={setLocated}
          />

          <fieldset className="checkout-section">
            <legend>
              <span className="checkout-step" aria-hidden="true">
                3
              </span>
              Giorno e fascia oraria
            </legend>
            {calendar.kind === 'failed' ? <FormMessage tone="error">{calendar.message}</FormMessage> : null}
            {calendar.kind === 'ready' && calendar.value.source === 'fallback' ? (
              <p className="form-field__hint" data-testid="calendar-fallback">
                {calendar.value.message}: ti mostriamo i prossimi giorni di consegna, domeniche escluse.
              </p>
            ) : null}
            <div className={errors.date ? 'form-field form-field--invalid' : 'form-field'}>
              <label htmlFor={ids.date}>Giorno di consegna</label>
              <select
                id={ids.date}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                aria-invalid={errors.date ? true : undefined}
                disabled={calendar.kind !== 'ready'}
              >
                {calendar.kind === 'loading' ? <option value="">Caricamento delle date…</option> : null}
                {dates.map((d) => (
                  <option key={d.date} value={d.date}>
                    {deliveryDateLabel(d.date)}
                  </option>
                ))}
              </select>
              {errors.date ? <p className="form-field__error">{errors.date}</p> : null}
            </div>
            <fieldset className="slot-choice" aria-describedby={`${ids.slots}-note`}>
              <legend>Fascia oraria</legend>
              <div id={`${ids.slots}-note`}>
                {!zoneId ? (
                  <p className="form-field__hint">Indica prima l’indirizzo: le fasce dipendono dalla zona.</p>
                ) : null}
                {slots.kind === 'loading' && zoneId ? <p role="status">Cerco le fasce disponibili…</p> : null}
                {slots.kind === 'failed' ? <FormMessage tone="error">{slots.message}</FormMessage> : null}
                {slots.kind === 'ready' && slots.value?.message ? (
                  <p className="form-field__hint" data-testid="slots-fallback">
                    {slots.value.message}: ti mostriamo le fasce standard della giornata.
                  </p>
                ) : null}
                {slots.kind === 'ready' && slots.value && slotList.length === 0 ? (
                  <p>
                    Per questo giorno non ci sono più fasce libere nella tua zona: scegli un altro giorno.
                  </p>
                ) : null}
              </div>
              <div className="slot-choice__list">
                {slotList.map((choice) => (
                  <label
                    key={choice.slot}
                    className={choice.slot === slot ? 'slot-option is-active' : 'slot-option'}
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={choice.slot}
                      checked={choice.slot === slot}
                      onChange={() => setSlot(choice.slot)}
                    />
                    <span>{choice.slot}</span>
                    {choice.preferred ? <span className="badge badge--accent">Consigliata</span> : null}
                  </label>
                ))}
              </div>
              {errors.slot ? <p className="form-field__error">{errors.slot}</p> : null}
            </fieldset>
          </fieldset>

          <fieldset className="checkout-section">
            <legend>
              <span className="checkout-step" aria-hidden="true">
                4
              </span>
              Pagamento
            </legend>
            {methods.kind === 'failed' ? <FormMessage tone="error">{methods.message}</FormMessage> : null}
            <div className="payment-choice">
              {(methods.kind === 'ready' ? methods.value : []).map((m) => (
                <label key={m.id} className={m.id === method ? 'payment-option is-active' : 'payment-option'}>
                  <input
                    type="radio"
                    name="payment"
                    value={m.id}
                    checked={m.id === method}
                    onChange={() => setMethod(m.id)}
                  />
                  <span className="payment-option__title">{m.title}</span>
                  {m.description ? (
                    <span className="payment-option__description">{m.description}</span>
                  ) : null}
                </label>
              ))}
            </div>
            {errors.paymentMethod ? <p className="form-field__error">{errors.paymentMethod}</p> : null}
            <div className="form-field">
              <label htmlFor={ids.note}>
                Note per la consegna <span className="form-field__optional">(facoltativo)</span>
              </label>
              <textarea
                id={ids.note}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={500}
                rows={3}
              />
            </div>
          </fieldset>
        </div>

        <aside className="checkout-summary" aria-label="Riepilogo dell'ordine">
          <h2>Riepilogo</h2>
          <ul className="checkout-summary__lines">
            {cart.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.name}
                </span>
                <span>{formatEuro(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="checkout-summary__total">
            <span>Totale ({count === 1 ? '1 articolo' : `${count} articoli`})</span>
            <strong data-testid="checkout-total">{formatEuro(total)}</strong>
          </p>
          {located.zone.kind === 'inside' && date && slot ? (
            <p className="checkout-summary__when">
              Consegna {deliveryDateLabel(date)}, {slot} · zona {located.zone.name}
            </p>
          ) : null}
          {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
          <button
            type="submit"
            className="button button--primary button--block button--large"
            disabled={busy || located.zone.kind === 'outside'}
          >
            {busy ? 'Invio dell’ordine…' : 'Conferma l’ordine'}
          </button>
          <p className="checkout-summary__note">
            Confermando l’ordine accetti di pagare {formatEuro(total)} con il metodo scelto.
          </p>
        </aside>
      </form>
    </div>
  )
}
