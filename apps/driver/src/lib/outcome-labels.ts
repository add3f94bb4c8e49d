import type { DoorPaymentMethod, FailureReason } from '@shop/forms'

/** The reasons of 'Non consegnato' as the driver reads them, in the contract's order. */
export const FAILURE_REASON_LABELS: Record<FailureReason, string> = {
  absent: 'Assente',
  refused: 'Rifiutato',
  'wrong-address': 'Indirizzo sbagliato',
  underage: 'Minorenne o senza documento',
  other: 'Altro',
}

export const PAYMENT_METHOD_LABELS: Record<DoorPaymentMethod, string> = {
  cash: 'Contanti',
  cheque: 'Assegno',
  none: 'Nessun incasso',
}
