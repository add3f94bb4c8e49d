import type { SmsConfig } from '../config'
import { PermanentDeliveryError, type SmsMessage } from './messaging'
import type { Deliver } from './smtp-mail'

/** How long one request to the provider may take before the attempt counts as failed. */
const REQUEST_TIMEOUT_MS = 30_000

/**
 * The number in international form (+39…): phone numbers reach the shop in Italian national form
 * (normalizePhone), and SMS providers want the country code.
 */
export function internationalPhone(to: string): string {
  const digits = to.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return digits
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  return `+39${digits}`
}

/**
 * Delivers SMS through the HTTP provider of SMS_PROVIDER:
 * - `generic`: POST SMS_URL with `Authorization: Bearer SMS_TOKEN` and the JSON `{ to, text, sender }`;
 *   any 2xx answer means sent.
 * - `skebby`: Skebby's REST API v1.0 (developers.skebby.it): GET `login` with HTTP Basic
 *   authentication answers `user_key;session_key`; POST `sms` with the headers `user_key` and
 *   `Session_key` and the JSON `{ message_type, message, recipient: [...], sender }` answers 201
 *   `{ "result": "OK", "order_id": … }`. One login per message (the session lapses when idle).
 * A 4xx answer (but 408 and 429) is permanent: retrying would be refused the same way.
 */
export function createSmsProvider(config: SmsConfig, fetchFn: typeof fetch = fetch): Deliver<SmsMessage> {
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    if (response.ok) return response
    const body = (await response.text().catch(() => '')).slice(0, 200)
    const message = `${config.provider} ${new URL(url).pathname}: HTTP ${response.status} ${body}`.trim()
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
      throw new PermanentDeliveryError(message)
    throw new Error(message)
  }

  if (config.provider === 'generic') {
    return async ({ to, text }) => {
      await call(config.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: internationalPhone(to), text, sender: config.sender }),
      })
    }
  }

  const base = config.url.endsWith('/') ? config.url : `${config.url}/`
  return async ({ to, text }) => {
    const login = await call(`${base}login`, {
      method: 'GET',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`,
      },
    })
    const [userKey, sessionKey] = (await login.text()).trim().split(';')
    if (!userKey || !sessionKey) throw new Error('skebby login: answer is not user_key;session_key')
    const sent = await call(`${base}sms`, {
      method: 'POST',
      headers: { user_key: userKey, Session_key: sessionKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        message_type: config.messageType,
        message: text,
        recipient: [internationalPhone(to)],
        sender: config.sender,
        returnCredits: false,
      }),
    })
    const answer = (await sent.json().catch(() => null)) as { result?: string } | null
    if (answer?.result !== 'OK') throw new Error(`skebby sms: unexpected answer ${JSON.stringify(answer)}`)
  }
}
