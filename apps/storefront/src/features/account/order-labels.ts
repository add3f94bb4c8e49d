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

const longDate = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
})
const shortDate = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
})

/** A delivery date ('2026-11-23') in words ('lunedì 23 novembre 2026'); other text as it is. */
export function deliveryDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  // Noon UTC is the same calendar day in Rome all year round.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  // A date that does not exist ('2026-02-30') is shown as written, not moved to another day.
  if (day.toISOString().slice(0, 10) !== date) return date
  return longDate.format(day)
}

/** When an order was placed (an ISO instant), as a date in Rome. */
export function placedOnLabel(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date)
}
