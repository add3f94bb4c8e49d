/** WooCommerce order statuses as a customer reads them. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'In attesa di pagamento',
  processing: 'In preparazione',
  'on-hold': 'In attesa di conferma',
  completed: 'Consegnato',
  cancelled: 'Annullato',
  refunded: 'Rimborsato',
  failed: 'Pagamento non riuscito',
  'checkout-draft': 'Non completato',
}

export function orderStatusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? (STATUS_LABELS[status] as string) : status
}

const shortDate = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
})

/** When an order was placed (an ISO instant), as a date in Rome. */
export function placedOnLabel(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date)
}
