import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { FormMessage } from '../account/form-field'
import { failureOf } from '../account/use-submit'
import { captureWalletPayment, type PlacedOrder, startWalletPayment } from '../checkout/checkout-api'
import { loadWalletScript, type WalletSdk, walletFailureMessage } from './wallet-script'

type State =
  | { kind: 'loading'; retry: number }
  | { kind: 'ready' }
  | { kind: 'paying' }
  | { kind: 'failed'; message: string }

/**
 * The wallet provider's button (PayPal) for one order: its script loaded with SPEC.md section 8's
 * retries, the payment created by the shop's server when the buyer presses it, and captured once
 * the buyer approved it in the provider's window. A cancel or an error leaves the order unpaid and
 * says so; `onPaid` gets the paid order.
 */
export function WalletButtons({
  wallet,
  orderId,
  orderKey,
  onPaid,
}: {
  wallet: { name: string; scriptUrl: string }
  orderId: number
  orderKey: string | null
  onPaid(order: PlacedOrder): void
}) {
  const hostId = useId().replace(/:/g, '')
  const host = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>({ kind: 'loading', retry: 0 })
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const paid = useRef(onPaid)
  paid.current = onPaid
  // The provider's buttons call back into these (set up once, with the script): the payment's two
  // calls to the shop are mutations of the data layer.
  const start = useMutation({ mutationFn: () => startWalletPayment(orderId, orderKey) })
  const capture = useMutation({
    mutationFn: (providerOrderId: string) => captureWalletPayment(orderId, orderKey, providerOrderId),
  })
  const calls = useRef({ start: start.mutateAsync, capture: capture.mutateAsync })
  calls.current = { start: start.mutateAsync, capture: capture.mutateAsync }

  useEffect(() => {
    const element = host.current
    if (!element) return
    let live = true
    const containerId = `wallet-buttons-${hostId}`
    loadWalletScript({
      url: wallet.scriptUrl,
      provider: wallet.name,
      host: element,
      containerIds: [containerId],
      sdk: () => {
        const paypal = (window as unknown as { paypal?: WalletSdk }).paypal
        return typeof paypal?.Buttons === 'function' ? paypal : undefined
      },
      onRetry: (retry) => live && setState({ kind: 'loading', retry }),
    })
      .then(async ({ sdk, containers }) => {
        if (!live) return
        const container = containers[0] as HTMLElement
        await sdk
          .Buttons({
            createOrder: async () => {
              setNotice(null)
              return (await calls.current.start()).providerOrderId
            },
            onApprove: async ({ orderID }) => {
              setState({ kind: 'paying' })
              try {
                paid.current(await calls.current.capture(orderID))
              } catch (error) {
                setState({ kind: 'ready' })
                setNotice({ tone: 'error', text: failureOf(error).message })
              }
            },
            onCancel: () =>
              setNotice({
                tone: 'info',
                text: `Pagamento con ${wallet.name} annullato: l’ordine resta da pagare. Puoi riprovare o scegliere un altro metodo.`,
              }),
            onError: (error) => {
              console.warn(`${wallet.name}: errore del pagamento`, error)
              setNotice({ tone: 'error', text: walletFailureMessage(wallet.name) })
            },
          })
          .render(container)
        if (live) setState({ kind: 'ready' })
      })
      .catch((error: unknown) => {
        if (live)
          setState({
            kind: 'failed',
            message: error instanceof Error ? error.message : walletFailureMessage(wallet.name),
          })
      })
    return () => {
      live = false
      element.replaceChildren()
    }
  }, [wallet.scriptUrl, wallet.name, hostId])

  return (
    <div className="wallet-buttons">
      <div aria-live="polite">
        {state.kind === 'loading' ? (
          <p role="status">
            {state.retry === 0
              ? `Caricamento di ${wallet.name}…`
              : `${wallet.name} non risponde: nuovo tentativo (${state.retry} di 2)…`}
          </p>
        ) : null}
        {state.kind === 'paying' ? <p role="status">Conferma del pagamento in corso…</p> : null}
      </div>
      {state.kind === 'failed' ? <FormMessage tone="error">{state.message}</FormMessage> : null}
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <div ref={host} className="wallet-buttons__host" data-testid="wallet-host" />
    </div>
  )
}
