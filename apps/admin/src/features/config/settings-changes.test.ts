import type { ShopSettings } from '@shop/api/contract'
import { describe, expect, it } from 'vitest'
import { brandError, changedSettings } from './settings-changes'

const saved: ShopSettings = {
  brand: 'Bari Bevande',
  welcomeDialog: true,
  paymentMethods: ['bacs', 'stripe'],
  calendarSource: 'orddd',
  slotSource: 'orddd',
}

describe('changedSettings', () => {
  it('is empty when nothing changed (spaces around the name and the order of methods do not count)', () => {
    expect(
      changedSettings(saved, { ...saved, brand: '  Bari Bevande ', paymentMethods: ['stripe', 'bacs'] }),
    ).toEqual({})
  })

  it('holds only the changed fields', () => {
    expect(changedSettings(saved, { ...saved, brand: ' Bevande Bari ', welcomeDialog: false })).toEqual({
      brand: 'Bevande Bari',
      welcomeDialog: false,
    })
    expect(changedSettings(saved, { ...saved, paymentMethods: [] })).toEqual({ paymentMethods: [] })
    expect(changedSettings(saved, { ...saved, calendarSource: 'fallback', slotSource: 'fallback' })).toEqual({
      calendarSource: 'fallback',
      slotSource: 'fallback',
    })
  })
})

describe('brandError', () => {
  it('wants a name of 1 to 60 characters', () => {
    expect(brandError('Bari Bevande')).toBeNull()
    expect(brandError('   ')).toBe('Il nome del negozio non può essere vuoto')
    expect(brandError('x'.repeat(61))).toBe('Il nome del negozio può avere al massimo 60 caratteri')
  })
})
