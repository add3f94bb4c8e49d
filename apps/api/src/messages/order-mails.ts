import { formatEuro } from '@shop/catalog'
import { deliveryDateLabel } from '@shop/slots'
import type { OrderView } from '../orders/order-view'
import { type MailBlock, mailHtml, mailText } from './mail-html'

/** Why the shop itself cancelled an order: its online payment, or its bank transfer, not arrived in time. */
export type UnpaidCancel = 'unpaid-online' | 'unpaid-transfer'

/**
 * The customer cancelled the order from its page (orders/order-changes.ts), and how what they paid
 * goes back: to the card or PayPal now, by a bank transfer an operator makes, or nothing was paid.
 */
export interface CustomerCancel {
  by: 'customer'
  refund: 'card' | 'wallet' | 'bank' | null
}

/** Why a cancelled order's mail says what it says: the shop's own cancellation or the customer's. */
export type CancelReason = UnpaidCancel | CustomerCancel

/** How the money of a cancelled order goes back, in the customer's words. */
const REFUND_WAY: Record<NonNullable<CustomerCancel['refund']>, (amount: string) => string> = {
  card: (amount) =>
    `Ti abbiamo rimborsato ${amount} sulla carta con cui hai pagato: a seconda della banca, li vedi sull’estratto conto entro 5-10 giorni lavorativi.`,
  wallet: (amount) => `Ti abbiamo rimborsato ${amount} sul tuo conto PayPal.`,
  bank: (amount) =>
    `Ti restituiremo ${amount} con un bonifico sul conto da cui hai pagato, entro 5 giorni lavorativi: ti scriveremo quando è partito.`,
}

/** An e-mail ready for the mail adapter. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

/** What an order's e-mails are made from. */
export interface OrderMailInput {
  brand: string
  /** The shop's public address (PUBLIC_URL), for the footer. */
  shopUrl: string
  /** The order, with the customer's note for the delivery (intercom, floor…) in `order.note`. */
  order: OrderView
  /** The pay-now page of this order (id and order key), for an order still to pay online. */
  payLink: string
  /**
   * The order's own page, 'Segui il tuo ordine' in every order mail: a guest's opens /ordine with
   * the order's id and key (as the confirmation page's link), a customer's their account's order.
   */
  orderLink: string
}

/** The order's lines, each VAT included, then the total and the VAT it includes. */
function linesBlock(order: OrderView): MailBlock {
  return {
    kind: 'lines',
    rows: [
      ...order.items.map((item) => ({
        label: `${item.quantity} × ${item.name}`,
        amount: formatEuro(item.total),
      })),
      ...order.charges.map((charge) => ({
        label: charge.outsideVat ? `${charge.label}, fuori campo IVA` : charge.label,
        amount: formatEuro(charge.total),
      })),
    ],
    rounding: order.rounding !== 0 ? formatEuro(order.rounding) : null,
    total: formatEuro(order.total),
    tax: order.tax > 0 ? formatEuro(order.tax) : null,
  }
}

function addressText(order: OrderView): string {
  const a = order.shipping
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.company,
    [a.address1, a.address2].filter(Boolean).join(', '),
    `${a.postcode} ${a.city}${a.province ? ` (${a.province})` : ''}`.trim(),
  ]
    .filter(Boolean)
    .join('\n')
}

/** 'giovedì 26 novembre 2026, 09:00 - 11:00'; null when the order records no date. */
function deliveryWhen(order: OrderView): string | null {
  const { date, slot } = order.delivery
  const when = [date ? deliveryDateLabel(date) : null, slot].filter(Boolean).join(', ')
  return when || null
}

/** 'Pagato (Carta di credito o debito)', 'In attesa del bonifico (Bonifico bancario)'. */
function paymentText(order: OrderView): string {
  const title = order.paymentMethod.title
  return title ? `${order.payment.label} (${title})` : order.payment.label
}

/**
 * The order's facts: its state as the pages label it (orderWording's `status`), the delivery
 * (called 'Consegna richiesta' while the shop waits for a transfer, since nothing leaves before
 * it), the address, the customer's note, the payment state.
 */
