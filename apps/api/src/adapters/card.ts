import type { Config } from '../config'

/**
 * The card payment provider as the server uses it: charge a single-use token the browser got from
 * the provider's own script (the card data never reaches the shop). The default talks to the
 * emulator's sandbox shape (tooling/woo-emulator plugins/card-sandbox.ts) at `config.card.apiUrl`
 * with the secret as Bearer; a real provider gets an adapter of this interface.
 */
export interface CardProvider {
  /**
   * Charges a token. `idempotencyKey` goes to the provider as its Idempotency-Key: the same key
   * with the same charge answers the first answer again (no second charge); with another charge
   * (another token) the provider refuses, and the answer is 'conflict'.
   */
  charge(payment: {
    amountCents: number
    currency: string
    token: string
    reference: string
    idempotencyKey: string
  }): Promise<CardCharge>
  /**
   * Gives back `amountCents` of a charge (POST /v1/refunds, Stripe's shape). `idempotencyKey` as on
   * charges: the same key answers the first refund again (no second refund). Never more than is
   * left on the charge: 'too_large' (or 'already_refunded' when nothing is).
   */
  refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<CardRefund>
}

export type CardRefund =
  | { status: 'succeeded'; id: string; amountCents: number }
  | { status: 'refused'; code: 'not_found' | 'already_refunded' | 'too_large' | 'conflict' }

export type CardCharge =
  | { status: 'succeeded'; id: string; amountCents: number; reference: string }
  | { status: 'declined'; code: string }
  /** The key was already used for a different charge: what happened to that one is not known here. */
  | { status: 'conflict' }

export class CardError extends Error {
  override readonly name = 'CardError'
}

/** The sandbox of the embedded emulator. */
export function sandboxCard(emulatorUrl: string): Config['card'] {
  return {
    apiUrl: `${emulatorUrl}/sandbox/card`,
    scriptUrl: `${emulatorUrl}/sandbox/card/card.js`,
    publishableKey: 'pk_sandbox_shop',
    secret: 'sk_sandbox_shop',
  }
}

export function createCardProvider(
  card: Config['card'],
  fetchImpl: typeof fetch = fetch,
): CardProvider | null {
  const { apiUrl } = card
  if (!apiUrl) return null
  return {
    async charge({ amountCents, currency, token, reference, idempotencyKey }) {
      let response: Response
      try {
        response = await fetchImpl(`${apiUrl}/v1/charges`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${card.secret}`,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify({ amount: amountCents, currency: currency.toLowerCase(), token, reference }),
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new CardError(`card provider unreachable: ${String(error)}`)
      }
      const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
      const error = json?.error as { code?: unknown; type?: unknown } | undefined
      const code = error?.code
      if (response.status === 400 && error?.type === 'idempotency_error') return { status: 'conflict' }
      if (response.status === 402) return { status: 'declined', code: String(code ?? 'card_declined') }
      if (response.status === 400 && (code === 'token_used' || code === 'token_unknown'))
        return { status: 'declined', code: String(code) }
      if ((response.status !== 201 && response.status !== 200) || json?.status !== 'succeeded')
        throw new CardError(`card provider answered ${response.status}`)
      return {
        status: 'succeeded',
        id: String(json.id ?? ''),
        amountCents: Number(json.amount),
        reference: String(json.reference ?? ''),
      }
    },
    async refund(chargeId, amountCents, idempotencyKey) {
      let response: Response
      try {
        response = await fetchImpl(`${apiUrl}/v1/refunds`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${card.secret}`,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify({ charge: chargeId, amount: amountCents }),
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new CardError(`card provider unreachable: ${String(error)}`)
      }
      const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
      const error = json?.error as { code?: unknown; type?: unknown } | undefined
      if (response.status === 400 && error?.type === 'idempotency_error')
        return { status: 'refused', code: 'conflict' }
      if (response.status === 400 && error?.code === 'resource_missing')
        return { status: 'refused', code: 'not_found' }
      if (response.status === 400 && error?.code === 'charge_already_refunded')
        return { status: 'refused', code: 'already_refunded' }
      if (response.status === 400 && error?.code === 'amount_too_large')
        return { status: 'refused', code: 'too_large' }
      if ((response.status !== 201 && response.status !== 200) || json?.status !== 'succeeded')
        throw new CardError(`card provider refund answered ${response.status}`)
      return { status: 'succeeded', id: String(json.id ?? ''), amountCents: Number(json.amount) }
    },
  }
}
