import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { formatEuro } from '../../lib/format'
import { Pager } from '../../lib/pager'
import { useFilters } from '../../lib/search-params'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type AdminWithdrawal, withdrawalsQuery } from './api/withdrawals'

const FILTERS = [] as const

/** Whether the order was refunded, as WooCommerce says now: its status, or its refunds' total. */
export function refundText(order: AdminWithdrawal['order']): string {
  if (!order) return 'Ordine non trovato in WooCommerce'
  if (order.refundedAmount > 0) return `Rimborsato ${formatEuro(order.refundedAmount)}`
  return order.refunded ? 'Rimborsato' : 'Da rimborsare'
}

/**
 * /admin/recessi ('Recessi'): the customers' withdrawals from their orders (art. 54-bis Codice del
 * Consumo), newest first, as GET /api/admin/withdrawals answers them: when, the order (its link
 * opens its detail, where an operator refunds through WooCommerce), the customer, the reason, the
 * order's status and whether it is refunded.
 */
export function WithdrawalsPage() {
  useDocumentTitle('Recessi')
  const [filters, setFilters] = useFilters(FILTERS)
  const answer = useQuery(withdrawalsQuery(filters.page))
  const data = answer.data
  return (
    <section className="stack">
      <div className="page-head">
        <h1>Recessi</h1>
        {data ? <p className="muted">{data.total === 1 ? '1 recesso' : `${data.total} recessi`}</p> : null}
      </div>
      <p className="muted">
        Il cliente ha 14 giorni dalla consegna per recedere e va rimborsato entro 14 giorni dal recesso: apri
        l’ordine per rimborsarlo e organizzare il ritiro dei prodotti.
      </p>
      {answer.error ? (
        <p role="alert" className="form-error">
          {answer.error.message}
        </p>
      ) : null}
      {!data && answer.isFetching ? <Spinner /> : null}
      {data && data.withdrawals.length === 0 ? <p className="panel">Nessun recesso ricevuto.</p> : null}
      {data && data.withdrawals.length > 0 ? (
        <div className="table-wrap" aria-busy={answer.isFetching}>
          <table className="data">
            <caption className="visually-hidden">Recessi ricevuti, dal più recente</caption>
            <thead>
              <tr>
                <th scope="col">Ricevuto</th>
                <th scope="col">Ordine</th>
                <th scope="col">Cliente</th>
                <th scope="col">Motivo</th>
                <th scope="col" className="num">
                  Totale
                </th>
                <th scope="col">Stato dell’ordine</th>
                <th scope="col">Rimborso</th>
              </tr>
            </thead>
            <tbody>
              {data.withdrawals.map((withdrawal) => (
                <tr key={withdrawal.orderId}>
                  <td>{withdrawal.atText}</td>
                  <th scope="row">
                    <Link
                      to={`/orders?ordine=${withdrawal.orderId}`}
                      aria-label={`Ordine n. ${withdrawal.number}: dettagli`}
                    >
                      n. {withdrawal.number}
                    </Link>
                  </th>
                  <td>
                    {withdrawal.customer.name || '—'}
                    <br />
                    <span className="muted">
                      {withdrawal.customer.email}
                      {withdrawal.customerId > 0 ? '' : ' · ospite'}
                    </span>
                  </td>
                  <td>{withdrawal.reason || '—'}</td>
                  <td className="num">{formatEuro(withdrawal.total)}</td>
                  <td>{withdrawal.order?.statusLabel ?? '—'}</td>
                  <td>
                    {withdrawal.order?.refunded ? (
                      refundText(withdrawal.order)
                    ) : (
                      <strong>{refundText(withdrawal.order)}</strong>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => setFilters({ page })}
          label="Pagine dei recessi"
        />
      ) : null}
    </section>
  )
}