function factsBlock(
  input: OrderMailInput,
  deliveryLabel = 'Consegna',
  payment = paymentText(input.order),
): MailBlock {
  const { order } = input
  const note = order.note
  const when = deliveryWhen(order)
  return {
    kind: 'facts',
    rows: [
      { label: 'Ordine', value: `n. ${order.number}` },
      { label: 'Stato', value: order.wording.status },
      ...(when ? [{ label: deliveryLabel, value: when }] : []),
      { label: 'Indirizzo', value: addressText(order) },
      ...(note.trim() ? [{ label: 'Note per la consegna', value: note.trim() }] : []),
      { label: 'Pagamento', value: payment },
    ],
  }
}

/** The bank transfer to make: amount, reference, account (or that the details follow). */
function transferBlock(order: OrderView): MailBlock {
  const bank = order.bankDetails
  const reference = `"Ordine n. ${order.number}"`
  if (!bank) {
    return {
      kind: 'callout',
      lines: [
        `Ti mandiamo con una prossima email le coordinate bancarie per il bonifico di ${formatEuro(order.total)}, con causale ${reference}.`,
      ],
    }
  }
  return {
    kind: 'callout',
    lines: [
      `Per pagare fai un bonifico di ${formatEuro(order.total)} con causale ${reference}:`,
      `Intestatario: ${bank.holder}`,
      `IBAN: ${bank.iban}`,
      ...(bank.bank ? [`Banca: ${bank.bank}`] : []),
    ],
  }
}

/** Every order mail ends with the order's own page, where the customer follows it. */
function compose(input: OrderMailInput, subject: string, title: string, body: MailBlock[]): MailContent {
  const footer = `${input.brand}\n${input.shopUrl}`
  const blocks: MailBlock[] = [...body, { kind: 'link', label: 'Segui il tuo ordine', href: input.orderLink }]
  return {
    subject: `${input.brand}: ${subject}`,
    text: mailText({ title, blocks, footer }),
    html: mailHtml({ brand: input.brand, title, blocks, footer }),
  }
}

/**
 * Order received, in the words its pages use (@shop/payments orderWording: the headline is the
 * title, what happens next the first paragraph), then what its payment state needs: the bank
 * details for a transfer, the amount for the driver, the pay-now link, or the receipt.
 */
export function orderReceivedMail(input: OrderMailInput): MailContent {
  const { order } = input
  const n = order.number
  const { wording } = order
  const lead: MailBlock = { kind: 'paragraph', text: wording.next, strong: true }
  const summary = [linesBlock(order)]
  switch (order.payment.state) {
    case 'awaiting-transfer':
      return compose(input, `ordine n. ${n} ricevuto, in attesa del bonifico`, wording.headline, [
        lead,
        transferBlock(order),
        {
          kind: 'paragraph',
          text: 'Perché la consegna avvenga nella data che hai scelto, fai il bonifico subito. Quando lo riceviamo ti scriviamo.',
        },
        factsBlock(input, 'Consegna richiesta'),
        ...summary,
      ])
    case 'on-delivery':
      return compose(input, `ordine n. ${n} ricevuto`, wording.headline, [
        lead,
        {
          kind: 'paragraph',
          // 'Pagherai alla consegna', 'Pagherai con assegno alla consegna' (@shop/payments).
          text: `${order.payment.label}: ${formatEuro(order.total)} all’autista.`,
        },
        factsBlock(input),
        ...summary,
      ])
    case 'to-pay-online':
      return compose(input, `ordine n. ${n} ricevuto`, wording.headline, [
        {
          kind: 'callout',
          lines: [
            `Il pagamento (${order.paymentMethod.title || 'online'}) non è ancora completo: l’ordine parte quando è pagato.`,
          ],
          link: { label: 'Paga ora', href: input.payLink },
        },
        factsBlock(input),
        ...summary,
      ])
    case 'paid':
      return compose(input, `ordine n. ${n} ricevuto e pagato`, wording.headline, [
        {
          kind: 'paragraph',
          text: `Abbiamo ricevuto l’ordine e il pagamento di ${formatEuro(order.total)}. Questa email è la tua ricevuta.`,
          strong: true,
        },
        { kind: 'paragraph', text: wording.next },
        factsBlock(input),
        ...summary,
      ])
    default:
      return compose(input, `ordine n. ${n} ricevuto`, wording.headline, [
        lead,
        factsBlock(input),
        ...summary,
      ])
  }
}

