/**
 * Loading a payment provider's script (PayPal's, and the card provider's) with SPEC.md section 8's
 * retries for the wallet provider's script: up to 2 retries,
 * waiting 1 s × the attempt number; each retry removes the script and its button containers and
 * sets them up again; after the retries, the message naming the provider.
 */

export const WALLET_RETRIES = 2
export const WALLET_RETRY_DELAY_MS = 1000

export function walletFailureMessage(provider: string): string {
  return `Problema con il sistema di pagamento ${provider}. Ricarica la pagina o prova un altro metodo di pagamento.`
}

export class WalletScriptError extends Error {
  override readonly name = 'WalletScriptError'
}

/** What a provider script puts on window (PayPal's JS SDK shape, as the sandbox's). */
export interface WalletSdk {
  Buttons(handlers: {
    createOrder(): Promise<string>
    onApprove(data: { orderID: string }): Promise<void> | void
    onCancel?(data: { orderID: string }): void
    onError?(error: unknown): void
  }): { render(container: HTMLElement | string): Promise<void> }
}

export interface WalletScriptOptions<T = WalletSdk> {
  url: string
  provider: string
  /** Where the button containers go. */
  host: HTMLElement
  /** The ids of the button containers to (re)create. */
  containerIds: readonly string[]
  /** Reads what the script defined (window.paypal): undefined when it did not. */
  sdk(): T | undefined
  /** Waits between attempts (injected in tests). */
  wait?(ms: number): Promise<void>
  /** Told before each retry (attempt 1, 2): for a status line. */
  onRetry?(attempt: number): void
}

function appendScript(url: string, doc: Document): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = url
    script.async = true
    script.dataset.walletScript = 'true'
    script.addEventListener('load', () => resolve(script))
    script.addEventListener('error', () =>
      reject(Object.assign(new Error(`script ${url} failed`), { script })),
    )
    doc.head.appendChild(script)
  })
}

/** Loads the script; answers the SDK and the containers to render into. */
export async function loadWalletScript<T = WalletSdk>(
  options: WalletScriptOptions<T>,
): Promise<{ sdk: T; containers: HTMLElement[] }> {
  const doc = options.host.ownerDocument
  const wait = options.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)))
  const tearDown = () => {
    for (const script of doc.querySelectorAll('script[data-wallet-script]')) script.remove()
    for (const id of options.containerIds) doc.getElementById(id)?.remove()
  }
  for (let attempt = 0; attempt <= WALLET_RETRIES; attempt++) {
    if (attempt > 0) {
      tearDown()
      options.onRetry?.(attempt)
      await wait(WALLET_RETRY_DELAY_MS * attempt)
    }
    const containers = options.containerIds.map((id) => {
      const container = doc.createElement('div')
      container.id = id
      container.className = 'wallet-buttons__container'
      options.host.appendChild(container)
      return container
    })
    try {
      await appendScript(options.url, doc)
      const sdk = options.sdk()
      if (sdk) return { sdk, containers }
      console.warn(`${options.provider}: lo script non ha definito il pagamento`)
    } catch (error) {
      console.warn(`${options.provider}: script non caricato (tentativo ${attempt + 1})`, error)
    }
  }
  tearDown()
  throw new WalletScriptError(walletFailureMessage(options.provider))
}
