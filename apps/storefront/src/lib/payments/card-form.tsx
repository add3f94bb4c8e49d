import { formatEuro } from '@shop/catalog'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormMessage } from '../account/form-field'
import { failureOf } from '../account/use-submit'
import { type PlacedOrder, payByCard } from '../checkout/checkout-api'
import { loadWalletScript } from './wallet-script'

/** What the card provider's script puts on window (the emulator's sandbox shape). */
interface CardSdk {
  mount(
    container: HTMLElement,
    prefix: string,
  ): { tokenize(): Promise<{ id?: string; error?: { message?: string } }>; destroy(): void }
}

type Mounted = ReturnType<CardSdk['mount']>

/**
 * The card-payment checkout screen's form (SPEC.md section 2): the card fields come from the card
 * provider's script (so the card data goes to the provider only), which turns them into a token;
 * the shop's server charges the token for this order. The script loads with the same retries as
 * the wallet's.
 */
export function CardForm({
  card,
  orderId,
  orderKey,
  total,
  onPaid,
}: {
  card: { scriptUrl: string }
  orderId: number
  orderKey: string | null
  total: number
  onPaid(order: PlacedOrder): void
}) {
  const host = useRef<HTMLDivElement>(null)
  const mounted = useRef<Mounted | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    let live = true
    loadWalletScript<CardSdk>({
      url: card.scriptUrl,
      provider: 'carta',
      host: element,
      containerIds: ['card-fields'],
      sdk: () => {
        const sdk = (window as unknown as { ShopCardSandbox?: CardSdk }).ShopCardSandbox
        return typeof sdk?.mount === 'function' ? sdk : undefined
      },
    })
      .then(({ sdk, containers }) => {
        if (!live) return
        mounted.current = sdk.mount(containers[0] as HTMLElement, 'card')
        setState('ready')
      })
      .catch((error: unknown) => {
        if (!live) return
        setState('failed')
        setMessage(error instanceof Error ? error.message : 'Pagamento con carta non disponibile.')
      })
    return () => {
      live = false
      mounted.current?.destroy()
      element.replaceChildren()
    }
  }, [card.scriptUrl])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!mounted.current || busy) return
    setBusy(true)
    setMessage(null)
    try {
      const token = await mounted.current.tokenize()
      if (!token.id) {
        setMessage(token.error?.message ?? 'Controlla i dati della carta.')
        return
      }
      onPaid(await payByCard(orderId, orderKey, token.id))
    } catch (error) {
      setMessage(failureOf(error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card-form" onSubmit={submit} aria-label="Pagamento con carta" noValidate>
      {state === 'loading' ? <p role="status">Caricamento del modulo della carta…</p> : null}
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      <div ref={host} className="card-form__fields" />
      {state === 'ready' ? (
        <>
          <p className="form-field__hint">
            I dati della carta vanno direttamente al circuito di pagamento: il negozio non li vede e non li
            conserva.
          </p>
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy ? 'Pagamento in corso…' : `Paga ${formatEuro(total)}`}
          </button>
        </>
      ) : null}
    </form>
  )
}
