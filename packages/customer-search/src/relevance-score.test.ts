import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RELEVANCE_POINTS, type RelevanceRule } from './relevance-points'
import { relevanceRules, relevanceScore } from './relevance-score'
import type { SearchableCustomer } from './searchable-customer'
import { buildCustomer } from './testing/customer-builder'

describe('RELEVANCE_POINTS', () => {
  it('is the points table of SPEC.md section 9, rule by rule', () => {
    expect(RELEVANCE_POINTS).toEqual({
      idExact: 100,
      emailExact: 90,
      address1Exact: 85,
      phoneExact: 80,
      address2Exact: 80,
      fullNameExact: 75,
      cityExact: 75,
      nameExact: 70,
      postcodeExact: 70,
      address1StartsWith: 65,
      address2StartsWith: 60,
      cityStartsWith: 55,
      nameStartsWith: 50,
      address1Contains: 45,
      emailContains: 40,
      address2Contains: 40,
      cityContains: 35,
      nameContains: 30,
      postcodeContains: 30,
    })
  })
})

const sum = (rules: RelevanceRule[]) => rules.reduce((total, rule) => total + RELEVANCE_POINTS[rule], 0)

interface Case {
  name: string
  customer: SearchableCustomer
  term: string
  rules: RelevanceRule[]
  score: number
}

