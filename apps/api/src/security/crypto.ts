import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random token of `bytes` bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** A 6-digit one-time code from a secure random generator (DECISIONS.md section 2.4). */
export function oneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url')
}

/** Constant-time equality of two strings. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
