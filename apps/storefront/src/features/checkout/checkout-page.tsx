import { issueFields } from '@shop/forms'
import { minimumOrderMessage } from '@shop/zones'
import { type FormEvent, useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useAuth } from '../../lib/account/auth-context'
import type { SessionUser } from '../../lib/account/auth-state'
import { focusFirstInvalid } from '../../lib/account/form-field'
import { useSubmit } from '../../lib/account/use-submit'
import { ApiError } from '../../lib/api'
import { type ShortLine, shortLinesOf } from '../../lib/cart/cart-availability'
import { useCart } from '../../lib/cart/cart-context'
import { useCartDeposit } from '../../lib/cart/cart-deposit'
import { chargeFor } from '../../lib/cart/delivery-charge-summary'
import { rememberDeliveryZone } from '../../lib/cart/delivery-zone'
import { catalogKeys } from '../../lib/catalog/catalog-api'
import { placeOrder } from '../../lib/checkout/checkout-api'
import { ONLINE_GATEWAYS } from '../../lib/payments/gateways'
import { useDocumentTitle } from '../../lib/use-document-title'
import { NO_SAVE, type SaveChoice } from './address-book-choice'
import { type AddressForm, AddressSection, type Located } from './address-section'
import { checkoutKeys } from './api/checkout'
import { type CheckoutDraftFields, forgetDraft, loadDraft, saveDraft } from './checkout-draft'
import {
  checkoutErrors,
  checkoutRequest,
  type DeliveryChoice,
  type GuestForm,
  namesOtherRecipient,
  type PaymentChoice,
} from './checkout-form'
import { attemptKey, forgetAttempt, forgetSlotHold, sessionStore, slotHoldId } from './checkout-key'
import { CheckoutSummary } from './checkout-summary'
import { DeliveryStep } from './delivery-step'
import { GuestStep } from './guest-step'
import { useInvoiceRequest } from './invoice-step'
import { PaymentStep } from './payment-step'
import './checkout.css'
import '../../lib/account/account.css'

/** What the steps hold between them: each step edits its own part. */
interface Steps {
  guest: GuestForm
  address: AddressForm
  located: Located
  delivery: DeliveryChoice
  payment: PaymentChoice
}

/** The steps as the checkout opens: the account's delivery address when there is one. */
function initialSteps(user: SessionUser | null): Steps {
  const saved = user?.shipping
  return {
    guest: { firstName: '', lastName: '', email: '', phone: '' },
    address: {
      firstName: saved?.firstName || user?.firstName || '',
      lastName: saved?.lastName || user?.lastName || '',
      company: saved?.company ?? '',
      address1: saved?.address1 ?? '',
      address2: saved?.address2 ?? '',
      city: saved?.city ?? '',
      postcode: saved?.postcode ?? '',
      province: saved?.province || 'BA',
      phone: saved?.phone || user?.billing.phone || '',
    },
    located: { zone: { kind: 'idle' }, coordinates: null },
    delivery: { date: '', slot: '' },
    payment: { method: '', note: '', smsUpdates: false, ageDeclared: false },
  }
}

/** The steps with a kept draft over them: what the customer typed wins over the account's address. */
function withDraft(steps: Steps, draft: CheckoutDraftFields | null): Steps {
  if (!draft) return steps
  return {
    ...steps,
    guest: draft.guest,
    address: draft.address,
    delivery: draft.delivery,
    payment: { ...steps.payment, note: draft.note, smsUpdates: draft.smsUpdates },
  }
}

