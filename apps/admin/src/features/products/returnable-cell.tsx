import type { AdminProduct } from '@shop/api/contract'
import { EMPTY_KIND_LABELS, EMPTY_KINDS, type Returnable } from '@shop/deposits'
import { useToast } from '@shop/ui'
import { type FormEvent, useState } from 'react'
import { toApiError } from '../../lib/api'
import { formatEuro } from '../../lib/format'
import { saveReturnable } from './api/products'
import { type ReturnableForm, returnableBody, returnableForm } from './returnable-form'

/** '12 bottiglie × 0,20 € + 1 cassa × 3,00 €' per unit sold; 'No' when not returnable. */
export function returnableText(returnable: Returnable | null): string {
  if (!returnable || returnable.empties.length === 0) return 'No'
  return returnable.empties
    .map(
      ({ kind, count, depositCents }) =>
        `${count} ${count === 1 ? EMPTY_KIND_LABELS[kind].one : EMPTY_KIND_LABELS[kind].other} × ${formatEuro(depositCents / 100)}`,
    )
    .join(' + ')
}

/**
 * The products table's 'Vuoto a rendere' cell: the empties one unit lends and their deposit, and a
 * small form to change them (per kind: how many per unit, the deposit of one empty in euros) or to
 * take the product off ('Non a rendere'). Written in WooCommerce as the product's _shop_returnable.
 */
export function ReturnableCell({ product: initial }: { product: AdminProduct }) {
  const toast = useToast()
  const [product, setProduct] = useState(initial)
  const [editing, setEditing] = useState(false)
  const [form, setForm] = useState<ReturnableForm>(() => returnableForm(initial.returnable))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (body: unknown) => {
    setBusy(true)
    setError(null)
    try {
      const saved = await saveReturnable(product.id, body)
      setProduct(saved)
      setForm(returnableForm(saved.returnable))
      setEditing(false)
      toast.show(`Vuoto a rendere di ${saved.name}: ${returnableText(saved.returnable)}`, { tone: 'success' })
    } catch (failure) {
      setError(toApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    void send(returnableBody(form))
  }

  return (
    <td>
      <span>{returnableText(product.returnable)}</span>
      {product.returnableProblem ? (
        <p className="field__error">
          Cauzione non letta, nessuna cauzione addebitata: {product.returnableProblem}
        </p>
      ) : null}
      {editing ? (
        <form
          className="returnable-form"
          noValidate
          onSubmit={save}
          aria-label={`Vuoto a rendere di ${product.name}`}
        >
          {EMPTY_KINDS.map((kind) => (
            <fieldset key={kind}>
              <legend>{EMPTY_KIND_LABELS[kind].other}</legend>
              <label className="field">
                <span>Quante per unità venduta</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={form[kind].count}
                  onChange={(event) => {
                    const count = event.target.value
                    setForm((all) => ({ ...all, [kind]: { ...all[kind], count } }))
                  }}
                />
              </label>
              <label className="field">
                <span>Cauzione per vuoto (€)</span>
                <input
                  type="text"
                  inputMode="decimal"
                  placeholder="0,20"
                  value={form[kind].euros}
                  onChange={(event) => {
                    const euros = event.target.value
                    setForm((all) => ({ ...all, [kind]: { ...all[kind], euros } }))
                  }}
                />
              </label>
            </fieldset>
          ))}
          <div className="actions">
            <button type="submit" className="button button--small button--primary" disabled={busy}>
              Salva<span className="visually-hidden"> vuoto a rendere di {product.name}</span>
            </button>
            <button
              type="button"
              className="button button--small button--quiet"
              disabled={busy}
              onClick={() => void send({ returnable: null })}
            >
              Non a rendere
            </button>
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => setEditing(false)}
            >
              Annulla
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--small button--quiet" onClick={() => setEditing(true)}>
          Modifica<span className="visually-hidden"> vuoto a rendere di {product.name}</span>
        </button>
      )}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </td>
  )
}