/**
 * Payment received: a card or PayPal capture (the receipt), or a bank transfer an operator saw
 * arrive (the order is now being prepared).
 */
export function orderPaidMail(input: OrderMailInput, by: 'transfer' | 'online'): MailContent {
  const { order } = input
  const n = order.number
  const when = deliveryWhen(order)
  const lead =
    by === 'transfer'
      ? `Abbiamo ricevuto il tuo bonifico di ${formatEuro(order.total)}: ora prepariamo l’ordine.`
      : `Abbiamo ricevuto il pagamento di ${formatEuro(order.total)}. Questa email è la tua ricevuta.`
  return compose(input, `pagamento ricevuto per l’ordine n. ${n}`, `Pagamento ricevuto: ordine n. ${n}`, [
    { kind: 'paragraph', text: lead, strong: true },
    ...(when ? [{ kind: 'paragraph' as const, text: `Consegna: ${when}.` }] : []),
    factsBlock(input),
    linesBlock(order),
  ])
}

/** Cancelled: it will not be delivered; what was paid is refunded (`wasPaid`), else nothing is owed. */
export function orderCancelledMail(
  input: OrderMailInput,
  wasPaid: boolean,
  /**
   * The shop cancelled it itself, its online payment or transfer not arrived in time
   * (orders/unpaid-orders.ts), or the customer did, from its page.
   */
  reason?: CancelReason,
): MailContent {
  const { order } = input
  const n = order.number
  if (typeof reason === 'object') return customerCancelledMail(input, reason)
  const because = reason
  const why =
    because === 'unpaid-transfer'
      ? 'Il bonifico non è arrivato in tempo per la consegna: l’ordine è stato annullato e il posto nel furgone liberato.'
      : because === 'unpaid-online'
        ? 'Il pagamento non è stato completato in tempo: l’ordine è stato annullato e i prodotti sono tornati disponibili.'
        : 'L’ordine non verrà consegnato.'
  return compose(input, `ordine n. ${n} annullato`, order.wording.headline, [
    { kind: 'paragraph', text: why, strong: true },
    {
      kind: 'paragraph',
      text: wasPaid
        ? `I ${formatEuro(order.total)} che hai pagato ti verranno rimborsati. Per qualsiasi domanda contattaci indicando il numero dell’ordine.`
        : because
          ? 'Non devi pagare nulla. Se vuoi ancora ricevere questi prodotti, fai un nuovo ordine dal sito.'
          : 'Non devi pagare nulla. Per qualsiasi domanda contattaci indicando il numero dell’ordine.',
    },
    factsBlock(input, 'Consegna annullata', wasPaid ? 'Da rimborsare' : order.payment.label),
    linesBlock(order),
  ])
}

/** The customer cancelled the order before its cut-off: done, and how their money goes back. */
function customerCancelledMail(input: OrderMailInput, reason: CustomerCancel): MailContent {
  const { order } = input
  const n = order.number
  const amount = formatEuro(order.total)
  return compose(input, `ordine n. ${n} annullato`, `Hai annullato l’ordine n. ${n}`, [
    {
      kind: 'paragraph',
      text: 'Come hai chiesto, l’ordine è annullato e non verrà consegnato.',
      strong: true,
    },
    {
      kind: 'paragraph',
      text: reason.refund
        ? REFUND_WAY[reason.refund](amount)
        : 'Non avevi ancora pagato: non devi pagare nulla.',
    },
    factsBlock(input, 'Consegna annullata', reason.refund ? 'Rimborsato' : order.payment.label),
    linesBlock(order),
  ])
}

/** The customer moved the order to another day and slot from its page (orders/order-changes.ts). */
export function orderMovedMail(input: OrderMailInput): MailContent {
  const { order } = input
  const n = order.number
  return compose(input, `ordine n. ${n}: nuova consegna`, `Consegna dell’ordine n. ${n} spostata`, [
    {
      kind: 'paragraph',
      text: `Come hai chiesto, la nuova consegna è ${deliveryWhen(order) ?? 'da definire'}. Il resto dell’ordine non cambia.`,
      strong: true,
    },
    factsBlock(input),
    linesBlock(order),
  ])
}

/**
 * A bank transfer not arrived yet, a day before the order's time to pay is up (the cut-off of its
 * delivery slot): the transfer to make, and what happens otherwise.
 */
