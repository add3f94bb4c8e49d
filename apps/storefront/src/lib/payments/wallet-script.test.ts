import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWalletScript, WalletScriptError, type WalletSdk, walletFailureMessage } from './wallet-script'

const sdk: WalletSdk = { Buttons: () => ({ render: async () => undefined }) }

/** Makes every script the loader appends fail `failures` times, then load. */
function scripts(failures: number) {
  const appended: string[] = []
  let left = failures
  const original = document.head.appendChild.bind(document.head)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    // An unknown type: the test environment does not fetch it; the test says how it went.
    if (node instanceof HTMLScriptElement) node.type = 'application/x-wallet-test'
    original(node)
    if (node instanceof HTMLScriptElement) {
      appended.push(node.src)
      const fail = left-- > 0
      queueMicrotask(() => node.dispatchEvent(new Event(fail ? 'error' : 'load')))
    }
    return node
  })
  return appended
}

function setup(failures: number, defined = true) {
  // The loader tells the console about each failed attempt; not the test's concern.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const host = document.createElement('div')
  document.body.appendChild(host)
  const appended = scripts(failures)
  const waits: number[] = []
  const retries: number[] = []
  const promise = loadWalletScript({
    url: 'https://pay.example/sdk.js',
    provider: 'PayPal',
    host,
    containerIds: ['paypal-a', 'paypal-b'],
    sdk: () => (defined ? sdk : undefined),
    wait: async (ms) => {
      waits.push(ms)
    },
    onRetry: (attempt) => retries.push(attempt),
  })
  return { host, appended, waits, retries, promise }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.head.replaceChildren()
  document.body.replaceChildren()
})

describe('loadWalletScript (SPEC.md section 8)', () => {
  it('loads once and sets the containers up when the script works', async () => {
    const { promise, appended, waits, host } = setup(0)
    const { sdk: loaded, containers } = await promise
    expect(loaded).toBe(sdk)
    expect(appended).toHaveLength(1)
    expect(waits).toEqual([])
    expect(containers.map((c) => c.id)).toEqual(['paypal-a', 'paypal-b'])
    expect(host.querySelectorAll('div')).toHaveLength(2)
  })

  it('retries twice, 1 s × the attempt apart, removing the script and containers each time', async () => {
    const { promise, appended, waits, retries } = setup(2)
    await promise
    expect(appended).toHaveLength(3)
    expect(waits).toEqual([1000, 2000])
    expect(retries).toEqual([1, 2])
    expect(document.querySelectorAll('script[data-wallet-script]')).toHaveLength(1)
    expect(document.querySelectorAll('#paypal-a')).toHaveLength(1)
    expect(document.querySelectorAll('#paypal-b')).toHaveLength(1)
  })

  it('gives up after the retries with the message naming the provider, leaving nothing behind', async () => {
    const { promise, appended } = setup(3)
    await expect(promise).rejects.toThrow(WalletScriptError)
    await expect(promise).rejects.toThrow(walletFailureMessage('PayPal'))
    expect(appended).toHaveLength(3)
    expect(document.querySelectorAll('script[data-wallet-script]')).toHaveLength(0)
    expect(document.getElementById('paypal-a')).toBeNull()
  })

  it('counts a script that loads but defines no payment as a failure', async () => {
    const { promise, appended } = setup(0, false)
    await expect(promise).rejects.toThrow(WalletScriptError)
    expect(appended).toHaveLength(3)
  })

  it('words the failure as SPEC.md does', () => {
    expect(walletFailureMessage('PayPal')).toBe(
      'Problema con il sistema di pagamento PayPal. Ricarica la pagina o prova un altro metodo di pagamento.',
    )
  })
})
