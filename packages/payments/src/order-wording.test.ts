import { describe, expect, it } from 'vitest'
import { orderPayment, type PaymentState } from './order-payment'
import { ORDER_WORDING_LABELS, orderWording } from './order-wording'

const of = (paymentMethod: string, status: string, needsPayment = false) =>
  orderWording({ number: '765', paymentMethod, status, needsPayment })

/** The three texts at once, to check what a state never says. */
const all = (paymentMethod: string, status: string, needsPayment = false) => {
  const w = of(paymentMethod, status, needsPayment)
  return `${w.status}\n${w.headline}\n${w.next}`
}

describe('orderWording', () => {
  it('a bank transfer not received yet: received, awaiting the transfer, nothing leaves; never confirmed nor prepared', () => {
    for (const status of ['pending', 'on-hold']) {
      expect(of('bacs', status, status === 'pending')).toMatchObject({
        status: 'In attesa del bonifico',
        headline: 'Abbiamo ricevuto il tuo ordine n. 765: aspettiamo il bonifico',
        next: 'Prepareremo l’ordine quando riceviamo il bonifico: finché non arriva, l’ordine non parte.',
        payment: { state: 'awaiting-transfer' },
      })
      expect(all('bacs', status)).not.toMatch(/confermat|Prepariamo|In attesa di conferma/i)
    }
  })

  it('cash on delivery is confirmed and paid at the door: nothing to wait for, nothing to pay online', () => {
    for (const status of ['pending', 'on-hold']) {
      expect(of('cod', status, true)).toMatchObject({
        status: 'Confermato',
        headline: 'Il tuo ordine n. 765 è confermato',
        next: 'Prepariamo la tua spesa nel nostro magazzino. Pagherai alla consegna, in contanti all’autista: non devi pagare nulla online.',
        payment: { state: 'on-delivery', label: 'Pagherai alla consegna' },
      })
      expect(all('cod', status)).not.toMatch(/attesa|bonifico|Paga ora/i)
    }
    expect(of('cod', 'processing')).toMatchObject({
      status: 'In preparazione',
      headline: 'Il tuo ordine n. 765 è confermato',
    })
    expect(of('cheque', 'on-hold').next).toContain('Pagherai alla consegna, con un assegno all’autista')
  })

  it('card and PayPal paid: confirmed and paid, being prepared', () => {
    for (const method of ['stripe', 'ppcp-gateway', 'bacs']) {
      expect(of(method, 'processing')).toMatchObject({
        status: 'In preparazione',
        headline: 'Il tuo ordine n. 765 è confermato e pagato',
        next: 'Prepariamo la tua spesa nel nostro magazzino.',
        payment: { state: 'paid' },
      })
    }
  })

  it('an online payment not made, failed or held says so, and never that the order is confirmed', () => {
    expect(of('stripe', 'pending', true)).toMatchObject({
      status: 'In attesa di pagamento',
      headline: 'Il tuo ordine n. 765 non è ancora pagato',
      next: 'Il pagamento non è ancora completo: l’ordine parte quando è pagato.',
    })
    expect(of('ppcp-gateway', 'failed', true)).toMatchObject({
      status: 'Pagamento non riuscito',
      headline: 'Il pagamento dell’ordine n. 765 non è andato a buon fine',
      next: 'Puoi riprovare a pagarlo online: l’ordine parte quando è pagato.',
    })
    expect(of('bacs', 'failed', true).next).toBe(
      'Prepareremo l’ordine quando riceviamo il bonifico: finché non arriva, l’ordine non parte.',
    )
    expect(of('stripe', 'on-hold')).toMatchObject({
      status: 'Pagamento in verifica',
      headline: 'Abbiamo ricevuto il tuo ordine n. 765',
      next: 'Stiamo verificando il pagamento: ti scriviamo appena è confermato.',
    })
    for (const [method, status] of [
      ['stripe', 'pending'],
      ['ppcp-gateway', 'failed'],
      ['stripe', 'on-hold'],
    ] as const)
      expect(of(method, status, status !== 'on-hold').headline).not.toMatch(/confermat/)
  })

  it('on the van, delivered, given up', () => {
    expect(of('cod', 'out-for-delivery')).toMatchObject({
      status: 'In consegna',
      headline: 'Il tuo ordine n. 765 è in consegna',
      next: 'Il furgone è partito: tieni pronto il pagamento per l’autista.',
    })
    expect(of('stripe', 'out-for-delivery').next).toBe(
      'Il furgone è partito e arriva nella fascia oraria che hai scelto.',
    )
    // Back from the door: the customer chooses a new slot; a cash order is still to pay at the door.
    expect(of('cod', 'delivery-failed')).toMatchObject({
      status: 'Consegna non riuscita',
      headline: 'Non siamo riusciti a consegnare il tuo ordine n. 765',
      payment: { state: 'on-delivery' },
    })
    expect(of('stripe', 'delivery-failed', false).payment.state).toBe('paid')
    expect(of('cod', 'completed')).toMatchObject({
      status: 'Consegnato',
      headline: 'Il tuo ordine n. 765 è stato consegnato',
    })
    expect(of('bacs', 'cancelled')).toMatchObject({
      status: 'Annullato',
      headline: 'Il tuo ordine n. 765 è stato annullato',
      payment: { state: 'none' },
    })
    expect(of('stripe', 'trash').status).toBe('Annullato')
    expect(of('stripe', 'refunded').status).toBe('Rimborsato')
    expect(of('stripe', 'checkout-draft', true).status).toBe('Non completato')
  })

  it('words every payment state, with the payment orderPayment gives the same order', () => {
    const cases: [string, string, boolean, PaymentState][] = [
      ['stripe', 'processing', false, 'paid'],
      ['cod', 'on-hold', false, 'on-delivery'],
      ['stripe', 'pending', true, 'to-pay-online'],
      ['bacs', 'on-hold', false, 'awaiting-transfer'],
      ['stripe', 'on-hold', false, 'in-review'],
      ['cod', 'cancelled', false, 'none'],
    ]
    const labels: string[] = Object.values(ORDER_WORDING_LABELS)
    for (const [method, status, needsPayment, state] of cases) {
      const wording = of(method, status, needsPayment)
      expect(wording.payment).toEqual(orderPayment({ paymentMethod: method, status, needsPayment }))
      expect(wording.payment.state).toBe(state)
      expect(labels).toContain(wording.status)
      expect(wording.headline).toContain('n. 765')
      expect(wording.next).not.toBe('')
    }
  })

  it('words a status it does not know by its payment', () => {
    expect(of('stripe', 'wc-custom').status).toBe('Pagamento in verifica')
    expect(of('bacs', 'wc-custom').status).toBe('In attesa del bonifico')
    expect(of('cod', 'wc-custom').status).toBe('Confermato')
  })
})
