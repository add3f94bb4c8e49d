import { formatEuro } from '@shop/catalog'
import { WITHDRAWAL_TERMS } from '@shop/orders'
import { type MailBlock, mailHtml, mailText } from './mail-html'
import type { MailContent } from './order-mails'

/** What the receipt of a withdrawal is made from. */
export interface WithdrawalMailInput {
  brand: string
  shopUrl: string
  /** The order's number as the customer reads it. */
  number: string
  /** When the shop received the withdrawal, in Rome's words ('mercoledì 25 novembre 2026 alle 10:02'). */
  receivedAt: string
  name: string
  reason: string
  lines: { name: string; quantity: number; total: number }[]
  total: number
  /** The deposit on returnable glass the order charged (euros), 0 when none. */
  deposit: number
  /** What happens next (@shop/orders withdrawalNextSteps). */
  next: string[]
  /** The order's own page. */
  orderLink: string
}

/**
 * The receipt of a withdrawal (art. 54-bis, comma 3, Codice del Consumo: on a durable medium,
 * without delay, with the date and time it was received): the order, what was withdrawn from,
 * when, what happens next, and what cannot be returned.
 */
export function withdrawalReceiptMail(input: WithdrawalMailInput): MailContent {
  const title = `Recesso ricevuto: ordine n. ${input.number}`
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Abbiamo ricevuto il tuo recesso dal contratto dell’ordine n. ${input.number} ${input.receivedAt} (ora italiana). Questa email è la tua ricevuta.`,
      strong: true,
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Ordine', value: `n. ${input.number}` },
        { label: 'Recesso ricevuto', value: `${input.receivedAt} (ora italiana)` },
        { label: 'Nome', value: input.name },
        ...(input.reason ? [{ label: 'Motivo indicato', value: input.reason }] : []),
      ],
    },
    { kind: 'callout', lines: input.next },
    {
      kind: 'lines',
      rows: input.lines.map((line) => ({
        label: `${line.quantity} × ${line.name}`,
        amount: formatEuro(line.total),
      })),
      rounding: null,
      total: formatEuro(input.total),
      tax: null,
    },
    { kind: 'paragraph', text: WITHDRAWAL_TERMS.sealedGoods },
    ...(input.deposit > 0 ? [{ kind: 'paragraph' as const, text: WITHDRAWAL_TERMS.deposit }] : []),
    { kind: 'link', label: 'Vai al tuo ordine', href: input.orderLink },
  ]
  const footer = `${input.brand}\n${input.shopUrl}`
  return {
    subject: `${input.brand}: recesso ricevuto per l’ordine n. ${input.number}`,
    text: mailText({ title, blocks, footer }),
    html: mailHtml({ brand: input.brand, title, blocks, footer }),
  }
}
