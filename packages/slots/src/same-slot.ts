const WHITESPACE = /\s+/g

/**
 * Whether two slot labels name the same slot, comparing them with all whitespace removed:
 * '09:00-10:00' and '09:00 - 10:00' are the same slot. False unless both are
 * strings. Only whitespace is ignored: put labels through normalizeSlotLabel first to also equate
 * '9:00-10:00' or '09:00 AM - 10:00 AM'.
 *
 * @example
 * ```ts
 * sameSlot('09:00-10:00', '09:00 - 10:00') // true
 * sameSlot('9:00-10:00', '09:00 - 10:00') // false: normalizeSlotLabel first
 * ```
 */
export function sameSlot(a: unknown, b: unknown): boolean {
  return (
    typeof a === 'string' && typeof b === 'string' && a.replace(WHITESPACE, '') === b.replace(WHITESPACE, '')
  )
}
