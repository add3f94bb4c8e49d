import { formatEuro } from '@shop/catalog'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormMessage } from '../account/form-field'
import { useSubmit } from '../account/use-submit'
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
  // The script's own failure (loading it, or the card data it refuses); the charge's is `failure`.
  const [message, setMessage] = useState<string | null>(null)
  const { busy, failure, run } = useSubmit()

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

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = mounted.current
    if (!fields) return
    setMessage(null)
    void run(async () => {
      const token = await fields.tokenize()
      if (!token.id) {
        setMessage(token.error?.message ?? 'Controlla i dati della carta.')
        return
      }
      onPaid(await payByCard(orderId, orderKey, token.id))
    })
  }

  return (
    <form className="card-form" onSubmit={submit} aria-label="Pagamento con carta" noValidate>
      {state === 'loading' ? <p role="status">Caricamento del modulo della carta…</p> : null}
      {(message ?? failure?.message) ? (
        <FormMessage tone="error">{message ?? failure?.message}</FormMessage>
      ) : null}
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
