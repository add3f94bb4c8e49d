import type { StoreCheck, WooClient } from '@shop/woo-client'
import type { Logger } from './log'

/** How long GET /api/ready reuses a check (a probe may ask every second; each check is 2 calls). */
export const STORE_CHECK_REUSE_MS = 5_000
/** Time-out of each call of a check: a store that takes longer is as good as down for a start. */
export const STORE_CHECK_TIMEOUT_MS = 5_000

/** The connection to WooCommerce as the server sees it: checked at start, again when asked. */
export interface StoreConnection {
  /**
   * Checks now (@shop/woo-client's checkStore: the keys and a product list, then the payment
   * gateways). Checks asked for while one runs share it. Logs one line when the outcome changes:
   * at the first check always, then only when it goes wrong, right, or wrong in another way.
   */
  check(): Promise<StoreCheck>
  /** The last check when it is younger than STORE_CHECK_REUSE_MS, else a new one. */
  current(): Promise<StoreCheck>
}

export function createStoreConnection(
  woo: Pick<WooClient, 'checkStore'>,
  options: { log: Logger; storeUrl: string | undefined; now?: () => number },
): StoreConnection {
  const now = options.now ?? Date.now
  let last: { check: StoreCheck; at: number } | null = null
  let running: Promise<StoreCheck> | null = null

  const report = (check: StoreCheck) => {
    const before = last?.check
    if (before && before.ok === check.ok && before.problem === check.problem) return
    const details = { store: options.storeUrl ?? null }
    if (check.ok) options.log.info(`WooCommerce: ${check.message}`, details)
    else
      options.log.error(`WooCommerce: ${check.message}`, {
        ...details,
        problem: check.problem,
        step: check.step,
      })
  }

  const check = () => {
    running ??= woo
      .checkStore({ timeoutMs: STORE_CHECK_TIMEOUT_MS })
      .then((result) => {
        report(result)
        last = { check: result, at: now() }
        return result
      })
      .finally(() => {
        running = null
      })
    return running
  }

  return {
    check,
    current: () => (last && now() - last.at < STORE_CHECK_REUSE_MS ? Promise.resolve(last.check) : check()),
  }
}
