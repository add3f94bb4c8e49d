/**
 * The order page: a guest's by its order key (/ordine?ordine=&chiave=, the link of the order
 * mails; a signed-in customer's own order opens there too), else the account's.
 */
export function orderPagePath(id: number | string, key: string | null): string {
  return key
    ? `/ordine?ordine=${encodeURIComponent(id)}&chiave=${encodeURIComponent(key)}`
    : `/account/ordini/${encodeURIComponent(id)}`
}

/**
 * Where to choose a new delivery after a failed one: the link of the 'non consegnato' mail and SMS
 * (apps/api order-mail-events.ts rescheduleLinkOf), with the order key for a guest; without it the
 * API reads a customer's own order from the session.
 */
export function reschedulePath(id: number | string, key: string | null): string {
  return `/ordine/nuova-consegna?ordine=${encodeURIComponent(id)}${key ? `&chiave=${encodeURIComponent(key)}` : ''}`
}

/**
 * The withdrawal of an order ('Recedi dal contratto qui', /recesso): with the order key for a
 * guest; without it the API reads a customer's own order from the session. /recesso alone is the
 * public page where a guest gives the order's number and e-mail.
 */
export function withdrawalPath(id: number | string, key: string | null): string {
  return `/recesso?ordine=${encodeURIComponent(id)}${key ? `&chiave=${encodeURIComponent(key)}` : ''}`
}
