import type { AdminOrderView } from '@shop/api/contract'
import { defaultApiMessages, errorOfAnswer } from '@shop/api-client'
import { useState } from 'react'
import { API_TIMEOUT_MS, apiTarget, NETWORK_MESSAGE, TIMEOUT_MESSAGE, toApiError } from '../../lib/api'

type Invoice = NonNullable<AdminOrderView['invoice']>

/**
 * GET /api/admin/orders/:id/invoice.xml as a download: the browser saves the file under the name
 * the API gives (the SdI's); a refusal (409: not paid, the seller's data missing …) is thrown as
 * the API's Italian error.
 */
async function downloadInvoiceXml(orderId: number): Promise<void> {
  const target = apiTarget()
  let answer: Response
  try {
    answer = await fetch(`${target.baseURL}/admin/orders/${orderId}/invoice.xml`, {
      credentials: target.credentials,
      headers: { accept: 'application/xml, application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
  } catch (error) {
    throw toApiError(error)
  }
  if (!answer.ok)
    throw errorOfAnswer(answer.status, await answer.json().catch(() => null), {
      ...defaultApiMessages,
      network: NETWORK_MESSAGE,
      timeout: TIMEOUT_MESSAGE,
    })
  const name =
    /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ??
    `fattura-${orderId}.xml`
  const url = URL.createObjectURL(await answer.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * 'Fattura richiesta' on an order's page (issue 27): the business's invoice data given at checkout
 * and the download of its electronic invoice (FatturaPA XML). Nothing when no invoice was asked for.
 */
export function InvoicePanel({ orderId, invoice }: { orderId: number; invoice: Invoice | null }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (!invoice) return null
  const download = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await downloadInvoiceXml(orderId)
    } catch (error) {
      setFailure(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="order-invoice" aria-labelledby={`order-invoice-${orderId}`}>
      <h3 id={`order-invoice-${orderId}`}>Fattura richiesta</h3>
      <dl className="facts" data-testid="order-invoice">
        <dt>Ragione sociale</dt>
        <dd>{invoice.companyName}</dd>
        <dt>Partita IVA</dt>
        <dd>{invoice.vatNumber}</dd>
        <dt>Codice fiscale</dt>
        <dd>{invoice.taxCode}</dd>
        <dt>
          {invoice.recipientCode && invoice.recipientCode !== '0000000' ? 'Codice destinatario' : 'PEC'}
        </dt>
        <dd>
          {invoice.recipientCode && invoice.recipientCode !== '0000000' ? invoice.recipientCode : invoice.pec}
        </dd>
        <dt>Sede</dt>
        <dd>{`${invoice.street}, ${invoice.postcode} ${invoice.city} (${invoice.province})`}</dd>
      </dl>
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        Scarica la fattura elettronica (XML)
      </button>
      {failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : null}
    </section>
  )
}
