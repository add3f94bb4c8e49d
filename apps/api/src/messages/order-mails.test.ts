import { formatEuro } from '@shop/catalog'
import { orderWording } from '@shop/payments'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from './mail-html'
import {
  type MailContent,
  orderCancelledMail,
  orderDeliveredMail,
  orderOnTheWayMail,
  orderPaidMail,
  orderReceivedMail,
} from './order-mails'
import { sampleOrderMail as input, SAMPLE_METHODS } from './sample-order-mail'

const { BACS, CHEQUE, CARD, COD, PAYPAL } = SAMPLE_METHODS

const all = (mail: MailContent) => `${mail.subject}\n${mail.text}\n${mail.html}`

describe('order mails', () => {
  it('a transfer without a bank account configured says the details follow, and never "confermato"', () => {
    const mail = orderReceivedMail(input(BACS, 'on-hold'))
    expect(mail.subject).toBe('Bari Bevande: ordine n. 1042 ricevuto, in attesa del bonifico')
    expect(mail.text).toContain('Prepareremo l’ordine quando riceviamo il bonifico')
    expect(mail.text).toContain(
      `Ti mandiamo con una prossima email le coordinate bancarie per il bonifico di ${formatEuro(40.7)}, con causale "Ordine n. 1042".`,
    )
    expect(mail.text).toContain('Consegna richiesta: giovedì 26 novembre 2026, 09:00 - 11:00')
    expect(all(mail)).not.toMatch(/confermat|IBAN/i)
  })

  it('a transfer with the account: amount, reference, holder, IBAN, bank, in text and HTML', () => {
    const data = input(BACS, 'on-hold')
    data.order.bankDetails = {
      holder: 'Bari Bevande S.r.l.',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      bank: '',
    }
    const mail = orderReceivedMail(data)
    expect(mail.text).toContain(
      'Intestatario: Bari Bevande S.r.l.\nIBAN: IT60 X054 2811 1010 0000 0123 456\n',
    )
    expect(mail.text).not.toContain('Banca:')
    expect(mail.html).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456')
  })

  it('the deposit on returnable glass is its own line, outside the VAT, in text and HTML', () => {
    const data = input(COD, 'on-hold')
    data.order.charges = [{ label: 'Cauzione vuoti', total: 5.4, outsideVat: true }]
    data.order.total = 46.1
    const mail = orderReceivedMail(data)
    expect(mail.text).toContain(
      `- Cauzione vuoti, fuori campo IVA: ${formatEuro(5.4)}\nTotale: ${formatEuro(46.1)} (di cui IVA ${formatEuro(7.34)})`,
    )
    expect(mail.html).toContain('Cauzione vuoti, fuori campo IVA')
  })

  it('a cheque is paid to the driver with the cheque label', () => {
    const mail = orderReceivedMail(input(CHEQUE, 'on-hold'))
    expect(mail.text).toContain(`Pagherai con assegno alla consegna: ${formatEuro(40.7)} all’autista.`)
  })

  it('the text lists each line, the total and the VAT it includes; a rounding cent has its own line', () => {
    const data = input(CARD, 'processing')
    data.order.rounding = -0.01
    const mail = orderReceivedMail(data)
    expect(mail.text).toContain(`- 3 × Acqua Lete 6 × 1,5 l: ${formatEuro(12.9)}\n`)
    expect(mail.text).toContain(
      `Arrotondamento: ${formatEuro(-0.01)}\nTotale: ${formatEuro(40.7)} (di cui IVA ${formatEuro(7.34)})`,
    )
    data.order.tax = 0
    expect(orderReceivedMail(data).text).not.toContain('di cui IVA')
  })

  it('a paid order is the receipt; an online order still due has the pay link; one under review says so', () => {
    expect(orderReceivedMail(input(CARD, 'processing')).subject).toBe(
      'Bari Bevande: ordine n. 1042 ricevuto e pagato',
    )
    const due = orderReceivedMail(input(CARD, 'pending', true))
    expect(due.text).toContain(
      'Il pagamento (Carta di credito o debito) non è ancora completo: l’ordine parte quando è pagato.',
    )
    expect(due.text).toContain(
      'Paga ora: https://www.baribevande.example/paga?ordine=1042&chiave=wc_order_abc',
    )
    const review = orderReceivedMail(input(CARD, 'on-hold'))
    expect(review.text).toContain('Stiamo verificando il pagamento: ti scriviamo appena è confermato.')
    expect(review.text).not.toContain('/paga')
  })

  it('no mail of a paid order says the payment is not complete', () => {
    for (const mail of [
      orderReceivedMail(input(CARD, 'processing')),
      orderPaidMail(input(CARD, 'processing'), 'online'),
      orderPaidMail(input(BACS, 'processing'), 'transfer'),
      orderDeliveredMail(input(CARD, 'completed')),
    ]) {
      expect(all(mail)).not.toContain('non è ancora completo')
      expect(all(mail)).not.toContain('/paga')
      expect(mail.text).toContain('Pagamento: Pagato')
    }
  })

  it('a cancelled order paid before is refunded; one never paid owes nothing', () => {
    const paid = orderCancelledMail(input(CARD, 'cancelled'), true)
    expect(paid.subject).toBe('Bari Bevande: ordine n. 1042 annullato')
    expect(paid.text).toContain(`I ${formatEuro(40.7)} che hai pagato ti verranno rimborsati.`)
    expect(paid.text).toContain('Pagamento: Da rimborsare')
    const unpaid = orderCancelledMail(input(BACS, 'cancelled'), false)
    expect(unpaid.text).toContain('Non devi pagare nulla.')
    expect(unpaid.text).toContain('Pagamento: Nessun pagamento dovuto')
  })

  it('escapes every text in the HTML and keeps the note’s line breaks', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const data = input(CARD, 'processing')
    data.order.note = '<img src=x onerror=alert(1)>\n2° piano'
    data.order.shipping.firstName = '<b>Lucia</b>'
    const { html } = orderReceivedMail(data)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>2° piano')
    expect(html).toContain('&lt;b&gt;Lucia&lt;/b&gt;')
    expect(html).not.toMatch(/<img|<b>/)
  })

  it('says what the order pages say (@shop/payments orderWording): headline, what happens next, status', () => {
    for (const [method, status, needsPayment] of [
      [BACS, 'on-hold', false],
      [COD, 'on-hold', false],
      [CHEQUE, 'processing', false],
      [CARD, 'processing', false],
      [PAYPAL, 'pending', true],
      [CARD, 'on-hold', false],
    ] as const) {
      const mail = orderReceivedMail(input(method, status, needsPayment))
      const wording = orderWording({ number: '1042', status, paymentMethod: method.id, needsPayment })
      expect(mail.text.startsWith(`${wording.headline}\n`), mail.text).toBe(true)
      if (wording.payment.state !== 'to-pay-online') expect(mail.text).toContain(wording.next)
      expect(mail.text).toContain(`Stato: ${wording.status}`)
    }
    expect(orderReceivedMail(input(COD, 'on-hold')).text).toContain('Il tuo ordine n. 1042 è confermato')
    expect(orderOnTheWayMail(input(COD, 'out-for-delivery')).text).toContain('Stato: In consegna')
  })

  it("every order mail ends with the order’s own link, 'Segui il tuo ordine'", () => {
    const link = 'https://www.baribevande.example/ordine?ordine=1042&chiave=wc_order_abc'
    for (const mail of [
      orderReceivedMail(input(BACS, 'on-hold')),
      orderPaidMail(input(BACS, 'processing'), 'transfer'),
      orderOnTheWayMail(input(COD, 'out-for-delivery')),
      orderDeliveredMail(input(CARD, 'completed')),
      orderCancelledMail(input(CARD, 'cancelled'), true),
    ]) {
      expect(mail.text).toContain(`Segui il tuo ordine: ${link}\n`)
      expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`)
    }
  })
})