const cases: Case[] = [
  { name: 'id exact', customer: buildCustomer({ id: 4321 }), term: '4321', rules: ['idExact'], score: 100 },
  {
    name: 'id with leading zeros',
    customer: buildCustomer({ id: 42 }),
    term: '0042',
    rules: ['idExact'],
    score: 100,
  },
  {
    name: 'email exact (also contains)',
    customer: buildCustomer({ email: 'Mario.Rossi@Libero.it' }),
    term: 'mario.rossi@libero.it',
    rules: ['emailExact', 'emailContains'],
    score: 130,
  },
  {
    name: 'billing email exact',
    customer: buildCustomer({ billing: { email: 'ufficio@rossi.it' } }),
    term: 'ufficio@rossi.it',
    rules: ['emailExact', 'emailContains'],
    score: 130,
  },
  {
    name: 'email contains',
    customer: buildCustomer({ email: 'mario.rossi@libero.it' }),
    term: 'rossi@',
    rules: ['emailContains'],
    score: 40,
  },
  {
    name: 'phone exact in another written form',
    customer: buildCustomer({ billing: { phone: '+39 080 123 4567' } }),
    term: '(080) 123-4567',
    rules: ['phoneExact'],
    score: 80,
  },
  {
    name: 'a partial phone earns nothing',
    customer: buildCustomer({ billing: { phone: '+39 080 123 4567' } }),
    term: '1234567',
    rules: [],
    score: 0,
  },
  {
    name: 'address line 1 exact (also starts with, contains)',
    customer: buildCustomer({ billing: { address_1: 'Via Sparano da Bari 12' } }),
    term: 'via sparano da bari 12',
    rules: ['address1Exact', 'address1StartsWith', 'address1Contains'],
    score: 195,
  },
  {
    name: 'address line 1 starts with',
    customer: buildCustomer({ billing: { address_1: 'Via Sparano da Bari 12' } }),
    term: 'Via Spa',
    rules: ['address1StartsWith', 'address1Contains'],
    score: 110,
  },
  {
    name: 'address line 1 contains',
    customer: buildCustomer({ billing: { address_1: 'Via Sparano da Bari 12' } }),
    term: 'sparano',
    rules: ['address1Contains'],
    score: 45,
  },
  {
    name: 'address line 2 exact',
    customer: buildCustomer({ billing: { address_2: 'Scala B, int. 4' } }),
    term: 'scala b, int. 4',
    rules: ['address2Exact', 'address2StartsWith', 'address2Contains'],
    score: 180,
  },
  {
    name: 'address line 2 starts with',
    customer: buildCustomer({ billing: { address_2: 'Scala B, int. 4' } }),
    term: 'scala',
    rules: ['address2StartsWith', 'address2Contains'],
    score: 100,
  },
  {
    name: 'address line 2 contains',
    customer: buildCustomer({ billing: { address_2: 'Scala B, int. 4' } }),
    term: 'int.',
    rules: ['address2Contains'],
    score: 40,
  },
  {
    name: 'city exact',
    customer: buildCustomer({ billing: { city: 'Mola di Bari' } }),
    term: 'MOLA DI BARI',
    rules: ['cityExact', 'cityStartsWith', 'cityContains'],
    score: 165,
  },
  {
    name: 'city starts with',
    customer: buildCustomer({ billing: { city: 'Mola di Bari' } }),
    term: 'mola',
    rules: ['cityStartsWith', 'cityContains'],
    score: 90,
  },
  {
    name: 'city contains',
    customer: buildCustomer({ billing: { city: 'Mola di Bari' } }),
    term: 'bari',
    rules: ['cityContains'],
    score: 35,
  },
  {
    name: 'postcode exact (also contains; there is no starts-with rule)',
    customer: buildCustomer({ billing: { postcode: '70121' } }),
    term: '70121',
    rules: ['postcodeExact', 'postcodeContains'],
    score: 100,
  },
  {
    name: 'postcode contains',
    customer: buildCustomer({ billing: { postcode: '70121' } }),
    term: '7012',
    rules: ['postcodeContains'],
    score: 30,
  },
  {
    name: 'first name exact',
    customer: buildCustomer({ first_name: 'Mario', last_name: 'Rossi' }),
    term: 'mario',
    rules: ['nameExact', 'nameStartsWith', 'nameContains'],
    score: 150,
  },
  {
    name: 'last name exact',
    customer: buildCustomer({ first_name: 'Mario', last_name: 'Rossi' }),
    term: 'Rossi',
    rules: ['nameExact', 'nameStartsWith', 'nameContains'],
    score: 150,
  },
  {
    name: 'full name exact',
    customer: buildCustomer({ first_name: 'Mario', last_name: 'Rossi' }),
    term: 'Mario Rossi',
    rules: ['fullNameExact', 'nameStartsWith', 'nameContains'],
    score: 155,
  },
  {
    name: 'full name exact, surname first',
    customer: buildCustomer({ first_name: 'Mario', last_name: 'Rossi' }),
    term: 'rossi mario',
    rules: ['fullNameExact'],
    score: 75,
  },
  {
    name: 'name starts with',
    customer: buildCustomer({ first_name: 'Mariangela', last_name: 'Rossi' }),
    term: 'maria',
    rules: ['nameStartsWith', 'nameContains'],
    score: 80,
  },
  {
    name: 'name contains',
    customer: buildCustomer({ first_name: 'Annamaria', last_name: 'Rossi' }),
    term: 'maria',
    rules: ['nameContains'],
    score: 30,
  },
  {
    name: 'name across first and last: full name starts with',
    customer: buildCustomer({ first_name: 'Mario', last_name: 'Rossi' }),
    term: 'mario ro',
    rules: ['nameStartsWith', 'nameContains'],
    score: 80,
  },
  {
    name: 'accents and spacing are ignored',
    customer: buildCustomer({ first_name: 'Nicolò', last_name: 'Tatò' }),
    term: '  nicolo   TATO ',
    rules: ['fullNameExact', 'nameStartsWith', 'nameContains'],
    score: 155,
  },
  {
    name: 'billing names count when the customer has none',
    customer: buildCustomer({ billing: { first_name: 'Grazia', last_name: 'Lorusso' } }),
    term: 'grazia',
    rules: ['nameExact', 'nameStartsWith', 'nameContains'],
    score: 150,
  },
  {
    name: 'a lone first name is not a full name',
    customer: buildCustomer({ first_name: 'Vito' }),
    term: 'vito',
    rules: ['nameExact', 'nameStartsWith', 'nameContains'],
    score: 150,
  },
  {
    name: 'several fields: id, postcode',
    customer: buildCustomer({ id: 70121, billing: { postcode: '70121' } }),
    term: '70121',
    rules: ['idExact', 'postcodeExact', 'postcodeContains'],
    score: 200,
  },
]

