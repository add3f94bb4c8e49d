/**
 * The payment sandboxes honour idempotency as the real providers do: Stripe's Idempotency-Key on a
 * charge, PayPal's PayPal-Request-Id on an order and its capture (issue 14: "both sandboxes must
 * honour it like the real providers do").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_PUBLISHABLE_KEY, CARD_SECRET } from '../src/plugins/card-sandbox'
import { WALLET_CLIENT_ID, WALLET_SECRET } from '../src/plugins/wallet-sandbox'
import { type Client, startTestEmulator } from './harness'

let client: Client

beforeAll(async () => {
  client = await startTestEmulator({ customers: 40 })
})
afterAll(async () => {
  await client?.emulator.stop()
})

const card = (
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  fetch(`${client.emulator.url}/sandbox/card${path}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${CARD_SECRET}`, 'content-type': 'application/json', ...init.headers },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  })

async function token(number = '4242424242424242'): Promise<string> {
  const reply = await card('/v1/tokens', {
    body: { key: CARD_PUBLISHABLE_KEY, number, expMonth: '12', expYear: '40', cvc: '123' },
  })
  return ((await reply.json()) as { id: string }).id
}

async function chargesFor(reference: string): Promise<unknown[]> {
  const reply = await card('/v1/charges', { method: 'GET' })
  return ((await reply.json()) as { data: { reference: string }[] }).data.filter(
    (c) => c.reference === reference,
  )
}

describe('the card sandbox and Idempotency-Key', () => {
  it('answers a repeated charge with the first answer, and charges once', async () => {
    const body = { amount: 1290, currency: 'eur', token: await token(), reference: 'idem-1' }
    const headers = { 'idempotency-key': 'order-idem-1-card-1' }
    const first = await card('/v1/charges', { body, headers })
    expect(first.status).toBe(201)
    const charge = (await first.json()) as { id: string }
    const again = await card('/v1/charges', { body, headers })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(((await again.json()) as { id: string }).id).toBe(charge.id)
    expect(await chargesFor('idem-1')).toHaveLength(1)
  })

  it('refuses the key with other parameters (another card) and charges nothing', async () => {
    const headers = { 'idempotency-key': 'order-idem-2-card-1' }
    const first = await card('/v1/charges', {
      body: { amount: 500, currency: 'eur', token: await token(), reference: 'idem-2' },
      headers,
    })
    expect(first.status).toBe(201)
    const other = await card('/v1/charges', {
      body: { amount: 500, currency: 'eur', token: await token(), reference: 'idem-2' },
      headers,
    })
    expect(other.status).toBe(400)
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error')
    expect(await chargesFor('idem-2')).toHaveLength(1)
  })

  it('keeps a decline for its key too, and without a key a used token is refused', async () => {
    const body = { amount: 700, currency: 'eur', token: await token('4000000000000002'), reference: 'idem-3' }
    const headers = { 'idempotency-key': 'order-idem-3-card-1' }
    expect((await card('/v1/charges', { body, headers })).status).toBe(402)
    const replay = await card('/v1/charges', { body, headers })
    expect(replay.status).toBe(402)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    const used = await card('/v1/charges', { body })
    expect(used.status).toBe(400)
    expect(((await used.json()) as { error: { code: string } }).error.code).toBe('token_used')
  })

  it('does not keep an answer given before the charge ran (an unknown token)', async () => {
    const headers = { 'idempotency-key': 'order-idem-4-card-1' }
    const unknown = await card('/v1/charges', {
      body: { amount: 100, currency: 'eur', token: 'tok_nope', reference: 'idem-4' },
      headers,
    })
    expect(unknown.status).toBe(400)
    const real = await card('/v1/charges', {
      body: { amount: 100, currency: 'eur', token: await token(), reference: 'idem-4' },
      headers,
    })
    expect(real.status).toBe(201)
  })
})

const paypalAuth = `Basic ${Buffer.from(`${WALLET_CLIENT_ID}:${WALLET_SECRET}`).toString('base64')}`
const paypal = (path: string, body?: unknown, requestId?: string) =>
  fetch(`${client.emulator.url}/sandbox/paypal${path}`, {
    method: 'POST',
    headers: {
      authorization: paypalAuth,
      'content-type': 'application/json',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    },
    body: JSON.stringify(body ?? {}),
  })

describe('the PayPal sandbox and PayPal-Request-Id', () => {
  const newOrder = async (requestId?: string) => {
    const reply = await paypal(
      '/v2/checkout/orders',
      { intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '12.90' }, reference_id: '77' },
      requestId,
    )
    expect(reply.status).toBe(201)
    return ((await reply.json()) as { id: string }).id
  }

  it('creates one order for a repeated request id', async () => {
    const first = await newOrder('create-77-a')
    expect(await newOrder('create-77-a')).toBe(first)
    expect(await newOrder('create-77-b')).not.toBe(first)
  })

  it('captures once: the same request id gets the same capture, another one ORDER_ALREADY_CAPTURED', async () => {
    const id = await newOrder()
    const early = await paypal(`/v2/checkout/orders/${id}/capture`, {}, `capture-${id}`)
    expect(early.status).toBe(422)
    await fetch(`${client.emulator.url}/sandbox/paypal/approve/${id}`, { method: 'POST' })
    const captured = await paypal(`/v2/checkout/orders/${id}/capture`, {}, `capture-${id}`)
    expect(captured.status).toBe(201)
    const { capture_id: captureId } = (await captured.json()) as { capture_id: string }
    const repeated = await paypal(`/v2/checkout/orders/${id}/capture`, {}, `capture-${id}`)
    expect(repeated.status).toBe(201)
    expect(((await repeated.json()) as { capture_id: string }).capture_id).toBe(captureId)
    const other = await paypal(`/v2/checkout/orders/${id}/capture`, {}, 'another-id')
    expect(other.status).toBe(422)
    expect(((await other.json()) as { details: { issue: string }[] }).details[0]?.issue).toBe(
      'ORDER_ALREADY_CAPTURED',
    )
    const reused = await paypal(`/v2/checkout/orders/${await newOrder()}/capture`, {}, `capture-${id}`)
    expect(reused.status).toBe(422)
    expect(((await reused.json()) as { details: { issue: string }[] }).details[0]?.issue).toBe(
      'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
    )
  })
})
