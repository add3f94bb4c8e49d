/**
 * The words of the online withdrawal (art. 54-bis Codice del Consumo), in one place: the
 * withdrawal pages, the receipt e-mail and the conditions of sale say them alike. No product of
 * the shop is excluded from withdrawal as a whole; what the law lets the shop refuse is an opened
 * bottle or pack (art. 59, comma 1, lettera e: sealed goods not suitable for return for hygiene
 * reasons once unsealed), and the deposit on returnable glass follows the empties.
 */
export const WITHDRAWAL_TERMS = /* @__PURE__ */ Object.freeze({
  /** The link or button that starts the withdrawal (the label art. 54-bis asks for). */
  action: 'Recedi dal contratto qui',
  /** The button of the second step, which sends the withdrawal. */
  confirm: 'Conferma il recesso',
  /** The right itself (artt. 52-59). */
  right:
    'Hai 14 giorni dalla consegna per recedere dal contratto senza dover dare alcuna motivazione. Puoi recedere anche prima che l’ordine ti arrivi.',
  /** What cannot be returned, and why (art. 59, comma 1, lettera e). */
  sealedGoods:
    'Puoi restituire i prodotti ancora sigillati. Bottiglie e confezioni aperte non si possono restituire: sono beni sigillati che, una volta aperti, non si prestano a essere restituiti per motivi igienici (art. 59, comma 1, lettera e, del Codice del Consumo).',
  /** The deposit on returnable glass. */
  deposit:
    'La cauzione sui vuoti a rendere non fa parte del prezzo: ti viene restituita quando ci riconsegni i vuoti.',
  /** Each product line of the statement: whether it can be returned. */
  lineIfSealed: 'Si può restituire se ancora sigillato',
  /** The goods delivered: the shop collects them. */
  pickup:
    'Passiamo noi a ritirare i prodotti con il nostro furgone, senza costi per te: ti contattiamo per concordare il giorno.',
  /** Not delivered yet: the shop stops it. */
  notDelivered:
    'L’ordine non è ancora stato consegnato: lo fermiamo noi. Se ti arrivasse comunque, puoi rifiutarlo alla consegna.',
  /** Paid: the refund (art. 56; the shop collects the goods, so it does not wait for them). */
  refund:
    'Ti rimborsiamo quanto hai pagato per i prodotti che restituisci, e la consegna, entro 14 giorni dal recesso, con lo stesso mezzo di pagamento che hai usato.',
  /** Paid in cash or by cheque at the door: how the money comes back. */
  refundCash:
    'Hai pagato alla consegna: ti rimborsiamo in contanti al ritiro o con un bonifico, come preferisci.',
  /** Not paid yet. */
  nothingToPay: 'Non hai ancora pagato questo ordine: non devi pagare nulla.',
  /** The receipt screen, after the confirmation. */
  receiptSent: 'Ti abbiamo inviato una ricevuta via e-mail.',
} as const)

/** What decides the steps after a withdrawal. */
export interface WithdrawalSituation {
  /** The order was delivered (the shop must collect the goods). */
  delivered: boolean
  /** The customer has paid (the shop must refund). */
  paid: boolean
  /** Paid at the door, in cash or by cheque. */
  paidAtDoor: boolean
}

/**
 * What happens after the withdrawal, in order, for the statement and the receipt: the goods
 * collected (or the delivery stopped), then the money (refunded, or nothing to pay).
 */
export function withdrawalNextSteps(situation: WithdrawalSituation): string[] {
  const goods = situation.delivered ? WITHDRAWAL_TERMS.pickup : WITHDRAWAL_TERMS.notDelivered
  if (!situation.paid) return [goods, WITHDRAWAL_TERMS.nothingToPay]
  return [goods, WITHDRAWAL_TERMS.refund, ...(situation.paidAtDoor ? [WITHDRAWAL_TERMS.refundCash] : [])]
}
