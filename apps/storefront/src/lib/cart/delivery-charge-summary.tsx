import { toCents } from '@shop/cart-core'
import { formatEuro } from '@shop/catalog'
import { type DeliveryCharge, deliveryCharge, freeDeliveryMessage, minimumOrderMessage } from '@shop/zones'
import type { DeliveryZoneCharges } from './delivery-zone'
import './delivery-charge.css'

/** The delivery charge of a products total (euros, VAT included) in a zone (@shop/zones deliveryCharge). */
export function chargeFor(zone: DeliveryZoneCharges, productsTotal: number): DeliveryCharge {
  return deliveryCharge(zone, toCents(productsTotal))
}

/**
 * The delivery lines of a summary once the zone is known (issue 18): the fee ('Gratuita' from the
 * zone's threshold), the hint 'Mancano 4,10 € per la consegna gratuita', the zone's minimum order
 * when the products are below it, and the total with the delivery.
 */
export function DeliveryChargeSummary({
  zone,
  productsTotal,
  depositCents = 0,
}: {
  zone: DeliveryZoneCharges
  productsTotal: number
  /** The returnable glass's deposit less the credit taken (cents): in the total, never in the fee rules. */
  depositCents?: number
}) {
  const charge = chargeFor(zone, productsTotal)
  const hint = freeDeliveryMessage(charge)
  const minimum = minimumOrderMessage(zone, charge)
  return (
    <div className="delivery-charge">
      <p className="delivery-charge__row">
        <span>Consegna · zona {zone.name}</span>
        <span data-testid="delivery-fee">
          {charge.feeCents > 0 ? formatEuro(charge.feeCents / 100) : 'Gratuita'}
        </span>
      </p>
      {hint ? (
        <p className="delivery-charge__hint" data-testid="free-delivery-hint">
          {hint}
        </p>
      ) : null}
      {minimum ? (
        <p className="delivery-charge__minimum" role="alert" data-testid="minimum-order">
          {minimum}
        </p>
      ) : null}
      <p className="delivery-charge__row delivery-charge__total">
        <span>{depositCents > 0 ? 'Totale con consegna e cauzione' : 'Totale con la consegna'}</span>
        <strong data-testid="total-with-delivery">
          {formatEuro((toCents(productsTotal) + charge.feeCents + depositCents) / 100)}
        </strong>
      </p>
    </div>
  )
}
