import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryMeta } from './delivery-meta'
import { ORDER_META_KEYS } from './order-meta-keys'
import { orderMetaText, readDelivery } from './read-delivery'

const NOTHING = { date: null, slot: null, zoneName: null, vehicle: null }

describe('readDelivery', () => {
  it('reads back what deliveryMeta wrote, and the vehicle withAssignedVehicle adds', () => {
    const meta = deliveryMeta({ date: '2026-11-24', slot: '09:00 - 10:00', zoneName: 'Japigia' })
    expect(readDelivery({ meta_data: meta })).toEqual({
      date: '2026-11-24',
      slot: '09:00 - 10:00',
      zoneName: 'Japigia',
      vehicle: null,
    })
    expect(
      readDelivery({ meta_data: [...meta, { key: ORDER_META_KEYS.vehicle, value: 'Fiorino' }] }),
    ).toEqual({ date: '2026-11-24', slot: '09:00 - 10:00', zoneName: 'Japigia', vehicle: 'Fiorino' })
  })

  it('round-trips any delivery', () => {
    const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== '')
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        text,
        text,
        (instant, slot, zoneName) => {
          const date = instant.toISOString().slice(0, 10)
          expect(readDelivery({ meta_data: deliveryMeta({ date, slot, zoneName }) })).toEqual({
            date,
            slot,
            zoneName,
            vehicle: null,
          })
        },
      ),
    )
  })

  it("falls back on orddd's own slot for an order placed through the plugin's checkout", () => {
    expect(
      readDelivery({ meta_data: [{ key: '_orddd_time_slot', value: '10:00 AM - 11:00 AM' }] }).slot,
    ).toBe('10:00 AM - 11:00 AM')
    expect(
      readDelivery({
        meta_data: [
          { key: 'Fascia oraria', value: '09:00 - 10:00' },
          { key: '_orddd_time_slot', value: '10:00 - 11:00' },
        ],
      }).slot,
    ).toBe('09:00 - 10:00')
    expect(
      readDelivery({
        meta_data: [
          { key: 'Fascia oraria', value: '  ' },
          { key: '_orddd_time_slot', value: '10:00 - 11:00' },
        ],
      }).slot,
    ).toBe('10:00 - 11:00')
  })

  it('trims text, reads numbers as text (an older store), and takes the first entry of a key', () => {
    expect(
      readDelivery({
        meta_data: [
          { key: 'Data di consegna', value: ' 2026-11-24 ' },
          { key: 'Zona di consegna', value: 5 },
          { key: 'Veicolo assegnato', value: 'Fiorino' },
          { key: 'Veicolo assegnato', value: 'Mega Ducato' },
        ],
      }),
    ).toEqual({ date: '2026-11-24', slot: null, zoneName: '5', vehicle: 'Fiorino' })
  })

  it("reads one key's text: the checkout key a retried checkout looks for", () => {
    const order = {
      meta_data: [
        { key: 'Note', value: 'citofono' },
        { key: ORDER_META_KEYS.checkoutKey, value: 'k-123' },
      ],
    }
    expect(orderMetaText(order, ORDER_META_KEYS.checkoutKey)).toBe('k-123')
    expect(orderMetaText(order, ORDER_META_KEYS.vehicle)).toBeNull()
    expect(
      orderMetaText(
        { meta_data: [{ key: ORDER_META_KEYS.checkoutKey, value: 42 }] },
        ORDER_META_KEYS.checkoutKey,
      ),
    ).toBe('42')
  })

  it('is all null for missing, blank or non-text meta, and for meta that is not a list', () => {
    expect(readDelivery({})).toEqual(NOTHING)
    expect(readDelivery({ meta_data: null })).toEqual(NOTHING)
    expect(readDelivery({ meta_data: 'x' as never })).toEqual(NOTHING)
    expect(
      readDelivery({
        meta_data: [
          { key: 'Data di consegna', value: '' },
          { key: 'Fascia oraria', value: { from: '09:00' } },
          { key: 'Zona di consegna', value: Number.NaN },
          { key: 'Veicolo assegnato', value: null },
          null as never,
        ],
      }),
    ).toEqual(NOTHING)
  })
})