describe('relevanceScore (SPEC.md section 9, DECISIONS.md section 3)', () => {
  it.each(cases)('$name', ({ customer, term, rules, score }) => {
    expect(new Set(relevanceRules(customer, term))).toEqual(new Set(rules))
    expect(relevanceScore(customer, term)).toBe(score)
    expect(sum(rules)).toBe(score)
  })

  it('reads the shipping address like the billing one', () => {
    const billing = buildCustomer({ billing: { address_1: 'Via Argiro 5', city: 'Bari', postcode: '70122' } })
    const shipping = buildCustomer({
      shipping: { address_1: 'Via Argiro 5', city: 'Bari', postcode: '70122' },
    })
    for (const term of ['via argiro 5', 'argiro', 'bari', '70122', '7012']) {
      expect(relevanceScore(shipping, term)).toBe(relevanceScore(billing, term))
      expect(relevanceScore(shipping, term)).toBeGreaterThan(0)
    }
  })

  it('counts an address rule once when billing and shipping both match', () => {
    const both = buildCustomer({
      billing: { address_1: 'Via Argiro 5', city: 'Bari' },
      shipping: { address_1: 'Via Argiro 5', city: 'Bari' },
    })
    expect(relevanceScore(both, 'via argiro 5')).toBe(85 + 65 + 45)
    expect(relevanceScore(both, 'bari')).toBe(75 + 55 + 35)
  })

  it('sums rules that match in different addresses', () => {
    const split = buildCustomer({ billing: { address_1: 'Via Bari 3' }, shipping: { city: 'Bari' } })
    expect(new Set(relevanceRules(split, 'bari'))).toEqual(
      new Set(['address1Contains', 'cityExact', 'cityStartsWith', 'cityContains']),
    )
    expect(relevanceScore(split, 'bari')).toBe(45 + 75 + 55 + 35)
  })

  it('matches the shipping phone too', () => {
    expect(relevanceScore(buildCustomer({ shipping: { phone: '3471234567' } }), '+39 347 123 4567')).toBe(80)
  })

  it('is 0 for a blank term', () => {
    const customer = buildCustomer({ first_name: 'Mario', email: 'm@x.it', billing: { city: 'Bari' } })
    expect(relevanceScore(customer, '')).toBe(0)
    expect(relevanceScore(customer, '   ')).toBe(0)
  })

  it('never throws on malformed customers or terms, and is 0 for them', () => {
    const malformed: unknown[] = [
      null,
      undefined,
      42,
      'customer',
      [],
      { id: 'abc', billing: 'Bari', shipping: 7, first_name: { x: 1 }, email: ['a@b.it'] },
      { billing: null, shipping: null },
    ]
    for (const customer of malformed) {
      expect(relevanceScore(customer as SearchableCustomer, 'bari')).toBe(0)
    }
    expect(relevanceScore(buildCustomer({ first_name: 'Mario' }), undefined as unknown as string)).toBe(0)
    fc.assert(
      fc.property(fc.anything(), fc.string(), (customer, term) => {
        const score = relevanceScore(customer as SearchableCustomer, term)
        expect(Number.isFinite(score) && score >= 0).toBe(true)
      }),
    )
  })

  it('reads numeric fields as their digits', () => {
    const customer = {
      id: 5,
      billing: { postcode: 70121, phone: 801234567 },
    } as unknown as SearchableCustomer
    expect(relevanceScore(customer, '70121')).toBe(100)
  })
})
