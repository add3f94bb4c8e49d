import type { OrderStatus } from '@shop/api/contract'

/** WooCommerce's order statuses with the Italian names of its back office. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'In attesa di pagamento',
  processing: 'In lavorazione',
  'on-hold': 'In sospeso',
  completed: 'Completato',
  cancelled: 'Annullato',
  refunded: 'Rimborsato',
  failed: 'Non riuscito',
}

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status
}
