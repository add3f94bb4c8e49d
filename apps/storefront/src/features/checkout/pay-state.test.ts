import { describe, expect, it } from 'vitest'
import { payState } from './pay-state'

describe('payState', () => {
  it("calls the total 'Da pagare' only while the order is to be paid online, with no notice", () => {
    expect(payState(true, { state: 'to-pay-online', label: 'Da pagare online' })).toEqual({
      amountLabel: 'Da pagare',
      notice: null,
    })
  })

  it("never says 'Da pagare' of a paid order: 'Pagato', with 'già pagato'", () => {
    const paid = payState(false, { state: 'paid', label: 'Pagato' })
    expect(paid).toEqual({
      amountLabel: 'Pagato',
      notice: { tone: 'success', text: 'Questo ordine è già pagato: non devi fare altro.' },
    })
  })

  it('words every other state once: at the door, by transfer, nothing due, in review', () => {
    expect(payState(false, { state: 'on-delivery', label: 'Pagherai alla consegna' })).toEqual({
      amountLabel: 'Da pagare alla consegna',
      notice: { tone: 'info', text: 'Questo ordine si paga alla consegna: non devi pagare nulla online.' },
    })
    expect(payState(false, { state: 'awaiting-transfer', label: 'In attesa del bonifico' })).toEqual({
      amountLabel: 'Da pagare con bonifico',
      notice: null,
    })
    expect(payState(false, { state: 'none', label: 'Rimborsato' })).toEqual({
      amountLabel: 'Totale',
      notice: { tone: 'info', text: 'Per questo ordine non c’è nulla da pagare.' },
    })
    expect(payState(false, { state: 'in-review', label: 'Pagamento in verifica' })).toEqual({
      amountLabel: 'Totale',
      notice: { tone: 'info', text: 'Pagamento in verifica.' },
    })
  })
})
