import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useShopConfig, useShopConfigReady } from '../../app/shop-config'
import { sellerAddress } from '../../lib/legal/seller'
import { LEGAL_LINKS, WITHDRAWAL_PATH } from '../../lib/nav-links'
import { paymentMethodsQuery } from './api/checkout'
import './pre-contract-info.css'

const CONDITIONS = LEGAL_LINKS[0]
const PRIVACY = LEGAL_LINKS[1]

/**
 * The pre-contract information of art. 49 Codice del Consumo, right above the order button (art.
 * 51 comma 2 wants the main points "directly before" the order): who sells, the total with VAT,
 * delivery and deposits, how it is paid, when it is delivered, the 14-day withdrawal and its
 * exclusion, the legal guarantee, and the conditions of sale (a new tab: the checkout stays as
 * filled). A summary, not the conditions: the lines and amounts are the summary's above it.
 */
export function PreContractInfo({
  toPay,
  paymentMethod,
  date,
  slot,
}: {
  /** The total to pay, in euros: products, delivery and deposits less the empties' credit, VAT included. */
  toPay: number
  /** The chosen payment method's id ('' while none). */
  paymentMethod: string
  date: string
  slot: string
}) {
  const { seller } = useShopConfig()
  const ready = useShopConfigReady()
  const methods = useQuery(paymentMethodsQuery())
  const method = methods.data?.find((m) => m.id === paymentMethod)
  return (
    <section className="pre-contract" aria-labelledby="pre-contract-title" data-testid="pre-contract">
      <h3 id="pre-contract-title">Prima di ordinare</h3>
      <dl>
        <div>
          <dt>Venditore</dt>
          <dd>
            {seller ? (
              <>
                {seller.companyName}, {sellerAddress(seller)} · P.IVA {seller.vatNumber} · {seller.email} ·{' '}
                {seller.phone}
              </>
            ) : ready ? (
              'Dati del venditore non ancora inseriti: il negozio non riceve ordini.'
            ) : (
              '…'
            )}
          </dd>
        </div>
        <div>
          <dt>Totale</dt>
          <dd>{formatEuro(toPay)} IVA inclusa, con la consegna e la cauzione dei vuoti indicate sopra</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>{method?.title ?? 'da scegliere'}</dd>
        </div>
        <div>
          <dt>Consegna</dt>
          <dd>{date && slot ? `${deliveryDateLabel(date)}, ${slot}` : 'giorno e fascia da scegliere'}</dd>
        </div>
        <div>
          <dt>Recesso</dt>
          <dd>
            Entro 14 giorni dalla consegna, da <Link to={WITHDRAWAL_PATH}>«Recedi dal contratto qui»</Link>
            {
              ', escluse le bottiglie e le confezioni aperte o con il sigillo rotto (art. 59, comma 1, lett. e, Codice del Consumo)'
            }
          </dd>
        </div>
        <div>
          <dt>Garanzia</dt>
          <dd>Garanzia legale di conformità di 2 anni</dd>
        </div>
      </dl>
      <p>
        <Link to={CONDITIONS.to} target="_blank" rel="noopener">
          {CONDITIONS.label}
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </Link>{' '}
        ·{' '}
        <Link to={PRIVACY.to} target="_blank" rel="noopener">
          {PRIVACY.label}
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </Link>
      </p>
    </section>
  )
}
