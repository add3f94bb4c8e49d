import type { OrderView } from '@shop/api/contract'
import { formatEuro } from '@shop/catalog'
import './order-lines.css'

/**
 * What was ordered, as the customer pays it: each line VAT included, shipping and fees, the cent
 * WooCommerce's own rounding may leave ('Arrotondamento'), the total and the VAT it includes. The
 * API's order view adds up (@shop/orders orderAmounts): the lines always make the total.
 */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <table className="order-lines" data-testid="order-lines">
      <caption className="visually-hidden">Prodotti dell’ordine n. {order.number}</caption>
      <thead>
        <tr>
          <th scope="col">Prodotto</th>
          <th scope="col" className="order-lines__amount">
            Importo
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order may list one product on two lines
          <tr key={`${item.productId}-${index}`}>
            <td>
              {item.name} <span className="order-lines__quantity">× {item.quantity}</span>
            </td>
            <td className="order-lines__amount">{formatEuro(item.total)}</td>
          </tr>
        ))}
        {order.charges.map((charge, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an order never move
          <tr key={`charge-${index}`}>
            <td>
              {charge.label}
              {charge.outsideVat ? <span className="order-lines__vat"> fuori campo IVA</span> : null}
            </td>
            <td className="order-lines__amount">{formatEuro(charge.total)}</td>
          </tr>
        ))}
        {order.rounding !== 0 ? (
          <tr>
            <td>Arrotondamento</td>
            <td className="order-lines__amount">{formatEuro(order.rounding)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Totale</th>
          <td className="order-lines__amount" data-testid="order-total">
            <strong>{formatEuro(order.total)}</strong>
            {order.tax > 0 ? (
              <span className="order-lines__vat"> di cui IVA {formatEuro(order.tax)}</span>
            ) : null}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/** The shop's bank account for a transfer, or, when the shop has none configured, that it follows by e-mail. */
export function BankTransfer({ order, brand }: { order: OrderView; brand: string }) {
  const bank = order.bankDetails
  return (
    <section aria-labelledby="bank-title">
      <h2 id="bank-title">Come pagare con il bonifico</h2>
      <p>
        Fai un bonifico di <strong>{formatEuro(order.total)}</strong> indicando nella causale{' '}
        <strong>Ordine n. {order.number}</strong>. Fallo subito, perché la consegna avvenga nel giorno che hai
        scelto.
      </p>
      {bank ? (
        <dl className="order-success__facts order-success__bank" data-testid="bank-details">
          <div>
            <dt>Intestatario</dt>
            <dd>{bank.holder}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd className="order-success__iban">{bank.iban}</dd>
          </div>
          {bank.bank ? (
            <div>
              <dt>Banca</dt>
              <dd>{bank.bank}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p data-testid="bank-details-by-email">
          Le coordinate bancarie per il bonifico ti arrivano con una prossima email di {brand}.
        </p>
      )}
    </section>
  )
}
