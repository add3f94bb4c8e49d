/** The strategy a term selects, or 'comprehensive' when the specific strategy found nothing. */
export type SearchType = 'email' | 'phone' | 'id' | 'name' | 'comprehensive'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_CHARACTERS = /^[\d\s+\-()]+$/
const DIGIT = /\d/
const SHORT_ID = /^\d{1,4}$/

/** Whether a trimmed term looks like an e-mail address: something@domain.tld, no spaces. */
export function looksLikeEmail(term: string): boolean {
  return EMAIL.test(term)
}

/**
 * The type of a search term, after trimming (SPEC.md section 5 "Search-term type detection"), in
 * this order:
 * - 'email' when it looks like an e-mail address (something@domain.tld, no spaces);
 * - 'phone' when it has only digits, spaces, '+', '-', '(' and ')', is at least 5 characters long
 *   and has at least one digit ('12345', '+39 080 123 4567', '(080) 1234567');
 * - 'id' when it is all digits and at most 4 long ('7', '1234');
 * - otherwise 'name' (also for an empty term and for anything that is not a string).
 *
 * SPEC.md's "either contains separators or is all digits" always holds for a term made of those
 * characters only; the digit requirement keeps '-----' out of the phone search.
 */
export function detectSearchType(term: string): Exclude<SearchType, 'comprehensive'> {
  if (typeof term !== 'string') return 'name'
  const trimmed = term.trim()
  if (looksLikeEmail(trimmed)) return 'email'
  if (trimmed.length >= 5 && PHONE_CHARACTERS.test(trimmed) && DIGIT.test(trimmed)) return 'phone'
  if (SHORT_ID.test(trimmed)) return 'id'
  return 'name'
}
