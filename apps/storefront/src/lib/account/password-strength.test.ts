import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX, PASSWORD_MIN, passwordStrength } from './password-strength'

const COMMON_HINT = 'Evita parole e sequenze che usano in tanti, come «password» o «123456».'
const NAME_HINT = 'Evita il tuo nome o la tua email nella password.'
const RUN_HINT = 'Evita sequenze come «1234» o «aaaa».'
const LONGER_HINT = 'Allungala: 12 caratteri o più la rendono molto più sicura.'
const MIX_HINT = 'Mescola maiuscole, minuscole, numeri e simboli.'

describe('passwordStrength', () => {
  it('uses the limits of the password rules', () => {
    expect(PASSWORD_MIN).toBe(8)
    expect(PASSWORD_MAX).toBe(128)
  })

  it.each([
    ['', 8],
    ['abc', 5],
    ['Xy7!Qz#', 1],
  ])('scores %j 0, saying how many characters are missing', (password, missing) => {
    expect(passwordStrength(password)).toEqual({
      score: 0,
      label: 'Troppo corta',
      hint: `Usa almeno 8 caratteri (ne mancano ${missing}).`,
    })
  })

  it('scores a long password mixing every kind of character 4, with no hint', () => {
    expect(passwordStrength('Tr0mb@ne!Kx9z')).toEqual({ score: 4, label: 'Ottima', hint: null })
    expect(passwordStrength('kx9!zq1739wm')).toEqual({ score: 4, label: 'Ottima', hint: null })
  })

  it('rates exactly 8 plain letters weak and asks for a longer one', () => {
    expect(passwordStrength('qzmxnvbl')).toEqual({ score: 1, label: 'Debole', hint: LONGER_HINT })
  })

  it('rises with length and variety', () => {
    expect(passwordStrength('qzmxnvblQ1')).toEqual({ score: 3, label: 'Buona', hint: LONGER_HINT })
    expect(passwordStrength('qzmxnvblwpty')).toEqual({ score: 2, label: 'Discreta', hint: MIX_HINT })
  })

  it('lowers the score for common words, whatever their case', () => {
    expect(passwordStrength('Tr0mb@ne!Kx9z').score).toBe(4)
    expect(passwordStrength('PassWord123!')).toEqual({ score: 3, label: 'Buona', hint: COMMON_HINT })
    expect(passwordStrength('ForzaBari!2024')).toMatchObject({ score: 3, hint: COMMON_HINT })
  })

  it('never scores below 1 once the password is long enough', () => {
    expect(passwordStrength('password')).toEqual({ score: 1, label: 'Debole', hint: COMMON_HINT })
  })

  it("lowers the score for the shopper's own name or email", () => {
    const personal = ['Mario', 'mario.rossi@example.it']
    expect(passwordStrength('Rossi!Xy7Qz#').score).toBe(4)
    expect(passwordStrength('Rossi!Xy7Qz#', personal)).toEqual({ score: 3, label: 'Buona', hint: NAME_HINT })
    expect(passwordStrength('Tr0mb@MARIO!', personal)).toMatchObject({ score: 3, hint: NAME_HINT })
  })

  it('ignores personal words shorter than 3 characters', () => {
    expect(passwordStrength('Tr0mb@ne!Kx9z', ['Ne', 'k.x@z.it'])).toEqual({
      score: 4,
      label: 'Ottima',
      hint: null,
    })
  })

  it.each([
    ['kx9!zq1234wm', 'an ascending run'],
    ['kx9!zq4321wm', 'a descending run'],
    ['kx9!zqaaaawm', 'a repeated character'],
    ['kx9!zqabcdwm', 'a run of letters'],
  ])('lowers the score for %s (%s)', (password) => {
    expect(passwordStrength(password)).toEqual({ score: 3, label: 'Buona', hint: RUN_HINT })
  })

  it('never rates a long mixed password with a run, a common word or the own name the best', () => {
    for (const [password, personal] of [
      ['Kx9!zQ1234Wm', []],
      ['Kx9!zQaaaaWm', []],
      ['Kx9!Password#Wm', []],
      ['Kx9!Lattanzio#Wm', ['Nicola Lattanzio']],
    ] as const) {
      const strength = passwordStrength(password, personal)
      expect(strength.score, password).toBeLessThan(4)
      expect(strength.hint, password).not.toBeNull()
    }
  })

  it('does not count a run of 3 as a run', () => {
    expect(passwordStrength('kx9!zq123wmp')).toEqual({ score: 4, label: 'Ottima', hint: null })
  })

  it('gives the common-word hint before the name and run hints', () => {
    expect(passwordStrength('mario1234password', ['Mario']).hint).toBe(COMMON_HINT)
    expect(passwordStrength('mario1234!Xq', ['Mario']).hint).toBe(NAME_HINT)
  })
})
