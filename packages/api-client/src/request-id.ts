/** Web Crypto as requestId uses it: randomUUID where the context is secure, getRandomValues always. */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array
  randomUUID?: () => string
}

/**
 * A new random id for a request that may be sent again (an Idempotency-Key, a refund's or an
 * action's id): a version 4 UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS,
 * localhost), so a page served over plain http on another name — the admin on its own origin in
 * the browser tests, a phone trying the dev shop over the LAN — would stop with 'randomUUID is
 * not a function'; `crypto.getRandomValues` exists in every context and makes the same UUID.
 */
export function requestId(
  random: RandomSource = (globalThis as unknown as { crypto: RandomSource }).crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID()
  const bytes = random.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40 // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
