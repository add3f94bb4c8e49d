/** The Italian messages of the invoices (issue 27). */
export const INVOICE_MSG = {
  notRequested:
    'Per questo ordine il cliente non ha chiesto la fattura: non c’è una fattura elettronica da scaricare.',
  notPaid: (state: string) =>
    `La fattura si emette quando l’ordine è pagato (se si paga alla consegna, quando è consegnato): ora è «${state}».`,
  sellerMissing:
    'Mancano i dati del venditore (ragione sociale, partita IVA, sede, REA): un amministratore li inserisce in Configurazione prima di emettere fatture.',
  cannotWrite: (reason: string) => `La fattura elettronica di questo ordine non si può preparare: ${reason}`,
} as const
