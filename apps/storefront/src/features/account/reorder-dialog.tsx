import { availableLines, fromCents, type ReorderLine, reorderPlan, toCents } from '@shop/cart-core'
import { formatEuro } from '@shop/catalog'
import { Modal, useToast } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { OrderView } from '../../lib/account/account-api'
import { failureOf } from '../../lib/account/use-submit'
import { useCart } from '../../lib/cart/cart-context'
import type { ProductView } from '../../lib/catalog-types'
import { reorderProductsQuery } from './api/orders'

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; plan: ReorderLine<ProductView>[] }
  | { kind: 'failed'; message: string }

/**
 * The reorder dialog (SPEC.md section 2): an earlier order's products back into the cart, those
 * still sold and at today's prices, saying what changed since.
 */
export function ReorderDialog({ order, onClose }: { order: OrderView; onClose(): void }) {
  const cart = useCart()
  const toast = useToast()
  const [added, setAdded] = useState(false)
  // The button pressed goes away: the focus moves to what replaces it, not out of the dialog.
  const toCart = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (added) toCart.current?.focus()
  }, [added])

  const products = useQuery(reorderProductsQuery(order))
  const load: Load = products.data
    ? { kind: 'ready', plan: reorderPlan(order.items, products.data) }
    : products.isError
      ? { kind: 'failed', message: failureOf(products.error).message }
      : { kind: 'loading' }

  const addAll = () => {
    if (load.kind !== 'ready') return
    const lines = availableLines(load.plan)
    for (const line of lines) {
      const already = cart.cart.items.find((item) => item.id === line.product.id)?.quantity ?? 0
      cart.addProduct(line.product)
      cart.setQuantity(line.product.id, already + line.quantity)
    }
    const count = lines.reduce((sum, line) => sum + line.quantity, 0)
    toast.show(count === 1 ? '1 articolo aggiunto al carrello' : `${count} articoli aggiunti al carrello`, {
      tone: 'success',
    })
    setAdded(true)
  }

  const lines = load.kind === 'ready' ? availableLines(load.plan) : []
  const missing = load.kind === 'ready' ? load.plan.filter((line) => line.kind === 'unavailable') : []
  const total = fromCents(lines.reduce((sum, line) => sum + toCents(line.product.price) * line.quantity, 0))
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={`Ordina di nuovo: ordine n. ${order.number}`}
      description="I prodotti ancora in vendita, ai prezzi di oggi."
      className="reorder-dialog"
    >
      {load.kind === 'loading' ? <p role="status">Controllo prezzi e disponibilità…</p> : null}
      {load.kind === 'failed' ? (
        <p role="alert" className="form-message form-message--error">
          {load.message}
        </p>
      ) : null}
      {load.kind === 'ready' ? (
        <>
          {lines.length ? (
            <ul className="reorder-lines" aria-label="Prodotti da aggiungere">
              {lines.map((line) => (
                <li key={line.product.id}>
                  <span className="reorder-lines__name">
                    {line.quantity} × {line.name}
                  </span>
                  <span className="reorder-lines__price">{formatEuro(line.product.price)} cad.</span>
                  {line.priceChanged ? (
                    <span className="reorder-lines__note">
                      Prezzo cambiato: era {formatEuro(line.priceThen)}, oggi {formatEuro(line.product.price)}
                    </span>
                  ) : null}
                  {line.limitedTo !== null ? (
                    <span className="reorder-lines__note">
                      Ne restano solo {line.limitedTo}: ne aggiungiamo {line.limitedTo}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {missing.length ? (
            <div className="reorder-missing">
              <p>
                {missing.length === 1
                  ? 'Questo prodotto non è più disponibile:'
                  : 'Questi prodotti non sono più disponibili:'}
              </p>
              <ul aria-label="Prodotti non più disponibili">
                {missing.map((line) => (
                  <li key={line.name}>{line.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {lines.length ? (
            <p className="reorder-total">
              Totale ai prezzi di oggi: <strong>{formatEuro(total)}</strong>
            </p>
          ) : (
            <p>Nessun prodotto di questo ordine è ancora in vendita.</p>
          )}
          <div className="modal-actions">
            {added ? (
              <Link to="/cart" className="button button--primary" ref={toCart}>
                Vai al carrello
              </Link>
            ) : lines.length ? (
              <button type="button" className="button button--primary" onClick={addAll}>
                Aggiungi al carrello
              </button>
            ) : null}
            <button type="button" className="button button--ghost" onClick={onClose}>
              {added ? 'Continua qui' : 'Annulla'}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  )
}
