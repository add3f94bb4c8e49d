import { describe, expect, it } from 'vitest'
import { closureSchema } from './closure-schema'

const messages = (value: unknown) => {
  const result = closureSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('closureSchema', () => {
  it('accepts a one-day closure for every zone and one for some zones, trimming the reason', () => {
    expect(closureSchema.parse({ from: '2026-08-10', to: '2026-08-10', reason: ' Inventario ' })).toEqual({
      from: '2026-08-10',
      to: '2026-08-10',
      reason: 'Inventario',
    })
    const closure = {
      id: 'ferie-2026',
      from: '2026-08-10',
      to: '2026-08-21',
      zoneIds: ['zona-1718000000000'],
      reason: 'Chiusura per ferie',
    }
    expect(closureSchema.parse(closure)).toEqual(closure)
    expect(messages({ ...closure, zoneIds: [] })).toEqual([])
  })

  it('says in Italian what is wrong and shows the right form', () => {
    expect(messages({ from: '2026-02-30', to: '10/08/2026', reason: 'Ferie' })).toEqual([
      'from: La data di inizio non è una data reale: usa la forma AAAA-MM-GG, per esempio 2026-12-24',
      'to: La data di fine non è una data reale: usa la forma AAAA-MM-GG, per esempio 2026-12-24',
    ])
    expect(messages({ from: '2026-08-10', to: '2026-08-09', reason: 'Ferie' })).toEqual([
      'to: La data di fine non può venire prima della data di inizio (2026-08-10)',
    ])
    expect(messages({ from: '2026-08-10', to: '2026-08-10', reason: '   ' })).toEqual([
      'reason: Il motivo della chiusura è obbligatorio, per esempio "Chiusura per ferie"',
    ])
    expect(messages({ from: '2026-08-10', to: '2026-08-10', reason: 'x'.repeat(121) })).toEqual([
      'reason: Il motivo della chiusura è troppo lungo (massimo 120 caratteri)',
    ])
    expect(messages({ from: 20260810, to: '2026-08-10', zoneIds: [''], reason: 'Ferie' })).toEqual([
      'from: La data di inizio è un testo nella forma AAAA-MM-GG, per esempio 2026-12-24',
      "zoneIds.0: L'id di una zona non può essere vuoto",
    ])
    expect(messages({ from: '2026-08-10', to: '2026-08-10', zoneIds: 'zona-1', reason: 'Ferie' })).toEqual([
      'zoneIds: Le zone chiuse sono una lista di id di zona (lasciala vuota per chiudere tutte le zone)',
    ])
    expect(
      closureSchema.safeParse({ from: '2026-08-10', to: '2026-08-10', reason: 'x'.repeat(120) }).success,
    ).toBe(true)
  })
})
