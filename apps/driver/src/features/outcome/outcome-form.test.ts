import { FORM_MESSAGES as M } from '@shop/forms'
import { describe, expect, it } from 'vitest'
import { dayFixture } from '../../test/fake-shop'
import { checkDelivered, checkFailed, type DeliveredForm, initialDeliveredForm } from './outcome-form'

const [alcoholCash, paidOnline] = dayFixture().stops
if (!alcoholCash || !paidOnline) throw new Error('the day fixture has three stops')
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo='
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ'

const filled = (overrides: Partial<DeliveredForm> = {}): DeliveredForm => ({
  ...initialDeliveredForm(alcoholCash),
  idChecked: true,
  signature: SIGNATURE,
  ...overrides,
})

describe('the Consegnato form', () => {
  it('opens with the amount due in cash and the empties expected', () => {
    expect(initialDeliveredForm(alcoholCash)).toEqual({
      method: 'cash',
      amount: '23,40',
      empties: { bottiglia: '6', cassa: '1' },
      idChecked: false,
      proofKind: 'signature',
      signature: null,
      photo: null,
    })
    expect(initialDeliveredForm(paidOnline)).toMatchObject({ method: 'none', amount: '', empties: {} })
  })

  it('gives the body to queue when it holds', () => {
    expect(
      checkDelivered(filled({ amount: '20,5', empties: { bottiglia: '4', cassa: '0' } }), alcoholCash),
    ).toEqual({
      ok: true,
      input: {
        result: 'delivered',
        payment: { method: 'cash', amount: 20.5 },
        empties: { bottiglia: 4, cassa: 0 },
        idChecked: true,
        proof: { kind: 'signature', dataUrl: SIGNATURE },
      },
    })
  })

  it('requires the ID check when the order has alcohol, and only then', () => {
    expect(checkDelivered(filled({ idChecked: false }), alcoholCash)).toEqual({
      ok: false,
      errors: { idChecked: M.idCheckRequired },
    })
    const online = { ...initialDeliveredForm(paidOnline), signature: SIGNATURE }
    expect(checkDelivered(online, paidOnline)).toMatchObject({ ok: true, input: { idChecked: false } })
  })

  it('requires a proof: the signature or the photo, whichever is chosen', () => {
    expect(checkDelivered(filled({ signature: null }), alcoholCash)).toEqual({
      ok: false,
      errors: { proof: M.proofRequired },
    })
    // A photo taken but the signature chosen (and not drawn) is no proof; the photo chosen is.
    expect(checkDelivered(filled({ signature: null, photo: PHOTO }), alcoholCash)).toMatchObject({
      ok: false,
    })
    expect(
      checkDelivered(filled({ signature: null, photo: PHOTO, proofKind: 'photo' }), alcoholCash),
    ).toMatchObject({
      ok: true,
      input: { proof: { kind: 'photo', dataUrl: PHOTO } },
    })
  })

  it('reads amounts with a comma or a point, and refuses what is not an amount', () => {
    expect(checkDelivered(filled({ method: 'cheque', amount: '23.40' }), alcoholCash)).toMatchObject({
      ok: true,
      input: { payment: { method: 'cheque', amount: 23.4 } },
    })
    for (const amount of ['', 'venti', '23,405', '-3'])
      expect(checkDelivered(filled({ amount }), alcoholCash), amount).toEqual({
        ok: false,
        errors: { amount: M.doorAmountInvalid },
      })
    expect(checkDelivered(filled({ amount: '0' }), alcoholCash)).toEqual({
      ok: false,
      errors: { amount: M.doorAmountRequired },
    })
  })

  it("sends 0 with 'Nessun incasso', whatever the amount field holds", () => {
    expect(checkDelivered(filled({ method: 'none', amount: '23,40' }), alcoholCash)).toMatchObject({
      ok: true,
      input: { payment: { method: 'none', amount: 0 } },
    })
  })

  it('counts the empties as whole numbers from 0', () => {
    for (const bottiglia of ['', '-1', '1,5', 'due', '1000'])
      expect(checkDelivered(filled({ empties: { bottiglia, cassa: '1' } }), alcoholCash), bottiglia).toEqual({
        ok: false,
        errors: { 'empties.bottiglia': M.emptiesInvalid },
      })
  })

  it('says every problem at once, one per field', () => {
    expect(
      checkDelivered(
        filled({ amount: 'x', empties: { bottiglia: '-1', cassa: 'y' }, idChecked: false, signature: null }),
        alcoholCash,
      ),
    ).toEqual({
      ok: false,
      errors: {
        amount: M.doorAmountInvalid,
        'empties.bottiglia': M.emptiesInvalid,
        'empties.cassa': M.emptiesInvalid,
        idChecked: M.idCheckRequired,
        proof: M.proofRequired,
      },
    })
  })
})

describe('the Non consegnato form', () => {
  it('needs a reason', () => {
    expect(checkFailed({ reason: '', note: '' })).toEqual({
      ok: false,
      errors: { reason: M.failureReasonRequired },
    })
    expect(checkFailed({ reason: 'absent', note: '' })).toEqual({
      ok: true,
      input: { result: 'failed', reason: 'absent', note: '' },
    })
  })

  it("needs a note of 3 characters or more for 'Altro'", () => {
    expect(checkFailed({ reason: 'other', note: ' no ' })).toEqual({
      ok: false,
      errors: { note: M.failureNoteRequired },
    })
    expect(checkFailed({ reason: 'other', note: ' cancello chiuso ' })).toEqual({
      ok: true,
      input: { result: 'failed', reason: 'other', note: 'cancello chiuso' },
    })
  })
})
