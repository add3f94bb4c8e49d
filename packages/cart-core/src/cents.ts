function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value)
}

/**
 * Euros to a whole number of cents, rounded half away from zero after removing binary noise
 * (1.005 → 101, 0.285 → 29, 0.1 + 0.2 → 30).
 *
 * @throws TypeError when `euros` is not a finite number
 */
export function toCents(euros: number): number {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) {
    throw new TypeError(
      `toCents(euros): euros must be a finite number, such as toCents(1.5) === 150; got ${describe(euros)}`,
    )
  }
  const cents = Math.round(Math.abs(Number((euros * 100).toPrecision(15))))
  return euros < 0 && cents !== 0 ? -cents : cents
}

/**
 * A whole number of cents to euros (150 → 1.5, 30 → 0.3): the closest number to the 2-decimal value.
 *
 * @throws TypeError when `cents` is not a safe integer
 */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new TypeError(
      `fromCents(cents): cents must be a whole number of cents, such as fromCents(150) === 1.5; got ${describe(cents)}`,
    )
  }
  return cents / 100 + 0
}
