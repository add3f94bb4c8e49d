import { describe, expect, it } from 'vitest'
import * as search from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(search).sort()).toEqual(
      [
        'MemorySourceError',
        'RELEVANCE_POINTS',
        'SEARCH_LIMITS',
        'compareRelevance',
        'createMemorySource',
        'detectSearchType',
        'isItalianPhone',
        'italianMobile',
        'normalizePhone',
        'rankCustomers',
        'relevanceRules',
        'relevanceScore',
        'samePhone',
        'searchCustomers',
      ].sort(),
    )
  })

  it('has no default export', () => {
    expect('default' in search).toBe(false)
  })

  it('exports the limits of SPEC.md section 9 and the issue', () => {
    expect(search.SEARCH_LIMITS).toEqual({
      defaultPerPage: 100,
      namePerPage: 50,
      pageSize: 100,
      addressPages: 10,
      usernamePages: 10,
      phonePages: 20,
      concurrency: 4,
      phoneMinDigits: 4,
    })
  })
})
