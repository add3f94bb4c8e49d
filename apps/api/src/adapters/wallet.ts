import type { Config } from '../config'

/**
 * The wallet payment provider (PayPal) as the server uses it: create a provider order for a shop
 * order, and capture it once the buyer approved it in the provider's window. The default talks to
 * PayPal's Orders v2 REST shape at `config.wallet.apiUrl` (the embedded emulator's sandbox unless
 * WALLET_API_URL is set), with Basic auth of the client id and secret.
 */
export interface WalletProvider {
  readonly name: string
  createOrder(order: { amount: string; currency: string; reference: string }): Promise<{ id: string }>
  /**
   * Captures an approved provider order. `requestId` goes to the provider as PayPal-Request-Id: the
   * same id answers the first capture's result again instead of capturing twice. An order someone
   * captured already (ORDER_ALREADY_CAPTURED) is read back and answered as completed.
   */
  capture(id: string, requestId: string): Promise<WalletCapture>
  /**
   * Refunds `amount` ('12.50', EUR) of a capture: POST /v2/payments/captures/{id}/refund, PayPal's
   * Payments v2. `requestId` as PayPal-Request-Id: the same id answers the first refund again. Never
   * more than is left of the capture: 'exceeded' (or 'fully_refunded' when nothing is).
   */
  refund(captureId: string, amount: string, requestId: string): Promise<WalletRefund>
}

export type WalletRefund =
  | { status: 'completed'; id: string; amount: string }
  | { status: 'refused'; code: 'not_found' | 'fully_refunded' | 'exceeded' }

export type WalletCapture =
  | { status: 'completed'; amount: string; currency: string; reference: string; captureId: string }
  | { status: 'not_approved' }
  /** The provider has no such order (a made-up or foreign id). */
  | { status: 'not_found' }

/** A provider answer the shop cannot use (down, refused, malformed). */
export class WalletError extends Error {
  override readonly name = 'WalletError'
}

/** The sandbox of the embedded emulator (tooling/woo-emulator plugins/wallet-sandbox.ts). */
export function sandboxWallet(emulatorUrl: string): Config['wallet'] {
  return {
    name: 'PayPal',
    apiUrl: `${emulatorUrl}/sandbox/paypal`,
    scriptUrl: `${emulatorUrl}/sandbox/paypal/sdk.js`,
    clientId: 'sandbox-client-id',
    secret: 'sandbox-secret',
  }
}

const TIMEOUT_MS = 10_000

export function createWalletProvider(
  wallet: Config['wallet'],
  fetchImpl: typeof fetch = fetch,
): WalletProvider | null {
  const { apiUrl } = wallet
  if (!apiUrl) return null
  const authorization = `Basic ${Buffer.from(`${wallet.clientId}:${wallet.secret}`).toString('base64')}`
  const call = async (path: string, options: { body?: unknown; requestId?: string; method?: 'GET' } = {}) => {
    let response: Response
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        method: options.method ?? 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          ...(options.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
        },
        ...(options.method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new WalletError(`${wallet.name} unreachable: ${String(error)}`)
    }
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
    return { status: response.status, json }
  }
  return {
    name: wallet.name,
    async createOrder({ amount, currency, reference }) {
      const { status, json } = await call('/v2/checkout/orders', {
        body: {
          intent: 'CAPTURE',
          amount: { currency_code: currency, value: amount },
          reference_id: reference,
        },
      })
      if (status !== 201 && status !== 200) throw new WalletError(`${wallet.name} create answered ${status}`)
      if (typeof json?.id !== 'string') throw new WalletError(`${wallet.name} create gave no id`)
      return { id: json.id }
    },
    async capture(id, requestId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(id)}`
      let { status, json } = await call(`${path}/capture`, { requestId })
      const issue = (json?.details as { issue?: string }[] | undefined)?.[0]?.issue
      if (status === 422 && issue === 'ORDER_NOT_APPROVED') return { status: 'not_approved' }
      if (status === 404 && json?.name === 'RESOURCE_NOT_FOUND') return { status: 'not_found' }
      if (status === 422 && issue === 'ORDER_ALREADY_CAPTURED')
        ({ status, json } = await call(path, { method: 'GET' }))
      if ((status !== 201 && status !== 200) || json?.status !== 'COMPLETED')
        throw new WalletError(`${wallet.name} capture answered ${status}`)
      const amount = json.amount as { value?: unknown; currency_code?: unknown } | undefined
      return {
        status: 'completed',
        amount: String(amount?.value ?? ''),
        currency: String(amount?.currency_code ?? ''),
        reference: String(json.reference_id ?? ''),
        captureId: String(json.capture_id ?? json.id ?? ''),
      }
    },
    async refund(captureId, amount, requestId) {
      const { status, json } = await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body: { amount: { value: amount, currency_code: 'EUR' } },
        requestId,
      })
      const issue = (json?.details as { issue?: string }[] | undefined)?.[0]?.issue
      if (status === 404) return { status: 'refused', code: 'not_found' }
      if (status === 422 && issue === 'CAPTURE_FULLY_REFUNDED')
        return { status: 'refused', code: 'fully_refunded' }
      if (status === 422 && issue === 'REFUND_AMOUNT_EXCEEDED') return { status: 'refused', code: 'exceeded' }
      if ((status !== 201 && status !== 200) || json?.status !== 'COMPLETED')
        throw new WalletError(`${wallet.name} refund answered ${status}`)
      const refunded = json.amount as { value?: unknown } | undefined
      return { status: 'completed', id: String(json.id ?? ''), amount: String(refunded?.value ?? amount) }
    },
  }
}
