import { describe, expect, it } from 'vitest'
import { safeAdminRedirect } from './login-page'

describe('safeAdminRedirect', () => {
  it('follows admin paths with their query', () => {
    expect(safeAdminRedirect('/orders?status=processing')).toBe('/orders?status=processing')
    expect(safeAdminRedirect('/zones')).toBe('/zones')
  })

  it('sends anything else to the orders: nothing, other sites, protocol-relative and backslash tricks', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'orders']) {
      expect(safeAdminRedirect(value)).toBe('/orders')
    }
  })
})