export function transferReminderMail(input: OrderMailInput, payBy: string): MailContent {
  const { order } = input
  const n = order.number
  return compose(
    input,
    `ordine n. ${n}: aspettiamo il bonifico`,
    `Aspettiamo il bonifico dell’ordine n. ${n}`,
    [
      {
        kind: 'paragraph',
        text: `Non abbiamo ancora ricevuto il bonifico. Se non arriva entro ${payBy}, l’ordine sarà annullato e il posto nel furgone liberato.`,
        strong: true,
      },
      transferBlock(order),
      factsBlock(input),
      linesBlock(order),
    ],
  )
}

/** Delivered (status completed). */
export function orderDeliveredMail(input: OrderMailInput): MailContent {
  const { order } = input
  const n = order.number
  return compose(input, `ordine n. ${n} consegnato`, order.wording.headline, [
    { kind: 'paragraph', text: `Grazie per aver scelto ${input.brand}. A presto!`, strong: true },
    factsBlock(input),
    linesBlock(order),
  ])
}

/**
 * Not delivered ('Consegna non riuscita'): why the driver could not hand it over, in the driver's
 * words, and the link to choose a new date and slot (the order keeps its goods and its payment).
 */
export function orderNotDeliveredMail(
  input: OrderMailInput,
  why: string,
  rescheduleLink: string,
): MailContent {
  const { order } = input
  const n = order.number
  const due = order.payment.state === 'on-delivery'
  return compose(input, `ordine n. ${n} non consegnato`, order.wording.headline, [
    { kind: 'paragraph', text: `Oggi il nostro autista non ha potuto consegnarlo: ${why}.`, strong: true },
    {
      kind: 'callout',
      lines: [
        'Scegli una nuova data e fascia oraria: lo riportiamo noi, senza costi in più.',
        ...(due ? [`Alla consegna pagherai ${formatEuro(order.total)}, come previsto.`] : []),
      ],
      link: { label: 'Scegli una nuova consegna', href: rescheduleLink },
    },
    factsBlock(input),
    linesBlock(order),
  ])
}

/** The SMS of a failed delivery: 'Acqua Bari: non abbiamo potuto consegnare l’ordine n. 123 (cliente assente). Scegli una nuova consegna: https://…' */
export function orderNotDeliveredSms(
  input: Pick<OrderMailInput, 'brand' | 'order'>,
  why: string,
  rescheduleLink: string,
): string {
  return `${input.brand}: non abbiamo potuto consegnare l’ordine n. ${input.order.number} (${why}). Scegli una nuova consegna: ${rescheduleLink}`
}

/** ', arriva tra le 09:00 e le 10:00' from the order's slot; '' without one. */
function arrivalText(order: OrderView): string {
  const slot = order.delivery.slot?.match(/^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/)
  return slot ? `, arriva tra le ${slot[1]} e le ${slot[2]}` : ''
}

/**
 * On its way (status 'In consegna'): the van has left with it, and when it arrives; for an order
 * paid at the door, the amount to have ready.
 */
export function orderOnTheWayMail(input: OrderMailInput): MailContent {
  const { order } = input
  const n = order.number
  const due = order.payment.state === 'on-delivery'
  return compose(input, `ordine n. ${n} in consegna`, order.wording.headline, [
    { kind: 'paragraph', text: `Il furgone è partito${arrivalText(order)}.`, strong: true },
    ...(due
      ? [
          {
            kind: 'paragraph' as const,
            text: `Tieni pronti ${formatEuro(order.total)} da pagare alla consegna.`,
          },
        ]
      : []),
    factsBlock(input),
    linesBlock(order),
  ])
}

/**
 * The SMS of 'In consegna', one message when the brand is short:
 * 'Acqua Bari: il tuo ordine n. 123 è in consegna, arriva tra le 09:00 e le 10:00. Da pagare 23,40 €.'
 */
export function orderOnTheWaySms(input: Pick<OrderMailInput, 'brand' | 'order'>): string {
  const { order } = input
  const due = order.payment.state === 'on-delivery' ? ` Da pagare ${formatEuro(order.total)}.` : ''
  return `${input.brand}: il tuo ordine n. ${order.number} è in consegna${arrivalText(order)}.${due}`
}
