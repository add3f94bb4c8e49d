import { describe, expect, it } from 'vitest'
import { validateReturnable } from './validate-returnable'

const crateOf12 = {
  empties: [
    { kind: 'cassa', count: 1, depositCents: 300 },
    { kind: 'bottiglia', count: 12, depositCents: 20 },
  ],
}

describe('validateReturnable', () => {
  it('gives a crate of 12 bottles back in canonical order: bottles, then the crate', () => {
    expect(validateReturnable(crateOf12)).toEqual({
      ok: true,
      returnable: {
        empties: [
          { kind: 'bottiglia', count: 12, depositCents: 20 },
          { kind: 'cassa', count: 1, depositCents: 300 },
        ],
      },
    })
  })

  it('takes the bare list and the short form of one empty', () => {
    expect(validateReturnable(crateOf12.empties)).toEqual(validateReturnable(crateOf12))
    expect(validateReturnable({ empty: 'bottiglia', depositCents: 20 })).toEqual({
      ok: true,
      returnable: { empties: [{ kind: 'bottiglia', count: 1, depositCents: 20 }] },
    })
    expect(validateReturnable({ empty: 'cassa', depositCents: 500, count: 2 })).toEqual({
      ok: true,
      returnable: { empties: [{ kind: 'cassa', count: 2, depositCents: 500 }] },
    })
  })

  it('keeps only the three fields', () => {
    const check = validateReturnable([{ kind: 'bottiglia', count: 1, depositCents: 20, note: 'vetro 1 L' }])
    expect(check).toEqual({
      ok: true,
      returnable: { empties: [{ kind: 'bottiglia', count: 1, depositCents: 20 }] },
    })
  })

  it.each([
    [
      { kind: 'bottiglia', count: 1, depositCents: -20 },
      'Vuoto 1: la cauzione di un vuoto va in centesimi di euro, un intero da 1 a 10000 (20 per 0,20 €); ricevuto -20.',
    ],
    [{ kind: 'bottiglia', count: 1, depositCents: 0 }, 'ricevuto 0.'],
    [{ kind: 'bottiglia', count: 1, depositCents: 0.2 }, '0,2 sembra un importo in euro: in centesimi è 20.'],
    [{ kind: 'bottiglia', count: 1, depositCents: 20.5 }, 'ricevuto 20.5.'],
    [{ kind: 'bottiglia', count: 1, depositCents: '20' }, "ricevuto '20'."],
    [{ kind: 'bottiglia', count: 1, depositCents: 10_001 }, 'ricevuto 10001.'],
    [
      { kind: 'bottiglia', count: 0, depositCents: 20 },
      'Vuoto 1: il numero di vuoti per unità venduta deve essere un intero da 1 a 999 (1 per una bottiglia sfusa, 12 per le bottiglie di una cassa da 12); ricevuto 0.',
    ],
    [{ kind: 'bottiglia', count: 1.5, depositCents: 20 }, 'ricevuto 1.5.'],
    [{ kind: 'bottiglia', depositCents: 20 }, 'ricevuto niente.'],
    [
      { kind: 'barile', count: 1, depositCents: 20 },
      "Vuoto 1: tipo di vuoto sconosciuto 'barile': usa 'bottiglia' o 'cassa'.",
    ],
  ])('refuses %j, saying what is wrong and the right form', (empty, message) => {
    const check = validateReturnable([empty])
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.errors.join(' ')).toContain(message)
  })

  it('lists every problem, one entry each', () => {
    const check = validateReturnable([
      { kind: 'bottiglia', count: 0, depositCents: -5 },
      { kind: 'cassa', count: 1, depositCents: 300 },
      'cassa',
    ])
    expect(check.ok).toBe(false)
    if (!check.ok) {
      expect(check.errors).toHaveLength(3)
      expect(check.errors[0]).toMatch(/^Vuoto 1: il numero/)
      expect(check.errors[1]).toMatch(/^Vuoto 1: la cauzione/)
      expect(check.errors[2]).toBe(
        `Vuoto 3: scrivi { "kind": "bottiglia", "count": 12, "depositCents": 20 }; ricevuto 'cassa'.`,
      )
    }
  })

  it('refuses a kind written twice, even when the first one is wrong', () => {
    const check = validateReturnable([
      { kind: 'bottiglia', count: 0, depositCents: 20 },
      { kind: 'bottiglia', count: 6, depositCents: 20 },
    ])
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.errors.join(' ')).toContain("Vuoto 2: 'bottiglia' compare più di una volta")
  })

  it('refuses no empties and what is not a configuration', () => {
    for (const value of [[], { empties: [] }]) {
      const check = validateReturnable(value)
      expect(check.ok).toBe(false)
      if (!check.ok) expect(check.errors[0]).toContain('indica almeno un vuoto')
    }
    for (const value of [null, undefined, 20, 'bottiglia', { empties: 'bottiglia' }, { foo: 1 }]) {
      const check = validateReturnable(value)
      expect(check.ok).toBe(false)
      if (!check.ok)
        expect(check.errors[0]).toMatch(
          /^Cauzione non valida: indica i vuoti di un'unità venduta, per esempio \{"empties"/,
        )
    }
  })
})
