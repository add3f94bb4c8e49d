import { describe, expect, it } from 'vitest'
import { loginProblem, safeAdminRedirect } from './login-page'

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

describe('loginProblem', () => {
  it('lets a login name (or email) and a password through', () => {
    expect(loginProblem(' operatore ', 'Operatore#2026')).toBeNull()
  })

  it('asks for both when either is blank', () => {
    for (const [login, password] of [
      ['', 'Operatore#2026'],
      ['  ', 'Operatore#2026'],
      ['operatore', ''],
      ['', ''],
    ] as const)
      expect(loginProblem(login, password)).toBe('Inserisci nome utente (o email) e password.')
  })

  it("says the API's words for what is too long", () => {
    expect(loginProblem('x'.repeat(201), 'Operatore#2026')).toBe('Email o nome utente troppo lunghi')
    expect(loginProblem('operatore', 'x'.repeat(201))).toBe('La password è troppo lunga')
  })
})
