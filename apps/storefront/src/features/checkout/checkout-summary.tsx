import { toCents } from '@shop/cart-core'
import { formatEuro } from '@shop/catalog'
import type { OrderDeposit } from '@shop/deposits'
import { deliveryDateLabel } from '@shop/slots'
import { FormMessage } from '../../lib/account/form-field'
import type { ShortLine } from '../../lib/cart/cart-availability'
import { DepositLines } from '../../lib/cart/cart-deposit'
import { chargeFor, DeliveryChargeSummary } from '../../lib/cart/delivery-charge-summary'
import type { ZoneState } from './address-section'
import { PreContractInfo } from './pre-contract-info'

/**
 * The summary beside the steps: the cart's lines and total, once the address's zone is known its
 * delivery fee, the hint for free delivery and its minimum order (below it the order cannot be
 * confirmed), when and where it is delivered, the failure of the last attempt, the pre-contract
 * information (issue 27) and the button that places the order.
 */
export function CheckoutSummary({
  items,
  total,
  zone,
  date,
  slot,
  failure,
  short = [],
  onFitShort,
  busy,
  deposit,
  creditCents = 0,
  paymentMethod = '',
}: {
  items: readonly { id: number | string; name: string; price: number; quantity: number }[]
  total: number
  zone: ZoneState
  date: string
  slot: string
  failure: string | null
  /** The products the last attempt was refused for, with what is left of each. */
  short?: readonly ShortLine[]
  /** Sets those lines to what is left (0: out of the cart). */
  onFitShort?: () => void
  busy: boolean
  /** The returnable glass's deposit (its own lines, outside the VAT) and the credit it takes, cents. */
  deposit?: OrderDeposit
  creditCents?: number
  /** The chosen payment method's id, for the pre-contract information. */
  paymentMethod?: string
}) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0)
  const charge = zone.kind === 'inside' ? chargeFor(zone.zone, total) : null
  const belowMinimum = (charge?.belowMinimumByCents ?? 0) > 0
  const depositDue = (deposit?.totalCents ?? 0) - creditCents
  const toPay = (toCents(total) + (charge?.feeCents ?? 0) + depositDue) / 100
  return (
    <aside className="checkout-summary" aria-label="Riepilogo dell'ordine">
      <h2>Riepilogo</h2>
      <ul className="checkout-summary__lines">
        {items.map((item) => (
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
      {deposit ? <DepositLines deposit={deposit} creditCents={creditCents} /> : null}
      {zone.kind === 'inside' ? (
        <DeliveryChargeSummary zone={zone.zone} productsTotal={total} depositCents={depositDue} />
      ) : null}
      {zone.kind === 'inside' && date && slot ? (
        <p className="checkout-summary__when">
          Consegna {deliveryDateLabel(date)}, {slot} · zona {zone.name}
        </p>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {short.length > 0 ? (
        <div className="checkout-summary__short">
          <ul aria-label="Prodotti non disponibili nella quantità chiesta">
            {short.map((line) => {
              const name =
                line.name ?? items.find((item) => Number(item.id) === line.productId)?.name ?? 'Un prodotto'
              return (
                <li key={line.productId}>
                  <strong>{name}</strong>:{' '}
                  {line.available === 0
                    ? 'non è più disponibile'
                    : line.available === 1
                      ? 'ne resta 1'
                      : `ne restano ${line.available}`}
                </li>
              )
            })}
          </ul>
          {onFitShort ? (
            <button type="button" className="button button--ghost button--block" onClick={onFitShort}>
              Porta le quantità a quelle disponibili
            </button>
          ) : null}
        </div>
      ) : null}
      <PreContractInfo toPay={toPay} paymentMethod={paymentMethod} date={date} slot={slot} />
      {/* The button's words say that ordering means paying (art. 51 comma 2 Codice del Consumo). */}
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={busy || zone.kind === 'outside' || belowMinimum}
      >
        {busy ? 'Invio dell’ordine…' : 'Ordine con obbligo di pagamento'}
      </button>
      <p className="checkout-summary__note">
        Con questo pulsante ti impegni a pagare {formatEuro(toPay)} con il metodo scelto e accetti le
        condizioni generali di vendita.
      </p>
    </aside>
  )
}
