import { describe, expect, it } from 'vitest'
import { mailGreeting } from './mail-greeting'

describe('mailGreeting', () => {
  it('greets by first name', () => {
    expect(mailGreeting('Maria')).toBe('Ciao Maria,')
    expect(mailGreeting('  Anna   Maria ')).toBe('Ciao Anna Maria,')
  })

  it("says only 'Ciao,' without a first name, never 'Ciao ,'", () => {
    for (const none of ['', '   ', null, undefined]) expect(mailGreeting(none)).toBe('Ciao,')
  })
})
