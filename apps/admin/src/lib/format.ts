import { formatEuro } from '@shop/catalog'
import { systemClock } from '@shop/clock'
import { deliveryDateLabel, isoDateOf, romeDayNumber } from '@shop/slots'

export { formatEuro }

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** An instant ('2026-11-22T09:37:30.000Z') as '22/11/2026, 10:37' in Rome; '—' when unknown. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date)
}

/** A delivery date and slot on one line: 'lunedì 23 novembre 2026, 09:00 - 10:00'. */
export function formatDelivery(delivery: { date: string | null; slot: string | null }): string {
  const parts = [delivery.date ? deliveryDateLabel(delivery.date) : null, delivery.slot].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : '—'
}

/** Today in Rome as 'YYYY-MM-DD' (the delivery sheet's default date); `daysLater` 1 is tomorrow. */
export function romeToday(now: Date = systemClock(), daysLater = 0): string {
  return isoDateOf(romeDayNumber(now) + daysLater)
}
