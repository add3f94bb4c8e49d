import { toCents } from '@shop/cart-core'
import { formatEuro } from '@shop/catalog'
import { Modal, useToast } from '@shop/ui'
import { type CSSProperties, useState } from 'react'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useCartAvailability } from '../../lib/cart/cart-availability'
import { useCart } from '../../lib/cart/cart-context'
import { DepositLines, useCartDeposit } from '../../lib/cart/cart-deposit'
import { chargeFor, DeliveryChargeSummary } from '../../lib/cart/delivery-charge-summary'
import { packLabel } from '../../lib/pack-label'
import { useDocumentTitle } from '../../lib/use-document-title'
import { QuantityStepper } from './quantity-stepper'
import { useCartZone } from './use-cart-zone'

/**
 * Under a line: what is left of its product when the customer asks for as many or more ('Ne
 * restano 46', or 'Esaurito'), with the change that makes the line fit.
 */
function StockNotice({
  left,
  quantity,
  name,
  onFit,
}: {
  left: number | null | undefined
  quantity: number
  name: string
  onFit(quantity: number): void
}) {
  if (typeof left !== 'number' || quantity < left) return null
  if (quantity === left)
    return (
      <p className="cart-line__stock" data-testid="stock-notice">
        {left === 1 ? 'Ne resta 1' : `Ne restano ${left}`}
      </p>
    )
  return (
    <div className="cart-line__stock cart-line__stock--short" role="alert" data-testid="stock-notice">
      <p>{left === 0 ? 'Esaurito' : left === 1 ? 'Ne resta 1' : `Ne restano ${left}`}</p>
      <button type="button" className="button button--ghost" onClick={() => onFit(left)}>
        {left === 0 ? (
          <>
            Togli<span className="visually-hidden"> {name}</span> dal carrello
          </>
        ) : (
          <>
            Prendi i {left} rimasti<span className="visually-hidden"> di {name}</span>
          </>
        )}
      </button>
    </div>
  )
}

/** /cart: the items with their quantities and the total; change, remove, empty; go to checkout. */
export function Component() {
  const { brand } = useShopConfig()
  const { cart, count, setQuantity, remove, clear } = useCart()
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const zone = useCartZone()
  const { leftOf, short } = useCartAvailability()
  const { deposit, creditCents } = useCartDeposit()
  const depositDue = deposit.totalCents - creditCents
  useDocumentTitle('Carrello', brand)

  if (cart.items.length === 0) {
    return (
      <div className="page">
        <h1>Il tuo carrello</h1>
        <section className="empty-state empty-state--page" aria-label="Carrello vuoto">
          <p className="empty-state__title">Il carrello è vuoto.</p>
          <p>Scegli tra acqua, birra, bibite e vino: li portiamo noi a casa tua o in ufficio.</p>
          <p>
            <Link to="/prodotti" className="button button--primary">
              Scopri i prodotti
            </Link>
          </p>
        </section>
      </div>
    )
  }

  return (
    <div className="page cart-page">
      <h1>Il tuo carrello</h1>
      <p className="lead" aria-live="polite">
        {count === 1 ? '1 articolo' : `${count} articoli`}
      </p>
      <div className="cart-page__layout">
        <ul className="cart-lines" aria-label="Articoli nel carrello">
          {cart.items.map((item) => {
            const pack = packLabel(item.packSize ?? null)
            return (
              <li
                key={String(item.id)}
                className="cart-line"
                style={{ '--card-color': item.color ?? 'var(--color-border)' } as CSSProperties}
                data-testid="cart-line"
              >
                {item.image ? (
                  <img src={item.image} alt="" width="72" height="72" loading="lazy" />
                ) : (
                  <span className="cart-line__image" />
                )}
                <div className="cart-line__info">
                  <Link to={`/prodotti/${item.slug}`} className="cart-line__name">
                    {item.name}
                  </Link>
                  <p className="cart-line__meta">{[item.category, pack].filter(Boolean).join(' · ')}</p>
                  <p className="cart-line__unit">{formatEuro(item.price)} cad.</p>
                </div>
                <QuantityStepper
                  quantity={item.quantity}
                  name={item.name}
                  max={leftOf(item.id) ?? undefined}
                  onChange={(quantity) => {
                    setQuantity(item.id, quantity)
                    if (quantity <= 0) toast.show(`${item.name} tolto dal carrello`)
                  }}
                />
                <StockNotice
                  left={leftOf(item.id)}
                  quantity={item.quantity}
                  name={item.name}
                  onFit={(quantity) => {
                    setQuantity(item.id, quantity)
                    if (quantity <= 0) toast.show(`${item.name} tolto dal carrello`)
                  }}
                />
                <p className="cart-line__total" data-testid="line-total">
                  {formatEuro(item.price * item.quantity)}
                </p>
                <button
                  type="button"
                  className="button button--link cart-line__remove"
                  onClick={() => {
                    remove(item.id)
                    toast.show(`${item.name} tolto dal carrello`)
                  }}
                >
                  Rimuovi<span className="visually-hidden"> {item.name}</span>
                </button>
              </li>
            )
          })}
        </ul>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Riepilogo</h2>
          <dl>
            <div>
              <dt>Totale prodotti</dt>
              <dd data-testid="cart-total">{formatEuro(cart.total)}</dd>
            </div>
          </dl>
          <DepositLines deposit={deposit} creditCents={creditCents} />
          {zone ? (
            <DeliveryChargeSummary zone={zone} productsTotal={cart.total} depositCents={depositDue} />
          ) : depositDue > 0 ? (
            <p className="cart-summary__with-deposit">
              <span>Totale con la cauzione</span>
              <strong data-testid="total-with-deposit">
                {formatEuro((toCents(cart.total) + depositDue) / 100)}
              </strong>
            </p>
          ) : null}
          <p className="cart-summary__note">
            Scegli il giorno e la fascia oraria di consegna al passo successivo: ti mostriamo solo quelle in
            cui un nostro furgone può davvero passare da te.
          </p>
          {zone && chargeFor(zone, cart.total).belowMinimumByCents > 0 ? (
            <Link to="/prodotti" className="button button--primary button--block">
              Aggiungi altri prodotti
            </Link>
          ) : null}
          {short.length > 0 ? (
            <p className="cart-summary__short" role="status">
              {short.length === 1
                ? 'Di un prodotto ne hai chiesti più di quanti ne restano: correggi la quantità prima di ordinare.'
                : `Di ${short.length} prodotti ne hai chiesti più di quanti ne restano: correggi le quantità prima di ordinare.`}
            </p>
          ) : null}
          <Link to="/checkout" className="button button--primary button--block">
            Procedi all’ordine
          </Link>
          <Link to="/prodotti" className="button button--ghost button--block">
            Continua gli acquisti
          </Link>
          <button
            type="button"
            className="button button--link cart-summary__clear"
            onClick={() => setConfirming(true)}
          >
            Svuota il carrello
          </button>
        </aside>
      </div>
      <Modal open={confirming} onOpenChange={setConfirming} title="Svuotare il carrello?">
        <p>Tutti gli articoli verranno tolti dal carrello.</p>
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Annulla
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              clear()
              setConfirming(false)
              toast.show('Carrello svuotato')
            }}
          >
            Svuota il carrello
          </button>
        </div>
      </Modal>
    </div>
  )
}
