/**
 * The relevance points of each rule (SPEC.md section 9 "Relevance points"). A customer's score is
 * the sum of the points of every rule that matches (DECISIONS.md section 3), so an exact match
 * also earns the 'starts with' and 'contains' points of the same field where those rules exist.
 */
export const RELEVANCE_POINTS = {
  /** The term is the customer's id. */
  idExact: 100,
  /** The term is the customer's (or the billing) e-mail. */
  emailExact: 90,
  /** The term is address line 1 of the billing or shipping address. */
  address1Exact: 85,
  /** The term is the billing or shipping phone (samePhone). */
  phoneExact: 80,
  /** The term is address line 2 of the billing or shipping address. */
  address2Exact: 80,
  /** The term is the full name, 'first last' or 'last first'. */
  fullNameExact: 75,
  /** The term is the billing or shipping city. */
  cityExact: 75,
  /** The term is the first name or the last name. */
  nameExact: 70,
  /** The term is the billing or shipping postcode. */
  postcodeExact: 70,
  address1StartsWith: 65,
  address2StartsWith: 60,
  cityStartsWith: 55,
  /** The first name, the last name or the full name starts with the term. */
  nameStartsWith: 50,
  address1Contains: 45,
  emailContains: 40,
  address2Contains: 40,
  cityContains: 35,
  /** The first name, the last name or the full name contains the term. */
  nameContains: 30,
  postcodeContains: 30,
} as const

/** The name of a relevance rule. */
export type RelevanceRule = keyof typeof RELEVANCE_POINTS
