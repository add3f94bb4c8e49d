import { describe, expect, it } from 'vitest'
import { eurosToCents, returnableBody, returnableForm } from './returnable-form'

describe('the returnable form', () => {
  it('reads euros as an operator types them', () => {
    expect(eurosToCents('0,20')).toBe(20)
    expect(eurosToCents('0.2')).toBe(20)
    expect(eurosToCents(' 3 € ')).toBe(300)
    expect(eurosToCents('0,205')).toBeNaN()
    expect(eurosToCents('venti')).toBeNaN()
  })

  it('opens on the product’s empties and sends the kinds typed, in cents', () => {
    const form = returnableForm({ empties: [{ kind: 'bottiglia', count: 12, depositCents: 20 }] })
    expect(form).toEqual({ bottiglia: { count: '12', euros: '0,20' }, cassa: { count: '', euros: '' } })
    form.cassa = { count: '', euros: '3,00' }
    expect(returnableBody(form)).toEqual({
      empties: [
        { kind: 'bottiglia', count: 12, depositCents: 20 },
        { kind: 'cassa', count: 1, depositCents: 300 },
      ],
    })
    expect(returnableBody(returnableForm(null))).toEqual({ empties: [] })
  })
})
