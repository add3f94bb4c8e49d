import { api, toApiError } from '../api'
import type { DriverStop } from '../driver-day'
import type { OutboxEntry, SendAnswer } from './outbox'

/** Answers that may pass if the same action is sent again later. */
const PASSING = new Set([408, 429])

/** The stop a 409 stop_recorded carries: `{ stop }` in the error's data (or `details`, as the contract words it). */
function stopInError(data: unknown): DriverStop | null {
  if (!data || typeof data !== 'object') return null
  const { stop, details } = data as { stop?: unknown; details?: unknown }
  const found =
    stop ?? (details && typeof details === 'object' ? (details as { stop?: unknown }).stop : undefined)
  return found && typeof found === 'object' && typeof (found as DriverStop).orderId === 'number'
    ? (found as DriverStop)
    : null
}

/**
 * POST /api/driver/stops/:orderId/outcome with the entry's body, read as the queue needs it:
 * 200 and 409 stop_recorded settle the stop (with the server's stop); no answer, a time-out, 408,
 * 429 and 5xx are tried again; 401 waits for a login; any other 4xx is refused with the server's
 * Italian message (and its field messages, which name what to fix).
 */
export async function sendOutcome(entry: OutboxEntry): Promise<SendAnswer> {
  try {
    const { stop } = await api<{ stop: DriverStop }>('POST', `/driver/stops/${entry.orderId}/outcome`, {
      body: entry.body,
    })
    return { kind: 'recorded', stop }
  } catch (thrown) {
    const error = toApiError(thrown)
    if (error.status === 409 && error.code === 'stop_recorded')
      return { kind: 'recorded', stop: stopInError(error.data) }
    if (error.status === 401) return { kind: 'signed-out', message: error.message }
    if (error.status === 0 || error.status >= 500 || PASSING.has(error.status))
      return { kind: 'retry', message: error.message }
    const fields = error.issues?.map((issue) => issue.message) ?? []
    return {
      kind: 'refused',
      code: error.code,
      message: [error.message, ...fields.filter((text) => text !== error.message)].join(' '),
    }
  }
}
