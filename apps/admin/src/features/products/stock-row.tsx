import type { AdminProduct } from '@shop/api/contract'
import { MAX_STOCK_QUANTITY } from '@shop/catalog'
import { useToast } from '@shop/ui'
import { type FormEvent, useRef, useState } from 'react'
import { toApiError } from '../../lib/api'
import { formatEuro } from '../../lib/format'
import { saveStock } from './api/products'
import { ReturnableCell } from './returnable-cell'
import { checkStockQuantity, stockStatusLabel } from './stock-quantity'

/**
 * One product of the stock table, with its own small form: the quantity, whether WooCommerce
 * counts the stock, and 'Salva'. The row shows what the server answered; a refusal stays in the row.
 */
export function StockRow({ product: initial }: { product: AdminProduct }) {
  const toast = useToast()
  const [product, setProduct] = useState(initial)
  const [quantity, setQuantity] = useState(
    initial.stockQuantity === null ? '' : String(initial.stockQuantity),
  )
  const [manage, setManage] = useState(initial.manageStock)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const errorId = `stock-error-${product.id}`

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    let body: { stockQuantity: number } | { manageStock: false }
    if (manage) {
      const check = checkStockQuantity(quantity, input.current?.validity.badInput ?? false)
      if (!check.ok) {
        setError(check.message)
        input.current?.focus()
        return
      }
      body = { stockQuantity: check.quantity }
    } else {
      body = { manageStock: false }
    }
    setBusy(true)
    try {
      const saved = await saveStock(product.id, body)
      setProduct(saved)
      setManage(saved.manageStock)
      if (saved.stockQuantity !== null) setQuantity(String(saved.stockQuantity))
      toast.show(
        saved.manageStock
          ? `Giacenza di ${saved.name} aggiornata: ${saved.stockQuantity ?? 0}`
          : `Giacenza di ${saved.name} non più gestita`,
        { tone: 'success' },
      )
    } catch (failure) {
      const apiError = toApiError(failure)
      setError(apiError.fields?.stockQuantity ?? apiError.fields?.manageStock ?? apiError.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <tr>
      <th scope="row">{product.name}</th>
      <td>{product.sku || '—'}</td>
      <td>{product.categories.map((category) => category.name).join(', ') || '—'}</td>
      <td className="num">{product.price === null ? '—' : formatEuro(product.price)}</td>
      <td>
        <form className="stock-form" noValidate onSubmit={save}>
          <label className="field stock-form__quantity">
            <span className="visually-hidden">Giacenza di {product.name}</span>
            <input
              ref={input}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_STOCK_QUANTITY}
              step={1}
              value={quantity}
              disabled={!manage}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </label>
          <label className="check stock-form__manage">
            <input
              type="checkbox"
              checked={manage}
              onChange={(event) => {
                setManage(event.target.checked)
                setError(null)
              }}
            />
            <span>
              Gestisci giacenza<span className="visually-hidden"> di {product.name}</span>
            </span>
          </label>
          <button type="submit" className="button button--small button--primary" disabled={busy}>
            {busy ? 'Salvataggio…' : 'Salva'}
            <span className="visually-hidden"> giacenza di {product.name}</span>
          </button>
        </form>
        {error ? (
          <p id={errorId} role="alert" className="field__error stock-form__error">
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <span className={`badge stock-badge stock-badge--${product.stockStatus || 'unknown'}`}>
          {stockStatusLabel(product.stockStatus)}
        </span>
        {product.manageStock ? null : <span className="stock-note muted">Giacenza non conteggiata</span>}
      </td>
      <ReturnableCell product={product} />
    </tr>
  )
}
