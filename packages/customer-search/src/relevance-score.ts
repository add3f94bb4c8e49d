import { foldText } from './fold-text'
import { samePhone } from './normalize-phone'
import { readAddresses, readFolded, readId, readObject, readPhones } from './read-customer'
import { RELEVANCE_POINTS, type RelevanceRule } from './relevance-points'
import type { SearchableCustomer } from './searchable-customer'

const ALL_DIGITS = /^\d+$/

interface NameParts {
  first: string
  last: string
}

/** The names to compare: the customer's own, its billing and its shipping names. */
function readNames(customer: unknown): NameParts[] {
  const record = readObject(customer)
  return [record, readObject(record.billing), readObject(record.shipping)]
    .map((source) => ({ first: readFolded(source, 'first_name'), last: readFolded(source, 'last_name') }))
    .filter(({ first, last }) => first !== '' || last !== '')
}

/** Whether the customer's id is the term ('007' is id 7). */
export function isIdMatch(customer: unknown, term: string): boolean {
  const id = readId(customer)
  const folded = foldText(term)
  return id !== null && ALL_DIGITS.test(folded) && Number(folded) === id
}

/** Whether the customer's e-mail, or the billing e-mail, is the term (case-insensitive). */
export function isEmailMatch(customer: unknown, term: string): boolean {
  const folded = foldText(term)
  return folded !== '' && readEmails(customer).includes(folded)
}

function readEmails(customer: unknown): string[] {
  const record = readObject(customer)
  return [readFolded(record, 'email'), readFolded(record.billing, 'email')].filter((email) => email !== '')
}

/**
 * The names of the rules a customer matches for a term (RELEVANCE_POINTS), each at most once.
 * Comparisons are on foldText forms: trimmed, case- and accent-insensitive, inner whitespace
 * collapsed. Address rules read the billing and the shipping address (a rule counts once when
 * either matches); name rules read the customer's names and the billing and shipping names; the
 * phone rule compares the billing and shipping phones with samePhone. A blank term matches nothing.
 */
export function relevanceRules(customer: SearchableCustomer, term: string): RelevanceRule[] {
  const t = foldText(term)
  if (t === '') return []
  const rules = new Set<RelevanceRule>()
  const add = (rule: RelevanceRule, when: boolean) => {
    if (when) rules.add(rule)
  }

  add('idExact', isIdMatch(customer, t))
  const emails = readEmails(customer)
  add('emailExact', emails.includes(t))
  add(
    'emailContains',
    emails.some((email) => email.includes(t)),
  )
  add(
    'phoneExact',
    readPhones(customer).some((phone) => samePhone(phone, term)),
  )

  for (const address of readAddresses(customer)) {
    const line1 = readFolded(address, 'address_1')
    const line2 = readFolded(address, 'address_2')
    const city = readFolded(address, 'city')
    const postcode = readFolded(address, 'postcode')
    add('address1Exact', line1 === t)
    add('address1StartsWith', line1.startsWith(t))
    add('address1Contains', line1.includes(t))
    add('address2Exact', line2 === t)
    add('address2StartsWith', line2.startsWith(t))
    add('address2Contains', line2.includes(t))
    add('cityExact', city === t)
    add('cityStartsWith', city.startsWith(t))
    add('cityContains', city.includes(t))
    add('postcodeExact', postcode === t)
    add('postcodeContains', postcode.includes(t))
  }

  for (const { first, last } of readNames(customer)) {
    // A full name needs both parts, so that a customer without a last name earns no extra points.
    const full = first !== '' && last !== '' ? `${first} ${last}` : ''
    const names = [first, last, full].filter((name) => name !== '')
    add('fullNameExact', full !== '' && (full === t || `${last} ${first}` === t))
    add('nameExact', first === t || last === t)
    add(
      'nameStartsWith',
      names.some((name) => name.startsWith(t)),
    )
    add(
      'nameContains',
      names.some((name) => name.includes(t)),
    )
  }
  return [...rules]
}

/**
 * A customer's relevance for a term (SPEC.md section 9, DECISIONS.md section 3): the sum of the
 * RELEVANCE_POINTS of every rule it matches (relevanceRules). 0 for a blank term, and for customer
 * data of any malformed shape; never throws.
 */
export function relevanceScore(customer: SearchableCustomer, term: string): number {
  return relevanceRules(customer, term).reduce((sum, rule) => sum + RELEVANCE_POINTS[rule], 0)
}
