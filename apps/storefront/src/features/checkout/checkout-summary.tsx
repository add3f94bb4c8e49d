import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import { FormMessage } from '../../lib/account/form-field'
import type { ZoneState } from './address-section'

/**
 * The summary beside the steps: the cart's lines and total, when and where it is delivered once
 * known, the failure of the last attempt, and the button that places the order.
 */
export function CheckoutSummary({
  items,
  total,
  zone,
  date,
  slot,
  failure,
  busy,
}: {
  items: readonly { id: number | string; name: string; price: number; quantity: number }[]
  total: number
  zone: ZoneState
  date: string
  slot: string
  failure: string | null
  busy: boolean
}) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0)
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
      {zone.kind === 'inside' && date && slot ? (
        <p className="checkout-summary__when">
          Consegna {deliveryDateLabel(date)}, {slot} · zona {zone.name}
        </p>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={busy || zone.kind === 'outside'}
      >
        {busy ? 'Invio dell’ordine…' : 'Conferma l’ordine'}
      </button>
      <p className="checkout-summary__note">
        Confermando l’ordine accetti di pagare {formatEuro(total)} con il metodo scelto.
      </p>
    </aside>
  )
}
