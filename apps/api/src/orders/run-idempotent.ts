import { ApiError } from '../http/api-error'
import type { ServerDeps } from '../server-deps'
import { ORDER_MSG } from './order-messages'

/** How often a request waits on the first request with its key, and for how long at most. */
export const IDEMPOTENCY_POLL_MS = 50
export const IDEMPOTENCY_WAIT_MS = 20_000

export interface IdempotentAnswer {
  status: number
  body: unknown
  /** True when this is the answer of an earlier request with the same key. */
  replayed: boolean
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` once per key (DECISIONS.md section 2.10). The first request with a key does the work
 * and its answer is kept: a success and any 4xx answer (an ApiError below 500) are replayed to every
 * later request with the same key and body. A failure of 500 or more, or any other error (a
 * WooCommerce failure), forgets the key so that a retry can succeed. A request whose key is being
 * worked on waits (polling every 50 ms, 20 s at most) and answers what the first one answered; if
 * the first one failed, it takes the work over. The same key with another body is refused with 422.
 */
export async function runIdempotent(
  deps: ServerDeps,
  key: string,
  bodyHash: string,
  work: () => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentAnswer> {
  // Waiting is measured in elapsed time, whatever the shop's clock says.
  const deadline = performance.now() + IDEMPOTENCY_WAIT_MS
  for (;;) {
    const begun = await deps.stores.idempotency.beginIdempotent(key, bodyHash, deps.now().getTime())
    if (begun.state === 'mismatch') {
      throw new ApiError(422, 'idempotency_mismatch', ORDER_MSG.idempotencyMismatch)
    }
    if (begun.state === 'done') return { status: begun.status, body: begun.body, replayed: true }
    if (begun.state === 'new') break
    if (performance.now() >= deadline) {
      throw new ApiError(409, 'idempotency_pending', ORDER_MSG.idempotencyPending, {
        headers: { 'Retry-After': '2' },
      })
    }
    await sleep(IDEMPOTENCY_POLL_MS)
  }
  try {
    const answer = await work()
    await deps.stores.idempotency.completeIdempotent(key, answer.status, answer.body)
    return { ...answer, replayed: false }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      await deps.stores.idempotency.completeIdempotent(key, error.status, error.toBody())
    else await deps.stores.idempotency.abandonIdempotent(key)
    throw error
  }
}
