import { describe, expect, it } from 'vitest'
import {
  parseReturnable,
  RETURNABLE_META_KEY,
  readReturnable,
  returnableMeta,
  serializeReturnable,
} from './parse-returnable'
import type { Returnable } from './returnable'

const crate: Returnable = {
  empties: [
    { kind: 'bottiglia', count: 12, depositCents: 20 },
    { kind: 'cassa', count: 1, depositCents: 300 },
  ],
}

describe('serializeReturnable and parseReturnable', () => {
  it('write a compact JSON list and read it back', () => {
    const text = serializeReturnable(crate)
    expect(text).toBe(
      '[{"kind":"bottiglia","count":12,"depositCents":20},{"kind":"cassa","count":1,"depositCents":300}]',
    )
    expect(parseReturnable(text)).toEqual({ ok: true, returnable: crate })
  })

  it('serialise in canonical form whatever order the empties were given in', () => {
    const reversed = { empties: [...crate.empties].reverse() }
    expect(serializeReturnable(reversed)).toBe(serializeReturnable(crate))
  })

  it('refuse to serialise a bad configuration, with the Italian errors', () => {
    expect(() =>
      serializeReturnable({ empties: [{ kind: 'bottiglia', count: 0, depositCents: 20 }] }),
    ).toThrow(/^serializeReturnable: Vuoto 1: il numero di vuoti per unità venduta/)
  })

  it('read a value WordPress already decoded', () => {
    expect(parseReturnable([{ kind: 'cassa', count: 1, depositCents: 300 }])).toEqual({
      ok: true,
      returnable: { empties: [{ kind: 'cassa', count: 1, depositCents: 300 }] },
    })
    expect(parseReturnable({ empty: 'bottiglia', depositCents: 20 }).ok).toBe(true)
    expect(parseReturnable('{"empty":"bottiglia","depositCents":20}').ok).toBe(true)
  })

  it('make a product without the meta not returnable', () => {
    for (const meta of [undefined, null, '', '  ']) {
      expect(parseReturnable(meta)).toEqual({
        ok: false,
        missing: true,
        reason: 'Nessuna cauzione impostata: il prodotto non è a rendere.',
      })
    }
  })

  it('make a product with a bad meta not returnable, saying why', () => {
    expect(parseReturnable('0,20')).toEqual({
      ok: false,
      missing: false,
      reason:
        'Cauzione illeggibile: \'0,20\' non è nel formato atteso, per esempio [{"kind":"bottiglia","count":1,"depositCents":20}]. Il prodotto è trattato come non a rendere.',
    })
    const negative = parseReturnable('[{"kind":"bottiglia","count":1,"depositCents":-20}]')
    expect(negative.ok).toBe(false)
    if (!negative.ok) {
      expect(negative.missing).toBe(false)
      expect(negative.reason).toMatch(/^Vuoto 1: la cauzione .* Il prodotto è trattato come non a rendere\.$/)
    }
    for (const meta of [0, true, '[]', 'null', '"bottiglia"', '{"kind":"bottiglia"}', {}]) {
      const parsed = parseReturnable(meta)
      expect(parsed.ok).toBe(false)
      if (!parsed.ok) expect(parsed.missing).toBe(false)
    }
  })
})

describe('readReturnable and returnableMeta', () => {
  it('read the first meta entry under the key, as WooCommerce get_meta does', () => {
    const product = {
      meta_data: [
        { key: 'other', value: 'x' },
        { key: RETURNABLE_META_KEY, value: serializeReturnable(crate) },
        { key: RETURNABLE_META_KEY, value: '' },
      ],
    }
    expect(readReturnable(product)).toEqual({ ok: true, returnable: crate })
    expect(readReturnable({ meta_data: [] }).ok).toBe(false)
    expect(readReturnable({}).ok).toBe(false)
    expect(readReturnable({ meta_data: null }).ok).toBe(false)
  })

  it('write the meta entry, or an empty value to stop a product being returnable', () => {
    expect(returnableMeta(crate)).toEqual({ key: '_shop_returnable', value: serializeReturnable(crate) })
    expect(returnableMeta(null)).toEqual({ key: '_shop_returnable', value: '' })
    expect(readReturnable({ meta_data: [returnableMeta(null)] })).toMatchObject({ ok: false, missing: true })
  })
})
