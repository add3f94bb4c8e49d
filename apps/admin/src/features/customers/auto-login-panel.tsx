import type { AutoLoginLink } from '@shop/api/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { toApiError } from '../../lib/api'
import { formatDateTime } from '../../lib/format'
import { createAutoLoginLink } from './api/customers'

type CopyState = 'copied' | 'failed' | null

/**
 * A signed, single-use link that logs the customer in on the storefront without a password
 * (DECISIONS.md section 2.5): created on the server, shown to copy and send to the customer.
 */
export function AutoLoginPanel({ customerId, isCustomer }: { customerId: number; isCustomer: boolean }) {
  const headingId = useId()
  const [link, setLink] = useState<AutoLoginLink | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [copy, setCopy] = useState<CopyState>(null)
  const field = useRef<HTMLInputElement>(null)

  // A new link takes the focus, selected: ready to copy with the keyboard too.
  useEffect(() => {
    if (!link) return
    field.current?.focus()
    field.current?.select()
  }, [link])

  const create = async () => {
    setBusy(true)
    setError(null)
    setCopy(null)
    try {
      setLink(await createAutoLoginLink(customerId))
    } catch (failure) {
      setError(toApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }

  const copyLink = async () => {
    if (!link) return
    try {
      // Missing outside a secure context (http on another host than localhost).
      if (!navigator.clipboard) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(link.url)
      setCopy('copied')
    } catch {
      field.current?.focus()
      field.current?.select()
      setCopy('failed')
    }
  }

  return (
    <section className="panel stack auto-login" aria-labelledby={headingId}>
      <h2 id={headingId}>Accesso automatico</h2>
      {isCustomer ? (
        <>
          <p>
            Un link con cui il cliente entra nel proprio account del negozio senza password. Mandalo solo al
            cliente: chiunque lo apra entra nel suo account.
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={create} disabled={busy}>
              {busy ? 'Creazione del link…' : 'Crea link di accesso automatico'}
            </button>
          </div>
        </>
      ) : (
        <p className="notice">
          Il link di accesso automatico si crea solo per i clienti, non per gli operatori.
        </p>
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {link ? (
        <div className="stack">
          <div className="auto-login__link">
            <label className="field">
              <span>Link di accesso automatico</span>
              <input
                ref={field}
                type="text"
                readOnly
                value={link.url}
                spellCheck={false}
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
            <button type="button" className="button" onClick={copyLink}>
              Copia
            </button>
          </div>
          <p>
            Valido fino a <strong>{formatDateTime(new Date(link.expiresAt).toISOString())}</strong> (ora
            italiana). Si può usare una sola volta: dopo il primo accesso non vale più.
          </p>
        </div>
      ) : null}
      <div aria-live="polite">
        {copy === 'copied' ? <p className="form-ok">Link copiato negli appunti.</p> : null}
        {copy === 'failed' ? (
          <p className="form-error">
            Copia non riuscita: il link è selezionato nel campo, copialo con Ctrl+C (⌘C su Mac).
          </p>
        ) : null}
      </div>
    </section>
  )
}