/** /checkout: who, where, when and how to pay; then one order (SPEC.md sections 2, 4, 5, 7). */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Cassa', brand)
  const auth = useAuth()
  const { cart, clear, setQuantity } = useCart()
  const { deposit, creditCents, alcohol } = useCartDeposit()
  const navigate = useNavigate()
  const [steps, setSteps] = useState(() => withDraft(initialSteps(auth.user), loadDraft(sessionStore())))
  /** A guest's 'Consegna a un’altra persona' (else the guest's name and phone, asked once, go). */
  const [otherRecipient, setOtherRecipient] = useState(() => namesOtherRecipient(steps.guest, steps.address))
  const guestReceives = !auth.isAuthenticated && !otherRecipient
  // What the customer typed survives a trip to the cart and a reload (checkout-draft.ts), saved
  // with the render that shows it (a layout effect: a passive one waits for a frame on Preact).
  const { guest, address, delivery, payment } = steps
  useLayoutEffect(() => {
    saveDraft(sessionStore(), {
      guest,
      address,
      delivery,
      note: payment.note,
      smsUpdates: payment.smsUpdates,
    })
  }, [guest, address, delivery, payment.note, payment.smsUpdates])
  /** 'Salva questo indirizzo nella rubrica' (a signed-in customer's new address): off until ticked. */
  const [save, setSave] = useState<SaveChoice>(NO_SAVE)
  /** The problems of the last attempt by field path (the checkout schema's, or the API's). */
  const [issues, setIssues] = useState<Record<string, string>>({})
  /** Counts the slots taken meanwhile: the delivery step loads them again. */
  const [slotsTaken, setSlotsTaken] = useState(0)
  /** The id this checkout holds its slot with, kept with the attempt (checkout-key.ts). */
  const [slotHold] = useState(() => slotHoldId(sessionStore()))
  // An order takes a van's place and stock: the slots and the catalogue are read again after it.
  const { busy, failure, setFailure, run } = useSubmit({ invalidates: [checkoutKeys.all, catalogKeys.all] })
  /** The products the last attempt was refused for (409 products_unavailable), with what is left. */
  const [short, setShort] = useState<ShortLine[]>([])
  /** 'Richiedo la fattura' (issue 27): its own step, state and check. */
  const invoice = useInvoiceRequest(auth.isAuthenticated)

  const edit = useMemo(() => {
    const part =
      <K extends keyof Steps>(key: K) =>
      (change: (value: Steps[K]) => Steps[K]) =>
        setSteps((all) => ({ ...all, [key]: change(all[key]) }))
    return {
      guest: part('guest'),
      address: part('address'),
      delivery: part('delivery'),
      payment: part('payment'),
    }
  }, [])
  const onLocated = useCallback((located: Located) => {
    // The cart shows this zone's fee and free-delivery hint from now on (issue 18).
    if (located.zone.kind === 'inside') rememberDeliveryZone(located.zone.zone)
    setSteps((all) => ({ ...all, located }))
  }, [])

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

  const { located } = steps
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setShort([])
    // A street placed at the town centre waits for the customer's confirmation (the slots too).
    if (located.zone.kind === 'confirm') {
      setFailure({ message: `Conferma l’indirizzo di consegna: ${located.zone.line}.`, fields: {} })
      return
    }
    const checked = checkoutRequest({
      items: cart.items,
      guest: auth.isAuthenticated ? null : steps.guest,
      address: steps.address,
      otherRecipient,
      coordinates: located.coordinates,
      delivery: steps.delivery,
      payment: steps.payment,
      alcohol,
      saveAddress: auth.isAuthenticated && save.on ? { label: save.label } : null,
    })
    const found = checked.success ? {} : issueFields(checked.error)
    setIssues(found)
    const invoicePart = invoice.check()
    if (!checked.success) {
      const other = checkoutErrors(found).other
      if (other) setFailure({ message: other, fields: {} })
      focusFirstInvalid()
      return
    }
    if (!invoicePart) return focusFirstInvalid()
    // The server would refuse it the same way (422 outside_zones or address_unclear).
    if (located.zone.kind === 'outside' || located.zone.kind === 'unclear') {
      setFailure({ message: located.zone.message, fields: {} })
      return
    }
    // Below the zone's minimum order the server refuses it too (422 below_minimum).
    if (located.zone.kind === 'inside') {
      const charge = chargeFor(located.zone.zone, cart.total)
      const minimum = minimumOrderMessage(located.zone.zone, charge)
      if (minimum) {
        setFailure({ message: minimum, fields: {} })
        return
      }
    }
    // The place held when the slot was chosen (without a hold, the order takes one itself).
    const input = { ...checked.data, ...invoicePart, slotHold }
    const store = sessionStore()
    void run(async () => {
      try {
        const order = await placeOrder(input, attemptKey(input, store))
        forgetAttempt(store)
        forgetSlotHold(store)
        forgetDraft(store)
        clear()
        // A first order's address may now be the account's delivery address (the API saves it),
        // and a new one the customer asked to keep is in the address book.
        if (auth.isAuthenticated) void auth.refresh()
        const where = `ordine=${order.id}&chiave=${encodeURIComponent(order.orderKey)}`
        // Card and wallet (PayPal) are paid right after the order exists, on the pay-now screen.
        if (order.needsPayment && ONLINE_GATEWAYS.has(order.paymentMethod.id)) navigate(`/paga?${where}`)
        else navigate(`/order-success?${where}`, { state: { order } })
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'slot_unavailable' || error.code === 'slot_full'))
          setSlotsTaken((n) => n + 1)
        if (error instanceof ApiError && error.fields) setIssues(error.fields)
        setShort(
          error instanceof ApiError && error.code === 'products_unavailable' ? shortLinesOf(error.data) : [],
        )
        throw error
      }
    })
  }

  const errors = checkoutErrors(issues, guestReceives)
  return (
    <div className="page checkout-page">
      <h1>Cassa</h1>
      <form className="checkout-layout" onSubmit={submit} noValidate aria-label="Completa l'ordine">
        <div className="checkout-main">
          <GuestStep
            user={auth.isAuthenticated ? auth.user : null}
            guest={steps.guest}
            onChange={edit.guest}
            errors={errors.guest}
          />
          <AddressSection
            form={steps.address}
            setForm={edit.address}
            errors={errors.address}
            located={located}
            onLocated={onLocated}
            recipient={
              auth.isAuthenticated ? null : { other: otherRecipient, onOtherChange: setOtherRecipient }
            }
            book={auth.isAuthenticated ? { save, onSaveChange: setSave } : null}
          />
          <DeliveryStep
            zoneId={located.zone.kind === 'inside' ? located.zone.zone.id : null}
            value={steps.delivery}
            onChange={edit.delivery}
            errors={errors.delivery}
            refresh={slotsTaken}
            hold={slotHold}
          />
          <PaymentStep
            value={steps.payment}
            onChange={edit.payment}
            errors={errors.payment}
            alcohol={alcohol}
          />
          {invoice.element(issues)}
        </div>
        <CheckoutSummary
          items={cart.items}
          total={cart.total}
          zone={located.zone}
          date={steps.delivery.date}
          slot={steps.delivery.slot}
          failure={failure?.message ?? null}
          short={short}
          onFitShort={() => {
            for (const line of short) setQuantity(line.productId, line.available)
            setShort([])
            setFailure({
              message:
                'Quantità aggiornate a quelle disponibili: controlla il riepilogo e conferma di nuovo.',
              fields: {},
            })
          }}
          busy={busy}
          deposit={deposit}
          creditCents={creditCents}
          paymentMethod={steps.payment.method}
        />
      </form>
    </div>
  )
}
